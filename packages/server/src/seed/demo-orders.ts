/**
 * Demo mode's orders: about 60 days of orders from a few demo shoppers, so the
 * dashboard's Today chart and lists say something. Deterministic (a fixed pseudo-random seed),
 * written once (when the first demo shopper does not exist yet), relative to the day it runs.
 *
 * They leave everything else as it is: no stock is taken (the lines only record what was
 * bought), no coins are earned or spent, no voucher is used, and the demo customer (Asha) gets
 * none, so her orders, coins and the catalogue's stock are those the journeys expect.
 */
import { addDays, calendarDate, FREE_SHIPPING_CITY, SHIPPING_FLAT_PAISE, startOfDay, TIMEZONE } from '@so/contract';
import type { Db } from '../db/types.ts';
import { random as seededRandom } from './seed.ts';
import { run, sql } from '../db/sql.ts';

/** The demo shoppers of the seeded orders; they cannot sign in (no password). */
export const DEMO_SHOPPERS = [
  { email: 'meera.shah@demo.soorganic.test', first_name: 'Meera', last_name: 'Shah', mobile: '+919800000101', city: 'Ahmedabad' },
  { email: 'rahul.verma@demo.soorganic.test', first_name: 'Rahul', last_name: 'Verma', mobile: '+919800000102', city: 'Pune' },
  { email: 'priya.nair@demo.soorganic.test', first_name: 'Priya', last_name: 'Nair', mobile: '+919800000103', city: 'Kochi' },
  { email: 'arjun.mehta@demo.soorganic.test', first_name: 'Arjun', last_name: 'Mehta', mobile: '+919800000104', city: 'Surat' },
  { email: 'kavya.iyer@demo.soorganic.test', first_name: 'Kavya', last_name: 'Iyer', mobile: '+919800000105', city: 'Chennai' },
] as const;

/** Days of orders the demo seeds (today and the days before it). */
export const DEMO_ORDER_DAYS = 60;
const PRNG_SEED = 18;
const MINUTE_MS = 60_000;

interface ProductRow {
  id: number;
  name: string;
  base_price_paise: number;
  gst_paise: number;
  gst_rate: number;
}

type Status = 'Pending' | 'Confirmed' | 'Dispatched' | 'Delivered' | 'Cancelled';

/** An order's status by its age in days: recent ones still open, older ones mostly delivered. */
function statusFor(age: number, roll: number): Status {
  if (roll < 0.08) return 'Cancelled';
  if (age <= 1) return roll < 0.6 ? 'Pending' : 'Confirmed';
  if (age <= 3) return roll < 0.3 ? 'Confirmed' : roll < 0.8 ? 'Dispatched' : 'Delivered';
  return roll < 0.12 ? 'Dispatched' : 'Delivered';
}

/**
 * Seeds the demo orders unless the first demo shopper exists; answers how many orders it wrote.
 * `now` is the moment the orders are placed relative to (tests pass one).
 */
