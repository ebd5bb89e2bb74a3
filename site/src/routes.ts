import { MOBILE_EMBEDDABLE_PAGES } from '@so/contract';

/** Whether a page hides header and footer (SPEC §2: ?mobile=true on the listed pages). */
export function hidesChrome(pathname: string, search: string): boolean {
  const page = pathname.split('/').filter(Boolean)[0] ?? '';
  const mobile = new URLSearchParams(search).get('mobile') === 'true';
  return mobile && (MOBILE_EMBEDDABLE_PAGES as readonly string[]).includes(page);
}

export const NOT_FOUND = '/page-not-found';
