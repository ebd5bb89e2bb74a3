import type { CompanyRegistered } from '@so/contract';

/**
 * Texts both lead forms share (the B2B enquiry of /bussiness and the export enquiry of /exports).
 * The shared messages (Data Created Successfully, Something went wrong, Please select a country…)
 * come from MSG; the field messages come from the contract's request schemas, so the form says
 * exactly what the server would. The labels are the schemas' own labels ("Company name is
 * required" names the field the shopper sees).
 */
export const LEAD_COPY = {
  requiredNote: 'Fields marked * are required. Every question is optional: answer what you can.',
  /** Read after a required group's name (the asterisk itself is not read). */
  required: 'required',
  optional: '(optional)',
  sections: {
    company: 'Company details',
    contact: 'Contact Person',
  },
  labels: {
    company_name: 'Company name',
    industry_type: 'Industry type',
    company_size: 'Company size',
    website: 'Website',
    annual_revenue: 'Annual revenue',
    company_registered: 'Company registered',
    full_name: 'Full name',
    job_title: 'Job title',
    email: 'Email',
    phone_no: 'Phone number',
    specific_requirements: 'Specific requirements',
  },
  hints: {
    industry_type: 'For example: organic food retail, hotel or restaurant, corporate gifting, distribution, food processing.',
    company_size: 'How many people work in your company.',
    website: 'For example: www.yourcompany.in',
    email: 'We reply to this address.',
    phone_no: 'The calling code of the country you choose below is added for you.',
    specific_requirements: 'Products and pack sizes, certificates you need, delivery schedule or anything else we should know.',
  },
  chooseSize: 'Choose company size',
  /** What the form sends as company_size is the option's text. */
  companySizes: ['1 to 10 people', '11 to 50 people', '51 to 200 people', '201 to 500 people', '501 to 1,000 people', 'More than 1,000 people'],
  chooseRevenue: 'Choose annual revenue',
  registered: { yes: 'Yes', applied: 'Applied for registration', no: 'No' } satisfies Record<CompanyRegistered, string>,
  consent: 'I agree to SO Organic Store contacting me about this enquiry and storing these details for it.',
  consentNeeded: 'Tick the box above to send your enquiry.',
  send: 'Send',
  sending: 'Sending…',
  /** Server messages about fields this form does not show (a lead's question texts). */
  otherProblems: 'Please check your enquiry:',
} as const;
