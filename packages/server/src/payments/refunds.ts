/**
 * Refunds: at most one captured payment per order. A gateway success that cannot pay its order
 * (the order is already paid through another link, or staff cancelled it) and the captured
 * payment of an order staff cancel are recorded as a refund due, in the same transaction as what
 * caused it; `sendRefund` then asks the gateway adapter to refund it, once per try (claimed under
 * the row, so two callers never both send it).
 *
 * PayU's refund API (cancel_refund_transaction): POST application/x-www-form-urlencoded to
 * https://info.payu.in/merchant/postservice?form=2 (test: https://test.payu.in/…) with key,
 * command, var1 = mihpayid, var2 = the merchant's token of this request (unique, ≤ 23
 * characters), var3 = the amount in rupees, hash = sha512(key|command|var1|salt). It answers JSON
 * `{status: 1, msg: "Refund Request Queued", request_id, …}`; status 0 is a refusal.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ANSWER, paiseToRupees, type OrderRefund, type RefundReason, type RefundStatus, type StaffRefund, type Wire } from '@so/contract';
import type { Db } from '../db/types.ts';
import type { PaymentSettings, ServerConfig } from '../deps.ts';
import { formatAmount } from './gateway.ts';
import { notifyOrderEvent, type ShopperNotices } from '../notify/events.ts';
import { and, run, type Sql, sql } from '../db/sql.ts';

/** What the gateway is asked to refund. */
export interface RefundRequest {
  /** The merchant's token of this request (PayU's var2). */
  token: string;
  /** The gateway's payment id (PayU's mihpayid). */
  gatewayPaymentId: string;
  amountPaise: number;
}

/** What the gateway answered: queued (requested), done (refunded) or refused/unreachable (failed). */
export interface RefundOutcome {
  status: 'requested' | 'refunded' | 'failed';
  reference: string | null;
  message: string;
}

/** A gateway's refund call. */
export type RefundSender = (request: RefundRequest) => Promise<RefundOutcome>;

/** The fetch a PayU refund uses (tests pass a recorder). */
export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
}>;

export const PAYU_REFUND_COMMAND = 'cancel_refund_transaction';
/** PayU's longest var2. */
export const REFUND_TOKEN_MAX = 23;
/** How long a PayU refund call may take before it counts as failed (staff may retry). */
const PAYU_TIMEOUT_MS = 15_000;

/** PayU's refund API of a payment URL: the test host for test.payu.in, else info.payu.in. */
export function defaultPayuApiUrl(payuUrl: string): string {
  const host = new URL(payuUrl).hostname;
  return host === 'test.payu.in' ? 'https://test.payu.in/merchant/postservice?form=2' : 'https://info.payu.in/merchant/postservice?form=2';
}

/** The form PayU's refund API takes for `request` (hash = sha512(key|command|var1|salt)). */
export function payuRefundForm(settings: Pick<PaymentSettings, 'key' | 'salt'>, request: RefundRequest): URLSearchParams {
  const hash = createHash('sha512').update([settings.key, PAYU_REFUND_COMMAND, request.gatewayPaymentId, settings.salt].join('|'), 'utf8').digest('hex');
  return new URLSearchParams({
    key: settings.key,
    command: PAYU_REFUND_COMMAND,
    var1: request.gatewayPaymentId,
    var2: request.token,
    var3: formatAmount(request.amountPaise),
    hash,
  });
}

/** PayU's answer to a refund request read into an outcome. */
export function payuRefundOutcome(text: string): RefundOutcome {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return { status: 'failed', reference: null, message: ANSWER.refundGatewayUnreadable };
  }
  if (typeof answer !== 'object' || answer === null) return { status: 'failed', reference: null, message: ANSWER.refundGatewayUnreadable };
  const field = (name: string): string => {
    const value: unknown = Reflect.get(answer, name);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const message = field('msg').slice(0, 500) || ANSWER.refundGatewayUnreadable;
  if (field('status') !== '1') return { status: 'failed', reference: null, message };
  return { status: 'requested', reference: (field('request_id') || field('txn_update_id')).slice(0, 64) || null, message };
}

/** The refund call of the configured gateway. */
export function createRefundSender(settings: PaymentSettings, fetchImpl: FetchLike = fetch): RefundSender {
  return settings.gateway === 'payu' ? payuRefund(settings, fetchImpl) : sandboxRefund;
}

/** The refund call the app was given (tests), else the configured gateway's. */
export function refundSenderOf(deps: { config: Pick<ServerConfig, 'payments'>; refundSender?: RefundSender }): RefundSender {
  return deps.refundSender ?? createRefundSender(deps.config.payments);
}

/** The sandbox records a refund at once: no money moved. */
export const sandboxRefund: RefundSender = (request) =>
  Promise.resolve({ status: 'refunded', reference: `sandbox-${request.token}`, message: ANSWER.refundSandbox });

/** What PayU's API answered: its text, an HTTP error status, or nothing (unreachable, timed out). */
export type PayuAnswer = { text: string } | { httpStatus: number } | { unreachable: true };

