/**
 * Subscribe and Save rules (docs/rules.md#subscriptions) as plain functions, shared
 * by the server and the widgets: the subscription price, calendar dates in the store's time zone,
 * the delivery rhythm and the shift rule.
 *
 * Dates are calendar days written `YYYY-MM-DD` (Asia/Kolkata); arithmetic on them is done at UTC
 * midnight, so it never crosses a daylight-saving change or the machine's own time zone.
 */
import {
  SUBSCRIPTION_PROGRESS_SCALE_DAYS,
  SUBSCRIPTION_SHIFT_LEAD_DAYS,
  SUBSCRIPTION_SHIFT_WINDOW_DAYS,
  SUBSCRIPTION_URGENT_DAYS,
  TIMEZONE_UTC_OFFSET,
} from './constants.ts';
import { lazyFormat } from './money.ts';

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** `text` when it is a real calendar day written YYYY-MM-DD (2025-02-30 is not), else null. */
export function parseIsoDate(text: string): IsoDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : null;
}

function utcMs(date: IsoDate): number {
  const parsed = parseIsoDate(date);
  if (parsed === null) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${date}`);
  return Date.parse(`${parsed}T00:00:00Z`);
}

/** `date` plus `days` (negative: minus). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(utcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** The store's offset from UTC in milliseconds (Asia/Kolkata keeps +05:30 all year: no daylight saving). */
const STORE_OFFSET_MS = (() => {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(TIMEZONE_UTC_OFFSET) ?? ['', '+', '0', '0'];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
})();

/**
 * The store's calendar day (Asia/Kolkata) at instant `at` (default: now). Plain arithmetic on the
 * fixed offset, not an Intl formatter: the footer asks for it on every page, and an Intl date
 * formatter's time zone data costs a slow phone's first render (see money.ts lazyFormat). Unit
 * tests hold it equal to Intl's answer.
 */
export function calendarDate(at: Date = new Date()): IsoDate {
  return new Date(at.getTime() + STORE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the store's day `date` begins (midnight in Asia/Kolkata). */
export function startOfDay(date: IsoDate): Date {
  return new Date(`${addDays(date, 0)}T00:00:00${TIMEZONE_UTC_OFFSET}`);
}

/**
 * The price of one unit on subscription: the product price less the discount percent, rounded to
 * the paisa (subscription_price = product price × (1 − discount/100)).
 */
export function subscriptionPricePaise(productPricePaise: number, discountPercent: number): number {
  return Math.round((productPricePaise * (100 - discountPercent)) / 100);
}

/** How much the subscription discount takes off `quantity` units (what an order shows as its discount). */
export function subscriptionDiscountPaise(productPricePaise: number, discountPercent: number, quantity: number): number {
  return (productPricePaise - subscriptionPricePaise(productPricePaise, discountPercent)) * quantity;
}

/** The first delivery of a subscription created on `startDate`: one rhythm later. */
export function firstDeliveryDate(startDate: IsoDate, durationDays: number): IsoDate {
  return addDays(startDate, durationDays);
}

/**
 * The delivery after the one of `slot` (the regular date the delivery was scheduled for), as of
 * `asOf`: the first date of the rhythm slot + k × duration (k ≥ 1) after `asOf`. On the day of the
 * slot that is simply slot + duration; a delivery that was shifted forward, or placed late, skips
 * the rhythm dates it passed instead of placing two orders at once.
 */
export function nextDeliveryDate(slot: IsoDate, durationDays: number, asOf: IsoDate): IsoDate {
  if (!Number.isInteger(durationDays) || durationDays < 1) throw new RangeError(`duration must be whole days ≥ 1, got ${durationDays}`);
  const behind = daysBetween(slot, asOf);
  const steps = behind < durationDays ? 1 : Math.floor(behind / durationDays) + 1;
  return addDays(slot, steps * durationDays);
}

/** The dates a shift of the delivery due on `nextDelivery` may choose: from that day to 15 days after. */
export function shiftWindow(nextDelivery: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: nextDelivery, max: addDays(nextDelivery, SUBSCRIPTION_SHIFT_WINDOW_DAYS) };
}

/** Why a shift is refused (null: allowed). */
export type ShiftRefusal = 'alreadyShifted' | 'notYet' | 'tooLate' | 'beforeNext' | 'tooFar';

/**
 * The next delivery may be shifted once, while it is 0 to 7 days away, to a date
 * from that delivery's date up to 15 days after it.
 */
export function shiftRefusal(input: { nextDelivery: IsoDate; today: IsoDate; target: IsoDate; alreadyShifted: boolean }): ShiftRefusal | null {
  if (input.alreadyShifted) return 'alreadyShifted';
  const away = daysBetween(input.today, input.nextDelivery);
  if (away > SUBSCRIPTION_SHIFT_LEAD_DAYS) return 'notYet';
  if (away < 0) return 'tooLate';
  const { min, max } = shiftWindow(input.nextDelivery);
  if (daysBetween(min, input.target) < 0) return 'beforeNext';
  if (daysBetween(input.target, max) < 0) return 'tooFar';
  return null;
}

/**
 * A day as a backend writes it: `YYYY-MM-DD`, or a date-time read as its day in Asia/Kolkata;
 * null when absent or not a date.
 */
export function readCalendarDay(text: string | null | undefined): IsoDate | null {
  if (!text) return null;
  const day = parseIsoDate(text.trim());
  if (day !== null) return day;
  const at = /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : null;
  return at && !Number.isNaN(at.getTime()) ? calendarDate(at) : null;
}

/** The delivery a subscription makes next: the shifted date when one is set, else the next delivery date. */
export function upcomingDelivery(subscription: { next_delivery_date: string | null; shifted_delivery_date?: string | null }): IsoDate | null {
  return readCalendarDay(subscription.shifted_delivery_date) ?? readCalendarDay(subscription.next_delivery_date);
}

/** The next-delivery countdown: Today, Tomorrow or N days, urgent at 3 days or fewer. */
export interface DeliveryCountdown {
  /** Whole days from today to the delivery (0: today, also for a date already passed). */
  days: number;
  /** 3 days or fewer away. */
  urgent: boolean;
  /** 30 − days left, kept within 0–30 (the progress bar's value, out of 30). */
  progress: number;
}

export function deliveryCountdown(delivery: IsoDate, today: IsoDate): DeliveryCountdown {
  const days = Math.max(0, daysBetween(today, delivery));
  return {
    days,
    urgent: days <= SUBSCRIPTION_URGENT_DAYS,
    progress: Math.min(SUBSCRIPTION_PROGRESS_SCALE_DAYS, Math.max(0, SUBSCRIPTION_PROGRESS_SCALE_DAYS - days)),
  };
}

/**
 * Whether the Shift Order action is offered: an active subscription whose next delivery
 * is 0–7 days away and was not shifted yet (shiftRefusal's rule for a date inside the window).
 */
export function shiftOffered(input: { active: boolean; nextDelivery: IsoDate | null; alreadyShifted: boolean; today: IsoDate }): boolean {
  if (!input.active || input.nextDelivery === null) return false;
  return shiftRefusal({ nextDelivery: input.nextDelivery, today: input.today, target: input.nextDelivery, alreadyShifted: input.alreadyShifted }) === null;
}

const shortUsFormat = lazyFormat(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }));

/** A subscription date short US style, e.g. "Nov 25, 2026" (the store's calendar day). */
export function formatSubscriptionDate(date: IsoDate): string {
  return shortUsFormat().format(new Date(utcMs(date)));
}
