import { STORE_CONTACTS } from '../shared/contacts.ts';
import { usePageText } from '../shared/StaffText.tsx';
import { ContactForm } from './ContactForm.tsx';
import { ContactUsView } from './ContactUsView.tsx';

/** The `phone` attribute: one or more numbers, separated by commas (as <so-footer> takes it); else the store's. */
export function contactPhones(value: string | undefined): string[] {
  const list = (value ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return list.length > 0 ? list : [STORE_CONTACTS.phone];
}

/**
 * /contact-us with the text the store's staff wrote for it, if any (GET /content-pages/contact-us/),
 * and the inquiry form (POST /inquiries/).
 */
export function ContactUs({ phone, email }: { phone?: string; email?: string }) {
  return (
    <ContactUsView
      text={usePageText('contact-us')}
      phones={contactPhones(phone)}
      email={email?.trim() || STORE_CONTACTS.email}
      form={<ContactForm />}
    />
  );
}