export async function seedDemoOrders(db: Db, now: Date = new Date()): Promise<number> {
  const exists = await run<{ id: number }>(db, sql`SELECT id FROM users WHERE email = ${DEMO_SHOPPERS[0].email}`);
  if (exists.rows.length > 0) return 0;
  const products = await run<ProductRow>(db, sql`SELECT id, name, base_price_paise, gst_paise, gst_rate FROM products ORDER BY id LIMIT 40`);
  if (products.rows.length === 0) return 0;
  const partner = await run<{ code: string }>(db, sql`SELECT code FROM partners WHERE code = 'DEMO'`);
  const partnerCode = partner.rows[0]?.code ?? null;
  const random = seededRandom(PRNG_SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

  return db.transaction(async (tx) => {
    const shoppers: { id: number; name: string; mobile: string; city: string }[] = [];
    for (const s of DEMO_SHOPPERS) {
      const { rows } = await run<{ id: number }>(tx, sql`INSERT INTO users (email, first_name, last_name, mobile, password_hash) VALUES (${s.email}, ${s.first_name}, ${s.last_name}, ${s.mobile}, 'demo-no-login')
         ON CONFLICT DO NOTHING RETURNING id`);
      if (rows[0]) shoppers.push({ id: rows[0].id, name: `${s.first_name} ${s.last_name}`, mobile: s.mobile, city: s.city });
    }
    if (shoppers.length === 0) return 0;
    let written = 0;
    for (let age = DEMO_ORDER_DAYS - 1; age >= 0; age -= 1) {
      // 0 to 3 orders a day, one more in the last 30 days.
      const count = Math.floor(random() * 4) + (age < 30 ? 1 : 0);
      for (let n = 0; n < count; n += 1) {
        const shopper = pick(shoppers);
        // Today's orders are placed in the hours before now; earlier days between 08:00 and 21:59 (India).
        const at =
          age === 0
            ? new Date(now.getTime() - Math.floor(random() * 6 * 60) * MINUTE_MS)
            : new Date(startOfDay(addDays(calendarDate(now), -age)).getTime() + (8 * 60 + Math.floor(random() * 14 * 60)) * MINUTE_MS);
        const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({ product: pick(products.rows), quantity: 1 + Math.floor(random() * 3) }));
        const productTotal = lines.reduce((sum, l) => sum + (l.product.base_price_paise + l.product.gst_paise) * l.quantity, 0);
        const tax = lines.reduce((sum, l) => sum + l.product.gst_paise * l.quantity, 0);
        const shipping = shopper.city === FREE_SHIPPING_CITY ? 0 : SHIPPING_FLAT_PAISE;
        const status = statusFor(age, random());
        const online = random() < 0.55;
        // An online order is paid, but a few recent open ones still wait for the payment.
        const paid = online && !(status === 'Pending' && random() < 0.4);
        const address = JSON.stringify({ id: 0, full_name: shopper.name, mobile_no: shopper.mobile, full_address: `Demo address, ${shopper.city}`, city_id: 117, city: shopper.city });
        const deliveredAfter = 2 + Math.floor(random() * 3);
        const placed = at.toISOString();
        const invoiced = status === 'Dispatched' || status === 'Delivered';
        const orderPartner = partnerCode !== null && random() < 0.2 ? partnerCode : null;
        const { rows } = await run<{ id: number; order_id: string }>(
          tx,
          sql`INSERT INTO orders (user_id, pay_type, order_status, is_paid, paid_at, is_invoiced, invoiced_at, billing_address, shipping_address,
                               product_total_paise, tax_paise, shipping_paise, final_total_paise, order_date, updated_at, delivery_date, partner_code)
           VALUES (${shopper.id}, ${online ? 'Online' : 'COD'}, ${status}, ${paid}, CASE WHEN ${paid}::boolean THEN ${placed}::timestamptz END,
                   ${invoiced}::boolean, CASE WHEN ${invoiced}::boolean THEN ${placed}::timestamptz END, ${address}::jsonb, ${address}::jsonb,
                   ${productTotal}::int, ${tax}, ${shipping}::int, ${productTotal}::int + ${shipping}::int, ${placed}::timestamptz, ${placed}::timestamptz,
                   CASE WHEN ${status}::text = 'Delivered'
                        THEN LEAST(((${placed}::timestamptz AT TIME ZONE ${TIMEZONE})::date + ${deliveredAfter}::int), (${now.toISOString()}::timestamptz AT TIME ZONE ${TIMEZONE})::date) END,
                   ${orderPartner})
           RETURNING id, order_id`,
        );
        const order = rows[0];
        for (const line of lines) {
          const unit = line.product.base_price_paise + line.product.gst_paise;
          await run(tx, sql`INSERT INTO order_lines (order_id, product_id, product_name, quantity, base_price_paise, gst_paise, gst_rate, selling_price_paise, line_total_paise)
             VALUES (${order.id}, ${line.product.id}, ${line.product.name}, ${line.quantity}, ${line.product.base_price_paise}, ${line.product.gst_paise}, ${line.product.gst_rate}, ${unit}, ${unit * line.quantity})`);
        }
        if (paid) {
          const txnid = `DEMO${order.order_id}`;
          await run(
            tx,
            sql`INSERT INTO payments (txnid, order_id, user_id, amount_paise, gateway, status, gateway_payment_id, created_at, completed_at)
             VALUES (${txnid}, ${order.id}, ${shopper.id}, ${productTotal + shipping}, 'sandbox', 'success', ${`demo-${order.order_id}`}, ${placed}::timestamptz, ${placed}::timestamptz)`,
          );
          // A cancelled paid order's payment is given back: refunded long ago, still due when recent.
          if (status === 'Cancelled') {
            await run(
              tx,
              sql`INSERT INTO refunds (txnid, order_id, amount_paise, reason, status, created_at, updated_at)
               VALUES (${txnid}, ${order.id}, ${productTotal + shipping}, 'cancelled', ${age <= 14 ? 'due' : 'refunded'}, ${placed}::timestamptz, ${placed}::timestamptz)`,
            );
          }
        }
        written += 1;
      }
    }
    return written;
  });
}
