/**
 * Recurring charges: a subscription's later deliveries are paid through the mandate recorded when
 * one of its orders was paid at the gateway (subscriptions/mandates.ts). Like refunds, each gateway
 * has a sender, chosen by `createRecurringChargeSender(config.payments)`; tests inject their own.
 *
 * PayU's recurring payment API (si_transaction): POST application/x-www-form-urlencoded to
 * https://info.payu.in/merchant/postservice?form=2 (test: https://test.payu.in/…) with key,
 * command = si_transaction, var1 = a JSON object {authpayuid (the mihpayid of the payment that
 * registered the mandate), invoiceDisplayNumber, amount, txnid (new, unique), phone, email,
 * udf2…udf5} and hash = sha512(key|command|var1|salt), var1 hashed exactly as sent. PayU answers
 * JSON `{status: 1, message, details: {<txnid>: {transactionId, payuId, status: "captured", …}}}`;
 * status 0, or a transaction that is not captured, is a failed charge.
 */
import { createHash } from 'node:crypto';
import { ANSWER } from '@so/contract';
import type { PaymentSettings, ServerConfig } from '../deps.ts';
import { formatAmount } from './gateway.ts';
import { postToPayu, type FetchLike } from './refunds.ts';

/** What the gateway is asked to charge. */
export interface ChargeRequest {
  /** The new payment's txnid (PayU: at most 25 characters). */
  txnid: string;
  /** The mandate's gateway reference (PayU: authpayuid). */
  mandateReference: string;
  amountPaise: number;
  /** The order number, shown to the payer by the bank (PayU's invoiceDisplayNumber). */
  orderNumber: string;
  email: string;
  phone: string;
}

/** What the gateway answered: the money was taken (with the gateway's payment id), or not. */
export interface ChargeOutcome {
  status: 'success' | 'failure';
  gatewayPaymentId: string | null;
  message: string;
}

/** A gateway's recurring charge. */
export type RecurringChargeSender = (request: ChargeRequest) => Promise<ChargeOutcome>;

export const PAYU_SI_COMMAND = 'si_transaction';
/** PayU's longest txnid. */
export const CHARGE_TXNID_MAX = 25;
/** How long a PayU charge may take before it counts as failed (the order stays payable). */
const PAYU_TIMEOUT_MS = 20_000;

/** PayU's var1 of a charge: the JSON text that is both sent and hashed. */
export function payuChargeVar1(request: ChargeRequest): string {
  return JSON.stringify({
    authpayuid: request.mandateReference,
    invoiceDisplayNumber: request.orderNumber,
    amount: formatAmount(request.amountPaise),
    txnid: request.txnid,
    phone: request.phone.replace(/^\+91/, ''),
    email: request.email,
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
  });
}

/** The form PayU's si_transaction takes for `request` (hash = sha512(key|command|var1|salt)). */
export function payuChargeForm(settings: Pick<PaymentSettings, 'key' | 'salt'>, request: ChargeRequest): URLSearchParams {
  const var1 = payuChargeVar1(request);
  const hash = createHash('sha512').update([settings.key, PAYU_SI_COMMAND, var1, settings.salt].join('|'), 'utf8').digest('hex');
  return new URLSearchParams({ key: settings.key, command: PAYU_SI_COMMAND, var1, hash });
}

function textOf(source: unknown, name: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const value: unknown = Reflect.get(source, name);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** PayU's answer to a charge of `txnid` read into an outcome. */
export function payuChargeOutcome(text: string, txnid: string): ChargeOutcome {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return { status: 'failure', gatewayPaymentId: null, message: ANSWER.chargeGatewayUnreadable };
  }
  const message = (textOf(answer, 'message') || textOf(answer, 'msg')).slice(0, 500) || ANSWER.chargeGatewayUnreadable;
  if (textOf(answer, 'status') !== '1') return { status: 'failure', gatewayPaymentId: null, message };
  const details: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'details') : null;
  const transaction: unknown = typeof details === 'object' && details !== null ? Reflect.get(details, txnid) : null;
  const status = textOf(transaction, 'status').toLowerCase();
  const payuId = (textOf(transaction, 'payuId') || textOf(transaction, 'mihpayid')).slice(0, 64);
  if (status !== 'captured' && status !== 'success') {
    return { status: 'failure', gatewayPaymentId: null, message: (textOf(transaction, 'field9') || message).slice(0, 500) };
  }
  return { status: 'success', gatewayPaymentId: payuId || null, message };
}

/** The recurring charge of the configured gateway. */
export function createRecurringChargeSender(settings: PaymentSettings, fetchImpl: FetchLike = fetch): RecurringChargeSender {
  return settings.gateway === 'payu' ? payuCharge(settings, fetchImpl) : sandboxCharge;
}

/** The recurring charge the app was given (tests), else the configured gateway's. */
export function chargeSenderOf(deps: { config: Pick<ServerConfig, 'payments'>; recurringChargeSender?: RecurringChargeSender }): RecurringChargeSender {
  return deps.recurringChargeSender ?? createRecurringChargeSender(deps.config.payments);
}

/** The sandbox charges at once: no money moves. */
export const sandboxCharge: RecurringChargeSender = (request) =>
  Promise.resolve({ status: 'success', gatewayPaymentId: `sandbox-${request.txnid}`, message: ANSWER.chargeSandbox });

/** PayU's si_transaction through `fetchImpl`. A network error or timeout is a failed charge. */
export function payuCharge(settings: PaymentSettings, fetchImpl: FetchLike): RecurringChargeSender {
  return async (request) => {
    const answer = await postToPayu(settings, fetchImpl, payuChargeForm(settings, request), PAYU_TIMEOUT_MS);
    if ('text' in answer) return payuChargeOutcome(answer.text, request.txnid);
    const message = 'httpStatus' in answer ? ANSWER.refundGatewayStatus(answer.httpStatus) : ANSWER.refundGatewayUnreachable;
    return { status: 'failure', gatewayPaymentId: null, message };
  };
}
