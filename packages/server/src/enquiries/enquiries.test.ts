/**
 * Enquiries: the contact page's inquiry, B2B and export leads. Good input is stored,
 * answered 201 with the store's text and mailed (a confirmation to the sender, a notice to the
 * store's mailbox); every required field, option list, e-mail, place and phone number is checked
 * with a message naming the field; the inquiry's captcha; the rate limit per client address; the
 * staff's listings, newest first and paged, refused to visitors and customers.
 */
import { solveChallenge } from 'altcha-lib/v1';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER,
  B2B_ANNUAL_REVENUES,
  B2B_QUESTIONS,
  CaptchaChallenge,
  COMPANY_REGISTERED_OPTIONS,
  DOC,
  EXPORT_ANNUAL_REVENUES,
  EXPORT_QUESTIONS,
  MSG,
  StaffB2bLeadsResponse,
  StaffExportLeadsResponse,
  StaffInquiriesResponse,
  STAFF_PAGE_SIZE_DEFAULT,
} from '@so/contract';
import { createApp } from '../app.ts';
import { DEFAULT_ENQUIRIES, enquirySettingsFromEnv } from '../config.ts';
import { callApi, createTestServer, createTestStaff, createTestUser, outboxTo, TEST_ACCOUNTS, TEST_CONFIG, type CallInit, type TestServer, type TestUser } from '../testing.ts';

let server: TestServer;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  [staff, customer] = await Promise.all([createTestStaff(server.db), createTestUser(server.db)]);
});
afterAll(async () => {
  await server?.close();
});

const MAILBOX = TEST_CONFIG.enquiries.mailbox;
const INDIA = 104;
const GUJARAT = 1198;
const AHMEDABAD = 117;
/** Countries of the geo tables (geo/countries.ts, geo/world.ts): one with states, one without. */
const UNITED_STATES = 241;
const ALABAMA = 3001;
const BIRMINGHAM = 3001001;
const GERMANY = 85;

let peers = 0;
/** A client address of its own, so no test shares another's rate-limit counter. */
const peer = () => `198.51.100.${(peers += 1)}`;
let mails = 0;
const uniqueEmail = (who: string) => `${who}-${(mails += 1)}-${Date.now().toString(36)}@example.test`;

const post = (path: string, body: unknown, init: CallInit = {}) => callApi(server, path, { body, peer: peer(), ...init });

const INQUIRY = '/api/inquiries/';
const B2B = '/api/user/web/b2b/create/';
const EXPORT = '/api/user/web/Exportlead/create/';

function inquiry(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company: 'Green Leaf Foods',
    name: 'Asha Patel',
    email: uniqueEmail('asha'),
    subject: 'Monthly ghee order',
    country: INDIA,
    phone: '+91 98123 45678',
    inquiry_description: 'We would like 50 kg of A2 ghee every month.\nPlease share your prices.',
    recaptcha: '',
    ...changes,
  };
}

function lead(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company_name: 'Green Leaf Foods Pvt Ltd',
    industry_type: 'Food retail',
    company_size: '51-200',
    website: 'www.greenleaf.example',
    annual_revenue: '1 to 5 cr',
    company_registered: 'yes',
    country: INDIA,
    state: GUJARAT,
    city: AHMEDABAD,
    full_name: 'Ravi Shah',
    job_title: 'Purchase Manager',
    email: uniqueEmail('ravi'),
    phone_no: '9876543210',
    specific_requirements: 'Monthly supply to 12 stores',
    answer1: 'Organic staples and ghee',
    answer2: '₹5 lakh a month',
    answer3: 'Our retail stores',
    answer4: 'Bulk packs',
    ...changes,
  };
}

const exportLead = (changes: Record<string, unknown> = {}) => lead({ annual_revenue: '1_to_5_cr', ...changes });

async function refused(path: string, body: unknown, status = 400, init: CallInit = {}): Promise<{ message: string; errors: Record<string, unknown> }> {
  const answer = await post(path, body, init);
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  expect(answer.json.status).toBe(false);
  const errors = answer.json.errors;
  return { message: String(answer.json.message), errors: typeof errors === 'object' && errors !== null ? { ...errors } : {} };
}

async function countOf(table: 'inquiries' | 'b2b_leads' | 'export_leads'): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

