/**
 * Enquiries (@so/contract ENQUIRIES), open to visitors (docs/rules.md#enquiries):
 * - POST /inquiries/ {company, name, email, subject, country, phone, inquiry_description,
 *   age_group?, recaptcha}: the contact page's inquiry; the captcha as signup checks it (a missing
 *   or wrong one: 400 "reCAPTCHA verification failed").
 * - POST /user/web/b2b/create/ and POST /user/web/Exportlead/create/: the B2B and export leads
 *   (@so/contract B2bLeadRequest, ExportLeadRequest): the company's details required, the place
 *   and the contact person optional (an e-mail or phone given must be valid; a phone without a
 *   country is India's).
 * Every field first (all messages at once, then the places and the phone's calling code), then
 * the captcha, then the rate limit (RATE_LIMIT_ENQUIRIES per client address per hour, the three
 * forms together: 429). Stored, then a confirmation to the sender (a lead: when it gave an e-mail)
 * and a notice to the store's mailbox (ENQUIRY_MAILBOX). Answers 201 `{status: true, message}`.
 */
import type { Hono } from 'hono';
import { ANSWER, B2B_QUESTIONS, ENQUIRIES, MSG } from '@so/contract';
import { requireCaptcha } from '../accounts/captcha.ts';
import { outboxMessenger } from '../accounts/outbox.ts';
import { hitLimit } from '../accounts/rateLimit.ts';
import { clientAddress } from '../accounts/sessions.ts';
import type { Deps } from '../deps.ts';
import { sendInquiryMails, sendLeadMails } from '../enquiries/mail.ts';
import { b2bAnswers, checkInquiry, checkLead, exportAnswers, exportQuestions, insertB2bLead, insertExportLead, insertInquiry } from '../enquiries/queries.ts';
import { reply, route, routeApp } from '../http/route.ts';

export function enquiryRoutes({ db, config }: Deps): Hono {
  const app = routeApp(db);
  const { accounts, enquiries } = config;
  const messenger = outboxMessenger(db, config);
  const created = (message: string) => reply({ status: true, message }, 201);
  /** One more enquiry from this address this hour (429 past the limit). */
  const count = (address: string) => hitLimit(db, `enquiry-ip:${address}`, enquiries.limitPerHour, ANSWER.tooManyEnquiries);

  route(app, ENQUIRIES.inquiry, async (c, { body: inquiry }) => {
    const checked = await checkInquiry(db, inquiry.country, { field: 'phone', value: inquiry.phone });
    const address = clientAddress(c, accounts);
    await requireCaptcha(db, accounts, inquiry.recaptcha, address, MSG.recaptchaFailed);
    await count(address);
    await insertInquiry(db, inquiry, checked.phone, address);
    await sendInquiryMails(messenger, enquiries.mailbox, accounts.storeUrl, inquiry, checked);
    return created(MSG.inquirySent);
  });

  route(app, ENQUIRIES.b2bLead, async (c, { body: lead }) => {
    const checked = await checkLead(db, lead, { field: 'phone_no', value: lead.phone_no });
    const address = clientAddress(c, accounts);
    await count(address);
    await insertB2bLead(db, lead, checked.phone, address);
    await sendLeadMails(messenger, enquiries.mailbox, accounts.storeUrl, 'b2b', lead, checked, B2B_QUESTIONS, b2bAnswers(lead));
    return created(MSG.dataCreated);
  });

  route(app, ENQUIRIES.exportLead, async (c, { body: lead }) => {
    const checked = await checkLead(db, lead, { field: 'phone_no', value: lead.phone_no });
    const address = clientAddress(c, accounts);
    await count(address);
    await insertExportLead(db, lead, checked.phone, address);
    await sendLeadMails(messenger, enquiries.mailbox, accounts.storeUrl, 'export', lead, checked, exportQuestions(lead), exportAnswers(lead));
    return created(MSG.dataCreated);
  });

  return app.hono;
}
