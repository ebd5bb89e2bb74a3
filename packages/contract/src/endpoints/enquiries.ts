/** The contact page's inquiry and the B2B and export leads: open to visitors, each answered 201. */
import { B2B_QUESTIONS, B2bLeadRequest, COMPANY_REGISTERED_OPTIONS, EXPORT_QUESTIONS, ExportLeadRequest, INQUIRY_AGE_GROUP_DEFAULT, InquiryRequest } from '../enquiries.ts';
import { MSG } from '../messages.ts';
import { StatusOnly } from '../wire.ts';
import { endpoint } from './endpoint.ts';

/**
 * What the three forms share: one rate limit and the notice to the store. Functions, so that the
 * browser's builds, which leave the summaries out, leave these out too.
 */
const shared = (): string =>
  'The rate limit `RATE_LIMIT_ENQUIRIES` an hour per client address counts the inquiries and both leads together (429). The store’s mailbox gets a notice.';

/** What both leads take and check. */
const leadRules = (): string =>
  `Required are the company’s name, industry type, size, annual revenue and \`company_registered\` (${COMPANY_REGISTERED_OPTIONS.join(', ')}); the website, the place (\`country\`, \`state\`, \`city\` ids: the state the country’s, the city the state’s) and the contact person are optional, but an e-mail or phone given must be valid (a phone without a country is India’s). Every field’s message at once in \`errors\`.`;

export const ENQUIRIES = {
  inquiry: endpoint({
    method: 'POST',
    path: '/inquiries/',
    body: InquiryRequest,
    answer: StatusOnly,
    auth: 'anyone',
    summary: `The contact page’s inquiry, answered 201 (“${MSG.inquirySent}”) once stored. Every field is checked first (all messages at once in \`errors\`; \`country\` an id, the phone with that country’s calling code), then the captcha (missing or wrong: 400 “${MSG.recaptchaFailed}”). \`age_group\` is “${INQUIRY_AGE_GROUP_DEFAULT}” unless sent. ${shared()} The sender gets a confirmation.`,
  }),
  b2bLead: endpoint({
    method: 'POST',
    path: '/user/web/b2b/create/',
    body: B2bLeadRequest,
    answer: StatusOnly,
    auth: 'anyone',
    summary: `A B2B lead: 201 “${MSG.dataCreated}”. ${leadRules()} \`answer1\`…\`answer${B2B_QUESTIONS.length}\` answer the fixed \`B2B_QUESTIONS\`. No captcha. ${shared()} The sender gets a confirmation when it gave an e-mail.`,
  }),
  exportLead: endpoint({
    method: 'POST',
    path: '/user/web/Exportlead/create/',
    body: ExportLeadRequest,
    answer: StatusOnly,
    auth: 'anyone',
    summary: `An export lead: 201 “${MSG.dataCreated}”. ${leadRules()} \`question1\`…\`question${EXPORT_QUESTIONS.length}\` and \`answer1\`…\`answer${EXPORT_QUESTIONS.length}\` carry the \`EXPORT_QUESTIONS\` and their answers. No captcha. ${shared()} The sender gets a confirmation when it gave an e-mail.`,
  }),
};
