import { MOBILE_EMBEDDABLE_PAGES } from '@so/contract';

/** Whether a page hides header and footer (?mobile=true on the listed pages). */
export function hidesChrome(pathname: string, search: string): boolean {
  const page = pathname.split('/').filter(Boolean)[0] ?? '';
  const mobile = new URLSearchParams(search).get('mobile') === 'true';
  return mobile && (MOBILE_EMBEDDABLE_PAGES as readonly string[]).includes(page);
}

export const NOT_FOUND = '/page-not-found';

/**
 * Whether a route's `:id` names a catalogue or address record: a positive whole number in
 * plain digits. Any other (`/products/abc/x`, `/products/-1/x`, `/products/1.5/x`) is an
 * unknown path, so it goes to /page-not-found without placing an element or asking the API.
 */
export function isRecordId(id: string | undefined): id is string {
  return id !== undefined && /^[1-9]\d{0,15}$/.test(id) && Number.isSafeInteger(Number(id));
}
