import { calendarDate } from '@so/contract';
import { FooterView } from './FooterView.tsx';
import { STORE_CONTACTS } from '../shared/contacts.ts';

/** The year now in the store's time zone (Asia/Kolkata). */
export function storeYear(now: Date = new Date()): string {
  return calendarDate(now).slice(0, 4);
}

/** Splits the `phone` attribute: several numbers may be given, separated by commas. */
export function parsePhones(value: string | undefined): string[] {
  const list = (value ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return list.length > 0 ? list : [STORE_CONTACTS.phone];
}

export function Footer({ phone, email, storeName }: { phone?: string; email?: string; storeName?: string }) {
  return (
    <FooterView
      phones={parsePhones(phone)}
      email={email?.trim() || STORE_CONTACTS.email}
      year={storeYear()}
      storeName={storeName || undefined}
    />
  );
}
