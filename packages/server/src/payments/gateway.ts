/**
 * The payment gateway seam (PayU-compatible). The server core (routes/payments.ts) only uses this
 * interface; `createGateway` (helper B fills it in) picks the sandbox or PayU adapter.
 */
import type { PaymentGatewayName, PaymentSettings } from '../deps.ts';

/** One payment attempt, in PayU's terms. udf1 carries the order number (order_id). */
export interface PaymentRequest {
  txnid: string;
  amountPaise: number;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  udf1: string;
  udf2: string;
  udf3: string;
  udf4: string;
  udf5: string;
}

/** A callback whose reverse hash and key checked out. */
export interface VerifiedCallback {
  txnid: string;
  status: 'success' | 'failure';
  amountPaise: number;
  /** The gateway's payment id (PayU's mihpayid). */
  gatewayPaymentId: string;
  udf1: string;
}

export interface Gateway {
  readonly name: PaymentGatewayName;
  /** Absolute URL the payer is sent to. `apiOrigin` is this server's origin, e.g. http://localhost:8080. */
  paymentUrl(apiOrigin: string, payment: PaymentRequest): string;
  /** Checks a callback form (key, reverse hash, fields); null when it does not verify. */
  verifyCallback(form: Readonly<Record<string, string>>): VerifiedCallback | null;
}

export declare function createGateway(settings: PaymentSettings): Gateway;
