/**
 * The e-mails of an enquiry, through the store's messenger (the outbox, and SMTP when
 * configured): a confirmation to the sender, and a notice with every field to the store's
 * mailbox (ENQUIRY_MAILBOX).
 */
import { DOC, type InquiryRequest } from '@so/contract';
import type { Messenger } from '../accounts/outbox.ts';
import type { CheckedEnquiry, LeadBase } from './queries.ts';

const L = DOC.enquiry.labels;

type Fields = (readonly [label: string, value: string | null])[];

/** Where a notice says the staff listing is. */
const listing = (storeUrl: string, path: string) => `${storeUrl}/api/staff/${path}/`;

export async function sendInquiryMails(messenger: Messenger, mailbox: string, storeUrl: string, inquiry: InquiryRequest, checked: { country: string; phone: string }): Promise<void> {
  await messenger.sendEmail(inquiry.email, DOC.enquiry.inquirySubject, DOC.enquiry.inquiryBody(inquiry.name), 'enquiry');
  const fields: Fields = [
    [L.company, inquiry.company],
    [L.name, inquiry.name],
    [L.email, inquiry.email],
    [L.phone, checked.phone],
    [L.country, checked.country],
    [L.subject, inquiry.subject],
    [L.ageGroup, inquiry.age_group],
    [L.inquiry, inquiry.inquiry_description],
  ];
  const kind = DOC.enquiry.kinds.inquiry;
  await messenger.sendEmail(mailbox, DOC.enquiry.noticeSubject(kind, `${inquiry.name} (${inquiry.company})`), DOC.enquiry.noticeBody(kind, fields, listing(storeUrl, 'inquiries')), 'enquiry');
}

export async function sendLeadMails(
  messenger: Messenger,
  mailbox: string,
  storeUrl: string,
  kind: 'b2b' | 'export',
  lead: LeadBase,
  checked: CheckedEnquiry,
  questions: readonly string[],
  answers: readonly (string | null)[],
): Promise<void> {
  // The contact person is optional: a confirmation only to an e-mail the lead gave.
  if (lead.email) await messenger.sendEmail(lead.email, kind === 'b2b' ? DOC.enquiry.b2bSubject : DOC.enquiry.exportSubject, DOC.enquiry.leadBody(lead.full_name ?? '', kind), 'enquiry');
  const fields: Fields = [
    [L.company, lead.company_name],
    [L.industryType, lead.industry_type],
    [L.companySize, lead.company_size],
    [L.website, lead.website],
    [L.annualRevenue, lead.annual_revenue],
    [L.companyRegistered, lead.company_registered],
    [L.country, checked.country],
    [L.state, checked.state],
    [L.city, checked.city],
    [L.name, lead.full_name],
    [L.jobTitle, lead.job_title],
    [L.email, lead.email],
    [L.phone, checked.phone],
    [L.requirements, lead.specific_requirements],
    ...questions.map((question, i) => [L.question(i + 1, question), answers[i] ?? null] as const),
  ];
  const label = DOC.enquiry.kinds[kind];
  await messenger.sendEmail(
    mailbox,
    DOC.enquiry.noticeSubject(label, lead.full_name ? `${lead.full_name} (${lead.company_name})` : lead.company_name),
    DOC.enquiry.noticeBody(label, fields, listing(storeUrl, kind === 'b2b' ? 'b2b-leads' : 'export-leads')),
    'enquiry',
  );
}
