export { B2bEnquiry, B2B_RULES } from './B2bEnquiry.tsx';
export { B2bEnquiryView, B2B_REVENUES, B2B_SECTIONS, type B2bEnquiryViewProps } from './B2bEnquiryView.tsx';
export { B2B_COPY } from './copy.ts';
