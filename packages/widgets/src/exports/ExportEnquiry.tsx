import { EXPORT_QUESTIONS, ExportLeadRequest } from '@so/contract';
import { getApi } from '@so/stores';
import type { LeadRules } from '../shared/lead-form.ts';
import { useLeadForm } from '../shared/useLeadForm.ts';
import { ExportEnquiryView } from './ExportEnquiryView.tsx';

/** Checked with the server's own schema; the questions go as asked (question1..11) with answer1..11. */
export const EXPORT_RULES: LeadRules<ExportLeadRequest> = { schema: ExportLeadRequest, answers: EXPORT_QUESTIONS.length, questions: EXPORT_QUESTIONS };

const send = (body: ExportLeadRequest) => getApi().exportLead(body);

/** /exports wired to the API: POST /user/web/Exportlead/create/ (no login, no captcha). */
export function ExportEnquiry() {
  return <ExportEnquiryView {...useLeadForm({ rules: EXPORT_RULES, send, kind: 'export' })} />;
}
