import { ANNUAL_REVENUE_OPTIONS, EXPORT_QUESTION_SECTIONS, EXPORT_QUESTIONS } from '@so/contract';
import type { LeadQuestionSection, RevenueOption } from '../shared/lead-form.ts';
import { LeadFormView } from '../shared/LeadFormView.tsx';
import type { LeadFormState } from '../shared/useLeadForm.ts';
import { EXPORT_COPY } from './copy.ts';

/** The exports form shows the same revenue options and sends their values ('1_to_5_cr'). */
export const EXPORT_REVENUES: readonly RevenueOption[] = ANNUAL_REVENUE_OPTIONS.map((option) => ({ label: option.label, value: option.value }));

/** Export Interests (1-3), Export Readiness (4-6), Goals and Expectations (7-9), Additional Information (10-11). */
export const EXPORT_SECTIONS: readonly LeadQuestionSection[] = EXPORT_QUESTION_SECTIONS.map((section) => ({
  title: section.title,
  questions: section.questions.map((number) => ({ number, text: EXPORT_QUESTIONS[number - 1] })),
}));

export type ExportEnquiryViewProps = LeadFormState;

/** /exports: the export enquiry form with its 11 questions in 4 groups. Pure view. */
export function ExportEnquiryView(props: ExportEnquiryViewProps) {
  return (
    <LeadFormView
      {...props}
      className="exports"
      title={EXPORT_COPY.title}
      intro={
        <>
          <p className="exports__lede">{EXPORT_COPY.intro}</p>
          <p>{EXPORT_COPY.next}</p>
        </>
      }
      sentText={EXPORT_COPY.sent}
      revenues={EXPORT_REVENUES}
      sections={EXPORT_SECTIONS}
    />
  );
}