/** What the store's mailbox got about `email` (notices name the sender's address). */
async function noticesAbout(email: string): Promise<{ subject: string; body: string }[]> {
  return (await outboxTo(server.db, MAILBOX)).filter((mail) => mail.body.includes(`Email: ${email}`));
}

// ─── POST /inquiries/ ───────────────────────────────────────────────────────

describe('POST /inquiries/', () => {
  it('stores the inquiry, answers 201 with the thanks, and mails the sender and the store', async () => {
    const body = inquiry({ email: ` ${uniqueEmail('Asha').toUpperCase()} ` });
    const email = String(body.email).trim().toLowerCase();
    const address = peer();
    const answer = await callApi(server, INQUIRY, { body, peer: address });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    expect(answer.json).toEqual({ status: true, message: MSG.inquirySent });

    const { rows } = await server.db.query<Record<string, unknown>>('SELECT * FROM inquiries WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company: 'Green Leaf Foods',
      name: 'Asha Patel',
      country_id: INDIA,
      phone: '+919812345678',
      subject: 'Monthly ghee order',
      inquiry_description: 'We would like 50 kg of A2 ghee every month.\nPlease share your prices.',
      age_group: '00 to 06',
      client_address: address,
    });

    const toSender = await outboxTo(server.db, email);
    expect(toSender).toEqual([{ channel: 'email', subject: DOC.enquiry.inquirySubject, body: DOC.enquiry.inquiryBody('Asha Patel') }]);
    // The confirmation repeats none of the sender's text but the name.
    expect(toSender[0].body).not.toContain('ghee');
    const [notice, ...more] = await noticesAbout(email);
    expect(more).toEqual([]);
    expect(notice.subject).toBe(DOC.enquiry.noticeSubject(DOC.enquiry.kinds.inquiry, 'Asha Patel (Green Leaf Foods)'));
    expect(notice.body).toContain('Phone: +919812345678');
    expect(notice.body).toContain('Country: India');
    expect(notice.body).toContain('Inquiry:\nWe would like 50 kg of A2 ghee every month.\nPlease share your prices.');
  });

  it('keeps an age group that is sent, and a foreign number with its own calling code', async () => {
    const email = uniqueEmail('john');
    const answer = await post(INQUIRY, inquiry({ email, age_group: '18 to 45', country: UNITED_STATES, phone: '+1 (415) 555-0100' }));
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const { rows } = await server.db.query<{ age_group: string; phone: string; country_id: number }>('SELECT age_group, phone, country_id FROM inquiries WHERE email = $1', [email]);
    expect(rows).toEqual([{ age_group: '18 to 45', phone: '+14155550100', country_id: UNITED_STATES }]);
    // Without the '+', the calling code may lead or be left out.
    expect((await post(INQUIRY, inquiry({ phone: '919812345678' }))).status).toBe(201);
    expect((await post(INQUIRY, inquiry({ phone: '98123-45678' }))).status).toBe(201);
  });

  it('refuses every missing field at once, each with a message naming it, the first as the message', async () => {
    const before = await countOf('inquiries');
    const { message, errors } = await refused(INQUIRY, { recaptcha: '' });
    expect(errors).toEqual({
      company: 'Company is required',
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      country: MSG.countryRequired,
      phone: 'Phone number is required',
      inquiry_description: 'Your query is required',
    });
    expect(message).toBe('Company is required');
    expect(await countOf('inquiries')).toBe(before);
  });

  it.each([
    ['company', 'Company is required'],
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['subject', 'Subject is required'],
    ['country', MSG.countryRequired],
    ['phone', 'Phone number is required'],
    ['inquiry_description', 'Your query is required'],
  ])('refuses an inquiry without %s', async (field, expected) => {
    for (const blank of [undefined, '', '   ']) {
      const body = inquiry({ [field]: blank });
      const { message, errors } = await refused(INQUIRY, body);
      expect(message).toBe(expected);
      expect(Object.keys(errors)).toEqual([field]);
    }
  });

  it('refuses a bad e-mail, age group, phone number or country', async () => {
    const before = await countOf('inquiries');
    expect((await refused(INQUIRY, inquiry({ email: 'asha.example.test' }))).errors).toEqual({ email: MSG.invalidEmail });
    expect((await refused(INQUIRY, inquiry({ email: 'asha@example' }))).message).toBe(MSG.invalidEmail);
    expect((await refused(INQUIRY, inquiry({ age_group: '10 to 20' }))).errors).toEqual({ age_group: expect.stringContaining('00 to 06, 06 to 12') });
    expect((await refused(INQUIRY, inquiry({ phone: '98123abc78' }))).errors).toEqual({ phone: ANSWER.phoneInvalid('Phone number') });
    expect((await refused(INQUIRY, inquiry({ phone: '+44 20 7946 0958' }))).errors).toEqual({ phone: ANSWER.phoneStartsWith('Phone number', '+91') });
    expect((await refused(INQUIRY, inquiry({ phone: '+91 98123 4567' }))).errors).toEqual({ phone: ANSWER.phoneDigitsAfterCode('Phone number', 10, 10) });
    expect((await refused(INQUIRY, inquiry({ country: 99_999 }))).errors).toEqual({ country: ANSWER.unknownCountry });
    expect((await refused(INQUIRY, inquiry({ country: 'India' }))).errors).toEqual({ country: ANSWER.mustBeId('country') });
    expect((await refused(INQUIRY, inquiry({ subject: 's'.repeat(201) }))).errors).toEqual({ subject: ANSWER.tooLong('Subject', 200) });
    expect(await countOf('inquiries')).toBe(before);
  });
});

