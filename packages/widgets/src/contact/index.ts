export { ContactUs, contactPhones } from './ContactUs.tsx';
export { ContactUsView, type ContactUsViewProps } from './ContactUsView.tsx';
export { CONTACT_COPY } from './copy.ts';
