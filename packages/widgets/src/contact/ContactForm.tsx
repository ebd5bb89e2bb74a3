import { MSG } from '@so/contract';
import { emit, getApi, toast } from '@so/stores';
import { useState } from 'react';
import { Captcha, useCaptcha } from '../shared/Captcha.tsx';
import { noPlaces, PlaceFields, type PlaceValues } from '../shared/PlaceFields.tsx';
import { ContactFormView, type InquiryStatus } from './ContactFormView.tsx';
import {
  emptyInquiry,
  hasErrors,
  inquiryBody,
  inquiryFailure,
  inquiryFieldError,
  validateInquiry,
  type InquiryErrors,
  type InquiryFailure,
  type InquiryField,
  type InquiryValues,
} from './inquiry.ts';

/**
 * The contact form wired to the API: checks every field, needs the captcha, then POST
 * /inquiries/. Sent: the server's thanks as a toast and in the form, the fields cleared, a fresh
 * captcha and country field. Refused (400): each field's message beside it, the typing kept; a
 * refused captcha says "reCAPTCHA verification failed" and offers a fresh one. Any other failure
 * (429, 500, no network): "Failed to send inquiry" with the server's message as a toast and in the
 * form, the typing kept. The captcha is asked afresh after every send (a solution is good once).
 */
export function ContactForm() {
  const [values, setValues] = useState<InquiryValues>(emptyInquiry);
  const [place, setPlace] = useState<PlaceValues>(noPlaces);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [status, setStatus] = useState<InquiryStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Changes after a send, to start the country field (and its search text) afresh. */
  const [placesKey, setPlacesKey] = useState(0);
  const captcha = useCaptcha();

  /** Shows `found` and, when there is any, moves the focus to the first invalid field. */
  const show = (found: InquiryErrors) => {
    setErrors(found);
    if (hasErrors(found)) setAttempt((n) => n + 1);
  };

  const onChange = (field: InquiryField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a message, the message follows the typing.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: inquiryFieldError(field, next, place) }));
  };

  const onPlace = (next: PlaceValues) => {
    setPlace(next);
    // A new country brings its calling code: a phone message is checked against it again.
    setErrors((e) => ({ ...e, country: undefined, phone: e.phone ? inquiryFieldError('phone', values, next) : undefined }));
  };

  const onSubmit = async () => {
    const found = validateInquiry(values, place);
    if (!captcha.solution) found.captcha = MSG.recaptchaFailed;
    const body = inquiryBody(values, place, captcha.solution);
    if (!body) return show(found);
    setErrors({});
    setMessage(null);
    setStatus('sending');
    let failure: InquiryFailure;
    try {
      const answer = await getApi().inquiry(body);
      if (answer.status) {
        emit('so:enquiry-sent', { kind: 'contact' });
        return sent(answer.message || MSG.inquirySent);
      }
      failure = { errors: {}, message: answer.message ?? null };
    } catch (error) {
      failure = inquiryFailure(error);
    } finally {
      captcha.reset();
    }
    toast({ kind: 'error', title: MSG.inquiryFailed, description: failure.message ?? undefined });
    if (hasErrors(failure.errors)) {
      // The fields (or the captcha) the server refused: each message beside its field.
      setStatus('idle');
      show(failure.errors);
    } else {
      setMessage(failure.message);
      setStatus('failed');
    }
  };

  /** The server took the inquiry: its thanks as a toast and in the form; the form starts afresh. */
  const sent = (thanks: string) => {
    setValues(emptyInquiry());
    setPlace(noPlaces());
    setPlacesKey((k) => k + 1);
    setMessage(thanks);
    setStatus('sent');
    toast({ kind: 'success', title: thanks });
  };

  return (
    <ContactFormView
      values={values}
      callingCode={place.callingCode}
      errors={errors}
      status={status}
      message={message}
      captchaSolved={captcha.solution !== null}
      attempt={attempt}
      onChange={onChange}
      onSubmit={() => void onSubmit()}
      places={<PlaceFields key={placesKey} fields="country" value={place} onChange={onPlace} requiredMarks errors={{ country: errors.country }} />}
      captcha={<Captcha {...captcha.props} error={errors.captcha} />}
    />
  );
}
