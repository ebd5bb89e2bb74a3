/**
 * The requests of subscriptions to a product: the path parameters, queries and bodies a call may
 * send, as superstruct schemas built from the field parsers (`fields.ts`). The server validates
 * each request with them (packages/server/src/http/validate.ts); the browser's builds leave them
 * out. No answer schema lives here: a module is bundled whole (docs/decisions.md).
 */
import { type Infer, type } from 'superstruct';
import { ANSWER } from './answers.ts';
import { Quantity } from './cart.requests.ts';
import { field, IdField, isBlank, MaybeIdField, Refusal, refuse, trimmedText, Unchanged } from './fields.ts';
import { BillingAddress } from './orders.requests.ts';
import { calendarDate, parseIsoDate } from './subscriptions.ts';

/**
 * A calendar day, `YYYY-MM-DD` (a date-time is read as its day in Asia/Kolkata); undefined when
 * not sent, null when sent empty.
 */
const CalendarDay = (label: string) =>
  field<string | null | undefined>('date', (value) => {
    if (value === undefined) return undefined;
    if (isBlank(value)) return null;
    const text = trimmedText(value, label);
    if (text instanceof Refusal) return refuse(ANSWER.mustBeDate(label));
    if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))) return calendarDate(new Date(text));
    return parseIsoDate(text) ?? refuse(ANSWER.mustBeDate(label));
  });

/** POST /subscriptions/. A client's `discount_percent` (and any price) is ignored: the store's setting applies. */
export const SubscriptionCreateRequest = type({
  product: IdField('product'),
  quantity: Quantity,
  delivery_options: IdField('delivery_options'),
});
export type SubscriptionCreateRequest = Infer<typeof SubscriptionCreateRequest>;

export const SubscriptionsQuery = type({ product_id: MaybeIdField('product_id') });
export const SubscriptionParams = type({ id: IdField('subscription id') });

/**
 * PATCH /subscriptions/{id}/: an edit (the fields sent change: product, quantity,
 * delivery_options, active) or, when none of them is sent, a shift ({shifted_delivery_date}).
 */
export const SubscriptionUpdateRequest = type({
  product: Unchanged(IdField('product')),
  quantity: Unchanged(Quantity),
  delivery_options: Unchanged(IdField('delivery_options')),
  active: Unchanged(
    field<boolean>('active', (value) => {
      if (typeof value === 'boolean') return value;
      const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (text === 'true' || text === 'active') return true;
      if (text === 'false' || text === 'inactive') return false;
      return refuse(ANSWER.activeTrueOrFalse);
    }),
  ),
  shifted_delivery_date: CalendarDay('shifted_delivery_date'),
});
export type SubscriptionUpdateRequest = Infer<typeof SubscriptionUpdateRequest>;

/**
 * POST /subscriptions-order/: the subscription's first order. `gst_amount`, `shipping_amount` and
 * `udf2` are the client's amounts: ignored, the server prices the order as checkout does.
 */
export const SubscriptionOrderRequest = type({
  subscription_id: IdField('subscription_id'),
  billing_address: BillingAddress,
});
export type SubscriptionOrderRequest = Infer<typeof SubscriptionOrderRequest>;

/** POST /dev/run-subscriptions (demo mode): the day to run the scheduler as of (absent: today). */
export const RunSubscriptionsRequest = type({ date: CalendarDay('date') });