describe('POST /inquiries/ with the captcha on', () => {
  const captchaServer = () => ({ app: createApp({ db: server.db, config: { ...TEST_CONFIG, accounts: { ...TEST_ACCOUNTS, captcha: 'altcha', captchaHmacKey: 'enquiry-test-key' } } }) });

  async function solve(app: { app: ReturnType<typeof createApp> }): Promise<string> {
    const challenge = create((await callApi(app, '/api/captcha/challenge/')).json, CaptchaChallenge);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    if (!solution) throw new Error('no solution');
    const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  it('answers 400 "reCAPTCHA verification failed" for a missing or wrong captcha, after the field messages; a solution works once', async () => {
    const app = captchaServer();
    const send = (body: Record<string, unknown>) => callApi(app, INQUIRY, { body, peer: peer() });
    const before = await countOf('inquiries');

    const fields = await send(inquiry({ company: '', recaptcha: undefined }));
    expect(fields.status).toBe(400);
    expect(fields.json.errors).toEqual({ company: 'Company is required' });

    for (const recaptcha of [undefined, '', 'bm9wZQ==', 'not a solution', 'x'.repeat(5000)]) {
      const answer = await send(inquiry({ recaptcha }));
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ status: false, message: MSG.recaptchaFailed });
    }
    expect(await countOf('inquiries')).toBe(before);

    const solution = await solve(app);
    const first = await send(inquiry({ recaptcha: solution }));
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.message).toBe(MSG.inquirySent);
    const replay = await send(inquiry({ recaptcha: solution }));
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe(MSG.recaptchaFailed);
    expect(await countOf('inquiries')).toBe(before + 1);
  });

  it('asks no captcha of the B2B and export forms', async () => {
    const app = captchaServer();
    expect((await callApi(app, B2B, { body: lead(), peer: peer() })).status).toBe(201);
    expect((await callApi(app, EXPORT, { body: exportLead(), peer: peer() })).status).toBe(201);
  });
});

// ─── B2B and export leads ───────────────────────────────────────────────────

