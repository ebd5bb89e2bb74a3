import { MSG } from '@so/contract';
import { $session, getApi, navigate, toast } from '@so/stores';
import { useStore } from '@so/ui';
import { useForm } from '@so/ui/form';
import { useEffect, useRef, useState } from 'react';
import { Captcha, useCaptcha } from '../shared/Captcha.tsx';
import { routes } from '../shared/links.ts';
import { newCheckoutKey } from '../shared/txnid.ts';
import { GiftVoucherView, type VoucherStatus } from './GiftVoucherView.tsx';
import { openVoucherPayment } from './payment-window.ts';
import {
  emptyVoucher,
  validateVoucher,
  voucherBody,
  voucherFailure,
  type AmountChoice,
  type VoucherErrorField,
  type VoucherTextField,
  type VoucherValues,
} from './voucher.ts';

/**
 * The gift voucher page wired to the API (visitors too): checks every field, needs the
 * captcha, then POST /getvoucgerpaymentlink/ with the purchase's txnid. Answered: the gateway's
 * payer page opens in a new tab and this one goes to /; when the browser blocks the new
 * tab, the payer page opens in this one. Refused (400): each field's message beside it, the typing
 * kept, a fresh captcha (a refused captcha says "reCAPTCHA verification failed"). Anything else
 * (409, 429, 500, no network, an answer without a link): "Something went wrong" as a toast and
 * under the form, the typing kept. The sender's name and e-mail start as the logged-in shopper's.
 */
export function GiftVoucher() {
  const session = useStore($session);
  const form = useForm<VoucherValues, VoucherErrorField>({
    initial: emptyVoucher,
    validate: validateVoucher,
    // Once the amount shows a message, the message follows the choice and the typing.
    follows: { choice: ['amount'], custom: ['amount'] },
    serverErrors: (error) => voucherFailure(error).errors,
  });
  const [status, setStatus] = useState<VoucherStatus>('idle');
  const captcha = useCaptcha();
  // One txnid per purchase: a retry after a lost answer asks for the same payment, not a second one.
  const txnid = useRef(newCheckoutKey());
  const { values, errors, setValues } = form;

  // The logged-in shopper is the sender, unless they already typed someone else.
  useEffect(() => {
    if (!session) return;
    const name = [session.first_name, session.last_name].filter(Boolean).join(' ').trim();
    const email = session.email ?? '';
    setValues((v) => ({ ...v, sender_name: v.sender_name || name, sender_email: v.sender_email || email }));
  }, [session, setValues]);

  const onSubmit = async () => {
    const solution = captcha.solution;
    const result = await form.submit(
      async (v) => {
        const body = voucherBody(v, txnid.current, solution);
        // The checks passed, so the body is there; without one nothing is sent.
        if (!body) return null;
        setStatus('sending');
        try {
          const answer = await getApi().giftVoucherLink(body);
          // An answer naming no payment page throws here: a failure like any other.
          return answer.status ? openVoucherPayment(answer.data) : 'refused';
        } finally {
          captcha.reset();
        }
      },
      { extra: { captcha: solution ? undefined : MSG.completeRecaptcha } },
    );
    if (result.status === 'sent') {
      if (result.result === 'new-tab') navigate(routes.home());
      // Leaving for the gateway in this tab: the page stays as it is until it goes.
      if (result.result === 'refused') failed();
    } else if (result.status === 'refused' || result.status === 'failed') {
      if (voucherFailure(result.error).txnidTaken) txnid.current = newCheckoutKey();
      // Refused field by field: each message beside its field (useForm shows them).
      if (result.status === 'refused') setStatus('idle');
      else failed();
    }
  };

  /** "Something went wrong", as a toast and under the form; everything typed stays. */
  const failed = () => {
    setStatus('failed');
    toast({ kind: 'error', title: MSG.somethingWentWrong, description: MSG.tryAgainLater });
  };

  return (
    <GiftVoucherView
      values={values}
      errors={errors}
      status={status}
      captchaSolved={captcha.solution !== null}
      formRef={form.formRef}
      onChoose={(choice: AmountChoice) => form.setField('choice', choice)}
      onCustom={(custom) => form.setField('custom', custom)}
      onChange={(field: VoucherTextField, value: string) => form.setField(field, value)}
      onSubmit={() => void onSubmit()}
      captcha={<Captcha {...captcha.props} error={errors.captcha} />}
    />
  );
}
