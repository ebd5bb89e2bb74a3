/**
 * The payment gateway seam (PayU-compatible). The server core (routes/payments.ts) only uses this
 * interface; `createGateway` picks the sandbox or PayU adapter.
 *
 * PayU's hashes (SHA-512, lower-case hex):
 * - request:  key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||salt
 * - request registering a standing instruction (SI, recurring payments):
 *   key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||si_details|salt
 *   (https://docs.payu.in/docs/authentication-with-payu-apis, "SI Integration or Subscription APIs")
 * - response: salt|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key,
 *   prefixed with `additionalCharges|` when the callback carries additionalCharges.
 *
 * A payment that registers a standing instruction (the first payment of a subscription) also posts
 * `api_version=7`, `si=1` and `si_details`, the JSON of the mandate (billingAmount "XX.XX",
 * billingCurrency "INR", billingCycle, billingInterval, paymentStartDate, paymentEndDate as
 * YYYY-MM-DD, billingRule), exactly as hashed: PayU's consent transaction on its hosted checkout,
 * https://docs.payu.in/reference/payment-consent-transaction-payu-hosted, and the si_details fields,
 * https://docs.payu.in/reference/si-parameter-json-details.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { parseIsoDate, type IsoDate } from '@so/contract';
import type { PaymentGatewayName, PaymentSettings } from '../deps.ts';

/** The fields a payment attempt and its signed form share, in PayU's terms. */
interface PaymentFields {
  txnid: string;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  udf1: string;
  udf2: string;
  udf3: string;
  udf4: string;
  udf5: string;
}

/** PayU's billing cycles of a standing instruction (si_details.billingCycle) this store uses. */
export type BillingCycle = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
const BILLING_CYCLES: readonly BillingCycle[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];

/**
 * A standing instruction registered with a payment (PayU SI): the later charges the payer allows,
 * every `billingInterval` `billingCycle`s from `paymentStartDate` to `paymentEndDate`, each at most
 * `billingAmountPaise` (billingRule MAX).
 */
export interface StandingInstruction {
  billingAmountPaise: number;
  billingCycle: BillingCycle;
  billingInterval: number;
  paymentStartDate: IsoDate;
  paymentEndDate: IsoDate;
}

/** One payment attempt, in PayU's terms. udf1 carries the order number (order_id). */
export interface PaymentRequest extends PaymentFields {
  amountPaise: number;
  /** The mandate this payment registers (a subscription's first payment), else absent. */
  standingInstruction?: StandingInstruction | null;
}

/** A callback whose reverse hash and key checked out. */
export interface VerifiedCallback {
  txnid: string;
  status: 'success' | 'failure';
  amountPaise: number;
  /** The gateway's payment id (PayU's mihpayid). */
  gatewayPaymentId: string;
  udf1: string;
}

export interface Gateway {
  readonly name: PaymentGatewayName;
  /** Absolute URL the payer is sent to. `apiOrigin` is this server's origin, e.g. http://localhost:8080. */
  paymentUrl(apiOrigin: string, payment: PaymentRequest): string;
  /** Checks a callback form (key, reverse hash, fields); null when it does not verify. */
  verifyCallback(form: Readonly<Record<string, string>>): VerifiedCallback | null;
}

/** The fields PayU's payment form takes (all strings), request hash included. */
export interface SignedRequest extends PaymentFields {
  key: string;
  amount: string;
  hash: string;
  /** A payment registering a standing instruction: "7", "1" and the mandate's JSON (hashed). */
  api_version?: string;
  si?: string;
  si_details?: string;
}

/** The request fields in the order the payment pages list them (hash last). */
export const REQUEST_FIELDS = [
  'key',
  'txnid',
  'amount',
  'productinfo',
  'firstname',
  'email',
  'phone',
  'udf1',
  'udf2',
  'udf3',
  'udf4',
  'udf5',
  'hash',
] as const satisfies readonly (keyof SignedRequest)[];

/** The fields a payment registering a standing instruction adds (after REQUEST_FIELDS). */
export const SI_FIELDS = ['api_version', 'si', 'si_details'] as const satisfies readonly (keyof SignedRequest)[];
/** PayU: a consent (SI registration) transaction is posted with api_version 7 and si 1. */
const SI_API_VERSION = '7';
const SI_ON = '1';

/** The path of a gateway's payer page under /api, e.g. /payments/sandbox/{txnid}. */
export const GATEWAY_PAGE_PATH: Readonly<Record<PaymentGatewayName, string>> = {
  sandbox: '/payments/sandbox',
  payu: '/payments/payu',
};

/** Where both gateways post the payer back (surl and furl): /api + this. */
export const CALLBACK_PATH = '/payments/callback';

/** A txnid the gateways accept (PayU: letters, digits, '-', '_'; the payments table: ≤ 64). */
export const TXNID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const HEX_SHA512 = /^[0-9a-f]{128}$/;
/** PayU's field limits. */
const LIMITS = { productinfo: 100, firstname: 60, email: 50, phone: 20, udf: 255 } as const;

