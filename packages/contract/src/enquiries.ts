/**
 * Enquiries (docs/rules.md#enquiries): the contact page's inquiry (POST /inquiries/), the
 * B2B enquiry of /bussiness (POST /user/web/b2b/create/) and the export enquiry of /exports
 * (POST /user/web/Exportlead/create/): their option lists, the questions the two lead forms ask,
 * the request schemas the server validates with (and a form may check with before sending), and
 * the bodies a client sends.
 *
 * Places are ids of GET /countries, /states/{countryId}/ and /cities/{stateId}; the server checks
 * that they exist and belong together (a lead's state and city are needed when the geo tables
 * have states for its country and cities for its state). Phone numbers are the chosen country's
 * calling code and the digits ('+919812345678'); the server checks the code against the country.
 */
import { type, type Infer } from 'superstruct';
import { ANSWER } from './answers.ts';
import { mayBeAbsent } from './endpoints/endpoint.ts';
import { MSG } from './messages.ts';
import { captchaSolution, field, hasControlCharacters, IdField, MaybeIdField, MaybeTextField, OneOf, Page, PageSize, Refusal, TextField, MaybeOneOf } from './fields.ts';
import { MAX_NAME_LENGTH, STAFF_PAGE_SIZE_DEFAULT, STAFF_PAGE_SIZE_MAX } from './constants.ts';
import { LEAD_STATUSES } from './constants.ts';
import { AGE_GROUPS, DEFAULT_CALLING_CODE, PHONE_DIGITS, type AgeGroup } from './constants.ts';
import { isEmail } from './validators.ts';

// ─── Option lists ─────────────────────────────────────────────────────────

/** An inquiry's age_group when the contact form sends none. */
export const INQUIRY_AGE_GROUP_DEFAULT: AgeGroup = '00 to 06';

/**
 * Annual revenue: the label the forms show and the value the exports form sends (the API's
 * values, exactly as written there: '50_to_100 cr' and '100_to_200 cr' do have a space).
 */
export const ANNUAL_REVENUE_OPTIONS = [
  { label: '30 lacs to 1 cr', value: '30_lacs_to_1_cr' },
  { label: '1 to 5 cr', value: '1_to_5_cr' },
  { label: '5 to 10 cr', value: '5_to_10_cr' },
  { label: '10 to 25 cr', value: '10_to_25_cr' },
  { label: '25 to 50 cr', value: '25_to_50_cr' },
  { label: '50 to 100 cr', value: '50_to_100 cr' },
  { label: '100 to 200 cr', value: '100_to_200 cr' },
  { label: '200 to 500 cr', value: '200_to_500_cr' },
  { label: '500 cr and above', value: '500_cr_and_above' },
] as const;
/** What the B2B form sends as annual_revenue: the options as shown. */
export const B2B_ANNUAL_REVENUES = ANNUAL_REVENUE_OPTIONS.map((option) => option.label);
export type B2bAnnualRevenue = (typeof ANNUAL_REVENUE_OPTIONS)[number]['label'];
/** What the exports form sends as annual_revenue: the exports form's values. */
export const EXPORT_ANNUAL_REVENUES = ANNUAL_REVENUE_OPTIONS.map((option) => option.value);
export type ExportAnnualRevenue = (typeof ANNUAL_REVENUE_OPTIONS)[number]['value'];

/** Is the company registered? */
export const COMPANY_REGISTERED_OPTIONS = ['yes', 'applied', 'no'] as const;
export type CompanyRegistered = (typeof COMPANY_REGISTERED_OPTIONS)[number];

// ─── The questions the lead forms ask ─────────────────────────────────────

/** The B2B form's 4 fixed questions (answer1..answer4); each lead keeps the texts it was asked. */
export const B2B_QUESTIONS = [
  'Which of our product ranges interest you (organic staples, spices, ghee and oils, natural personal care, Ayurvedic products, gift hampers)?',
  'What quantity or order value do you expect to buy each month?',
  'How will you sell or use the products (retail store, online store, distribution, hotel or restaurant, corporate gifting)?',
  'Do you need private labelling, custom packaging or bulk packs?',
] as const;