/** Posts a form to PayU's API (settings.payuApiUrl) through `fetchImpl`, waiting at most `timeoutMs`. */
export async function postToPayu(settings: Pick<PaymentSettings, 'payuApiUrl'>, fetchImpl: FetchLike, form: URLSearchParams, timeoutMs: number): Promise<PayuAnswer> {
  try {
    const response = await fetchImpl(settings.payuApiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return response.ok ? { text } : { httpStatus: response.status };
  } catch {
    return { unreachable: true };
  }
}

/** PayU's refund API through `fetchImpl`. A network error or timeout is a failed try. */
export function payuRefund(settings: PaymentSettings, fetchImpl: FetchLike): RefundSender {
  return async (request) => {
    if (!request.gatewayPaymentId) return { status: 'failed', reference: null, message: ANSWER.refundNoGatewayId };
    const answer = await postToPayu(settings, fetchImpl, payuRefundForm(settings, request), PAYU_TIMEOUT_MS);
    if ('text' in answer) return payuRefundOutcome(answer.text);
    const message = 'httpStatus' in answer ? ANSWER.refundGatewayStatus(answer.httpStatus) : ANSWER.refundGatewayUnreachable;
    return { status: 'failed', reference: null, message };
  };
}

/**
 * Records a refund due of a payment inside the caller's transaction (the payment row is locked by
 * the caller); answers the refund's id, or null when the payment already has one or took nothing.
 */
export async function recordRefundDue(tx: Db, payment: { txnid: string; orderId: number; amountPaise: number }, reason: RefundReason): Promise<number | null> {
  if (payment.amountPaise <= 0) return null;
  const { rows } = await run<{ id: number }>(tx, sql`INSERT INTO refunds (txnid, order_id, amount_paise, reason) VALUES (${payment.txnid}, ${payment.orderId}, ${payment.amountPaise}, ${reason})
     ON CONFLICT (txnid) DO NOTHING RETURNING id`);
  return rows[0]?.id ?? null;
}

/**
 * Sends refund `id` to the gateway when it is due or failed: claims it (status sending, a new
 * token), calls `send` outside any transaction, records the outcome. Answers the status after.
 * With `notices`, a refund the gateway took (requested or refunded) is told to the shopper in the
 * transaction that records it (once per refund).
 */
export async function sendRefund(db: Db, send: RefundSender, id: number, notices?: ShopperNotices): Promise<RefundStatus | null> {
  const token = `R${id}A${randomBytes(5).toString('hex')}`.slice(0, REFUND_TOKEN_MAX);
  const claimed = await run<{ amount_paise: number; gateway_payment_id: string | null; order_id: number }>(db, sql`UPDATE refunds r SET status = 'sending', request_token = ${token}, attempts = r.attempts + 1, updated_at = now()
       FROM payments p
      WHERE r.id = ${id} AND r.status IN ('due', 'failed') AND p.txnid = r.txnid
      RETURNING r.amount_paise, p.gateway_payment_id, r.order_id`);
  const refund = claimed.rows[0];
  if (!refund) {
    const { rows } = await run<{ status: RefundStatus }>(db, sql`SELECT status FROM refunds WHERE id = ${id}`);
    return rows[0]?.status ?? null;
  }
  const outcome = await send({ token, gatewayPaymentId: refund.gateway_payment_id ?? '', amountPaise: refund.amount_paise });
  await db.transaction(async (tx) => {
    await run(tx, sql`UPDATE refunds SET status = ${outcome.status}, gateway_reference = ${outcome.reference}, gateway_message = ${outcome.message}, updated_at = now() WHERE id = ${id}`);
    if (notices && outcome.status !== 'failed') {
      await notifyOrderEvent(tx, notices, { orderId: refund.order_id, event: 'refund_sent', details: { refundId: id, amountPaise: refund.amount_paise } });
    }
  });
  return outcome.status;
}

export async function refundsOfOrder(db: Db, orderId: number): Promise<Wire<OrderRefund, 'amount'>[]> {
  const { rows } = await run<{ amount_paise: number; reason: RefundReason; status: RefundStatus; created_at: Date | string; updated_at: Date | string }>(
    db,
    sql`SELECT amount_paise, reason, status, created_at, updated_at FROM refunds WHERE order_id = ${orderId} ORDER BY id`,
  );
  return rows.map((row) => ({
    amount: paiseToRupees(row.amount_paise),
    reason: row.reason,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }));
}

/** Every refund (of one status, or all; of one order when `orderNumber` is given), newest first, one page, with how many there are. */
export async function allRefunds(
  db: Db,
  status: RefundStatus | null,
  page: number,
  pageSize: number,
  orderNumber: string | null = null,
): Promise<{ count: number; refunds: Wire<StaffRefund, 'amount'>[] }> {
  const where: Sql[] = [];
  if (status !== null) where.push(sql`r.status = ${status}`);
  if (orderNumber !== null) where.push(sql`o.order_id = ${orderNumber.toUpperCase()}`);
  const count = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM refunds r JOIN orders o ON o.id = r.order_id WHERE ${and(where)}`);
  const { rows } = await run<{
    id: number;
    order_number: string;
    txnid: string;
    gateway: string;
    gateway_payment_id: string | null;
    amount_paise: number;
    reason: RefundReason;
    status: RefundStatus;
    gateway_reference: string | null;
    gateway_message: string | null;
    attempts: number;
    created_at: Date | string;
    updated_at: Date | string;
    email: string;
    first_name: string;
    last_name: string;
  }>(
    db,
    sql`SELECT r.id, o.order_id AS order_number, r.txnid, p.gateway, p.gateway_payment_id, r.amount_paise, r.reason, r.status,
            r.gateway_reference, r.gateway_message, r.attempts, r.created_at, r.updated_at, u.email, u.first_name, u.last_name
       FROM refunds r JOIN payments p ON p.txnid = r.txnid JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = o.user_id
      WHERE ${and(where)}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return {
    count: count.rows[0].n,
    refunds: rows.map((row) => ({
      id: row.id,
      order_id: row.order_number,
      txnid: row.txnid,
      gateway: row.gateway,
      gateway_payment_id: row.gateway_payment_id,
      amount: paiseToRupees(row.amount_paise),
      reason: row.reason,
      status: row.status,
      gateway_reference: row.gateway_reference,
      gateway_message: row.gateway_message,
      attempts: row.attempts,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
      customer: { email: row.email, name: `${row.first_name} ${row.last_name}`.trim() },
    })),
  };
}
