import { MSG } from '@so/contract';
import { emit, getApi, toast } from '@so/stores';
import { useForm } from '@so/ui/form';
import { useState } from 'react';
import { Captcha, useCaptcha } from '../shared/Captcha.tsx';
import { noPlaces, PlaceFields, type PlaceValues } from '../shared/PlaceFields.tsx';
import { ContactFormView, type InquiryStatus } from './ContactFormView.tsx';
import {
  emptyInquiry,
  inquiryBody,
  inquiryFailure,
  validateInquiry,
  type InquiryErrorField,
  type InquiryFailure,
  type InquiryField,
  type InquiryValues,
} from './inquiry.ts';

/** The typed fields with the chosen country. */
type ContactValues = InquiryValues & { place: PlaceValues };
const emptyContact = (): ContactValues => ({ ...emptyInquiry(), place: noPlaces() });

/**
 * The contact form wired to the API: checks every field, needs the captcha, then POST
 * /inquiries/. Sent: the server's thanks as a toast and in the form, the fields cleared, a fresh
 * captcha and country field. Refused (400): each field's message beside it, the typing kept; a
 * refused captcha says "reCAPTCHA verification failed" and offers a fresh one. Any other failure
 * (429, 500, no network): "Failed to send inquiry" with the server's message as a toast and in the
 * form, the typing kept. The captcha is asked afresh after every send (a solution is good once).
 */
export function ContactForm() {
  const form = useForm<ContactValues, InquiryErrorField>({
    initial: emptyContact,
    validate: (v) => validateInquiry(v, v.place),
    // A new country brings its calling code: a phone message is checked against it again.
    follows: { place: ['country', 'phone'] },
    serverErrors: (error) => inquiryFailure(error).errors,
  });
  const [status, setStatus] = useState<InquiryStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  /** Changes after a send, to start the country field (and its search text) afresh. */
  const [placesKey, setPlacesKey] = useState(0);
  const captcha = useCaptcha();
  const { values, errors } = form;

  const onSubmit = async () => {
    const solution = captcha.solution;
    const result = await form.submit(
      async (v) => {
        setMessage(null);
        try {
          const body = inquiryBody(v, v.place, solution);
          // The checks passed, so the body is there; without one nothing is sent.
          return body ? await getApi().inquiry(body) : null;
        } finally {
          captcha.reset();
        }
      },
      { extra: { captcha: solution ? undefined : MSG.recaptchaFailed } },
    );
    let failure: InquiryFailure;
    if (result.status === 'sent') {
      const answer = result.result;
      if (!answer) return;
      if (answer.status) {
        emit('so:enquiry-sent', { kind: 'contact' });
        return sent(answer.message || MSG.inquirySent);
      }
      failure = { errors: {}, message: answer.message ?? null };
    } else if (result.status === 'refused' || result.status === 'failed') {
      failure = inquiryFailure(result.error);
    } else {
      return;
    }
    toast({ kind: 'error', title: MSG.inquiryFailed, description: failure.message ?? undefined });
    // Refused field by field: each message beside its field (useForm shows them).
    if (result.status === 'refused') {
      setStatus('idle');
    } else {
      setMessage(failure.message);
      setStatus('failed');
    }
  };

  /** The server took the inquiry: its thanks as a toast and in the form; the form starts afresh. */
  const sent = (thanks: string) => {
    form.reset();
    setPlacesKey((k) => k + 1);
    setMessage(thanks);
    setStatus('sent');
    toast({ kind: 'success', title: thanks });
  };

  return (
    <ContactFormView
      values={values}
      callingCode={values.place.callingCode}
      errors={errors}
      status={form.submitting ? 'sending' : status}
      message={message}
      captchaSolved={captcha.solution !== null}
      formRef={form.formRef}
      onChange={(field: InquiryField, value: string) => form.setField(field, value)}
      onSubmit={() => void onSubmit()}
      places={
        <PlaceFields key={placesKey} fields="country" value={values.place} onChange={(next) => form.setField('place', next)} requiredMarks errors={{ country: errors.country }} />
      }
      captcha={<Captcha {...captcha.props} error={errors.captcha} />}
    />
  );
}