/** The exports form's 11 questions (question1..question11 with answer1..answer11). */
export const EXPORT_QUESTIONS = [
  // Export Interests
  'Which organic products would you like to export (grains and pulses, spices, ghee and oils, sweeteners, Ayurvedic products)?',
  'Which countries or regions are you looking to export to?',
  'What volume do you expect to export in the first year (in tonnes or containers)?',
  // Export Readiness
  'Do you hold an Import Export Code (IEC) and an APEDA or Spices Board registration?',
  'Are your products certified organic (NPOP / India Organic, USDA Organic, EU Organic)? By which certification body?',
  'Have you exported before? If so, to which countries and through which channels?',
  // Goals and Expectations
  'What support do you expect from us (sourcing, packaging and labelling, compliance and testing, logistics, finding buyers)?',
  'Would you export under your own brand, under our brand or as a private label?',
  'When would you like to send your first shipment?',
  // Additional Information
  'How did you hear about our export programme?',
  'Is there anything else you would like us to know?',
] as const;

/** The exports form's sections of questions (1-based question numbers). */
export const EXPORT_QUESTION_SECTIONS = [
  { title: 'Export Interests', questions: [1, 2, 3] },
  { title: 'Export Readiness', questions: [4, 5, 6] },
  { title: 'Goals and Expectations', questions: [7, 8, 9] },
  { title: 'Additional Information', questions: [10, 11] },
] as const;

// ─── Limits ───────────────────────────────────────────────────────────────

export const MAX_SUBJECT_LENGTH = 200;
/** An inquiry's text, a lead's specific requirements. */
export const MAX_ENQUIRY_TEXT_LENGTH = 5000;
export const MAX_ANSWER_LENGTH = 2000;
export const MAX_QUESTION_LENGTH = 500;
export const MAX_WEBSITE_LENGTH = 300;
/**
 * Digits a phone number has after the calling code: India's 10; elsewhere 6 to 14, and
 * at most 15 with the code (E.164).
 */
export const PHONE_LOCAL_DIGITS = { india: { min: PHONE_DIGITS, max: PHONE_DIGITS }, other: { min: 6, max: 14 } } as const;
const E164_MAX_DIGITS = 15;

// ─── Fields ───────────────────────────────────────────────────────────────

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Required text of one line, "{label} is required" when absent. */
export const RequiredText = (label: string, max: number = MAX_NAME_LENGTH, required: string = ANSWER.fieldRequired(label)) => TextField({ label, max, required });

/** An e-mail address as given, lower-cased, or why it is not one. */
const emailOf = (value: unknown): string | Refusal => {
  const text = typeof value === 'string' ? value.trim() : '';
  return isEmail(text) ? text.toLowerCase() : new Refusal(MSG.invalidEmail);
};

/** A required e-mail address, lower-cased ("{label} is required" when absent). */
export const RequiredEmail = (label: string) => field<string>('email', (value) => (blank(value) ? new Refusal(ANSWER.fieldRequired(label)) : emailOf(value)));

/** An optional e-mail address: null when absent, and a valid address when given. */
export const OptionalEmail = () => field<string | null>('email', (value) => (blank(value) ? null : emailOf(value)));

/** A phone number as given (spaces, dashes, dots and brackets taken out), or why it is not one. */
const phoneOf = (value: unknown, label: string): string | Refusal => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const raw = text.replace(/[\s().-]/g, '');
  return /^\+?[0-9]{6,16}$/.test(raw) ? raw : new Refusal(ANSWER.phoneInvalid(label));
};

/**
 * A phone number as the forms send it: an optional '+', the calling code and the digits (spaces,
 * dashes, dots and brackets ignored). The calling code is checked against the country on arrival.
 */
export const EnquiryPhone = (label: string) => field<string>('phone', (value) => (blank(value) ? new Refusal(ANSWER.fieldRequired(label)) : phoneOf(value, label)));

/** An optional phone number (EnquiryPhone's form when given); null when absent. */
export const OptionalEnquiryPhone = (label: string) => field<string | null>('phone', (value) => (blank(value) ? null : phoneOf(value, label)));

/** One of `values`: "{label} is required" when absent, "{label} must be one of …" otherwise. */
export const RequiredChoice = <V extends string>(label: string, values: readonly V[], anyCase = false) => {
  const one = OneOf<V>(label, values, { anyCase, message: ANSWER.mustBeOneOf(label, values) });
  return field<V>('enums', (value) => {
    if (blank(value)) return new Refusal(ANSWER.fieldRequired(label));
    const [error, parsed] = one.validate(value, { coerce: true });
    return error ? new Refusal(error.message) : parsed;
  });
};

