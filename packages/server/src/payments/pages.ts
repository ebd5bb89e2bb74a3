import { DOC, formatDate, formatPaise, MSG } from '@so/contract';
/**
 * The payer pages of the gateways, served by this server under /api (routes/payments.ts mounts
 * them):
 * - GET /payments/sandbox/{txnid}?key&txnid&amount&productinfo&firstname&email&phone&udf1..udf5&hash
 *   (sandbox mode only): shows the order and amount with "Pay ₹…" and "Fail payment", each a form
 *   that posts the PayU-shaped callback (reverse hash computed here) to /api/payments/callback.
 * - GET /payments/payu/{txnid}?… (payu mode only): auto-submits the signed form to PayU with
 *   surl = furl = {STORE_URL's origin}/api/payments/callback.
 * Both re-verify the request hash of their query first: a changed field answers a 400 page. A
 * subscription's first payment also carries api_version, si and si_details (the standing
 * instruction it registers, hashed with the rest: gateway.ts); both pages show its terms and the
 * PayU page posts them on.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Deps, PaymentGatewayName } from '../deps.ts';
import { ELITE_REFERENCE_PREFIX } from '../elite/payments.ts';
import { GIFT_REFERENCE_PREFIX } from '../gift-vouchers/purchases.ts';
import { escapeHtml, htmlPage } from '../http/html.ts';
import { storeOrigin } from '../http/origins.ts';
import {
  CALLBACK_PATH,
  GATEWAY_PAGE_PATH,
  parseAmount,
  parseSiDetails,
  REQUEST_FIELDS,
  responseHash,
  SI_FIELDS,
  verifyRequest,
  type BillingCycle,
  type SignedRequest,
} from './gateway.ts';

const STORE_NAME = MSG.storeName;
const TEXT = DOC.gatewayPage;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2a1b;background:#f4f8ef}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box}
main{background:#fff;max-width:460px;width:100%;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
.store{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.1rem;color:#2f6b2a;margin:0 0 12px}
h1{font-size:1.25rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0 0 20px}
dt{color:#4a5a47}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
p{line-height:1.5}
.actions{display:flex;flex-wrap:wrap;gap:12px}
.actions form{margin:0}
button{font:inherit;font-weight:600;padding:10px 18px;border-radius:8px;border:2px solid #2f6b2a;cursor:pointer;min-height:44px}
button.pay{background:#2f6b2a;color:#fff}
button.fail{background:#fff;color:#8a1c1c;border-color:#8a1c1c}
button:focus-visible,a:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
a{color:#2f6b2a}
`;

const LOGO = `<svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#2f6b2a"/><path d="M32 14c-10 8-14 18-8 28 3 5 8 7 8 7s5-2 8-7c6-10 2-20-8-28z" fill="#cfe6b8"/><path d="M32 22v26" stroke="#2f6b2a" stroke-width="2.5"/></svg>`;

interface PageOptions {
  title: string;
  body: string;
  nonce: string;
  /** Origins forms may post to (and be redirected to after posting). */
  formAction: string[];
  script?: string;
}

function page({ title, body, nonce, script }: PageOptions): string {
  return htmlPage({ title, style: STYLE, nonce, script, main: `<p class="store">${LOGO}<span>${STORE_NAME}</span></p>\n${body}` });
}