/** Integer paise → PayU's amount string with 2 decimals, e.g. 123450 → "1234.50". */
export function formatAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`amount must be whole paise ≥ 0, got ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** PayU's amount string ("1234.5", "1234.50", "1234") → integer paise; null when malformed. */
export function parseAmount(amount: string): number | null {
  if (!AMOUNT.test(amount)) return null;
  const [rupees, fraction = ''] = amount.split('.');
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A field as it may be signed: '|' would shift the hashed fields, control characters have no
 * place in a form field, and PayU refuses over-long values.
 */
export function cleanField(value: string, max: number): string {
  return value
    .replace(/[|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

function sha512(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}

type HashFields = Pick<SignedRequest, 'key' | 'txnid' | 'amount' | 'productinfo' | 'firstname' | 'email' | 'udf1' | 'udf2' | 'udf3' | 'udf4' | 'udf5'>;

/**
 * sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||salt), or with
 * si_details (a payment registering a standing instruction)
 * sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||si_details|salt).
 */
export function requestHash(fields: HashFields & { si_details?: string }, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email, udf1, udf2, udf3, udf4, udf5, si_details: siDetails } = fields;
  const parts = [key, txnid, amount, productinfo, firstname, email, udf1, udf2, udf3, udf4, udf5, '', '', '', '', ''];
  if (siDetails) parts.push(siDetails);
  return sha512([...parts, salt].join('|'));
}

/**
 * PayU's si_details of a standing instruction: the JSON text that is both posted and hashed, its
 * fields in the order PayU's documentation lists them. billingRule MAX: a charge may take less than
 * billingAmount (a delivery with free shipping), never more.
 */
export function siDetails(si: StandingInstruction): string {
  return JSON.stringify({
    billingAmount: formatAmount(si.billingAmountPaise),
    billingCurrency: 'INR',
    billingCycle: si.billingCycle,
    billingInterval: si.billingInterval,
    paymentStartDate: si.paymentStartDate,
    paymentEndDate: si.paymentEndDate,
    billingRule: 'MAX',
  });
}

/** The standing instruction an si_details text describes; null when it is not one this store makes. */
export function parseSiDetails(text: string): StandingInstruction | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const field = (name: string): unknown => Reflect.get(parsed, name);
  const amount = field('billingAmount');
  const cycle = field('billingCycle');
  const interval = field('billingInterval');
  const start = field('paymentStartDate');
  const end = field('paymentEndDate');
  const billingAmountPaise = typeof amount === 'string' ? parseAmount(amount) : null;
  if (billingAmountPaise === null || field('billingCurrency') !== 'INR') return null;
  const billingCycle = BILLING_CYCLES.find((known) => known === cycle);
  if (!billingCycle || typeof interval !== 'number' || !Number.isSafeInteger(interval) || interval < 1) return null;
  if (typeof start !== 'string' || typeof end !== 'string' || parseIsoDate(start) === null || parseIsoDate(end) === null || end < start) return null;
  return { billingAmountPaise, billingCycle, billingInterval: interval, paymentStartDate: start, paymentEndDate: end };
}

/**
 * sha512([additionalCharges|]salt|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key):
 * the hash a gateway sends back with its callback.
 */
export function responseHash(fields: HashFields & { status: string; additionalCharges?: string }, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email, udf1, udf2, udf3, udf4, udf5, status, additionalCharges } = fields;
  const parts = [salt, status, '', '', '', '', '', udf5, udf4, udf3, udf2, udf1, email, firstname, productinfo, amount, txnid, key];
  if (additionalCharges !== undefined) parts.unshift(additionalCharges);
  return sha512(parts.join('|'));
}

/** Constant-time comparison of two hex digests (false unless both are SHA-512 hex). */
export function sameHash(expected: string, given: string): boolean {
  const a = expected.toLowerCase();
  const b = given.trim().toLowerCase();
  if (!HEX_SHA512.test(a) || !HEX_SHA512.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** The signed form fields of a payment (fields cleaned, amount with 2 decimals, request hash). */
export function signRequest(settings: PaymentSettings, payment: PaymentRequest): SignedRequest {
  if (!TXNID_PATTERN.test(payment.txnid)) throw new RangeError(`txnid must be 1–64 letters, digits, '-' or '_', got ${JSON.stringify(payment.txnid)}`);
  const fields: Omit<SignedRequest, 'hash'> = {
    key: settings.key,
    txnid: payment.txnid,
    amount: formatAmount(payment.amountPaise),
    productinfo: cleanField(payment.productinfo, LIMITS.productinfo),
    firstname: cleanField(payment.firstname, LIMITS.firstname),
    email: cleanField(payment.email, LIMITS.email),
    phone: cleanField(payment.phone, LIMITS.phone),
    udf1: cleanField(payment.udf1, LIMITS.udf),
    udf2: cleanField(payment.udf2, LIMITS.udf),
    udf3: cleanField(payment.udf3, LIMITS.udf),
    udf4: cleanField(payment.udf4, LIMITS.udf),
    udf5: cleanField(payment.udf5, LIMITS.udf),
  };
  if (payment.standingInstruction) {
    const withSi = { ...fields, api_version: SI_API_VERSION, si: SI_ON, si_details: siDetails(payment.standingInstruction) };
    return { ...withSi, hash: requestHash(withSi, settings.salt) };
  }
  return { ...fields, hash: requestHash(fields, settings.salt) };
}

/** A field of a form or query as text ('' when absent). */
function textField(source: Readonly<Record<string, unknown>>, name: string): string {
  const value = source[name];
  return typeof value === 'string' ? value : '';
}

/** The request fields of a form or query ('' for the absent ones), hash included. */
function requestFields(source: Readonly<Record<string, unknown>>): SignedRequest {
  const text = (name: string) => textField(source, name);
  return {
    key: text('key'),
    txnid: text('txnid'),
    amount: text('amount'),
    productinfo: text('productinfo'),
    firstname: text('firstname'),
    email: text('email'),
    phone: text('phone'),
    udf1: text('udf1'),
    udf2: text('udf2'),
    udf3: text('udf3'),
    udf4: text('udf4'),
    udf5: text('udf5'),
    hash: text('hash'),
  };
}

/**
 * The standing-instruction fields of a payer page's query, when they are all there and right
 * (api_version 7, si 1, an si_details this store makes); {} when none is there; null when they are
 * partial or wrong.
 */
function siFields(source: Readonly<Record<string, unknown>>): Pick<SignedRequest, 'api_version' | 'si' | 'si_details'> | null {
  const [apiVersion, si, details] = SI_FIELDS.map((name) => textField(source, name));
  if (apiVersion === '' && si === '' && details === '') return {};
  if (apiVersion !== SI_API_VERSION || si !== SI_ON || parseSiDetails(details) === null) return null;
  return { api_version: apiVersion, si, si_details: details };
}

/**
 * The signed request carried by a payer page's query, when its key, txnid and request hash check
 * out (`txnid` is the one of the page's path); null otherwise.
 */
export function verifyRequest(settings: PaymentSettings, txnid: string, query: Readonly<Record<string, string | undefined>>): SignedRequest | null {
  const si = siFields(query);
  if (si === null) return null;
  const fields: SignedRequest = { ...requestFields(query), ...si };
  if (fields.key !== settings.key || fields.txnid !== txnid || !TXNID_PATTERN.test(txnid)) return null;
  if (parseAmount(fields.amount) === null) return null;
  if (!sameHash(requestHash(fields, settings.salt), fields.hash)) return null;
  return fields;
}

function callbackStatus(value: string): VerifiedCallback['status'] | null {
  return value === 'success' || value === 'failure' ? value : null;
}

/** The verified callback of `form`, or null (wrong key, unknown status, bad amount, hash mismatch). */
export function verifyCallbackForm(settings: PaymentSettings, form: Readonly<Record<string, string>>): VerifiedCallback | null {
  const fields = requestFields(form);
  if (fields.key !== settings.key) return null;
  const { txnid } = fields;
  if (!TXNID_PATTERN.test(txnid)) return null;
  const status = callbackStatus(textField(form, 'status'));
  if (!status) return null;
  const amountPaise = parseAmount(fields.amount);
  if (amountPaise === null) return null;
  const hashFields = { ...fields, status };
  const additionalCharges: unknown = form.additionalCharges;
  const expected = responseHash(typeof additionalCharges === 'string' ? { ...hashFields, additionalCharges } : hashFields, settings.salt);
  if (!sameHash(expected, fields.hash)) return null;
  return { txnid, status, amountPaise, gatewayPaymentId: textField(form, 'mihpayid').slice(0, 64), udf1: fields.udf1 };
}

/** The payer page URL of `gateway` for a signed request: `${apiOrigin}/api/payments/{gateway}/{txnid}?…`. */
export function payerPageUrl(apiOrigin: string, gateway: PaymentGatewayName, signed: SignedRequest): string {
  const query = new URLSearchParams();
  for (const field of REQUEST_FIELDS) query.set(field, signed[field]);
  for (const field of SI_FIELDS) {
    const value = signed[field];
    if (value !== undefined) query.set(field, value);
  }
  const origin = apiOrigin.replace(/\/+$/, '');
  return `${origin}/api${GATEWAY_PAGE_PATH[gateway]}/${encodeURIComponent(signed.txnid)}?${query.toString()}`;
}

/**
 * The gateway of `settings.gateway`. Both adapters sign and verify the same PayU way; they differ
 * in where the payer goes: the sandbox adapter to the store's own sandbox page (pay or fail, no
 * real money), the PayU adapter to a page of this server that auto-submits the signed form to
 * settings.payuUrl.
 */
export function createGateway(settings: PaymentSettings): Gateway {
  const name = settings.gateway;
  return {
    name,
    paymentUrl: (apiOrigin, payment) => payerPageUrl(apiOrigin, name, signRequest(settings, payment)),
    verifyCallback: (form) => verifyCallbackForm(settings, form),
  };
}
