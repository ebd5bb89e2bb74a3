/**
 * Payment mandates: the standing instruction a subscription's later deliveries are charged
 * through (payments/recurring.ts). One is recorded, once per subscription, when one of its orders
 * is paid at the gateway (the gateway's callback, payments/queries.ts recordCallback) — normally
 * the first order. The sandbox gives it a reference of its own; PayU's is the mihpayid of that
 * payment, which si_transaction names as `authpayuid`.
 *
 * The payment that records it registers it at the gateway: every payment link of a subscription's
 * order made while the subscription has no mandate (normally the first order's) carries the
 * standing instruction of `standingInstructionFor` (PayU: si=1 and si_details, payments/gateway.ts).
 */
import { randomBytes } from 'node:crypto';
import { addDays, nextDeliveryDate, SHIPPING_FLAT_PAISE, subscriptionPricePaise, calendarDate, type IsoDate } from '@so/contract';
import type { Db } from '../db/types.ts';
import type { StandingInstruction } from '../payments/gateway.ts';
import { run, sql } from '../db/sql.ts';

export interface Mandate {
  gateway: string;
  reference: string;
}

/**
 * Inside the callback's transaction: when the order paid by payment `txnid` belongs to a
 * subscription without a mandate, records one (a PayU payment without a mihpayid gives none).
 */
export async function recordMandate(tx: Db, txnid: string, gatewayPaymentId: string): Promise<void> {
  const { rows } = await run<{ subscription_id: number | null; gateway: string }>(tx, sql`SELECT o.subscription_id, p.gateway FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.txnid = ${txnid}`);
  const paid = rows[0];
  if (!paid || paid.subscription_id === null) return;
  const reference = paid.gateway === 'sandbox' ? `SBM${randomBytes(8).toString('hex')}` : gatewayPaymentId.trim();
  if (!reference) return;
  await run(tx, sql`INSERT INTO payment_mandates (subscription_id, gateway, reference, txnid) VALUES (${paid.subscription_id}, ${paid.gateway}, ${reference.slice(0, 64)}, ${txnid})
     ON CONFLICT (subscription_id) DO NOTHING`);
}

/** The mandate of a subscription, or null. */
export async function mandateOf(db: Db, subscriptionId: number): Promise<Mandate | null> {
  const { rows } = await run<Mandate>(db, sql`SELECT gateway, reference FROM payment_mandates WHERE subscription_id = ${subscriptionId}`);
  return rows[0] ?? null;
}

/**
 * How long a standing instruction runs. A subscription has no end date, but PayU's si_details needs
 * one (paymentEndDate); five years, after which the gateway refuses the charges and the shopper is
 * told to pay each delivery with Accept and Pay.
 */
export const STANDING_INSTRUCTION_YEARS = 5;

/** `date` plus whole years (29 February becomes 1 March). */
function addYears(date: IsoDate, years: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * The standing instruction a payment of subscription `id` registers, or null when the subscription
 * already has a mandate (or does not exist):
 * - billingAmount: the most one delivery can cost at today's price: total_price (the subscription
 *   price × quantity) plus the flat shipping (₹100), charged when the address is not in Ahmedabad
 *   and the shopper is not an SO Elite member on the day. billingRule MAX lets a delivery with free
 *   shipping take less. A later price rise above it makes the charge fail: the shopper is told and
 *   pays that order with Accept and Pay.
 * - billingCycle DAILY, billingInterval = the delivery option's duration in days (PayU's own example
 *   of "once in every 3 days" is DAILY with interval 3).
 * - paymentStartDate: the next regular delivery date (the rhythm's reference; a shift moves one
 *   delivery, not the rhythm), or the first rhythm date from today when that has passed.
 * - paymentEndDate: STANDING_INSTRUCTION_YEARS after the start.
 */
export async function standingInstructionFor(db: Db, id: number, today: IsoDate = calendarDate()): Promise<StandingInstruction | null> {
  const { rows } = await run<{ price_paise: number; discount_percent: number; quantity: number; duration: number; next_delivery_date: IsoDate; has_mandate: boolean }>(db, sql`SELECT p.base_price_paise + p.gst_paise AS price_paise, s.discount_percent, s.quantity, d.duration,
            to_char(s.next_delivery_date, 'YYYY-MM-DD') AS next_delivery_date,
            EXISTS (SELECT 1 FROM payment_mandates m WHERE m.subscription_id = s.id) AS has_mandate
       FROM subscriptions s JOIN products p ON p.id = s.product_id JOIN delivery_options d ON d.id = s.delivery_option_id
      WHERE s.id = ${id}`);
  const row = rows[0];
  if (!row || row.has_mandate) return null;
  const start = row.next_delivery_date >= today ? row.next_delivery_date : nextDeliveryDate(row.next_delivery_date, row.duration, addDays(today, -1));
  return {
    billingAmountPaise: subscriptionPricePaise(row.price_paise, row.discount_percent) * row.quantity + SHIPPING_FLAT_PAISE,
    billingCycle: 'DAILY',
    billingInterval: row.duration,
    paymentStartDate: start,
    paymentEndDate: addYears(start, STANDING_INSTRUCTION_YEARS),
  };
}