describe('POST /user/web/b2b/create/', () => {
  it('stores the lead with its 4 questions as asked, answers "Data Created Successfully", and mails both sides', async () => {
    const body = lead({ company_registered: 'Applied' });
    const email = String(body.email);
    const address = peer();
    const answer = await callApi(server, B2B, { body, peer: address });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    expect(answer.json).toEqual({ status: true, message: MSG.dataCreated });

    const { rows } = await server.db.query<Record<string, unknown>>('SELECT * FROM b2b_leads WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company_name: 'Green Leaf Foods Pvt Ltd',
      industry_type: 'Food retail',
      company_size: '51-200',
      website: 'https://www.greenleaf.example',
      annual_revenue: '1 to 5 cr',
      company_registered: 'applied',
      country_id: INDIA,
      state_id: GUJARAT,
      city_id: AHMEDABAD,
      full_name: 'Ravi Shah',
      job_title: 'Purchase Manager',
      phone_no: '+919876543210',
      specific_requirements: 'Monthly supply to 12 stores',
      question1: B2B_QUESTIONS[0],
      question4: B2B_QUESTIONS[3],
      answer1: 'Organic staples and ghee',
      answer4: 'Bulk packs',
      client_address: address,
    });

    expect(await outboxTo(server.db, email)).toEqual([{ channel: 'email', subject: DOC.enquiry.b2bSubject, body: DOC.enquiry.leadBody('Ravi Shah', 'b2b') }]);
    const [notice] = await noticesAbout(email);
    expect(notice.subject).toBe(DOC.enquiry.noticeSubject(DOC.enquiry.kinds.b2b, 'Ravi Shah (Green Leaf Foods Pvt Ltd)'));
    expect(notice.body).toContain('State: Gujarat');
    expect(notice.body).toContain('City: Ahmedabad');
    expect(notice.body).toContain(`${DOC.enquiry.labels.question(2, B2B_QUESTIONS[1])}: ₹5 lakh a month`);
  });

  it('takes the optional fields as absent: website, job title, requirements and answers', async () => {
    const email = uniqueEmail('min');
    const body = lead({ email, website: '', job_title: null, specific_requirements: ' ', answer1: undefined, answer2: '', answer3: null, answer4: undefined });
    expect((await post(B2B, body)).status).toBe(201);
    const { rows } = await server.db.query<Record<string, unknown>>('SELECT website, job_title, specific_requirements, answer1, answer2, question2 FROM b2b_leads WHERE email = $1', [email]);
    expect(rows).toEqual([{ website: null, job_title: null, specific_requirements: null, answer1: null, answer2: null, question2: B2B_QUESTIONS[1] }]);
  });

  it('takes a country the geo tables have no states for without state and city', async () => {
    const email = uniqueEmail('de');
    expect((await post(B2B, lead({ email, country: GERMANY, state: null, city: null, phone_no: '+49 30 1234567' }))).status).toBe(201);
    const { rows } = await server.db.query<Record<string, unknown>>('SELECT country_id, state_id, city_id, phone_no FROM b2b_leads WHERE email = $1', [email]);
    expect(rows).toEqual([{ country_id: GERMANY, state_id: null, city_id: null, phone_no: '+49301234567' }]);
  });
});

