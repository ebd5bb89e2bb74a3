export { ContactUs, contactPhones } from './ContactUs.tsx';
export { ContactUsView, type ContactUsViewProps } from './ContactUsView.tsx';
export { CONTACT_COPY } from './copy.ts';
export { ContactForm } from './ContactForm.tsx';
export { ContactFormView, type ContactFormViewProps, type InquiryStatus } from './ContactFormView.tsx';
export {
  emptyInquiry,
  inquiryBody,
  validateInquiry,
  type InquiryErrors,
  type InquiryField,
  type InquiryValues,
} from './inquiry.ts';
