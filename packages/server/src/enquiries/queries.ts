/**
 * Enquiries: the checks a request schema cannot make (its places exist and belong
 * together, its phone number carries the country's calling code), storing inquiries, B2B and
 * export leads (migration 016), and the staff's listings of them, newest first.
 */
import {
  ANSWER,
  B2B_QUESTIONS,
  DEFAULT_CALLING_CODE,
  EXPORT_QUESTIONS,
  MSG,
  phoneWithCallingCode,
  type B2bLeadRequest,
  type ExportLeadRequest,
  type InquiryRequest,
  type StaffInquiry,
  type StaffLead,
  type LeadStatus,
} from '@so/contract';
import type { Db } from '../db/types.ts';
import { FieldErrors } from '../http/errors.ts';
import { and, join, raw, run, sql } from '../db/sql.ts';

/** The label phone messages use (the request schemas' own). */
const PHONE_LABEL = 'Phone number';

/** An enquiry's place as sent: a country (a lead may leave it out), and for leads a state and a city. */
export interface EnquiryPlace {
  country: number | null;
  state?: number | null;
  city?: number | null;
}

/** The place's names and the phone number as stored (`+<calling code><digits>`); null where a lead gave none. */
export interface CheckedEnquiry {
  country: string | null;
  state: string | null;
  city: string | null;
  phone: string | null;
}

/**
 * Checks an inquiry against the geo tables: the country exists; the phone number starts with the
 * country's calling code. Every message at once (FieldErrors, 400).
 */
export async function checkInquiry(db: Db, country: number, phone: { field: string; value: string }): Promise<{ country: string; phone: string }> {
  const checked = await checkEnquiry(db, { country }, phone, false);
  return { country: checked.country ?? '', phone: checked.phone ?? '' };
}

/**
 * Checks a lead's place and phone, each optional: a state needs its country and must be one of
 * the country's, a city needs its state and must be one of the state's; a phone number given
 * starts with the country's calling code (India's when no country is given).
 */
export async function checkLead(db: Db, place: EnquiryPlace, phone: { field: string; value: string | null }): Promise<CheckedEnquiry> {
  if (place.country === null) {
    const errors: Record<string, string> = {};
    if ((place.state ?? null) !== null) errors.state = MSG.selectCountryFirst;
    if ((place.city ?? null) !== null) errors.city = (place.state ?? null) === null ? MSG.selectStateFirst : ANSWER.unknownCityOfState;
    let stored: string | null = null;
    if (phone.value !== null) {
      const checked = phoneWithCallingCode(phone.value, DEFAULT_CALLING_CODE, PHONE_LABEL);
      if ('error' in checked) errors[phone.field] = checked.error;
      else stored = checked.phone;
    }
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    return { country: null, state: null, city: null, phone: stored };
  }
  return checkEnquiry(db, place, phone, true);
}

/**
 * Checks an enquiry whose country is given against the geo tables: the country exists; for a
 * lead (`region`) the state, when given, is one of the country's and the city, when given, one of
 * the state's (a city needs its state); the phone number, when given, starts with the country's
 * calling code. Every message at once, in the form's order (FieldErrors, 400).
 */
