/**
 * The requests of the staff's stock, order, review and refund calls: path parameters, queries and
 * bodies, as superstruct schemas built from the field parsers (`fields.ts`). Part of
 * `@so/contract/staff`: the server validates each request with them; no shopper's page reaches
 * them.
 */
import { type Infer, type } from 'superstruct';
import { ANSWER } from './answers.ts';
import { MAX_ORDER_NUMBER_LENGTH, MAX_STOCK, ORDER_STATUSES, PARTNER_CODE_PATTERN, REFUND_STATUSES, STAFF_PAGE_SIZE_DEFAULT, STAFF_PAGE_SIZE_MAX } from './constants.ts';
import { parseIsoDate } from './subscriptions.ts';
import { field, IdField, isBlank, MaybeFlag, MaybeOneOf, Page, PageSize, parseText, Refusal, refuse } from './fields.ts';

export const StockRequest = type({
  stock: field<number | null>('stock', (value) => {
    if (value === null) return null;
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!/^\d{1,7}$/.test(text)) return refuse(ANSWER.stockInvalid(MAX_STOCK));
    const stock = Number.parseInt(text, 10);
    return stock <= MAX_STOCK ? stock : refuse(ANSWER.stockInvalid(MAX_STOCK));
  }),
});
export const OrderStatusRequest = type({
  order_status: MaybeOneOf('order_status', ORDER_STATUSES, { anyCase: true }),
  is_invoiced: MaybeFlag('is_invoiced', ANSWER.invoicedTrueOrFalse),
  /** With order_status Delivered: the day it was delivered (YYYY-MM-DD, India); absent: today. */
  delivered_on: field<string | null>('date', (value) => {
    if (isBlank(value)) return null;
    const text = typeof value === 'string' ? parseIsoDate(value.trim()) : null;
    return text ?? refuse(ANSWER.mustBeDate('delivered_on'));
  }),
});
export type OrderStatusRequest = Infer<typeof OrderStatusRequest>;
/** PATCH /staff/reviews/{id}/: hide (true) or show again (false); a JSON boolean. */
export const ReviewVisibilityRequest = type({
  is_hidden: field<boolean>('is_hidden', (value) => (typeof value === 'boolean' ? value : refuse(ANSWER.hiddenTrueOrFalse))),
});
export type ReviewVisibilityRequest = Infer<typeof ReviewVisibilityRequest>;
/** `partner`: a partner code (any case, answered in upper case), null when absent or blank. */
export const MaybePartnerCode = field<string | null>('partner', (value) => {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return refuse(ANSWER.partnerCodeInvalid);
  const code = value.trim().toUpperCase();
  return PARTNER_CODE_PATTERN.test(code) ? code : refuse(ANSWER.partnerCodeInvalid);
});

export const StaffOrdersQuery = type({
  status: MaybeOneOf('order_status', ORDER_STATUSES, { anyCase: true }),
  partner: MaybePartnerCode,
  page: Page,
  page_size: PageSize(1, STAFF_PAGE_SIZE_MAX, STAFF_PAGE_SIZE_DEFAULT),
});

/** `order`: an order number (any case, answered in upper case), null when absent or blank. */
const MaybeOrderNumber = field<string | null>('order', (value) => {
  const text = parseText(value, { label: 'order', max: MAX_ORDER_NUMBER_LENGTH });
  if (text instanceof Refusal) return text;
  return text === '' ? null : text.toUpperCase();
});

export const StaffRefundsQuery = type({
  status: MaybeOneOf('status', REFUND_STATUSES),
  /** Only this order's refunds (an order's detail in the dashboard). */
  order: MaybeOrderNumber,
  page: Page,
  page_size: PageSize(1, STAFF_PAGE_SIZE_MAX, STAFF_PAGE_SIZE_DEFAULT),
});
/** A path naming an order by its number. */
export const RefundParams = type({ id: IdField('refund id') });
