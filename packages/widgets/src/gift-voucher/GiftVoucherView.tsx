import {
  EMAIL_MAX_LENGTH,
  GIFT_VOUCHER_MAX_RUPEES,
  GIFT_VOUCHER_MIN_RUPEES,
  GIFT_VOUCHER_PRESETS,
  GIFT_VOUCHER_TERMS,
  MAX_GIFT_VOUCHER_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MSG,
} from '@so/contract';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { FieldError } from '../shared/FieldError.tsx';
import { GIFT_VOUCHER_COPY as COPY, rupees } from './copy.ts';
import { voucherAmount, type AmountChoice, type VoucherErrors, type VoucherTextField, type VoucherValues } from './voucher.ts';

/** Where a purchase stands: nothing sent yet, asking for the payment link, or failed (kept values). */
export type VoucherStatus = 'idle' | 'sending' | 'failed';

export interface GiftVoucherViewProps {
  values: VoucherValues;
  errors: VoucherErrors;
  status: VoucherStatus;
  /** Whether the captcha is solved: the pay button stays disabled until it is. */
  captchaSolved: boolean;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first invalid field. */
  formRef?: Ref<HTMLFormElement>;
  onChoose: (choice: AmountChoice) => void;
  onCustom: (text: string) => void;
  onChange: (field: VoucherTextField, value: string) => void;
  onSubmit: () => void;
  /** The captcha (connected `Captcha`, or `CaptchaView` in stories). */
  captcha: ReactNode;
}

