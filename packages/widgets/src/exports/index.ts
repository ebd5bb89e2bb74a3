export { ExportEnquiry, EXPORT_RULES } from './ExportEnquiry.tsx';
export { ExportEnquiryView, EXPORT_REVENUES, EXPORT_SECTIONS, type ExportEnquiryViewProps } from './ExportEnquiryView.tsx';
export { EXPORT_COPY } from './copy.ts';