/** A website: http(s) address or a bare domain ('www.example.com' is read as https://…); null when absent. */
export const MaybeWebsite = (label: string) =>
  field<string | null>('website', (value) => {
    if (blank(value)) return null;
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '' || text.length > MAX_WEBSITE_LENGTH || hasControlCharacters(text) || /\s/.test(text)) return new Refusal(ANSWER.mustBeWebsite(label));
    const address = /^https?:\/\//i.test(text) ? text : `https://${text}`;
    if (!URL.canParse(address)) return new Refusal(ANSWER.mustBeWebsite(label));
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !url.username && !url.password
      ? address
      : new Refusal(ANSWER.mustBeWebsite(label));
  });

/**
 * A phone number (EnquiryPhone's value) as `+<calling code><digits>` for a country whose
 * calling code is `callingCode` ('+91', '91', '+1-684'), or the message why it is not one: with a
 * '+' it must start with the code; without one, the code may lead or be left out. `localDigits`:
 * how many digits must follow the code (default: India's 10, elsewhere 6 to 14).
 */
export function phoneWithCallingCode(
  raw: string,
  callingCode: string,
  label: string,
  localDigits?: { min: number; max: number },
): { phone: string } | { error: string } {
  const code = callingCode.replace(/\D/g, '') || DEFAULT_CALLING_CODE.slice(1);
  const prefix = `+${code}`;
  const limits = localDigits ?? (prefix === DEFAULT_CALLING_CODE ? PHONE_LOCAL_DIGITS.india : PHONE_LOCAL_DIGITS.other);
  const min = limits.min;
  const max = Math.min(limits.max, E164_MAX_DIGITS - code.length);
  const fits = (local: string) => /^[0-9]+$/.test(local) && local.length >= min && local.length <= max;
  const digits = raw.trim().replace(/^\+/, '');
  let local = digits;
  if (raw.trim().startsWith('+')) {
    if (!digits.startsWith(code)) return { error: ANSWER.phoneStartsWith(label, prefix) };
    local = digits.slice(code.length);
  } else if (digits.startsWith(code) && fits(digits.slice(code.length))) {
    local = digits.slice(code.length);
  }
  return fits(local) ? { phone: `${prefix}${local}` } : { error: ANSWER.phoneDigitsAfterCode(label, min, max) };
}

const Country = IdField('country', { required: MSG.countryRequired, invalid: ANSWER.mustBeId('country') });
const Answer = (n: number) => MaybeTextField({ label: `Answer ${n}`, max: MAX_ANSWER_LENGTH, multiline: true });
const Question = (n: number) => MaybeTextField({ label: `Question ${n}`, max: MAX_QUESTION_LENGTH });

// ─── Requests ─────────────────────────────────────────────────────────────

/** POST /inquiries/: the contact form, every field's message at once; the captcha after the fields. */
export const InquiryRequest = type({
  company: RequiredText('Company'),
  name: RequiredText('Name'),
  email: RequiredEmail('Email'),
  subject: RequiredText('Subject', MAX_SUBJECT_LENGTH),
  country: Country,
  phone: EnquiryPhone('Phone number'),
  inquiry_description: TextField({ label: 'Your query', max: MAX_ENQUIRY_TEXT_LENGTH, required: ANSWER.fieldRequired('Your query'), multiline: true }),
  // A sender may leave it out: INQUIRY_AGE_GROUP_DEFAULT.
  age_group: mayBeAbsent(OneOf<AgeGroup>('age_group', AGE_GROUPS, { fallback: INQUIRY_AGE_GROUP_DEFAULT })),
  recaptcha: captchaSolution(MSG.recaptchaFailed),
});
export type InquiryRequest = Infer<typeof InquiryRequest>;

/**
 * The fields both lead forms share, in the forms' order: company details, then the
 * contact person. Required: the company's name, industry type, size, annual revenue and whether
 * it is registered. The website, the place (country, state, city) and the contact person (name,
 * job title, e-mail, phone) are optional; an e-mail or phone that is given must be a valid one.
 */
