import { ApiError } from '@so/api';
import { daysBetween, MSG, parseIsoDate, type IsoDate, type ProductSubscription } from '@so/contract';
import { SUBSCRIPTIONS_COPY } from './copy.ts';

/** GET /subscriptions/ answers the list as `data`, or as `data.data`. */
export function subscriptionList(answer: {
  data: readonly ProductSubscription[] | { data: readonly ProductSubscription[] };
}): readonly ProductSubscription[] {
  return Array.isArray(answer.data) ? answer.data : 'data' in answer.data ? answer.data.data : [];
}

/**
 * Whether a failed load was the server answering `status: false` (the page then says "Failed to
 * fetch …"), rather than the network or anything else failing ("Error fetching …").
 */
export function serverRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body: unknown = error.body;
  return typeof body === 'object' && body !== null && 'status' in body && body.status === false;
}

/** The server's words for a refused change (a toast's description), else the generic fallback. */
export function failureReason(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : MSG.tryAgainLater;
}

/** The countdown's words for `days` left (Today, Tomorrow, N days). */
export function countdownText(days: number): string {
  if (days <= 0) return SUBSCRIPTIONS_COPY.today;
  if (days === 1) return SUBSCRIPTIONS_COPY.tomorrow;
  return SUBSCRIPTIONS_COPY.days(days);
}

/** What the Edit Subscription dialog holds while the shopper types. */
export interface EditValues {
  active: boolean;
  /** The chosen delivery option's id (null: none chosen). */
  deliveryOption: number | null;
  /** The quantity as typed. */
  quantity: string;
}
export interface EditErrors {
  deliveryOption?: string;
  quantity?: string;
}
/** PATCH /subscriptions/{id}/ as an edit. */
export interface EditBody {
  product: number;
  quantity: number;
  delivery_options: number;
  active: boolean;
}

/** The dialog opens on the subscription as it is. */
export function editValuesOf(subscription: ProductSubscription): EditValues {
  return { active: subscription.active, deliveryOption: subscription.delivery_options, quantity: String(subscription.quantity) };
}

/**
 * The quantity typed, as a whole number: 1 when it is not a number (or empty), null
 * when it is below 1 (refused: minimum 1).
 */
export function quantityOf(text: string): number | null {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return 1;
  return value < 1 ? null : Math.floor(value);
}

/** Status, delivery option and quantity are required; quantity at least 1 (not a number: 1). */
export function validateEdit(subscription: ProductSubscription, values: EditValues, options: readonly { id: number }[]): { body: EditBody } | { errors: EditErrors } {
  const errors: EditErrors = {};
  const quantity = quantityOf(values.quantity);
  if (quantity === null) errors.quantity = SUBSCRIPTIONS_COPY.quantityAtLeastOne;
  const option = options.find((o) => o.id === values.deliveryOption);
  if (!option) errors.deliveryOption = SUBSCRIPTIONS_COPY.selectDeliveryOption;
  if (quantity === null || !option) return { errors };
  return { body: { product: subscription.product, quantity, delivery_options: option.id, active: values.active } };
}

/**
 * A shift needs a date (Please select a date), on or after the next delivery date
 * (Select a date on or after the next delivery date), within the window the picker offers.
 */
export function shiftError(date: string, window: { min: IsoDate; max: IsoDate }, maxText: string): string | null {
  const day = parseIsoDate(date.trim());
  if (day === null) return MSG.selectDate;
  if (daysBetween(window.min, day) < 0) return MSG.selectDateAfterNext;
  if (daysBetween(day, window.max) < 0) return SUBSCRIPTIONS_COPY.shiftDateTooFar(maxText);
  return null;
}
