/**
 * The owner's dashboard: requests and answers of the staff endpoints for products,
 * vouchers, reviews, customers, lead statuses, staff accounts and the audit log (all under
 * /api/staff/). Money travels in rupees (at most 2 decimals) and is paise inside the server.
 */
import { array, boolean, enums, integer, nullable, number, string, type, unknown, record, type Infer } from 'superstruct';
import { ANSWER } from './answers.ts';
import { LEAD_STATUSES } from './constants.ts';
import { Id, staffPage, Text } from './wire.ts';
import { field, IdField, MaybeFlag, MaybeIdField, MaybeOneOf, MaybeTextField, OneOf, Page, PageSize, Refusal, TextField, Unchanged, withChecks } from './fields.ts';
import { StockRequest } from './staff.requests.ts';
import { MAX_ID, MAX_SEARCH_LENGTH, STAFF_PAGE_SIZE_DEFAULT, STAFF_PAGE_SIZE_MAX } from './constants.ts';

/** The kinds of voucher staff create (gift vouchers are sold, never created by staff). */
export const STAFF_VOUCHER_KINDS = ['flat', 'percent'] as const;
/** The largest amount (₹) a staff form takes: a price, an MRP, a voucher's value, cap or minimum. */
export const MAX_STAFF_RUPEES = 10_000_000;
/** The largest coin adjustment in one entry, either way. */
export const MAX_COIN_ADJUSTMENT = 1_000_000;
export const MAX_COIN_REASON_LENGTH = 200;
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9_-]{1,40}$/;

const PagingFields = { page: Page, page_size: PageSize(1, STAFF_PAGE_SIZE_MAX, STAFF_PAGE_SIZE_DEFAULT) };
const Search = MaybeTextField({ label: 'search', max: MAX_SEARCH_LENGTH });

const isAbsent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Rupees with at most 2 decimals, above 0 and at most MAX_STAFF_RUPEES (kept in rupees: idempotent). */
function parseRupees(name: string, value: unknown): number | Refusal {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,9}(\.\d{1,2})?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0 || n > MAX_STAFF_RUPEES || Math.abs(Math.round(n * 100) - n * 100) > 1e-6) {
    return new Refusal(ANSWER.staffRupeesInvalid(name, MAX_STAFF_RUPEES));
  }
  return Math.round(n * 100) / 100;
}
/** An amount in rupees (required). */
export const StaffRupees = (name: string) => field<number>('rupees', (value) => (isAbsent(value) ? new Refusal(ANSWER.fieldRequired(name)) : parseRupees(name, value)));
/** An amount in rupees, or null when absent (none). */
export const MaybeStaffRupees = (name: string) => field<number | null>('rupees', (value) => (isAbsent(value) ? null : parseRupees(name, value)));
/** A whole number of at least 1, or null when absent (no limit). */
const MaybeCount = (name: string) =>
  field<number | null>('count', (value) => {
    if (isAbsent(value)) return null;
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : Number.NaN;
    return Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID ? n : new Refusal(ANSWER.mustBeId(name));
  });
/** A JSON true or false (no form spellings: a change must say what it means). */
const StrictFlag = (name: string) => field<boolean>('flag', (value) => (typeof value === 'boolean' ? value : new Refusal(ANSWER.mustBeOneOf(name, ['true', 'false']))));

// ─── Products ─────────────────────────────────────────────────────────────

/** GET /staff/products: `search` in the name, `category`, `section`, `out_of_stock`, `hidden`. */
export const StaffProductsQuery = type({
  search: Search,
  category: MaybeIdField('category'),
  section: MaybeIdField('section'),
  out_of_stock: MaybeFlag('out_of_stock'),
  hidden: MaybeFlag('hidden'),
  ...PagingFields,
});
/**
 * PATCH /staff/products/{id}: what is sent changes, what is left out stays. `stock` (null: out of
 * stock), `is_hidden` (off the website), `section_id` (null: none) for staff; `selling_price` and
 * `mrp` (₹, GST included; mrp null: none) for a superuser only.
 */
export const StaffProductUpdateRequest = type({
  stock: Unchanged(StockRequest.schema.stock),
  is_hidden: Unchanged(StrictFlag('is_hidden')),
  section_id: Unchanged(MaybeIdField('section_id')),
  selling_price: Unchanged(StaffRupees('selling_price')),
  mrp: Unchanged(MaybeStaffRupees('mrp')),
});
export type StaffProductUpdateRequest = Infer<typeof StaffProductUpdateRequest>;

