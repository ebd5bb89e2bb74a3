/**
 * The rules both lead forms share (B2B /bussiness and exports /exports): what the
 * form holds, the messages it shows before sending (the contract's own request schema, the phone
 * checked against the chosen country's calling code, the country → state → city cascade), the
 * body it sends and how the server's 400 maps onto the fields. Pure functions; the hook is
 * useLeadForm.ts, the view LeadFormView.tsx.
 */
import { ApiError } from '@so/api';
import { phoneWithCallingCode } from '@so/contract';
import { LEAD_COPY } from './lead-copy.ts';
import { noPlaces, type PlaceField, type PlaceValues } from './places.ts';

/** The form's own fields, in the form's order (their wire names). */
export const LEAD_FIELDS = [
  'company_name',
  'industry_type',
  'company_size',
  'website',
  'annual_revenue',
  'company_registered',
  'full_name',
  'job_title',
  'email',
  'phone_no',
  'specific_requirements',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

const PLACE_FIELDS: readonly PlaceField[] = ['country', 'state', 'city'];

/** What the shopper has filled in: the fields as typed, the places, one answer per question. */
export type LeadValues = Record<LeadField, string> & {
  places: PlaceValues;
  /** answers[i] answers question i + 1. */
  answers: readonly string[];
};

/** A message per field, by wire name: a LeadField, country/state/city, answerN; others the form does not show. */
export type LeadErrors = Readonly<Partial<Record<string, string>>>;

/** An option of the annual revenue select: what it shows, what the form sends. */
export interface RevenueOption {
  label: string;
  value: string;
}

/** A group of questions under its heading; `number` is the question's 1-based number (answerN). */
export interface LeadQuestionSection {
  title: string;
  questions: readonly { number: number; text: string }[];
}

/** The part of a superstruct request schema the form uses (B2bLeadRequest, ExportLeadRequest). */
export interface LeadSchema<T> {
  validate(value: unknown, options: { coerce: boolean }): [{ failures(): { path: readonly unknown[]; message: string }[] }, undefined] | [undefined, T];
}

/** What tells one lead form from the other. */
export interface LeadRules<T> {
  /** The request schema the server validates with. */
  schema: LeadSchema<T>;
  /** How many answers the form asks for (answer1..answerN). */
  answers: number;
  /** Question texts sent as question1..questionN with the answers (exports); none for B2B. */
  questions?: readonly string[];
}

export function emptyLead(answers: number): LeadValues {
  const fields = Object.fromEntries(LEAD_FIELDS.map((field) => [field, ''])) as Record<LeadField, string>;
  return { ...fields, places: noPlaces(), answers: Array.from({ length: answers }, () => '') };
}

/**
 * The place (country, state, city) and the contact person (full name, job title, e-mail, phone)
 * are optional; the company's name, industry type, size, annual revenue and registration are
 * required. An e-mail or phone that is given must be valid (the phone: the chosen country's
 * calling code, India's while none is chosen).
 */
export const LEAD_PLACES_REQUIRED = false;

/** The body as typed, before the schema: answers as answerN, the questions as questionN. */
function rawBody(values: LeadValues, rules: LeadRules<unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of LEAD_FIELDS) body[field] = values[field];
  body.country = values.places.country?.id ?? null;
  body.state = values.places.state?.id ?? null;
  body.city = values.places.city?.id ?? null;
  rules.questions?.forEach((text, i) => (body[`question${i + 1}`] = text));
  for (let i = 0; i < rules.answers; i++) body[`answer${i + 1}`] = values.answers[i] ?? '';
  return body;
}

/** The phone as the server checks it: digits (with a leading +) without spaces, dashes, dots or brackets. */
const compactPhone = (raw: string) => raw.trim().replace(/[\s().-]/g, '');

/**
 * Every message the form shows before sending, or the body to send: the schema's messages (the
 * server's own) and, for a phone number given, the chosen country's calling code.
 */
export function checkLead<T extends { phone_no: string | null }>(values: LeadValues, rules: LeadRules<T>): { errors: LeadErrors; body: null } | { errors: null; body: T } {
  const errors: Record<string, string> = {};
  const [refusal, parsed] = rules.schema.validate(rawBody(values, rules), { coerce: true });
  if (refusal) {
    for (const failure of refusal.failures()) {
      const key = String(failure.path[0] ?? '');
      if (key && !(key in errors)) errors[key] = failure.message;
    }
  }
  let phone: string | null = null;
  if (!errors.phone_no && values.phone_no.trim() !== '') {
    const checked = phoneWithCallingCode(compactPhone(values.phone_no), values.places.callingCode, LEAD_COPY.labels.phone_no);
    if ('error' in checked) errors.phone_no = checked.error;
    else phone = checked.phone;
  }
  if (Object.keys(errors).length > 0 || !parsed) return { errors, body: null };
  return { errors: null, body: { ...parsed, phone_no: phone } };
}

/** The fields a change touches: a field's own, the answer's, or the places (and the phone, checked against the country). */
export function changedKeys(change: LeadField | PlaceField | number): readonly string[] {
  if (typeof change === 'number') return [`answer${change + 1}`];
  if (change === 'country') return ['country', 'state', 'city', 'phone_no'];
  if (change === 'state') return ['state', 'city'];
  return [change];
}

/** Whether the form shows the field named by a server message key (answers up to `answers`). */
export function isLeadFieldKey(key: string, answers: number): boolean {
  if ((LEAD_FIELDS as readonly string[]).includes(key) || (PLACE_FIELDS as readonly string[]).includes(key)) return true;
  const answer = /^answer(\d+)$/.exec(key);
  return answer !== null && Number(answer[1]) >= 1 && Number(answer[1]) <= answers;
}

/** The server's field messages of a refused lead (400 with `errors`); null for any other failure. */
export function leadFieldErrors(error: unknown): LeadErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors = error.fieldErrors;
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A failure's detail worth showing under "Something went wrong": the server's words on too many enquiries (429). */
export function leadFailureDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 && error.message ? error.message : undefined;
}
