/**
 * Texts of the dashboard's Orders section (only the dashboard uses them, so none is in MSG). The
 * shared ones (Search, Clear filters, Yes/No…) are DASHBOARD_COPY's.
 *
 * The section's URL hash: `#orders` the list; `#orders/<filters>` the list filtered, the filters
 * a URLSearchParams string (`#orders/status=Pending&payment=refund_due&q=asha`: status, payment,
 * from, to, partner, q), told apart from an order by its '='; `#orders/SO100001` an order.
 */
import type { OrderStatus, RefundReason, RefundStatus } from '@so/contract';
import type { StaffPaymentFilter } from '@so/contract/staff';

export const ORDERS_COPY = {
  // ─── The list ────────────────────────────────────────────────────────
  filters: 'Filter orders',
  status: 'Status',
  anyStatus: 'Any status',
  payment: 'Payment',
  anyPayment: 'Any payment',
  paymentFilters: {
    paid: 'Paid online',
    unpaid: 'Not paid yet',
    cod: 'Cash on delivery',
    online: 'Online',
    refund_due: 'Refund due',
  } satisfies Record<StaffPaymentFilter, string>,
  from: 'From',
  to: 'To',
  fromAfterTo: 'The first day is after the last day.',
  partner: 'Partner code',
  search: 'Search orders',
  searchHint: 'Order number, customer name, e-mail or mobile',
  one: 'order',
  many: 'orders',
  loading: 'Loading orders',
  none: 'No orders yet.',
  exportCsv: 'Export CSV',
  exporting: 'Preparing the CSV…',
  csvFile: (day: string) => `orders-${day}.csv`,
  table: 'Orders',
  // Column headings (and each cell's label on a phone).
  order: 'Order',
  date: 'Date',
  customer: 'Customer',
  invoiced: 'Invoiced',
  total: 'Total',
  ownSite: 'Own site',
  pages: 'Pages of orders',

  // ─── Payment and status words ───────────────────────────────────────
  payTypes: { COD: 'COD', Online: 'Online' } as Readonly<Record<string, string>>,
  /** "COD · Not paid", "Online · Paid". */
  paymentOf: (payType: string, paid: boolean) => `${payType} · ${paid ? 'Paid' : 'Not paid'}`,
  statusTone: {
    Pending: 'warn',
    Confirmed: 'neutral',
    Dispatched: 'neutral',
    Delivered: 'good',
    Cancelled: 'bad',
  } satisfies Record<OrderStatus, 'neutral' | 'good' | 'warn' | 'bad'>,

  // ─── An order ────────────────────────────────────────────────────────
  backToList: 'Back to orders',
  title: (orderId: string) => `Order ${orderId}`,
  loadingOrder: 'Loading the order',
  notFound: (orderId: string) => `No order ${orderId} was found.`,
  orderDate: 'Order date',
  deliveryDate: 'Delivery date',
  customerEmail: 'E-mail',
  partnerCode: 'Partner',
  actions: 'Actions',
  noActions: 'This order is final: its status can no longer change.',
  confirm: 'Confirm',
  dispatch: 'Dispatch',
  markDelivered: 'Mark delivered',
  cancelOrder: 'Cancel order',
  markInvoiced: 'Mark invoiced',
  history: 'History',
  /** An invoiced order's PDF (GET /accounting/invoice-pdf/: staff may download any customer's). */
  downloadInvoice: 'Download invoice',
  downloadingInvoice: 'Preparing the invoice…',
  invoiceFile: (orderId: string) => `invoice-${orderId}.pdf`,
  /** After a change: what the order is now. */
  nowStatus: (orderId: string, status: string) => `Order ${orderId} is now ${status}.`,
  nowInvoiced: (orderId: string) => `Order ${orderId} is marked invoiced.`,
  /** The cancel dialog. */
  cancelTitle: (orderId: string) => `Cancel order ${orderId}?`,
  cancelWhat: 'Cancelling the order:',
  cancelEffects: [
    'puts its items back in stock and gives back the voucher use;',
    'gives the customer back the coins they spent on it and takes back the coins it earned (as far as their balance allows);',
    'refunds an online payment that paid it (the refund is sent to the payment gateway at once).',
  ],
  cancelFinal: 'A cancelled order cannot be opened again.',
  cancelYes: 'Yes, cancel the order',
  cancelNo: 'Keep the order',

  // ─── Refunds ─────────────────────────────────────────────────────────
  refunds: 'Refunds',
  refundsLoadFailed: 'The refunds could not be loaded.',
  refundStatus: {
    due: 'Due',
    sending: 'Sending',
    requested: 'Requested',
    refunded: 'Refunded',
    failed: 'Failed',
  } satisfies Record<RefundStatus, string>,
  refundTone: {
    due: 'warn',
    sending: 'neutral',
    requested: 'neutral',
    refunded: 'good',
    failed: 'bad',
  } satisfies Record<RefundStatus, 'neutral' | 'good' | 'warn' | 'bad'>,
  refundReason: {
    duplicate: 'Second payment of the order',
    cancelled: 'Order cancelled',
  } satisfies Record<RefundReason, string>,
  refundOf: (amount: string) => `Refund of ${amount}`,
  refundWhy: 'Why',
  refundCreated: 'Recorded',
  refundAttempts: 'Tries',
  refundTxn: 'Transaction',
  refundGatewayMessage: 'Gateway says',
  sendAgain: 'Send refund again',
  sending: 'Sending…',
  refundSentNow: (status: string) => `Refund sent to the gateway. Its status is now ${status}.`,
  loadingRefunds: 'Loading the refunds',
  refundsToSend: 'Refunds to send',
  refundsToSendHint: 'Refunds due or failed (the latest 100), newest first.',
  noRefundsToSend: 'No refund is waiting to be sent.',
} as const;