export const StaffProduct = type({
  id: Id,
  name: string(),
  category_id: integer(),
  category: string(),
  section_id: nullable(integer()),
  section: Text,
  stock: nullable(integer()),
  is_hidden: boolean(),
  /** ₹, GST included: what the shopper pays. */
  selling_price: number(),
  mrp: nullable(number()),
  gst_rate: integer(),
});
export type StaffProduct = Infer<typeof StaffProduct>;
export const StaffProductsResponse = staffPage(StaffProduct);
export const StaffProductResponse = type({ status: boolean(), message: string(), data: StaffProduct });

// ─── Vouchers ─────────────────────────────────────────────────────────────

export const StaffVouchersQuery = type({ search: Search, ...PagingFields });
const VoucherCodeField = field<string>('code', (value) => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return VOUCHER_CODE_PATTERN.test(code) ? code : new Refusal(ANSWER.staffVoucherCodeInvalid);
});
const Expiry = field<string | null>('expires_at', (value) => {
  if (isAbsent(value)) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value.trim()) || Number.isNaN(Date.parse(value.trim()))) {
    return new Refusal(ANSWER.staffExpiryInvalid);
  }
  return value.trim();
});
/**
 * POST /staff/vouchers (superuser): `kind` flat (value in ₹) or percent (value 1–100, whole;
 * `max_discount` ₹ caps it), `min_order` ₹ (cart total before the discount), `expires_at`
 * (YYYY-MM-DD: the end of that day in India, or an ISO time), `max_uses`, `max_uses_per_user`.
 */
export const StaffVoucherCreateRequest = withChecks(
  type({
    code: VoucherCodeField,
    kind: OneOf('kind', STAFF_VOUCHER_KINDS),
    value: StaffRupees('value'),
    max_discount: MaybeStaffRupees('max_discount'),
    min_order: MaybeStaffRupees('min_order'),
    expires_at: Expiry,
    max_uses: MaybeCount('max_uses'),
    max_uses_per_user: MaybeCount('max_uses_per_user'),
  }),
  function* (input) {
    const value = typeof input.value === 'number' ? input.value : Number(input.value);
    if (input.kind === 'percent' && (!Number.isInteger(value) || value < 1 || value > 100)) yield ['value', ANSWER.staffPercentInvalid];
    if (input.kind === 'flat' && !isAbsent(input.max_discount)) yield ['max_discount', ANSWER.staffCapPercentOnly];
  },
);
export type StaffVoucherCreateRequest = Infer<typeof StaffVoucherCreateRequest>;
/**
 * Where a voucher stands, as the owner's list shows it. Expired and used up are final, so they
 * come first (resuming would not make such a voucher work); then paused (`is_active` false);
 * else active. The same comparisons as the checkout's: expired once its expiry time has come,
 * used up once its uses reach its total limit.
 */
export const STAFF_VOUCHER_STATES = ['active', 'paused', 'expired', 'used_up'] as const;
export type StaffVoucherState = (typeof STAFF_VOUCHER_STATES)[number];
export const voucherExpired = (expiresAt: string | Date | null, now: Date): boolean => expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();
export const voucherUsedUp = (uses: number, maxUses: number | null): boolean => maxUses !== null && uses >= maxUses;
export function staffVoucherState(
  voucher: { is_active: boolean; expires_at: string | Date | null; uses: number; max_uses: number | null },
  now: Date,
): StaffVoucherState {
  if (voucherExpired(voucher.expires_at, now)) return 'expired';
  if (voucherUsedUp(voucher.uses, voucher.max_uses)) return 'used_up';
  return voucher.is_active ? 'active' : 'paused';
}
/** PATCH /staff/vouchers/{id} (superuser): `is_active` false pauses, true resumes. */
export const StaffVoucherUpdateRequest = type({ is_active: StrictFlag('is_active') });
export const VoucherParams = type({ id: IdField('voucher id') });
export const StaffVoucher = type({
  id: Id,
  code: string(),
  kind: string(),
  /** ₹ for flat, percent for percent. */
  value: number(),
  max_discount: nullable(number()),
  min_order: number(),
  expires_at: Text,
  max_uses: nullable(integer()),
  max_uses_per_user: nullable(integer()),
  uses: integer(),
  is_active: boolean(),
  /** staffVoucherState at the server's time of the answer. */
  state: enums(STAFF_VOUCHER_STATES),
  created_at: string(),
});
export type StaffVoucher = Infer<typeof StaffVoucher>;
export const StaffVouchersResponse = staffPage(StaffVoucher);
export const StaffVoucherResponse = type({ status: boolean(), message: string(), data: StaffVoucher });

