/**
 * Pre-debit notices: before a subscription's delivery is charged automatically through its mandate
 * (scheduler.ts chargeDelivery), the payer is told the day, the amount and where to pause the
 * subscription or shift the delivery (/subscribe/{productId}). RBI's e-mandate framework asks the
 * merchant for such a notice before every recurring debit; PayU's mandates also need its own
 * pre_debit_SI call (payments/recurring.ts), which is made here for a PayU mandate.
 *
 * Each daily run of the scheduler, as of `date`, notices every active subscription (of an active
 * account) that has a mandate and whose next delivery — the shifted date when it was shifted — is
 * PRE_DEBIT_NOTICE_DAYS after `date`. A subscription without a mandate is not charged automatically
 * (its shopper is asked to pay the order when it is placed), so it gets no notice. Each notice is
 * claimed first as a row of subscription_debit_notices (UNIQUE (subscription_id, delivery_date),
 * migration 013): however many runs meet, on however many API processes, one sends it. A shift
 * after the notice gives the new date its own notice PRE_DEBIT_NOTICE_DAYS before it.
 */
import { randomBytes } from 'node:crypto';
import { addDays, ANSWER, DOC, formatDate, formatPaise, shippingPaise, subscriptionPricePaise, type IsoDate } from '@so/contract';
import type { Deps } from '../deps.ts';
import { createGateway } from '../payments/gateway.ts';
import { preDebitSenderOf, type PreDebitOutcome } from '../payments/recurring.ts';
import { LINKS, tell } from './messages.ts';
import { run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import type { ShopperNotices } from '../notify/events.ts';

/**
 * How many days before an automatic charge its payer is told. RBI's e-mandate framework asks for
 * the notice at least 24 hours before the debit, and PayU's pre-debit documentation for 48 hours;
 * the scheduler runs just after midnight (Asia/Kolkata) and charges just after midnight of the
 * delivery day, so a notice two days ahead reaches PayU and the payer 48 hours before the charge.
 */
export const PRE_DEBIT_NOTICE_DAYS = 2;

/** PayU's longest requestId is not documented; kept as short as its txnid (25). */
const REQUEST_ID_MAX = 25;

/** A notice one run sent: whose, for which delivery day. */
export interface SentNotice {
  subscription_id: number;
  delivery_date: IsoDate;
}

/** What sending notices needs: the database, the settings and (for tests) the gateway's sender. */
export type NoticeDeps = Pick<Deps, 'db' | 'config' | 'preDebitNoticeSender'>;

/** A subscription to notice, with what the charge will be made of. */
interface NoticeRow {
  id: number;
  product_id: number;
  quantity: number;
  discount_percent: number;
  /** The product's price (base + GST) per unit, now. */
  price_paise: number;
  product_name: string;
  /** The delivery (and charge) day: the shifted date, else the regular one. */
  due: IsoDate;
  /** The city of the delivery's address (the subscription's, else the account's default). */
  city: string | null;
  /** An SO Elite member on the delivery day (no shipping then). */
  is_member: boolean;
  mandate_gateway: string;
  mandate_reference: string;
  email: string;
  first_name: string;
  mobile: string | null;
}

/** Active subscriptions with a mandate whose delivery is on `day`. */
async function dueOn(deps: NoticeDeps, day: IsoDate): Promise<NoticeRow[]> {
  const { rows } = await run<NoticeRow>(
    deps.db,
    sql`SELECT s.id, s.product_id, s.quantity, s.discount_percent, p.base_price_paise + p.gst_paise AS price_paise, p.name AS product_name,
            to_char(COALESCE(s.shifted_delivery_date, s.next_delivery_date), 'YYYY-MM-DD') AS due, ci.name AS city,
            EXISTS (SELECT 1 FROM elite_memberships em WHERE em.user_id = u.id AND em.start_date <= ${day}::date AND em.end_date >= ${day}::date) AS is_member,
            m.gateway AS mandate_gateway, m.reference AS mandate_reference, u.email, u.first_name, u.mobile
       FROM subscriptions s
       JOIN users u ON u.id = s.user_id
       JOIN products p ON p.id = s.product_id
       JOIN payment_mandates m ON m.subscription_id = s.id
       LEFT JOIN LATERAL (
         SELECT a.city_id FROM addresses a
          WHERE a.user_id = s.user_id AND (s.address_id IS NULL OR a.id = s.address_id)
          ORDER BY a.is_default DESC, a.id DESC LIMIT 1
       ) address ON true
       LEFT JOIN cities ci ON ci.id = address.city_id
      WHERE s.active AND u.is_active AND COALESCE(s.shifted_delivery_date, s.next_delivery_date) = ${day}::date
      ORDER BY s.id`,
  );
  return rows;
}

/**
 * What the delivery will be charged, priced as the order will be (orders/place.ts): the
 * subscription price × quantity at today's product price, plus shipping unless the address is in
 * Ahmedabad or the shopper is an SO Elite member on the day.
 */
function amountOf(row: NoticeRow): number {
  return subscriptionPricePaise(row.price_paise, row.discount_percent) * row.quantity + shippingPaise(row.is_member, row.city);
}

/** Claims the notice of `row`'s delivery day; its id, or null when it was sent already. */
async function claim(tx: Db, row: NoticeRow, amountPaise: number): Promise<number | null> {
  const { rows } = await run<{ id: number }>(tx, sql`INSERT INTO subscription_debit_notices (subscription_id, delivery_date, amount_paise, gateway) VALUES (${row.id}, ${row.due}::date, ${amountPaise}, ${row.mandate_gateway})
     ON CONFLICT (subscription_id, delivery_date) DO NOTHING RETURNING id`);
  return rows[0]?.id ?? null;
}

/**
 * Sends the pre-debit notices of the charges due PRE_DEBIT_NOTICE_DAYS after `date` (see the module
 * comment): the shopper's e-mail and SMS, then the gateway's notice. Answers the notices sent. A
 * notice that fails for another reason (the database) is logged; the others go on.
 */
export async function sendPreDebitNotices(deps: NoticeDeps, date: IsoDate, notices: ShopperNotices): Promise<SentNotice[]> {
  const { db, config } = deps;
  const gateway = createGateway(config.payments);
  const send = preDebitSenderOf(deps);
  const sent: SentNotice[] = [];
  for (const row of await dueOn(deps, addDays(date, PRE_DEBIT_NOTICE_DAYS))) {
    try {
      const amountPaise = amountOf(row);
      const amount = formatPaise(amountPaise);
      const day = formatDate(row.due);
      const item = DOC.subscription.item(row.quantity, row.product_name);
      // The notice's row and the shopper's message in one transaction: a notice is told once.
      const id = await db.transaction(async (tx) => {
        const claimed = await claim(tx, row, amountPaise);
        if (claimed === null) return null;
        const link = LINKS.subscribe(config.accounts.storeUrl, row.product_id);
        await tell(tx, notices, row, { subject: DOC.subscription.preDebitSubject(amount, day), text: DOC.subscription.preDebit(item, day, amount), link, key: `subscription:pre_debit:${claimed}` });
        return claimed;
      });
      if (id === null) continue;
      const requestId = `PDN${id}R${randomBytes(4).toString('hex')}`.slice(0, REQUEST_ID_MAX);
      const outcome: PreDebitOutcome =
        row.mandate_gateway === gateway.name
          ? await send({ requestId, mandateReference: row.mandate_reference, debitDate: row.due, amountPaise })
          : { status: 'failed', reference: null, message: ANSWER.chargeNoMandate };
      await run(db, sql`UPDATE subscription_debit_notices SET gateway_status = ${outcome.status}, gateway_reference = ${outcome.reference}, gateway_message = ${outcome.message}, updated_at = now() WHERE id = ${id}`);
      sent.push({ subscription_id: row.id, delivery_date: row.due });
    } catch (error) {
      if (config.logErrors) console.error(`Subscription ${row.id}: the pre-debit notice of ${row.due} failed`, error);
    }
  }
  return sent;
}