/** The checks both lead forms share, run on each. */
describe.each([
  { name: 'B2B', path: B2B, body: lead, revenues: B2B_ANNUAL_REVENUES, other: EXPORT_ANNUAL_REVENUES, table: 'b2b_leads' as const },
  { name: 'export', path: EXPORT, body: exportLead, revenues: EXPORT_ANNUAL_REVENUES, other: B2B_ANNUAL_REVENUES, table: 'export_leads' as const },
])('$name lead: refusals', ({ path, body, revenues, other, table }) => {
  const REQUIRED: readonly (readonly [string, string])[] = [
    ['company_name', 'Company name is required'],
    ['industry_type', 'Industry type is required'],
    ['company_size', 'Company size is required'],
    ['annual_revenue', 'Annual revenue is required'],
    ['company_registered', 'Company registered is required'],
  ];

  it('refuses every missing required field at once, in the form order', async () => {
    const before = await countOf(table);
    const { message, errors } = await refused(path, {});
    expect(errors).toEqual(Object.fromEntries(REQUIRED));
    expect(message).toBe('Company name is required');
    expect(await countOf(table)).toBe(before);
  });

  it.each(REQUIRED)('refuses a lead without %s', async (field, expected) => {
    for (const blank of [undefined, null, '  ']) {
      const { message, errors } = await refused(path, body({ [field]: blank }));
      expect(message).toBe(expected);
      expect(Object.keys(errors)).toEqual([field]);
    }
  });

  it('takes a lead without its place and contact person: only the company details are required', async () => {
    const company = `No contact ${Date.now().toString(36)}`;
    const without = { country: null, state: null, city: null, full_name: null, job_title: undefined, email: '', phone_no: '  ' };
    expect((await post(path, body({ company_name: company, ...without }))).status).toBe(201);
    const { rows } = await server.db.query<Record<string, unknown>>(`SELECT country_id, state_id, city_id, full_name, job_title, email, phone_no FROM ${table} WHERE company_name = $1`, [company]);
    expect(rows).toEqual([{ country_id: null, state_id: null, city_id: null, full_name: null, job_title: null, email: null, phone_no: null }]);
    // A country alone (no state or city), and a phone without a country (India's +91).
    expect((await post(path, body({ state: null, city: null }))).status).toBe(201);
    const phoneOnly = `${company} phone`;
    expect((await post(path, body({ company_name: phoneOnly, ...without, phone_no: '98765 43210' }))).status).toBe(201);
    const stored = await server.db.query<{ phone_no: string }>(`SELECT phone_no FROM ${table} WHERE company_name = $1`, [phoneOnly]);
    expect(stored.rows).toEqual([{ phone_no: '+919876543210' }]);
    // The staff listing shows it with no place and no contact.
    const listed = create((await callApi(server, `/api/staff/${table === 'b2b_leads' ? 'b2b-leads' : 'export-leads'}?page_size=10`, { user: staff })).json, StaffB2bLeadsResponse);
    expect(listed.data.find((l) => l.company_name === company)).toMatchObject({ country_obj: null, state_obj: null, city_obj: null, full_name: null, email: null, phone_no: null });
  });

  it('still checks an e-mail or phone that is given without the rest of the contact, and a state or city without its country', async () => {
    const without = { country: null, state: null, city: null, full_name: null, email: null, phone_no: null };
    expect((await refused(path, body({ ...without, email: 'ravi@' }))).errors).toEqual({ email: MSG.invalidEmail });
    expect((await refused(path, body({ ...without, phone_no: 'call me' }))).errors).toEqual({ phone_no: ANSWER.phoneInvalid('Phone number') });
    expect((await refused(path, body({ ...without, phone_no: '+1 415 555 0100' }))).errors).toEqual({ phone_no: ANSWER.phoneStartsWith('Phone number', '+91') });
    expect((await refused(path, body({ ...without, state: GUJARAT, city: AHMEDABAD }))).errors).toEqual({ state: MSG.selectCountryFirst, city: ANSWER.unknownCityOfState });
    expect((await refused(path, body({ ...without, city: AHMEDABAD }))).errors).toEqual({ city: MSG.selectStateFirst });
    expect((await refused(path, body({ state: null, city: AHMEDABAD }))).errors).toEqual({ city: MSG.selectStateFirst });
  });

  it("accepts exactly the annual revenue values of its form, and yes | applied | no", async () => {
    for (const revenue of revenues) expect((await post(path, body({ annual_revenue: revenue }))).status, revenue).toBe(201);
    for (const registered of COMPANY_REGISTERED_OPTIONS) expect((await post(path, body({ company_registered: registered.toUpperCase() }))).status).toBe(201);
    const message = ANSWER.mustBeOneOf('Annual revenue', revenues);
    // The other form's values, a near miss of the odd '50_to_100 cr', and nonsense.
    for (const revenue of [other[1], '50_to_100_cr', '50 to 100cr', '2 to 3 cr', '1_TO_5_CR']) {
      expect((await refused(path, body({ annual_revenue: revenue }))).errors, revenue).toEqual({ annual_revenue: message });
    }
    expect((await refused(path, body({ company_registered: 'maybe' }))).errors).toEqual({ company_registered: ANSWER.mustBeOneOf('Company registered', COMPANY_REGISTERED_OPTIONS) });
  });

  it('refuses a bad e-mail, website or phone number', async () => {
    expect((await refused(path, body({ email: 'ravi@@example.test' }))).errors).toEqual({ email: MSG.invalidEmail });
    expect((await refused(path, body({ email: 'ravi' }))).message).toBe(MSG.invalidEmail);
    for (const website of ['not a website', 'javascript:alert(1)', 'ftp://files.example', 'localhost', 'https://user:pass@example.test']) {
      expect((await refused(path, body({ website }))).errors, website).toEqual({ website: ANSWER.mustBeWebsite('Website') });
    }
    expect((await refused(path, body({ phone_no: '12-ab' }))).errors).toEqual({ phone_no: ANSWER.phoneInvalid('Phone number') });
    expect((await refused(path, body({ phone_no: '+1 415 555 0100' }))).errors).toEqual({ phone_no: ANSWER.phoneStartsWith('Phone number', '+91') });
    expect((await refused(path, body({ phone_no: '++919876543210' }))).errors).toEqual({ phone_no: ANSWER.phoneInvalid('Phone number') });
    expect((await refused(path, body({ phone_no: '+91 12345' }))).errors).toEqual({ phone_no: ANSWER.phoneDigitsAfterCode('Phone number', 10, 10) });
    expect((await refused(path, body({ phone_no: '+91 123456789' }))).errors).toEqual({ phone_no: ANSWER.phoneDigitsAfterCode('Phone number', 10, 10) });
  });

  it('refuses an unknown country, a state not of the country and a city not of the state', async () => {
    const before = await countOf(table);
    expect((await refused(path, body({ country: 99_999 }))).errors).toEqual({ country: ANSWER.unknownCountry });
    expect((await refused(path, body({ state: ALABAMA }))).errors).toEqual({ state: ANSWER.unknownStateOfCountry });
    expect((await refused(path, body({ state: 99_999 }))).errors).toEqual({ state: ANSWER.unknownStateOfCountry });
    expect((await refused(path, body({ city: BIRMINGHAM }))).errors).toEqual({ city: ANSWER.unknownCityOfState });
    expect((await refused(path, body({ country: GERMANY, state: null, city: BIRMINGHAM, phone_no: '+49301234567' }))).errors).toEqual({ city: ANSWER.unknownCityOfState });
    expect((await refused(path, body({ state: 'Gujarat', city: -1 }))).errors).toEqual({ state: ANSWER.mustBeId('state'), city: ANSWER.mustBeId('city') });
    // Place and phone together: every message of the second step at once.
    expect((await refused(path, body({ country: UNITED_STATES, state: GUJARAT, phone_no: '+91 98765 43210' }))).errors).toEqual({
      state: ANSWER.unknownStateOfCountry,
      phone_no: ANSWER.phoneStartsWith('Phone number', '+1'),
    });
    expect(await countOf(table)).toBe(before);
    // The right ones for the United States.
    expect((await post(path, body({ country: UNITED_STATES, state: ALABAMA, city: BIRMINGHAM, phone_no: '+1 205 555 0100' }))).status).toBe(201);
  });
});