function send(c: Context, status: 200 | 400 | 404, options: PageOptions): Response {
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${options.nonce}'`,
    `script-src 'nonce-${options.nonce}'`,
    "img-src 'self' data:",
    `form-action ${options.formAction.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return c.html(page(options), status, {
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  });
}

function hiddenInputs(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

const CYCLE_UNITS: Readonly<Record<BillingCycle, 'day' | 'week' | 'month' | 'year'>> = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' };

/** The terms of the standing instruction a payment registers (its si_details), for the payer to read. */
function standingInstructionTerms(signed: SignedRequest): string | null {
  const si = signed.si_details ? parseSiDetails(signed.si_details) : null;
  if (!si) return null;
  return TEXT.standingInstructionTerms(
    formatPaise(si.billingAmountPaise),
    si.billingInterval,
    CYCLE_UNITS[si.billingCycle],
    formatDate(si.paymentStartDate),
    formatDate(si.paymentEndDate),
  );
}

/** What a payment pays for, by its udf1: an order's number, an SO Elite payment's ELITE-… or a gift voucher's GIFT-… reference. */
function paidFor(udf1: string): [string, string] {
  if (udf1.startsWith(ELITE_REFERENCE_PREFIX)) return [TEXT.plan, TEXT.elitePlan];
  if (udf1.startsWith(GIFT_REFERENCE_PREFIX)) return [TEXT.purchase, TEXT.giftVoucher];
  return [TEXT.order, udf1];
}

function details(signed: SignedRequest, amountText: string): string {
  const terms = standingInstructionTerms(signed);
  const rows: [string, string][] = [
    paidFor(signed.udf1),
    [TEXT.amount, amountText],
    ...(terms ? [[TEXT.standingInstruction, terms] satisfies [string, string]] : []),
    [TEXT.name, signed.firstname],
    [TEXT.email, signed.email],
    [TEXT.transaction, signed.txnid],
  ];
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/** A random id in the style of PayU's mihpayid (digits). */
function sandboxPaymentId(): string {
  return `90${BigInt(`0x${randomBytes(6).toString('hex')}`).toString().padStart(15, '0')}`;
}

/** The callback form fields a gateway would post for `signed` ending in `status`. */
export function callbackFields(signed: SignedRequest, status: 'success' | 'failure', salt: string, mihpayid: string): Record<string, string> {
  const { key, txnid, amount, productinfo, firstname, email, phone, udf1, udf2, udf3, udf4, udf5 } = signed;
  const fields = { key, txnid, amount, productinfo, firstname, email, phone, udf1, udf2, udf3, udf4, udf5 };
  return { ...fields, status, mihpayid, hash: responseHash({ ...fields, status }, salt) };
}

/** The sandbox page and the PayU redirect page (see the file comment). */
export interface GatewayPageOptions extends Pick<Deps, 'config'> {
  /**
   * The origin a payment's payer returns to (payments.return_url), when it is not STORE_URL's:
   * the callback redirects there after the form posts, so the page's form-action must allow it.
   */
  returnOrigin?: (txnid: string) => Promise<string | null>;
}

export function gatewayPageRoutes({ config, returnOrigin }: GatewayPageOptions): Hono {
  const api = new Hono({ strict: false });
  const settings = config.payments;
  const store = storeOrigin(config);
  const ordersLink = `<a href="${escapeHtml(config.accounts.storeUrl)}/profile#orders">${escapeHtml(TEXT.goToOrders)}</a>`;

  const unavailable = (c: Context, nonce: string) =>
    send(c, 404, {
      nonce,
      formAction: ["'none'"],
      title: `${TEXT.unavailableTitle} · ${STORE_NAME}`,
      body: `<h1>${escapeHtml(TEXT.unavailableHeading)}</h1><p>${escapeHtml(TEXT.unavailableExplained)} ${ordersLink}.</p>`,
    });

  const invalid = (c: Context, nonce: string) =>
    send(c, 400, {
      nonce,
      formAction: ["'none'"],
      title: `${TEXT.invalidLinkHeading} · ${STORE_NAME}`,
      body: `<h1>${escapeHtml(TEXT.invalidLinkHeading)}</h1><p>${escapeHtml(TEXT.invalidLinkExplained)}</p><p>${ordersLink}</p>`,
    });

  const signedQuery = (c: Context): SignedRequest | null => {
    const query: Record<string, string | undefined> = {};
    for (const field of [...REQUEST_FIELDS, ...SI_FIELDS]) query[field] = c.req.query(field);
    return verifyRequest(settings, c.req.param('txnid') ?? '', query);
  };

  const onlyIn = (gateway: PaymentGatewayName) => `${GATEWAY_PAGE_PATH[gateway]}/:txnid`;

  api.get(onlyIn('sandbox'), async (c) => {
    const nonce = randomBytes(16).toString('base64');
    if (settings.gateway !== 'sandbox') return unavailable(c, nonce);
    const signed = signedQuery(c);
    const amountPaise = signed ? parseAmount(signed.amount) : null;
    if (!signed || amountPaise === null) return invalid(c, nonce);
    const amountText = formatPaise(amountPaise);
    const mihpayid = sandboxPaymentId();
    const action = `/api${CALLBACK_PATH}`;
    const form = (status: 'success' | 'failure', label: string, className: string) =>
      `<form method="post" action="${escapeHtml(action)}">
${hiddenInputs(callbackFields(signed, status, settings.salt, mihpayid))}
<button type="submit" class="${className}">${escapeHtml(label)}</button>
</form>`;
    const back = (await returnOrigin?.(signed.txnid)) ?? null;
    return send(c, 200, {
      nonce,
      formAction: ["'self'", store, ...(back && back !== store ? [back] : [])],
      title: `${TEXT.sandboxTitle} · ${STORE_NAME}`,
      body: `<h1>${escapeHtml(TEXT.sandboxHeading)}</h1>
${details(signed, amountText)}
<p>${escapeHtml(TEXT.sandboxExplained)}</p>
<div class="actions">
${form('success', TEXT.pay(amountText), 'pay')}
${form('failure', TEXT.failPayment, 'fail')}
</div>`,
    });
  });

  api.get(onlyIn('payu'), (c) => {
    const nonce = randomBytes(16).toString('base64');
    if (settings.gateway !== 'payu') return unavailable(c, nonce);
    const signed = signedQuery(c);
    const amountPaise = signed ? parseAmount(signed.amount) : null;
    const payuOrigin = originOf(settings.payuUrl);
    if (!signed || amountPaise === null || !payuOrigin) return invalid(c, nonce);
    const callback = `${store}/api${CALLBACK_PATH}`;
    const fields: Record<string, string> = {};
    for (const field of REQUEST_FIELDS) fields[field] = signed[field];
    // The first payment of a subscription registers its standing instruction (api_version, si, si_details).
    for (const field of SI_FIELDS) {
      const value = signed[field];
      if (value !== undefined) fields[field] = value;
    }
    fields.surl = callback;
    fields.furl = callback;
    return send(c, 200, {
      nonce,
      formAction: [payuOrigin],
      title: `${TEXT.payuTitle} · ${STORE_NAME}`,
      body: `<h1>${escapeHtml(TEXT.payuHeading)}</h1>
${details(signed, formatPaise(amountPaise))}
<form id="payu-form" method="post" action="${escapeHtml(settings.payuUrl)}">
${hiddenInputs(fields)}
<noscript><p>${escapeHtml(TEXT.payuNoScript)}</p><button type="submit" class="pay">${escapeHtml(TEXT.payuContinue)}</button></noscript>
</form>`,
      script: "document.getElementById('payu-form').submit();",
    });
  });

  return api;
}
