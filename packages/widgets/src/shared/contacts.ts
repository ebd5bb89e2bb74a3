import { STORE_CARE_EMAIL, STORE_CARE_PHONE } from '@so/contract';

/**
 * The store's own customer-care contacts: the footer's default support number and mailbox, and
 * the contact lines of the content pages (contact-us, franchise, policies). A page overrides the
 * footer's with its `phone` and `email` attributes. The owner must confirm these against the
 * store's real numbers before launch.
 */
export const STORE_CONTACTS = {
  phone: STORE_CARE_PHONE,
  email: STORE_CARE_EMAIL,
} as const;

/** A phone number as a `tel:` link takes it: digits and a leading +, nothing else; null when there are no digits. */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