describe('POST /user/web/Exportlead/create/', () => {
  it('stores the 11 questions as the form sent them (the contract texts when not sent) with the answers; website optional', async () => {
    const email = uniqueEmail('export');
    const answers = Object.fromEntries(EXPORT_QUESTIONS.map((_, i) => [`answer${i + 1}`, `Answer ${i + 1}`]));
    const body = exportLead({ email, website: undefined, annual_revenue: '50_to_100 cr', question1: 'Which products?', ...answers });
    const answer = await post(EXPORT, body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    expect(answer.json).toEqual({ status: true, message: MSG.dataCreated });
    const { rows } = await server.db.query<Record<string, unknown>>('SELECT * FROM export_leads WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ website: null, annual_revenue: '50_to_100 cr', question1: 'Which products?', question2: EXPORT_QUESTIONS[1], question11: EXPORT_QUESTIONS[10], answer1: 'Answer 1', answer11: 'Answer 11', phone_no: '+919876543210' });

    expect(await outboxTo(server.db, email)).toEqual([{ channel: 'email', subject: DOC.enquiry.exportSubject, body: DOC.enquiry.leadBody('Ravi Shah', 'export') }]);
    const [notice] = await noticesAbout(email);
    expect(notice.subject).toBe(DOC.enquiry.noticeSubject(DOC.enquiry.kinds.export, 'Ravi Shah (Green Leaf Foods Pvt Ltd)'));
    expect(notice.body).toContain(`${DOC.enquiry.labels.question(1, 'Which products?')}: Answer 1`);
    expect(notice.body).toContain(`${DOC.enquiry.labels.question(11, EXPORT_QUESTIONS[10])}: Answer 11`);
    expect(notice.body).toContain('Website: -');
  });

  it('refuses an answer or a question that is too long', async () => {
    expect((await refused(EXPORT, exportLead({ answer5: 'a'.repeat(2001) }))).errors).toEqual({ answer5: ANSWER.tooLong('Answer 5', 2000) });
    expect((await refused(EXPORT, exportLead({ question3: 'q'.repeat(501) }))).errors).toEqual({ question3: ANSWER.tooLong('Question 3', 500) });
  });
});

// ─── Rate limit ─────────────────────────────────────────────────────────────

describe('rate limit', () => {
  it('answers 429 past RATE_LIMIT_ENQUIRIES an hour from one address (the three forms together); other addresses go on', async () => {
    const limited = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, enquiries: { ...TEST_CONFIG.enquiries, limitPerHour: 3 } } }) };
    const address = '203.0.113.40';
    const send = (path: string, body: unknown, from = address) => callApi(limited, path, { body, peer: from });
    // Refused input does not count.
    expect((await send(INQUIRY, inquiry({ email: 'bad' }))).status).toBe(400);
    expect((await send(B2B, lead({ state: ALABAMA }))).status).toBe(400);
    expect((await send(INQUIRY, inquiry())).status).toBe(201);
    expect((await send(B2B, lead())).status).toBe(201);
    expect((await send(EXPORT, exportLead())).status).toBe(201);
    const before = await Promise.all([countOf('inquiries'), countOf('b2b_leads'), countOf('export_leads')]);
    for (const [path, body] of [
      [INQUIRY, inquiry()],
      [B2B, lead()],
      [EXPORT, exportLead()],
    ] as const) {
      const answer = await send(path, body);
      expect(answer.status).toBe(429);
      expect(answer.json).toEqual({ status: false, message: ANSWER.tooManyEnquiries });
    }
    expect(await Promise.all([countOf('inquiries'), countOf('b2b_leads'), countOf('export_leads')])).toEqual(before);
    expect((await send(INQUIRY, inquiry(), '203.0.113.41')).status).toBe(201);
    // Behind the store's proxy (TRUST_PROXY=1) the address is the one the proxy saw.
    const proxied = await callApi(limited, INQUIRY, { body: inquiry(), peer: '10.0.0.5', headers: { 'X-Forwarded-For': address } });
    expect(proxied.status).toBe(429);
  });
});

