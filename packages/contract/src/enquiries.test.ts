import { describe, expect, it } from 'vitest';
import { validate, type Struct } from 'superstruct';
import { ANSWER } from './answers.ts';
import { AGE_GROUPS } from './constants.ts';
import {
  ANNUAL_REVENUE_OPTIONS,
  B2B_ANNUAL_REVENUES,
  B2B_QUESTIONS,
  B2bLeadRequest,
  EXPORT_ANNUAL_REVENUES,
  EXPORT_QUESTION_SECTIONS,
  EXPORT_QUESTIONS,
  ExportLeadRequest,
  InquiryRequest,
  MaybeWebsite,
  phoneWithCallingCode,
} from './enquiries.ts';
import { MSG } from './messages.ts';

function parse<T, S>(schema: Struct<T, S>, input: unknown): { value?: T; errors?: Record<string, string> } {
  const [error, value] = validate(input, schema, { coerce: true });
  if (!error) return { value };
  const errors: Record<string, string> = {};
  for (const failure of error.failures()) errors[failure.path.join('.')] ??= failure.message;
  return { errors };
}

const LEAD = {
  company_name: ' Green Leaf ',
  industry_type: 'Retail',
  company_size: '11-50',
  company_registered: 'YES',
  country: '104',
  state: 1198,
  city: '117',
  full_name: 'Ravi Shah',
  email: 'Ravi@Example.IN',
  phone_no: '+91 98765-43210',
};

describe('enquiry option lists and questions', () => {
  it("keeps the nine revenue options, the exports form's values exactly as written", () => {
    expect(B2B_ANNUAL_REVENUES).toEqual(['30 lacs to 1 cr', '1 to 5 cr', '5 to 10 cr', '10 to 25 cr', '25 to 50 cr', '50 to 100 cr', '100 to 200 cr', '200 to 500 cr', '500 cr and above']);
    expect(EXPORT_ANNUAL_REVENUES).toEqual(['30_lacs_to_1_cr', '1_to_5_cr', '5_to_10_cr', '10_to_25_cr', '25_to_50_cr', '50_to_100 cr', '100_to_200 cr', '200_to_500_cr', '500_cr_and_above']);
    expect(ANNUAL_REVENUE_OPTIONS).toHaveLength(9);
    expect(AGE_GROUPS[0]).toBe('00 to 06');
  });

  it('asks 4 B2B questions and 11 export questions, in four sections covering each once', () => {
    expect(B2B_QUESTIONS).toHaveLength(4);
    expect(EXPORT_QUESTIONS).toHaveLength(11);
    expect(EXPORT_QUESTION_SECTIONS.map((section) => section.title)).toEqual(['Export Interests', 'Export Readiness', 'Goals and Expectations', 'Additional Information']);
    expect(EXPORT_QUESTION_SECTIONS.flatMap((section) => section.questions)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const question of [...B2B_QUESTIONS, ...EXPORT_QUESTIONS]) expect(question.endsWith('?'), question).toBe(true);
  });
});

describe('enquiry requests', () => {
  it('inquiry: normalises what it accepts, the age group defaulting to 00 to 06', () => {
    const { value } = parse(InquiryRequest, {
      company: ' Green Leaf ',
      name: 'Asha',
      email: ' Asha@Example.IN ',
      subject: 'Ghee',
      country: '104',
      phone: '+91 (98123) 45678',
      inquiry_description: 'Line one\nLine two',
    });
    expect(value).toEqual({
      company: 'Green Leaf',
      name: 'Asha',
      email: 'asha@example.in',
      subject: 'Ghee',
      country: 104,
      phone: '+919812345678',
      inquiry_description: 'Line one\nLine two',
      age_group: '00 to 06',
      recaptcha: '',
    });
    // Parsers are idempotent: a parsed value parses to itself.
    expect(parse(InquiryRequest, value).value).toEqual(value);
  });

  it('inquiry: a too long captcha answer is refused with the contact form\'s text', () => {
    expect(parse(InquiryRequest, { recaptcha: 'x'.repeat(5000) }).errors?.recaptcha).toBe(MSG.recaptchaFailed);
  });

  it('leads: option values by form, the registered answer in any case, the website read as https', () => {
    const b2b = parse(B2bLeadRequest, { ...LEAD, annual_revenue: '50 to 100 cr', website: 'www.greenleaf.example' }).value;
    expect(b2b).toMatchObject({ company_name: 'Green Leaf', company_registered: 'yes', country: 104, city: 117, email: 'ravi@example.in', phone_no: '+919876543210', website: 'https://www.greenleaf.example', answer1: null });
    expect(parse(B2bLeadRequest, b2b).value).toEqual(b2b);
    expect(parse(B2bLeadRequest, { ...LEAD, annual_revenue: '50_to_100 cr' }).errors).toEqual({ annual_revenue: ANSWER.mustBeOneOf('Annual revenue', B2B_ANNUAL_REVENUES) });

    const exported = parse(ExportLeadRequest, { ...LEAD, annual_revenue: '100_to_200 cr', state: null, city: '' }).value;
    expect(exported).toMatchObject({ annual_revenue: '100_to_200 cr', website: null, state: null, city: null, question1: null, answer11: null });
    expect(parse(ExportLeadRequest, { ...LEAD, annual_revenue: '100_to_200_cr' }).errors).toEqual({ annual_revenue: ANSWER.mustBeOneOf('Annual revenue', EXPORT_ANNUAL_REVENUES) });
  });

  it('websites: http(s) addresses and bare domains only', () => {
    const website = MaybeWebsite('Website');
    expect(validate('http://shop.example.in/about', website, { coerce: true })[1]).toBe('http://shop.example.in/about');
    for (const bad of ['example', 'mailto:a@b.example', 'www.example .com', 'https://', 'data:text/html,x']) expect(validate(bad, website, { coerce: true })[0], bad).toBeDefined();
  });
});

describe('phoneWithCallingCode', () => {
  const check = (raw: string, code: string) => phoneWithCallingCode(raw, code, 'Phone number');

  it("keeps India's numbers to ten digits after +91, with or without the code", () => {
    expect(check('+919812345678', '+91')).toEqual({ phone: '+919812345678' });
    expect(check('919812345678', '+91')).toEqual({ phone: '+919812345678' });
    expect(check('9812345678', '+91')).toEqual({ phone: '+919812345678' });
    // Ten digits that happen to start with 91 are the local number.
    expect(check('9198123456', '+91')).toEqual({ phone: '+919198123456' });
    expect(check('+91981234567', '+91')).toEqual({ error: ANSWER.phoneDigitsAfterCode('Phone number', 10, 10) });
    expect(check('+449812345678', '+91')).toEqual({ error: ANSWER.phoneStartsWith('Phone number', '+91') });
  });

  it('takes 6 to 14 digits elsewhere, and at most 15 with the code', () => {
    expect(check('+49301234567', '+49')).toEqual({ phone: '+49301234567' });
    expect(check('301234567', '+49')).toEqual({ phone: '+49301234567' });
    expect(check('+1684 633 1234'.replace(/\s/g, ''), '+1-684')).toEqual({ phone: '+16846331234' });
    expect(check('+4912345', '+49')).toEqual({ error: ANSWER.phoneDigitsAfterCode('Phone number', 6, 13) });
    expect(check('+1234567890123456', '+1')).toEqual({ error: ANSWER.phoneDigitsAfterCode('Phone number', 6, 14) });
  });
});
