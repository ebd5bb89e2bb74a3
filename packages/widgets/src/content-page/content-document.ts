/**
 * The shape of a content page's shipped text: a title (the page's h1), an intro, sections with an
 * h2 heading and paragraphs or bullet lists, and for the policies the date they were last
 * changed. Any such document renders with `ContentPageView`; the texts themselves live in
 * `pages/` (one file per page).
 */
import { STORE_CONTACTS, telHref } from '../shared/contacts.ts';

/** A link to a store route (routes of shared/links.ts), followed through the host (`so:navigate`). */
export interface RouteLink {
  text: string;
  to: string;
}

/** A `tel:` or `mailto:` link: the contact lines of a page. */
export interface ContactLink {
  text: string;
  href: string;
}

export type Inline = string | RouteLink | ContactLink;

/** A run of text: plain, or pieces of text and links one after the other. */
export type Rich = string | readonly Inline[];

export type Block = { kind: 'paragraph'; text: Rich } | { kind: 'list'; items: readonly Rich[] };

export interface DocumentSection {
  /** The section's h2. */
  heading: string;
  blocks: readonly Block[];
}

export interface ContentDocument {
  /** The page's h1. */
  title: string;
  /** The lead paragraph under the title. */
  intro: Rich;
  /** The policies: the day the text last changed, as YYYY-MM-DD (shown DD MMM YYYY). */
  lastUpdated?: string;
  sections: readonly DocumentSection[];
}

/** A paragraph of text and links. */
export const p = (...pieces: Inline[]): Block => ({ kind: 'paragraph', text: pieces });

/** A bullet list; each item is a string or the pieces of one item. */
export const ul = (...items: Rich[]): Block => ({ kind: 'list', items });

/** A link to a store route. */
export const link = (text: string, to: string): RouteLink => ({ text, to });

/** The store's customer-care phone as a `tel:` link (plain text if it has no digits). */
export function phoneLink(phone: string = STORE_CONTACTS.phone): Inline {
  const href = telHref(phone);
  return href ? { text: phone, href } : phone;
}

/** The store's customer-care mailbox as a `mailto:` link. */
export function emailLink(email: string = STORE_CONTACTS.email): Inline {
  return { text: email, href: `mailto:${email}` };
}


/** "1 month", "3 months". */
export function months(n: number): string {
  return n === 1 ? '1 month' : `${n} months`;
}

/** A range of working days as the pages say it: "5–6" (en dash), or one number when both ends meet. */
export function dayRange(range: { min: number; max: number }): string {
  return range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;
}
