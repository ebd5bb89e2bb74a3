import { MSG } from '@so/contract';
import { $session, getApi, navigate, toast } from '@so/stores';
import { useStore } from '@so/ui';
import { useEffect, useRef, useState } from 'react';
import { Captcha, useCaptcha } from '../shared/Captcha.tsx';
import { routes } from '../shared/links.ts';
import { newCheckoutKey } from '../shared/txnid.ts';
import { GiftVoucherView, type VoucherStatus } from './GiftVoucherView.tsx';
import { openVoucherPayment } from './payment-window.ts';
import {
  emptyVoucher,
  hasErrors,
  validateVoucher,
  voucherAmount,
  voucherBody,
  voucherFailure,
  voucherFieldError,
  type AmountChoice,
  type VoucherErrors,
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
  const [values, setValues] = useState<VoucherValues>(emptyVoucher);
  const [errors, setErrors] = useState<VoucherErrors>({});
  const [status, setStatus] = useState<VoucherStatus>('idle');
  const [attempt, setAttempt] = useState(0);
  const captcha = useCaptcha();
  // One txnid per purchase: a retry after a lost answer asks for the same payment, not a second one.
  const txnid = useRef(newCheckoutKey());

  // The logged-in shopper is the sender, unless they already typed someone else.
  useEffect(() => {
    if (!session) return;
    const name = [session.first_name, session.last_name].filter(Boolean).join(' ').trim();
    const email = session.email ?? '';
    setValues((v) => ({ ...v, sender_name: v.sender_name || name, sender_email: v.sender_email || email }));
  }, [session]);

  /** Shows `found` and, when there is any, moves the focus to the first invalid field. */
  const show = (found: VoucherErrors) => {
    setErrors(found);
    if (hasErrors(found)) setAttempt((n) => n + 1);
  };

  /** Once the amount shows a message, the message follows the choice and the typing. */
  const setAmount = (next: VoucherValues) => {
    setValues(next);
    if (errors.amount) {
      const amount = voucherAmount(next);
      setErrors((e) => ({ ...e, amount: 'error' in amount ? amount.error : undefined }));
    }
  };

  const onChange = (field: VoucherTextField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: voucherFieldError(field, next) }));
  };

  const onSubmit = async () => {
    const found = validateVoucher(values);
    if (!captcha.solution) found.captcha = MSG.completeRecaptcha;
    const body = voucherBody(values, txnid.current, captcha.solution);
    if (!body) return show(found);
    setErrors({});
    setStatus('sending');
    try {
      const answer = await getApi().giftVoucherLink(body);
      if (answer.status && openVoucherPayment(answer.data) === 'new-tab') navigate(routes.home());
      // Leaving for the gateway in this tab: the page stays as it is until it goes.
      if (answer.status) return;
      failed();
    } catch (error) {
      const failure = voucherFailure(error);
      if (failure.txnidTaken) txnid.current = newCheckoutKey();
      if (hasErrors(failure.errors)) {
        setStatus('idle');
        show(failure.errors);
      } else {
        failed();
      }
    } finally {
      captcha.reset();
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
      attempt={attempt}
      onChoose={(choice: AmountChoice) => setAmount({ ...values, choice })}
      onCustom={(custom) => setAmount({ ...values, custom })}
      onChange={onChange}
      onSubmit={() => void onSubmit()}
      captcha={<Captcha {...captcha.props} error={errors.captcha} />}
    />
  );
}
