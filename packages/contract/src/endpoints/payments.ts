/**
 * Payment links (multipart forms): the one that places the order paid online, and a new attempt
 * for an unpaid order. The gateway's own calls (its return POST, the payer pages) are not on the
 * table: they answer a redirect or HTML, not something a client reads.
 */
import { ANSWER } from '../answers.ts';
import { MSG } from '../messages.ts';
import { EditPaymentLinkRequest, PaymentLinkRequest } from '../orders.requests.ts';
import { PaymentLinkResponse } from '../orders.answers.ts';
import { endpoint } from './endpoint.ts';

export const PAYMENTS = {
  orderPaymentLink: endpoint({
    method: 'POST',
    path: '/get-order-payment-link/',
    body: PaymentLinkRequest,
    answer: PaymentLinkResponse,
    auth: 'login',
    form: true,
    summary: `Places the caller’s whole cart as an unpaid online order, as \`POST /orders/\` does (\`billing_address\` a saved address’s id, \`voucherCode\`, \`giftMessage\` or \`is_a_gift\`, \`used_coin\`), and answers the gateway’s payer page for its amount as \`payment_url\`, with \`txn_id\` and \`order_id\` ([payments](#payments-the-gateway-and-its-callback)). The txnid is the idempotency key: asked again by its owner, the same order and link; another user’s txnid 409 “${ANSWER.txnidTaken}”. An order not paid within \`UNPAID_ORDER_MINUTES\` is cancelled by the store; while \`UNPAID_ORDERS_PER_ACCOUNT\` unpaid online orders are open, another 400. Coins or a gift voucher covering the whole order 400 (cash on delivery then).`,
  }),
  editOrderPaymentLink: endpoint({
    method: 'PATCH',
    path: '/edit-order-payment-link/',
    body: EditPaymentLinkRequest,
    answer: PaymentLinkResponse,
    auth: 'login',
    form: true,
    summary: `A new payment link for one of the caller’s unpaid orders (Accept and Pay), for the amount the order owes, under a new \`txnid\` (the same txnid again answers the same link). Anyone else’s or an unknown order 404 “${MSG.orderNotFound}”; one already paid, Cancelled (an order past its time to pay is cancelled first) or Delivered, or with nothing due, 409.`,
  }),
};