describe('settings', () => {
  it('RATE_LIMIT_ENQUIRIES (default 10 an hour) and ENQUIRY_MAILBOX (default the footer mailbox)', () => {
    expect(enquirySettingsFromEnv({})).toEqual(DEFAULT_ENQUIRIES);
    expect(DEFAULT_ENQUIRIES).toEqual({ limitPerHour: 10, mailbox: 'care@soorganicstore.in' });
    expect(enquirySettingsFromEnv({ RATE_LIMIT_ENQUIRIES: '25', ENQUIRY_MAILBOX: ' sales@soorganicstore.in ' })).toEqual({ limitPerHour: 25, mailbox: 'sales@soorganicstore.in' });
    expect(() => enquirySettingsFromEnv({ RATE_LIMIT_ENQUIRIES: 'lots' })).toThrow(/RATE_LIMIT_ENQUIRIES/);
    expect(() => enquirySettingsFromEnv({ RATE_LIMIT_ENQUIRIES: '0' })).toThrow(/RATE_LIMIT_ENQUIRIES/);
    expect(() => enquirySettingsFromEnv({ ENQUIRY_MAILBOX: 'sales' })).toThrow(/ENQUIRY_MAILBOX/);
  });
});

// ─── Staff listings ─────────────────────────────────────────────────────────