// ─── Reviews ──────────────────────────────────────────────────────────────

/** GET /staff/reviews: newest first; `hidden` true or false keeps those only. */
export const StaffReviewsQuery = type({ hidden: MaybeFlag('hidden'), product: MaybeIdField('product'), ...PagingFields });
export const StaffReview = type({
  id: Id,
  product_id: integer(),
  product_name: string(),
  name: Text,
  rating: integer(),
  review: Text,
  is_hidden: boolean(),
  created_at: string(),
});
export const StaffReviewsResponse = staffPage(StaffReview);

// ─── Customers ────────────────────────────────────────────────────────────

/** GET /staff/customers: `search` in the name, e-mail or mobile. */
export const StaffCustomersQuery = type({ search: Search, ...PagingFields });
export const CustomerParams = type({ id: IdField('customer id') });
export const StaffCustomer = type({
  id: Id,
  email: string(),
  name: string(),
  mobile_no: Text,
  coin_balance: integer(),
  is_staff: boolean(),
  is_superuser: boolean(),
  is_active: boolean(),
  date_joined: string(),
});
export const StaffCustomersResponse = staffPage(StaffCustomer);
export const StaffCustomerDetailResponse = type({
  status: boolean(),
  data: type({
    customer: StaffCustomer,
    orders: array(type({ order_id: string(), order_date: string(), order_status: string(), is_paid: boolean(), final_total: number() })),
    coin_ledger: array(type({ id: integer(), delta: integer(), kind: string(), balance_after: integer(), reason: Text, order_id: Text, created_at: string() })),
    subscriptions: array(type({ id: integer(), product_name: string(), status: string(), created_at: string() })),
  }),
});
/** POST /staff/customers/{id}/coins (superuser): `coins` a non-zero whole number (negative takes away), `reason` required. */
export const CoinAdjustRequest = type({
  coins: field<number>('coins', (value) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d{1,7}\s*$/.test(value) ? Number(value) : Number.NaN;
    return Number.isSafeInteger(n) && n !== 0 && Math.abs(n) <= MAX_COIN_ADJUSTMENT ? n : new Refusal(ANSWER.staffCoinsInvalid(MAX_COIN_ADJUSTMENT));
  }),
  reason: TextField({ label: 'The reason', max: MAX_COIN_REASON_LENGTH, required: ANSWER.staffReasonRequired }),
});
export type CoinAdjustRequest = Infer<typeof CoinAdjustRequest>;
export const CoinAdjustResponse = type({ status: boolean(), message: string(), data: type({ id: Id, coin_balance: integer() }) });

// ─── Leads, staff accounts, the audit log ─────────────────────────────────

/** PATCH /staff/{inquiries|b2b-leads|export-leads|appointments}/{id}: `status` new, answered or closed. */
export const LeadStatusRequest = type({ status: OneOf('status', LEAD_STATUSES) });
export const LeadParams = type({ id: IdField('id') });
export const LeadStatusResponse = type({ status: boolean(), message: string(), data: type({ id: Id, status: string() }) });
export const LeadStatusQuery = type({ status: MaybeOneOf('status', LEAD_STATUSES) });

/** PATCH /staff/users/{id} (superuser, never oneself): `is_staff`. */
export const StaffUserUpdateRequest = type({ is_staff: StrictFlag('is_staff') });
export const UserParams = type({ id: IdField('user id') });
export const StaffUserResponse = type({ status: boolean(), message: string(), data: type({ id: Id, email: string(), is_staff: boolean(), is_superuser: boolean() }) });

/** GET /staff/audit: newest first; `entity` (order, product, voucher, review, user, customer, inquiry, …) and `entity_id`. */
export const StaffAuditQuery = type({
  entity: MaybeTextField({ label: 'entity', max: 40 }),
  entity_id: MaybeTextField({ label: 'entity_id', max: 100 }),
  ...PagingFields,
});
export const StaffAuditEntry = type({
  id: integer(),
  at: string(),
  actor_id: nullable(integer()),
  actor_email: string(),
  action: string(),
  entity: string(),
  entity_id: string(),
  before: nullable(record(string(), unknown())),
  after: nullable(record(string(), unknown())),
});
export const StaffAuditResponse = staffPage(StaffAuditEntry);
