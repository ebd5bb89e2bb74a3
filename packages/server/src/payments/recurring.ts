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
 *
 * PayU's pre-debit notification (pre_debit_SI), which its mandates need before each charge
 * (https://docs.payu.in/reference/pre_debit_notification_api; var1 fields and answer:
 * https://docs.payu.in/reference/additional-info-for-recurring-payment-apis): the same API URL and
 * form, command = pre_debit_SI, var1 = a JSON object {authpayuid, requestId (new, unique),
 * debitDate (YYYY-MM-DD), amount}, hash = sha512(key|command|var1|salt). PayU answers JSON
 * `{status: 1, action: "MANDATE_PRE_DEBIT", message, invoiceId}`; any other status (0, or a bank's
 * code such as "QC") is a notice that was not sent.
 */
import { createHash } from 'node:crypto';
import { ANSWER, type IsoDate } from '@so/contract';
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

/** The form of a PayU API command whose var1 is JSON text: key, command, var1, hash = sha512(key|command|var1|salt). */
function payuCommandForm(settings: Pick<PaymentSettings, 'key' | 'salt'>, command: string, var1: string): URLSearchParams {
  const hash = createHash('sha512').update([settings.key, command, var1, settings.salt].join('|'), 'utf8').digest('hex');
  return new URLSearchParams({ key: settings.key, command, var1, hash });
}

/** The form PayU's si_transaction takes for `request` (hash = sha512(key|command|var1|salt)). */
export function payuChargeForm(settings: Pick<PaymentSettings, 'key' | 'salt'>, request: ChargeRequest): URLSearchParams {
  return payuCommandForm(settings, PAYU_SI_COMMAND, payuChargeVar1(request));
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

// ─── Pre-debit notices ──────────────────────────────────────────────────────

/** What the gateway is told before a charge through a mandate. */
export interface PreDebitRequest {
  /** This notice's own id at the gateway (PayU's requestId: new and unique for each request). */
  requestId: string;
  /** The mandate's gateway reference (PayU: authpayuid). */
  mandateReference: string;
  /** The day the charge will be made. */
  debitDate: IsoDate;
  amountPaise: number;
}

/** What the gateway answered: the notice went out to the payer (with its reference), or not. */
export interface PreDebitOutcome {
  status: 'sent' | 'failed';
  reference: string | null;
  message: string;
}

/** A gateway's pre-debit notification. */
export type PreDebitNoticeSender = (request: PreDebitRequest) => Promise<PreDebitOutcome>;

export const PAYU_PRE_DEBIT_COMMAND = 'pre_debit_SI';
/** How long a PayU pre-debit call may take before it counts as failed. */
const PAYU_PRE_DEBIT_TIMEOUT_MS = 15_000;

/** PayU's var1 of a pre-debit notification: the JSON text that is both sent and hashed. */
export function payuPreDebitVar1(request: PreDebitRequest): string {
  return JSON.stringify({
    authpayuid: request.mandateReference,
    requestId: request.requestId,
    debitDate: request.debitDate,
    amount: formatAmount(request.amountPaise),
  });
}

/** The form PayU's pre_debit_SI takes for `request` (hash = sha512(key|command|var1|salt)). */
export function payuPreDebitForm(settings: Pick<PaymentSettings, 'key' | 'salt'>, request: PreDebitRequest): URLSearchParams {
  return payuCommandForm(settings, PAYU_PRE_DEBIT_COMMAND, payuPreDebitVar1(request));
}

/** PayU's answer to a pre-debit notification read into an outcome. */
export function payuPreDebitOutcome(text: string): PreDebitOutcome {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return { status: 'failed', reference: null, message: ANSWER.preDebitGatewayUnreadable };
  }
  const message = (textOf(answer, 'message') || textOf(answer, 'msg')).slice(0, 500) || ANSWER.preDebitGatewayUnreadable;
  if (textOf(answer, 'status') !== '1') return { status: 'failed', reference: null, message };
  return { status: 'sent', reference: textOf(answer, 'invoiceId').trim().slice(0, 64) || null, message };
}

/** The sandbox has no payer to notify at the gateway: the store's own e-mail and SMS are the notice. */
export const sandboxPreDebit: PreDebitNoticeSender = (request) =>
  Promise.resolve({ status: 'sent', reference: `sandbox-${request.requestId}`, message: ANSWER.preDebitSandbox });

/** PayU's pre_debit_SI through `fetchImpl`. A network error or timeout is a notice not sent. */
export function payuPreDebit(settings: PaymentSettings, fetchImpl: FetchLike): PreDebitNoticeSender {
  return async (request) => {
    const answer = await postToPayu(settings, fetchImpl, payuPreDebitForm(settings, request), PAYU_PRE_DEBIT_TIMEOUT_MS);
    if ('text' in answer) return payuPreDebitOutcome(answer.text);
    const message = 'httpStatus' in answer ? ANSWER.refundGatewayStatus(answer.httpStatus) : ANSWER.refundGatewayUnreachable;
    return { status: 'failed', reference: null, message };
  };
}

/** The pre-debit notification of the configured gateway. */
export function createPreDebitNoticeSender(settings: PaymentSettings, fetchImpl: FetchLike = fetch): PreDebitNoticeSender {
  return settings.gateway === 'payu' ? payuPreDebit(settings, fetchImpl) : sandboxPreDebit;
}

/** The pre-debit notification the app was given (tests), else the configured gateway's. */
export function preDebitSenderOf(deps: { config: Pick<ServerConfig, 'payments'>; preDebitNoticeSender?: PreDebitNoticeSender }): PreDebitNoticeSender {
  return deps.preDebitNoticeSender ?? createPreDebitNoticeSender(deps.config.payments);
}