function leadFields<R extends string>(revenues: readonly R[]) {
  return {
    company_name: RequiredText('Company name'),
    industry_type: RequiredText('Industry type'),
    company_size: RequiredText('Company size', 100),
    website: MaybeWebsite('Website'),
    annual_revenue: RequiredChoice<R>('Annual revenue', revenues),
    company_registered: RequiredChoice<CompanyRegistered>('Company registered', COMPANY_REGISTERED_OPTIONS, true),
    country: MaybeIdField('country'),
    state: MaybeIdField('state'),
    city: MaybeIdField('city'),
    full_name: MaybeTextField({ label: 'Full name', max: MAX_NAME_LENGTH }),
    job_title: MaybeTextField({ label: 'Job title', max: MAX_NAME_LENGTH }),
    email: OptionalEmail(),
    phone_no: OptionalEnquiryPhone('Phone number'),
    specific_requirements: MaybeTextField({ label: 'Specific requirements', max: MAX_ENQUIRY_TEXT_LENGTH, multiline: true }),
  };
}

/** POST /user/web/b2b/create/: the lead and the answers to B2B_QUESTIONS. */
export const B2bLeadRequest = type({
  ...leadFields<B2bAnnualRevenue>(B2B_ANNUAL_REVENUES),
  answer1: Answer(1),
  answer2: Answer(2),
  answer3: Answer(3),
  answer4: Answer(4),
});
export type B2bLeadRequest = Infer<typeof B2bLeadRequest>;

/** POST /user/web/Exportlead/create/: the lead, the questions as asked (EXPORT_QUESTIONS when not sent) and the answers. */
export const ExportLeadRequest = type({
  ...leadFields<ExportAnnualRevenue>(EXPORT_ANNUAL_REVENUES),
  question1: Question(1),
  question2: Question(2),
  question3: Question(3),
  question4: Question(4),
  question5: Question(5),
  question6: Question(6),
  question7: Question(7),
  question8: Question(8),
  question9: Question(9),
  question10: Question(10),
  question11: Question(11),
  answer1: Answer(1),
  answer2: Answer(2),
  answer3: Answer(3),
  answer4: Answer(4),
  answer5: Answer(5),
  answer6: Answer(6),
  answer7: Answer(7),
  answer8: Answer(8),
  answer9: Answer(9),
  answer10: Answer(10),
  answer11: Answer(11),
});
export type ExportLeadRequest = Infer<typeof ExportLeadRequest>;

/** GET /staff/inquiries, /staff/b2b-leads, /staff/export-leads: ?page=&page_size= (newest first). */
/** ?page=&page_size=, and ?status=new|answered|closed for those that stand there. */
export const StaffEnquiriesQuery = type({
  page: Page,
  page_size: PageSize(1, STAFF_PAGE_SIZE_MAX, STAFF_PAGE_SIZE_DEFAULT),
  status: MaybeOneOf('status', LEAD_STATUSES),
});
export type StaffEnquiriesQuery = Infer<typeof StaffEnquiriesQuery>;

// ─── What a client sends ──────────────────────────────────────────────────

/** The body of POST /inquiries/ (`recaptcha`: the solved captcha, as signup sends it). */
export interface InquiryInput {
  company: string;
  name: string;
  email: string;
  subject: string;
  /** A country id of GET /countries. */
  country: number;
  /** The country's calling code and the digits, e.g. +919812345678. */
  phone: string;
  inquiry_description: string;
  age_group?: AgeGroup;
  recaptcha: string;
}

/** What both lead forms send: the place and the contact person are optional. */
export interface LeadInput {
  company_name: string;
  industry_type: string;
  company_size: string;
  website?: string | null;
  company_registered: CompanyRegistered;
  country?: number | null;
  /** One of the country's states (GET /states/{countryId}/), when given; needs the country. */
  state?: number | null;
  /** One of the state's cities, when given; needs the state. */
  city?: number | null;
  full_name?: string | null;
  job_title?: string | null;
  email?: string | null;
  /** The country's calling code (India's +91 when no country is given) and the digits. */
  phone_no?: string | null;
  specific_requirements?: string | null;
}

type Numbered<P extends string, N extends number> = Partial<Record<`${P}${N}`, string | null>>;

/** The body of POST /user/web/b2b/create/: answer1..answer4 answer B2B_QUESTIONS. */
export type B2bLeadInput = LeadInput & { annual_revenue: B2bAnnualRevenue } & Numbered<'answer', 1 | 2 | 3 | 4>;

/** The body of POST /user/web/Exportlead/create/: question1..11 as shown (EXPORT_QUESTIONS) and answer1..11. */
export type ExportLeadInput = LeadInput & { annual_revenue: ExportAnnualRevenue } & Numbered<'question' | 'answer', 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11>;
