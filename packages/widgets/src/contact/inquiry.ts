import { ApiError } from '@so/api';
import {
  ANSWER,
  DEFAULT_CALLING_CODE,
  INQUIRY_AGE_GROUP_DEFAULT,
  isEmail,
  MSG,
  PHONE_LOCAL_DIGITS,
  phoneWithCallingCode,
  type InquiryInput,
} from '@so/contract';
import type { PlaceValues } from '../shared/places.ts';
import { CONTACT_COPY as COPY } from './copy.ts';

/**
 * The contact form's rules: company, name, email, subject, country, phone and the query
 * all required; the phone digits only, sent with the chosen country's calling code; the captcha
 * solved. The messages are the server's (@so/contract InquiryRequest), so checking here first
 * changes nothing but the wait.
 */

/** The form's typed fields, named as POST /inquiries/ names them. */
export type InquiryField = keyof typeof COPY.fields;
export type InquiryValues = Record<InquiryField, string>;
/** Where a message can stand: a typed field, the country, or the captcha. */
export type InquiryErrorField = InquiryField | 'country' | 'captcha';
export type InquiryErrors = Partial<Record<InquiryErrorField, string>>;

/** The typed fields in the form's order (the country stands between subject and phone). */
export const INQUIRY_FIELDS: readonly InquiryField[] = ['company', 'name', 'email', 'subject', 'phone', 'inquiry_description'];

export const emptyInquiry = (): InquiryValues => ({ company: '', name: '', email: '', subject: '', phone: '', inquiry_description: '' });

export const hasErrors = (errors: InquiryErrors): boolean => Object.values(errors).some(Boolean);

/**
 * The digits of what was typed or pasted, at most as many as `callingCode`'s country allows: a
 * pasted "+91 98123 45678" or "098123 45678" loses its calling code or trunk 0 ("9812345678").
 */
export function phoneDigits(raw: string, callingCode: string): string {
  const max = phoneMaxDigits(callingCode);
  const code = callingCode.replace(/\D/g, '');
  let digits = raw.replace(/\D/g, '');
  if (digits.length > max && code && digits.startsWith(code)) digits = digits.slice(code.length);
  if (digits.length > max) digits = digits.replace(/^0+/, '');
  return digits.slice(0, max);
}

/** The most digits a number may have after `callingCode`: India's 10; elsewhere up to 15 with the code (E.164). */
export function phoneMaxDigits(callingCode: string): number {
  if (callingCode === DEFAULT_CALLING_CODE) return PHONE_LOCAL_DIGITS.india.max;
  return Math.min(PHONE_LOCAL_DIGITS.other.max, 15 - callingCode.replace(/\D/g, '').length);
}

/**
 * The message for one field, or undefined when it is right. The phone's digits are checked
 * against the chosen country's calling code once a country is chosen.
 */
export function inquiryFieldError(field: InquiryField, values: InquiryValues, place: PlaceValues): string | undefined {
  const value = values[field].trim();
  if (!value) return ANSWER.fieldRequired(COPY.fields[field]);
  if (field === 'email' && !isEmail(value)) return MSG.invalidEmail;
  if (field === 'phone' && place.country) {
    const phone = phoneWithCallingCode(value, place.callingCode, COPY.fields.phone);
    if ('error' in phone) return phone.error;
  }
  return undefined;
}

/** Every field's message at once, in the form's order. */
export function validateInquiry(values: InquiryValues, place: PlaceValues): InquiryErrors {
  const errors: InquiryErrors = {};
  for (const field of INQUIRY_FIELDS) {
    const error = inquiryFieldError(field, values, place);
    if (error) errors[field] = error;
  }
  if (!place.country) errors.country = MSG.countryRequired;
  return errors;
}

/**
 * The body of POST /inquiries/: the text trimmed, the country's id, the phone as the
 * calling code and the digits, age_group '00 to 06' (the API's default, sent as the store's own
 * form always sent it) and the captcha's solution; null while anything is missing or wrong.
 */
export function inquiryBody(values: InquiryValues, place: PlaceValues, recaptcha: string | null): InquiryInput | null {
  if (!recaptcha || !place.country || hasErrors(validateInquiry(values, place))) return null;
  const phone = phoneWithCallingCode(values.phone.trim(), place.callingCode, COPY.fields.phone);
  if ('error' in phone) return null;
  return {
    company: values.company.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    country: place.country.id,
    phone: phone.phone,
    inquiry_description: values.inquiry_description.trim(),
    age_group: INQUIRY_AGE_GROUP_DEFAULT,
    recaptcha,
  };
}

/** The server's field names (400 `errors`) → where the form shows them. */
const SERVER_FIELDS: Readonly<Record<string, InquiryErrorField>> = {
  company: 'company',
  name: 'name',
  email: 'email',
  subject: 'subject',
  country: 'country',
  phone: 'phone',
  inquiry_description: 'inquiry_description',
  recaptcha: 'captcha',
};

/** Why a send failed: field messages to show beside their fields, and the server's own message. */
export interface InquiryFailure {
  /** The server's messages by field (a refused captcha is the captcha's message). */
  errors: InquiryErrors;
  /** The server's message, when it sent one. */
  message: string | null;
}

/** Reads a failed POST /inquiries/: a 400's field messages and captcha refusal; anything's message. */
export function inquiryFailure(error: unknown): InquiryFailure {
  if (!(error instanceof ApiError)) return { errors: {}, message: null };
  const body = error.body;
  const sent = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  const message = typeof sent === 'string' && sent.trim() ? sent : null;
  const errors: InquiryErrors = {};
  if (error.status === 400) {
    for (const [key, text] of Object.entries(error.fieldErrors)) {
      const field = SERVER_FIELDS[key];
      if (field && text) errors[field] ??= text;
    }
    // The captcha is checked after the fields: its refusal is a message without field errors.
    if (!hasErrors(errors) && message === MSG.recaptchaFailed) errors.captcha = MSG.recaptchaFailed;
  }
  return { errors, message };
}
