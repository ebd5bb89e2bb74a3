import { EMAIL_MAX_LENGTH, MAX_ENQUIRY_TEXT_LENGTH, MAX_NAME_LENGTH, MAX_SUBJECT_LENGTH, MSG } from '@so/contract';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { FieldError } from '../shared/FieldError.tsx';
import { PLACE_COPY } from '../shared/place-copy.ts';
import { CONTACT_COPY as COPY } from './copy.ts';
import { phoneDigits, type InquiryErrors, type InquiryField, type InquiryValues } from './inquiry.ts';

/** Where a send stands: nothing sent yet, on its way, answered, or failed. */
export type InquiryStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface ContactFormViewProps {
  values: InquiryValues;
  /** The chosen country's calling code ("+91"), shown before the phone digits. */
  callingCode: string;
  errors: InquiryErrors;
  status: InquiryStatus;
  /** The server's thanks when sent; the server's message (if any) when failed. */
  message?: string | null;
  /** Whether the captcha is solved: Send stays disabled until it is. */
  captchaSolved: boolean;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first invalid field. */
  formRef?: Ref<HTMLFormElement>;
  onChange: (field: InquiryField, value: string) => void;
  onSubmit: () => void;
  /** The country field (connected `PlaceFields fields="country"`, or `PlaceFieldsView` in stories). */
  places: ReactNode;
  /** The captcha (connected `Captcha`, or `CaptchaView` in stories). */
  captcha: ReactNode;
}

/** A visible asterisk after a required field's label (the `required` attribute tells assistive technology). */
function Mark() {
  return (
    <span className="inquiry__mark" aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * The contact form: Company, Name, Email, Subject, Country, Phone number (the country's
 * calling code before the digits), Your query, the captcha and Send. Every field is labelled and
 * marked required in text; each message stands under its field (aria-invalid, aria-describedby)
 * and a submit with errors moves the focus to the first. Send is disabled until the captcha is
 * solved, with "Please complete reCAPTCHA first" as its tooltip and as visible help beside it,
 * and reads Sending… while the inquiry is on its way. The server's thanks shows in a status
 * region; a failure in an alert. Pure view. Parts: inquiry, inquiry-form, submit, inquiry-status.
 */
export function ContactFormView(props: ContactFormViewProps) {
  const { values, callingCode, errors, status, message, captchaSolved, formRef, onChange, onSubmit, places, captcha } = props;
  const id = useId();
  const sending = status === 'sending';
  const waitingForCaptcha = !captchaSolved && !sending;

  const fieldId = (name: InquiryField) => `${id}-${name}`;
  const errorId = (name: InquiryField) => `${id}-${name}-error`;
  const describedBy = (name: InquiryField, ...more: string[]) => [...more, errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
  const common = (name: InquiryField) => ({
    id: fieldId(name),
    name,
    required: true,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name),
  });
  const label = (name: InquiryField) => (
    <label htmlFor={fieldId(name)}>
      {COPY.fields[name]}
      <Mark />
    </label>
  );
  const text = (name: InquiryField, extra: { type?: string; autoComplete: string; maxLength: number }) => (
    <div className="field">
      {label(name)}
      <input {...common(name)} {...extra} onChange={(e) => onChange(name, e.currentTarget.value)} />
      <FieldError id={errorId(name)} error={errors[name]} />
    </div>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };

  return (
    <section className="contact__card inquiry" aria-labelledby={`${id}-title`} part="inquiry">
      <h2 id={`${id}-title`}>{COPY.formTitle}</h2>
      <p className="inquiry__intro">{COPY.formIntro}</p>
      <form ref={formRef} className="inquiry__form" noValidate onSubmit={submit} aria-busy={sending} part="inquiry-form">
        <p className="inquiry__note">{COPY.requiredNote}</p>
        <div className="inquiry__row">
          {text('company', { autoComplete: 'organization', maxLength: MAX_NAME_LENGTH })}
          {text('name', { autoComplete: 'name', maxLength: MAX_NAME_LENGTH })}
        </div>
        <div className="inquiry__row">
          {text('email', { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH })}
          {text('subject', { autoComplete: 'off', maxLength: MAX_SUBJECT_LENGTH })}
        </div>
        {places}
        <div className="field inquiry__phone-field">
          {label('phone')}
          <div className="inquiry__phone">
            <span className="inquiry__prefix" id={`${id}-phone-prefix`}>
              <span className="visually-hidden">{PLACE_COPY.callingCode} </span>
              {callingCode}
            </span>
            <input
              {...common('phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              aria-describedby={describedBy('phone', `${id}-phone-prefix`, `${id}-phone-hint`)}
              onChange={(e) => onChange('phone', phoneDigits(e.currentTarget.value, callingCode))}
            />
          </div>
          <span className="inquiry__hint" id={`${id}-phone-hint`}>
            {COPY.phoneHint}
          </span>
          <FieldError id={errorId('phone')} error={errors.phone} />
        </div>
        <div className="field">
          {label('inquiry_description')}
          <textarea
            {...common('inquiry_description')}
            rows={6}
            maxLength={MAX_ENQUIRY_TEXT_LENGTH}
            onChange={(e) => onChange('inquiry_description', e.currentTarget.value)}
          />
          <FieldError id={errorId('inquiry_description')} error={errors.inquiry_description} />
        </div>
        {captcha}
        <div className="inquiry__actions">
          <button
            type="submit"
            className="btn inquiry__send"
            disabled={sending || !captchaSolved}
            title={waitingForCaptcha ? MSG.completeRecaptcha : undefined}
            aria-describedby={waitingForCaptcha ? `${id}-send-help` : undefined}
            part="submit"
          >
            {sending ? COPY.sending : COPY.send}
          </button>
          {waitingForCaptcha && (
            <p className="inquiry__help" id={`${id}-send-help`}>
              {MSG.completeRecaptcha}
            </p>
          )}
        </div>
        <p className="inquiry__status" role="status" part="inquiry-status">
          {status === 'sent' && message ? message : null}
        </p>
        {status === 'failed' && (
          <div className="alert" role="alert">
            <strong>{MSG.inquiryFailed}</strong>
            {message && message !== MSG.inquiryFailed ? message : null}
          </div>
        )}
      </form>
    </section>
  );
}
