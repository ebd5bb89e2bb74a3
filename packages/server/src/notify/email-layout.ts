/**
 * The store's e-mails in its look: one layout for every e-mail the store sends, as HTML and as
 * the same words in plain text (nodemailer sends both; the outbox keeps the text). A header with
 * the store's name, the greeting, the message's paragraphs, a button to its link, the sign-off,
 * and a footer with the store's customer care. An unsubscribe link is added only when a URL is
 * given: marketing mail carries one, transactional mail (an order's step, a booking) does not.
 * Colours are the design tokens' (packages/ui/src/tokens.css), inline, as mail clients want.
 */
import { DOC, STORE_CARE_EMAIL, STORE_CARE_PHONE } from '@so/contract';
import { escapeHtml } from '../http/html.ts';

/** The store's colours (tokens.css): primary green, text, muted, the page's warm background, borders. */
const COLOURS = { primary: '#2f6b2a', onPrimary: '#ffffff', text: '#1f2a1c', muted: '#5b6657', page: '#f5f3ea', border: '#dcd8c8', surface: '#ffffff' } as const;

/** What an e-mail says, before the layout. */
export interface EmailContent {
  /** The greeting's name (empty: "Hello there"); null: no greeting (the text brings its own). */
  name: string | null;
  /** The paragraphs; a paragraph's own line breaks are kept. */
  paragraphs: readonly string[];
  /** A button to the message's link. */
  action?: { label: string; url: string } | null;
  /** Marketing mail only: where the reader unsubscribes (a footer link). */
  unsubscribeUrl?: string | null;
  /** False for a text that ends with its own sign-off (the older e-mails'). */
  signOff?: boolean;
}

/** An e-mail as the queue takes it: subject, plain text and HTML. */
export interface LaidOutEmail {
  subject: string;
  body: string;
  html: string;
}

/** A link the layout writes into an href: http(s) only. */
const safeUrl = (url: string): string => (/^https?:\/\//i.test(url) ? url : '#');

const STORE_NAME = DOC.shopper.storeName;

const paragraphHtml = (text: string): string =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).split('\n').join('<br>')}</p>`;

/** The e-mail of `content` under `subject`, in the store's layout. */
export function layoutEmail(subject: string, content: EmailContent): LaidOutEmail {
  const { name, paragraphs, action, unsubscribeUrl } = content;
  const signOff = content.signOff ?? true;
  const footer = DOC.shopper.footer(STORE_CARE_PHONE, STORE_CARE_EMAIL);
  const text = [
    ...(name === null ? [] : [DOC.shopper.greeting(name), '']),
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(signOff ? [DOC.shopper.signOff, STORE_NAME, ''] : []),
    '--',
    footer,
    unsubscribeUrl ? DOC.marketingFooter(unsubscribeUrl) : DOC.shopper.footerNote,
  ].join('\n');
  const button = action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(safeUrl(action.url))}" style="display:inline-block;background:${COLOURS.primary};color:${COLOURS.onPrimary};text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  const unsubscribe = unsubscribeUrl
    ? `<p style="margin:8px 0 0">${escapeHtml(DOC.marketingReason)} <a href="${escapeHtml(safeUrl(unsubscribeUrl))}" style="color:${COLOURS.muted}">${escapeHtml(DOC.shopper.unsubscribe)}</a></p>`
    : `<p style="margin:8px 0 0">${escapeHtml(DOC.shopper.footerNote)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.page};font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:${COLOURS.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${COLOURS.surface};border:1px solid ${COLOURS.border};border-radius:8px">
<tr><td style="background:${COLOURS.primary};color:${COLOURS.onPrimary};padding:18px 24px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">${escapeHtml(STORE_NAME)}</td></tr>
<tr><td style="padding:24px;font-size:15px">
${name === null ? '' : paragraphHtml(DOC.shopper.greeting(name))}${paragraphs.map(paragraphHtml).join('')}${button}${signOff ? paragraphHtml(`${DOC.shopper.signOff}\n${STORE_NAME}`) : ''}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLOURS.border};font-size:12px;color:${COLOURS.muted}">
<p style="margin:0">${escapeHtml(footer)}</p>${unsubscribe}
</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject, body: text, html };
}

/**
 * An e-mail written as one text (the older messages: gift vouchers, a booking's confirmation) in
 * the layout: its paragraphs are the text's blank-line-separated blocks; it keeps its own greeting
 * and sign-off.
 */
export function layoutTextEmail(subject: string, text: string, unsubscribeUrl: string | null = null): LaidOutEmail {
  const paragraphs = text.split(/\n{2,}/).map((block) => block.trim()).filter((block) => block !== '');
  return layoutEmail(subject, { name: null, paragraphs, signOff: false, unsubscribeUrl });
}