/** A visible asterisk after a required field's label (the `required` attribute tells assistive technology). */
function Mark() {
  return (
    <span className="voucher__mark" aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * The /gift-voucher page: the h1, what a gift voucher is, the form — Amount
 * (the presets as radios and "Another amount" with a whole-rupee input in the contract's range),
 * who it is for (Recipient name, Recipient email), who it is from (Sender name, Sender email),
 * Message (optional, with its counter), the captcha and the pay button ("Proceed to pay ₹500" once
 * an amount is chosen, "Buy voucher" before; disabled until the captcha is solved, with "Please
 * complete reCAPTCHA first" as its tooltip and beside it; "Sending…" while the link is asked) —
 * and the voucher's Terms. Each message stands under its field; a submit with errors moves the
 * focus to the first. Pure view. Parts: gift-voucher, voucher-form, amounts, submit,
 * voucher-failed, terms.
 */
export function GiftVoucherView(props: GiftVoucherViewProps) {
  const { values, errors, status, captchaSolved, formRef, onChoose, onCustom, onChange, onSubmit, captcha } = props;
  const id = useId();
  const sending = status === 'sending';
  const waitingForCaptcha = !captchaSolved && !sending;
  const amount = voucherAmount(values);

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const describedBy = (name: VoucherTextField | 'amount', ...more: string[]) =>
    [...more, errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;

  const text = (name: VoucherTextField, extra: { type?: string; autoComplete: string; hint?: string }) => (
    <div className="field">
      <label htmlFor={fieldId(name)}>
        {COPY.fields[name]}
        <Mark />
      </label>
      <input
        id={fieldId(name)}
        name={name}
        type={extra.type ?? 'text'}
        required
        autoComplete={extra.autoComplete}
        maxLength={extra.type === 'email' ? EMAIL_MAX_LENGTH : MAX_NAME_LENGTH}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, extra.hint ? `${fieldId(name)}-hint` : '')}
        onChange={(e) => onChange(name, e.currentTarget.value)}
      />
      {extra.hint && (
        <span className="voucher__hint" id={`${fieldId(name)}-hint`}>
          {extra.hint}
        </span>
      )}
      <FieldError id={errorId(name)} error={errors[name]} />
    </div>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };

  // The amount's message belongs to the custom input once "Another amount" is chosen, else to the radios.
  const amountInvalid = errors.amount ? true : undefined;
  const radioInvalid = values.choice === 'custom' ? undefined : amountInvalid;
  const radio = (choice: Exclude<AmountChoice, null>, label: string) => (
    <label className="voucher__amount" key={String(choice)}>
      <input
        type="radio"
        name={`${id}-amount`}
        value={String(choice)}
        checked={values.choice === choice}
        required
        aria-invalid={radioInvalid}
        aria-describedby={radioInvalid ? errorId('amount') : undefined}
        onChange={() => onChoose(choice)}
      />
      <span>{label}</span>
    </label>
  );

  return (
    <article className="voucher container" part="gift-voucher">
      <h1>{COPY.title}</h1>
      <p className="voucher__intro">{COPY.intro}</p>
      <p className="voucher__intro">{COPY.redeemNote}</p>

      <section className="voucher__card" aria-labelledby={`${id}-form-title`}>
        <h2 id={`${id}-form-title`}>{COPY.formTitle}</h2>
        <form ref={formRef} className="voucher__form" noValidate onSubmit={submit} aria-busy={sending} part="voucher-form">
          <p className="voucher__note">{COPY.requiredNote}</p>

          <fieldset className="voucher__group" part="amounts">
            <legend>
              {COPY.amountLegend}
              <Mark />
            </legend>
            <div className="voucher__amounts">
              {GIFT_VOUCHER_PRESETS.map((preset) => radio(preset, rupees(preset)))}
              {radio('custom', COPY.anotherAmount)}
            </div>
            {values.choice === 'custom' && (
              <div className="field voucher__custom">
                <label htmlFor={fieldId('custom')}>
                  {COPY.customLabel}
                  <Mark />
                </label>
                <div className="voucher__rupee">
                  <span aria-hidden="true">₹</span>
                  <input
                    id={fieldId('custom')}
                    name="amount"
                    type="number"
                    inputMode="numeric"
                    required
                    min={GIFT_VOUCHER_MIN_RUPEES}
                    max={GIFT_VOUCHER_MAX_RUPEES}
                    step={1}
                    value={values.custom}
                    aria-invalid={amountInvalid}
                    aria-describedby={describedBy('amount', `${fieldId('custom')}-hint`)}
                    onChange={(e) => onCustom(e.currentTarget.value)}
                  />
                </div>
                <span className="voucher__hint" id={`${fieldId('custom')}-hint`}>
                  {COPY.customHint}
                </span>
              </div>
            )}
            <FieldError id={errorId('amount')} error={errors.amount} />
          </fieldset>

          <fieldset className="voucher__group">
            <legend>{COPY.recipientLegend}</legend>
            <div className="voucher__row">
              {text('receiver_name', { autoComplete: 'off' })}
              {text('receiver_email', { type: 'email', autoComplete: 'off', hint: COPY.recipientEmailHint })}
            </div>
          </fieldset>

          <fieldset className="voucher__group">
            <legend>{COPY.senderLegend}</legend>
            <div className="voucher__row">
              {text('sender_name', { autoComplete: 'name' })}
              {text('sender_email', { type: 'email', autoComplete: 'email', hint: COPY.senderEmailHint })}
            </div>
          </fieldset>

          <div className="field">
            <label htmlFor={fieldId('message')}>
              {COPY.fields.message} <span className="voucher__optional">{COPY.optional}</span>
            </label>
            <textarea
              id={fieldId('message')}
              name="message"
              rows={4}
              maxLength={MAX_GIFT_VOUCHER_MESSAGE_LENGTH}
              value={values.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy('message', `${fieldId('message')}-hint`, `${fieldId('message')}-count`)}
              onChange={(e) => onChange('message', e.currentTarget.value)}
            />
            <div className="voucher__below">
              <span className="voucher__hint" id={`${fieldId('message')}-hint`}>
                {COPY.messageHint}
              </span>
              <span className="voucher__hint voucher__count" id={`${fieldId('message')}-count`}>
                {COPY.counter(values.message.length, MAX_GIFT_VOUCHER_MESSAGE_LENGTH)}
              </span>
            </div>
            <FieldError id={errorId('message')} error={errors.message} />
          </div>

          {captcha}

          <div className="voucher__actions">
            <button
              type="submit"
              className="btn voucher__pay"
              disabled={sending || !captchaSolved}
              title={waitingForCaptcha ? MSG.completeRecaptcha : undefined}
              aria-describedby={waitingForCaptcha ? `${id}-pay-help` : `${id}-pay-note`}
              part="submit"
            >
              {sending ? COPY.sending : 'amount' in amount ? COPY.pay(rupees(amount.amount)) : COPY.buy}
            </button>
            {waitingForCaptcha && (
              <p className="voucher__help" id={`${id}-pay-help`}>
                {MSG.completeRecaptcha}
              </p>
            )}
          </div>
          <p className="voucher__hint" id={`${id}-pay-note`}>
            {COPY.payNote}
          </p>
          {status === 'failed' && (
            <div className="alert" role="alert" part="voucher-failed">
              <strong>{MSG.somethingWentWrong}</strong>
              {MSG.tryAgainLater}
            </div>
          )}
        </form>
      </section>

      <section className="voucher__terms" aria-labelledby={`${id}-terms-title`} part="terms">
        <h2 id={`${id}-terms-title`}>{COPY.termsTitle}</h2>
        <ul>
          {GIFT_VOUCHER_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