describe('staff listings', () => {
  const LISTINGS = ['/api/staff/inquiries', '/api/staff/b2b-leads', '/api/staff/export-leads'] as const;

  it('answer 401 without a session and 403 to customers', async () => {
    for (const path of LISTINGS) {
      const visitor = await callApi(server, path);
      expect(visitor.status).toBe(401);
      expect(visitor.json).toEqual({ status: false, message: ANSWER.loginRequired });
      const shopper = await callApi(server, path, { user: customer });
      expect(shopper.status).toBe(403);
      expect(shopper.json).toEqual({ status: false, message: ANSWER.staffOnly });
    }
  });

  it('list inquiries newest first, paged', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      emails.push(uniqueEmail(`page${i}`));
      expect((await post(INQUIRY, inquiry({ email: emails[i], subject: `Subject ${i}` }))).status).toBe(201);
    }
    const all = create((await callApi(server, '/api/staff/inquiries?page_size=100', { user: staff })).json, StaffInquiriesResponse);
    expect(all.count).toBe(await countOf('inquiries'));
    expect(all.data.slice(0, 3).map((row) => row.email)).toEqual([...emails].reverse());
    const ids = all.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = all.data.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.data[0]).toMatchObject({ subject: 'Subject 2', phone: '+919812345678', country_obj: { id: INDIA, name: 'India' }, age_group: '00 to 06' });

    const first = create((await callApi(server, '/api/staff/inquiries?page=1&page_size=2', { user: staff })).json, StaffInquiriesResponse);
    const second = create((await callApi(server, '/api/staff/inquiries?page=2&page_size=2', { user: staff })).json, StaffInquiriesResponse);
    expect([first.page, first.total_pages, first.count]).toEqual([1, Math.ceil(all.count / 2), all.count]);
    expect(first.data.map((row) => row.id)).toEqual(ids.slice(0, 2));
    expect(second.page).toBe(2);
    expect(second.data.map((row) => row.id)).toEqual(ids.slice(2, 4));
    const beyond = create((await callApi(server, `/api/staff/inquiries?page=${all.count + 1}&page_size=1`, { user: staff })).json, StaffInquiriesResponse);
    expect(beyond.data).toEqual([]);
    const standard = create((await callApi(server, '/api/staff/inquiries', { user: staff })).json, StaffInquiriesResponse);
    expect(standard.data).toHaveLength(Math.min(all.count, STAFF_PAGE_SIZE_DEFAULT));
  });

  it('list B2B and export leads newest first, with places named and each question with its answer', async () => {
    const b2bEmail = uniqueEmail('b2b-list');
    const exportEmail = uniqueEmail('export-list');
    expect((await post(B2B, lead({ email: b2bEmail, answer2: null }))).status).toBe(201);
    expect((await post(EXPORT, exportLead({ email: exportEmail, country: GERMANY, state: null, city: null, phone_no: '+4930123456', answer11: 'Nothing more' }))).status).toBe(201);

    const b2b = create((await callApi(server, '/api/staff/b2b-leads?page=1&page_size=5', { user: staff })).json, StaffB2bLeadsResponse);
    expect(b2b.count).toBe(await countOf('b2b_leads'));
    expect(b2b.total_pages).toBe(Math.ceil(b2b.count / 5));
    expect(b2b.data).toHaveLength(5);
    expect(b2b.data[0]).toMatchObject({
      email: b2bEmail,
      website: 'https://www.greenleaf.example',
      country_obj: { id: INDIA, name: 'India' },
      state_obj: { id: GUJARAT, name: 'Gujarat' },
      city_obj: { id: AHMEDABAD, name: 'Ahmedabad' },
      phone_no: '+919876543210',
    });
    expect(b2b.data[0].answers).toEqual([
      { question: B2B_QUESTIONS[0], answer: 'Organic staples and ghee' },
      { question: B2B_QUESTIONS[1], answer: null },
      { question: B2B_QUESTIONS[2], answer: 'Our retail stores' },
      { question: B2B_QUESTIONS[3], answer: 'Bulk packs' },
    ]);
    const b2bIds = b2b.data.map((row) => row.id);
    expect(b2bIds).toEqual([...b2bIds].sort((a, b) => b - a));

    const exports = create((await callApi(server, '/api/staff/export-leads?page_size=3', { user: staff })).json, StaffExportLeadsResponse);
    expect(exports.count).toBe(await countOf('export_leads'));
    expect(exports.data[0]).toMatchObject({ email: exportEmail, country_obj: { id: GERMANY, name: 'Germany' }, state_obj: null, city_obj: null });
    expect(exports.data[0].answers).toHaveLength(11);
    expect(exports.data[0].answers[10]).toEqual({ question: EXPORT_QUESTIONS[10], answer: 'Nothing more' });
    const second = create((await callApi(server, '/api/staff/export-leads?page=2&page_size=3', { user: staff })).json, StaffExportLeadsResponse);
    expect(second.data[0]?.id).toBeLessThan(exports.data[2].id);
  });

  it('refuses a bad page or page size with 400', async () => {
    for (const path of LISTINGS) {
      for (const query of ['page=0', 'page=abc', 'page_size=0', 'page_size=101', 'page_size=x']) {
        const answer = await callApi(server, `${path}?${query}`, { user: staff });
        expect(answer.status, `${path}?${query}`).toBe(400);
        expect(answer.json.status).toBe(false);
      }
    }
  });
});
