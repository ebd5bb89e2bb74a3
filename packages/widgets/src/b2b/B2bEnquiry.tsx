import { B2B_QUESTIONS, B2bLeadRequest } from '@so/contract';
import { getApi } from '@so/stores';
import type { LeadRules } from '../shared/lead-form.ts';
import { useLeadForm } from '../shared/useLeadForm.ts';
import { B2bEnquiryView } from './B2bEnquiryView.tsx';

/** Checked with the server's own schema; answer1..answer4 answer B2B_QUESTIONS (the server keeps their texts). */
export const B2B_RULES: LeadRules<B2bLeadRequest> = { schema: B2bLeadRequest, answers: B2B_QUESTIONS.length };

const send = (body: B2bLeadRequest) => getApi().b2bLead(body);

/** /bussiness wired to the API: POST /user/web/b2b/create/ (no login, no captcha). */
export function B2bEnquiry() {
  return <B2bEnquiryView {...useLeadForm({ rules: B2B_RULES, send, kind: 'b2b' })} />;
}