async function checkEnquiry(db: Db, place: EnquiryPlace, phone: { field: string; value: string | null }, region: boolean): Promise<CheckedEnquiry> {
  const state = place.state ?? null;
  const city = place.city ?? null;
  const { rows } = await run<{
    country_name: string;
    calling_code: string;
    has_states: boolean;
    state_name: string | null;
    has_cities: boolean;
    city_name: string | null;
  }>(
    db,
    sql`SELECT co.country_name, co.calling_code,
            EXISTS (SELECT 1 FROM states s WHERE s.country_id = co.id) AS has_states,
            (SELECT s.name FROM states s WHERE s.id = ${state}::int AND s.country_id = co.id) AS state_name,
            EXISTS (SELECT 1 FROM cities ci WHERE ci.state_id = ${state}::int) AS has_cities,
            (SELECT ci.name FROM cities ci WHERE ci.id = ${city}::int AND ci.state_id = ${state}::int) AS city_name
       FROM countries co WHERE co.id = ${place.country}::int`,
  );
  const errors: Record<string, string> = {};
  const row = rows.at(0);
  let stored: string | null = null;
  if (!row) {
    errors.country = ANSWER.unknownCountry;
  } else {
    if (region) {
      if (state === null) {
        if (city !== null) errors.city = row.has_states ? MSG.selectStateFirst : ANSWER.unknownCityOfState;
      } else if (row.state_name === null) {
        errors.state = ANSWER.unknownStateOfCountry;
      } else if (city !== null && row.city_name === null) {
        errors.city = ANSWER.unknownCityOfState;
      }
    }
    if (phone.value !== null) {
      const checked = phoneWithCallingCode(phone.value, row.calling_code, PHONE_LABEL);
      if ('error' in checked) errors[phone.field] = checked.error;
      else stored = checked.phone;
    }
  }
  if (!row || Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return { country: row.country_name, state: region ? row.state_name : null, city: region ? row.city_name : null, phone: stored };
}

// ─── Storing ──────────────────────────────────────────────────────────────

/** Stores a contact inquiry; answers its id. */
export async function insertInquiry(db: Db, inquiry: InquiryRequest, phone: string, clientAddress: string): Promise<number> {
  const { rows } = await run<{ id: number }>(db, sql`INSERT INTO inquiries (company, name, country_id, phone, email, subject, inquiry_description, age_group, client_address)
     VALUES (${inquiry.company}, ${inquiry.name}, ${inquiry.country}, ${phone}, ${inquiry.email}, ${inquiry.subject}, ${inquiry.inquiry_description}, ${inquiry.age_group}, ${clientAddress}) RETURNING id`);
  return rows[0].id;
}

/** The base columns both lead tables share, in this order. */
const LEAD_COLUMNS = [
  'company_name',
  'industry_type',
  'company_size',
  'website',
  'annual_revenue',
  'company_registered',
  'country_id',
  'state_id',
  'city_id',
  'full_name',
  'job_title',
  'email',
  'phone_no',
  'specific_requirements',
] as const;

/** What both lead requests carry (B2bLeadRequest, ExportLeadRequest). */
export interface LeadBase {
  company_name: string;
  industry_type: string;
  company_size: string;
  website: string | null;
  annual_revenue: string;
  company_registered: string;
  country: number | null;
  state: number | null;
  city: number | null;
  full_name: string | null;
  job_title: string | null;
  email: string | null;
  specific_requirements: string | null;
}

function leadValues(lead: LeadBase, phone: string | null): (string | number | null)[] {
  return [
    lead.company_name,
    lead.industry_type,
    lead.company_size,
    lead.website,
    lead.annual_revenue,
    lead.company_registered,
    lead.country,
    lead.state,
    lead.city,
    lead.full_name,
    lead.job_title,
    lead.email,
    phone,
    lead.specific_requirements,
  ];
}

async function insertLead(db: Db, table: 'b2b_leads' | 'export_leads', values: (string | number | null)[], questions: readonly string[], answers: readonly (string | null)[], clientAddress: string): Promise<number> {
  const columns = [
    ...LEAD_COLUMNS,
    ...questions.map((_, i) => `question${i + 1}`),
    ...answers.map((_, i) => `answer${i + 1}`),
    'client_address',
  ];
  const params = [...values, ...questions, ...answers, clientAddress];
  const { rows } = await run<{ id: number }>(
    db,
    sql`INSERT INTO ${raw(table)} (${raw(columns.join(', '))}) VALUES (${join(params.map((value) => sql`${value}`), ', ')}) RETURNING id`,
  );
  return rows[0].id;
}

/** The B2B lead's answers to B2B_QUESTIONS, in order. */
export const b2bAnswers = (lead: B2bLeadRequest): (string | null)[] => [lead.answer1, lead.answer2, lead.answer3, lead.answer4];

/** Stores a B2B lead with the fixed questions it was asked; answers its id. */
export function insertB2bLead(db: Db, lead: B2bLeadRequest, phone: string | null, clientAddress: string): Promise<number> {
  return insertLead(db, 'b2b_leads', leadValues(lead, phone), B2B_QUESTIONS, b2bAnswers(lead), clientAddress);
}

/** The export lead's questions as the form sent them (EXPORT_QUESTIONS for those it did not send), in order. */
export function exportQuestions(lead: ExportLeadRequest): string[] {
  const sent = [
    lead.question1,
    lead.question2,
    lead.question3,
    lead.question4,
    lead.question5,
    lead.question6,
    lead.question7,
    lead.question8,
    lead.question9,
    lead.question10,
    lead.question11,
  ];
  return EXPORT_QUESTIONS.map((text, i) => sent[i] ?? text);
}

/** The export lead's answers, in order. */
export const exportAnswers = (lead: ExportLeadRequest): (string | null)[] => [
  lead.answer1,
  lead.answer2,
  lead.answer3,
  lead.answer4,
  lead.answer5,
  lead.answer6,
  lead.answer7,
  lead.answer8,
  lead.answer9,
  lead.answer10,
  lead.answer11,
];

/** Stores an export lead; answers its id. */
export function insertExportLead(db: Db, lead: ExportLeadRequest, phone: string | null, clientAddress: string): Promise<number> {
  return insertLead(db, 'export_leads', leadValues(lead, phone), exportQuestions(lead), exportAnswers(lead), clientAddress);
}

// ─── Staff listings ───────────────────────────────────────────────────────

export interface Paged<T> {
  count: number;
  data: T[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Contact inquiries, newest first. */
export async function listInquiries(db: Db, page: number, pageSize: number, status: LeadStatus | null = null): Promise<Paged<StaffInquiry>> {
  const where = and(status === null ? [] : [sql`i.status = ${status}`]);
  const count = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM inquiries i WHERE ${where}`);
  const { rows } = await run<{
    id: number;
    company: string;
    name: string;
    email: string;
    phone: string;
    subject: string;
    inquiry_description: string;
    age_group: string;
    country_id: number;
    country_name: string;
    created_at: Date | string;
    status: LeadStatus;
  }>(
    db,
    sql`SELECT i.id, i.company, i.name, i.email, i.phone, i.subject, i.inquiry_description, i.age_group, i.country_id, co.country_name, i.created_at, i.status
       FROM inquiries i JOIN countries co ON co.id = i.country_id
      WHERE ${where}
      ORDER BY i.created_at DESC, i.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return {
    count: count.rows[0].n,
    data: rows.map(({ country_id: id, country_name: name, created_at: created, ...row }) => ({ ...row, country_obj: { id, name }, created_at: iso(created) })),
  };
}

const place = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** B2B (4 questions) or export (11) leads, newest first, each question with its answer. */
export async function listLeads(db: Db, kind: 'b2b' | 'export', page: number, pageSize: number, status: LeadStatus | null = null): Promise<Paged<StaffLead>> {
  const table = raw(kind === 'b2b' ? 'b2b_leads' : 'export_leads');
  const questions = kind === 'b2b' ? B2B_QUESTIONS.length : EXPORT_QUESTIONS.length;
  const numbers = Array.from({ length: questions }, (_, i) => i + 1);
  const where = and(status === null ? [] : [sql`l.status = ${status}`]);
  const count = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${table} l WHERE ${where}`);
  const { rows } = await run<{
    id: number;
    company_name: string;
    industry_type: string;
    company_size: string;
    website: string | null;
    annual_revenue: string;
    company_registered: string;
    country_id: number | null;
    country_name: string | null;
    state_id: number | null;
    state_name: string | null;
    city_id: number | null;
    city_name: string | null;
    full_name: string | null;
    job_title: string | null;
    email: string | null;
    phone_no: string | null;
    specific_requirements: string | null;
    questions: string[];
    answers: (string | null)[];
    status: LeadStatus;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT l.id, l.company_name, l.industry_type, l.company_size, l.website, l.annual_revenue, l.company_registered,
            l.country_id, co.country_name, l.state_id, st.name AS state_name, l.city_id, ci.name AS city_name,
            l.full_name, l.job_title, l.email, l.phone_no, l.specific_requirements,
            ARRAY[${raw(numbers.map((n) => `l.question${n}`).join(', '))}]::text[] AS questions,
            ARRAY[${raw(numbers.map((n) => `l.answer${n}`).join(', '))}]::text[] AS answers,
            l.created_at, l.status
       FROM ${table} l
       LEFT JOIN countries co ON co.id = l.country_id
       LEFT JOIN states st ON st.id = l.state_id
       LEFT JOIN cities ci ON ci.id = l.city_id
      WHERE ${where}
      ORDER BY l.created_at DESC, l.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return {
    count: count.rows[0].n,
    data: rows.map((row) => ({
      id: row.id,
      company_name: row.company_name,
      industry_type: row.industry_type,
      company_size: row.company_size,
      website: row.website,
      annual_revenue: row.annual_revenue,
      company_registered: row.company_registered,
      country_obj: place(row.country_id, row.country_name),
      state_obj: place(row.state_id, row.state_name),
      city_obj: place(row.city_id, row.city_name),
      full_name: row.full_name,
      job_title: row.job_title,
      email: row.email,
      phone_no: row.phone_no,
      specific_requirements: row.specific_requirements,
      answers: row.questions.map((question, i) => ({ question, answer: row.answers[i] ?? null })),
      created_at: iso(row.created_at),
      status: row.status,
    })),
  };
}
