import type { ContentPageSlug } from '@so/contract';
import type { ContentDocument } from './content-document.ts';
import { ABOUT_US } from './pages/about-us.ts';
import { INSPIRE_AND_SUPPORT } from './pages/inspire-and-support.ts';
import { PRIVACY_POLICY } from './pages/privacy-policy.ts';
import { RETURN_AND_REFUND_POLICY } from './pages/return-and-refund-policy.ts';
import { SHIPPING_POLICY } from './pages/shipping-policy.ts';
import { TERMS_AND_CONDITIONS } from './pages/terms-and-conditions.ts';

/** The pages `<so-content-page page="…">` shows: content page slugs (CONTENT_PAGE_SLUGS) and their routes. */
export const CONTENT_PAGE_NAMES = [
  'about-us',
  'inspire-and-support',
  'terms-and-conditions',
  'shipping-policy',
  'return-and-refund-policy',
  'privacy-policy',
] as const satisfies readonly ContentPageSlug[];
export type ContentPageName = (typeof CONTENT_PAGE_NAMES)[number];

/** The text each page ships with (shown unless the store's staff wrote their own). */
export const CONTENT_PAGE_DOCUMENTS: Readonly<Record<ContentPageName, ContentDocument>> = {
  'about-us': ABOUT_US,
  'inspire-and-support': INSPIRE_AND_SUPPORT,
  'terms-and-conditions': TERMS_AND_CONDITIONS,
  'shipping-policy': SHIPPING_POLICY,
  'return-and-refund-policy': RETURN_AND_REFUND_POLICY,
  'privacy-policy': PRIVACY_POLICY,
};

/** The page an attribute names (surrounding spaces ignored), or null for a missing or unknown one. */
export function contentPageName(value: string | null | undefined): ContentPageName | null {
  const wanted = (value ?? '').trim();
  return CONTENT_PAGE_NAMES.find((name) => name === wanted) ?? null;
}
