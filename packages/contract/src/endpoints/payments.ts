/**
 * Payment links (multipart forms): the one that places the order paid online, and a new attempt
 * for an unpaid order. The gateway's own calls (its return POST, the payer pages) are not on the
 * table: they answer a redirect or HTML, not something a client reads.
 */
import { EditPaymentLinkRequest, PaymentLinkRequest } from '../requests.ts';
import { PaymentLinkResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const PAYMENTS = {
  /** Places the caller's cart as an unpaid online order; `txnid` is its idempotency key. */
  orderPaymentLink: endpoint({ method: 'POST', path: '/get-order-payment-link/', body: PaymentLinkRequest, answer: PaymentLinkResponse, auth: 'login', form: true }),
  /** A new attempt for the caller's unpaid order (409 when paid, Cancelled or Delivered). */
  editOrderPaymentLink: endpoint({
    method: 'PATCH',
    path: '/edit-order-payment-link/',
    body: EditPaymentLinkRequest,
    answer: PaymentLinkResponse,
    auth: 'login',
    form: true,
  }),
};
