import { ANNUAL_REVENUE_OPTIONS, B2B_QUESTIONS } from '@so/contract';
import type { LeadQuestionSection, RevenueOption } from '../shared/lead-form.ts';
import { LeadFormView } from '../shared/LeadFormView.tsx';
import type { LeadFormState } from '../shared/useLeadForm.ts';
import { B2B_COPY } from './copy.ts';

/** The B2B form sends the annual revenue as shown ('1 to 5 cr'). */
export const B2B_REVENUES: readonly RevenueOption[] = ANNUAL_REVENUE_OPTIONS.map((option) => ({ label: option.label, value: option.label }));

/** The 4 fixed questions, answered as answer1..answer4. */
export const B2B_SECTIONS: readonly LeadQuestionSection[] = [
  { title: B2B_COPY.questionsTitle, questions: B2B_QUESTIONS.map((text, i) => ({ number: i + 1, text })) },
];

export type B2bEnquiryViewProps = LeadFormState;

/** /bussiness: who the B2B desk serves, then the lead form with the 4 B2B questions. Pure view. */
export function B2bEnquiryView(props: B2bEnquiryViewProps) {
  return (
    <LeadFormView
      {...props}
      className="b2b"
      title={B2B_COPY.title}
      intro={
        <>
          <p className="b2b__lede">{B2B_COPY.intro}</p>
          <div className="b2b__audience">
            <h2>{B2B_COPY.audienceTitle}</h2>
            <ul>
              {B2B_COPY.audience.map((who) => (
                <li key={who}>{who}</li>
              ))}
            </ul>
          </div>
          <p>{B2B_COPY.next}</p>
        </>
      }
      sentText={B2B_COPY.sent}
      revenues={B2B_REVENUES}
      sections={B2B_SECTIONS}
    />
  );
}
