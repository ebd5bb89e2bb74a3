/**
 * The staff's calls (`@so/api/staff`): the endpoints under /staff/ that the owner's dashboard
 * uses, and nothing else does. A separate entry of the package, so that a shopper's page never
 * carries them or their schemas: only the dashboard imports `staffApi`.
 *
 * Every call needs a staff or superuser session (401 without one, 403 for a customer; a
 * superuser's action refused to staff is a 403 with the server's message). Money in the products,
 * vouchers and customers answers is rupees (as the forms send it); in the orders, summary,
 * refunds and gift vouchers answers it is paise, like the rest of the client.
 */
import * as S from '@so/contract';
import {
  STAFF_VOUCHER_KINDS,
  type StaffPaymentFilter,
  STAFF_APPOINTMENTS,
  STAFF_AUDIT,
  STAFF_CATALOGUE,
  STAFF_CONTENT,
  STAFF_CUSTOMERS,
  STAFF_ENQUIRIES,
  STAFF_FULFILMENT,
  STAFF_GIFT_VOUCHERS,
  STAFF_ORDERS,
  STAFF_VOUCHERS,
} from '@so/contract/staff';
import type { Api } from './client.ts';

/** The filters of the orders list and its CSV export (GET /staff/orders, /staff/orders.csv). */
export interface StaffOrdersFilter {
  status?: string;
  payment?: StaffPaymentFilter;
  /** First and last day (YYYY-MM-DD, Asia/Kolkata), both included. */
  from?: string;
  to?: string;
  partner?: string;
  /** Part of the order number, the customer's name, e-mail or mobile. */
  q?: string;
}
export interface Paging {
  page?: number;
  page_size?: number;
}
/** PATCH /staff/products/{id}/: what is sent changes. Prices are a superuser's (₹, GST included). */
export interface StaffProductChange {
  stock?: number | null;
  is_hidden?: boolean;
  section_id?: number | null;
  selling_price?: number;
  mrp?: number | null;
}
/** POST /staff/vouchers/ (superuser). Amounts in ₹; `value` a whole percent for percent vouchers. */
export interface StaffVoucherInput {
  code: string;
  kind: (typeof STAFF_VOUCHER_KINDS)[number];
  value: number | string;
  max_discount?: number | string | null;
  min_order?: number | string | null;
  /** YYYY-MM-DD (the end of that day in India) or an ISO time; null: never. */
  expires_at?: string | null;
  max_uses?: number | string | null;
  max_uses_per_user?: number | string | null;
}
/** A shipment as the dashboard's form holds it (the server reads the numbers from text too). */
export interface StaffShipmentInput {
  courier: string;
  awb: string;
  weight_grams: number | string;
  boxes?: number | string;
}
/** The lists that carry a status of new, answered or closed. */
export type LeadKind = 'inquiries' | 'b2b-leads' | 'export-leads' | 'appointments';
/** Each list's status change. */
const LEAD_STATUS = {
  inquiries: STAFF_ENQUIRIES.setInquiryStatus,
  'b2b-leads': STAFF_ENQUIRIES.setB2bLeadStatus,
  'export-leads': STAFF_ENQUIRIES.setExportLeadStatus,
  appointments: STAFF_APPOINTMENTS.setAppointmentStatus,
} as const satisfies Record<LeadKind, unknown>;
/** A body of the content editing endpoints: the contract's request schemas say what is taken. */
export type ContentBody = Record<string, string | number | boolean | null>;

export function staffApi(api: Api) {
  /**
   * A call of a staff entry of the endpoint table, with the path parameters, query and body as
   * the dashboard's forms hold them (text the server's schemas read, refusing with field errors
   * what they cannot).
   */
  const send = api.send;

  return {
    // ─── Today, orders, refunds ──────────────────────────────────────────
    summary: () => send(STAFF_ORDERS.summary),
    orders: (filter: StaffOrdersFilter & Paging = {}) => send(STAFF_ORDERS.orders, { query: filter }),
    /** Every order matching the filter (no paging) as CSV (`orders-YYYY-MM-DD.csv`). */
    ordersCsv: (filter: StaffOrdersFilter = {}) => send(STAFF_ORDERS.ordersCsv, { query: filter }),
    /** Moves an order one step (or cancels it) and/or marks it invoiced; 409 with the reason when not allowed. */
    orderStatus: (orderId: string, body: { order_status?: string; is_invoiced?: boolean; delivered_on?: string }) =>
      send(STAFF_ORDERS.orderStatus, { params: { orderId }, body }),

    // ─── Fulfilment ──────────────────────────────────────────────────────
    /** One order as staff pack and ship it: lines, addresses, phone, payment, shipment, events. */
    order: (orderId: string) => send(STAFF_FULFILMENT.order, { params: { orderId } }),
    /** Ships a confirmed order (it becomes Dispatched), or corrects its shipment until delivered. */
    ship: (orderId: string, body: StaffShipmentInput) => send(STAFF_FULFILMENT.ship, { params: { orderId }, body }),
    /** Puts a returned order's units back into stock (once). */
    restock: (orderId: string) => send(STAFF_FULFILMENT.restock, { params: { orderId }, body: {} }),
    /** The packing slip and A6 address label as one PDF (`packing-slip-{order_id}.pdf`). */
    packingSlipPdf: (orderId: string) => send(STAFF_FULFILMENT.packingSlip, { params: { orderId } }),
    /** The pick list of the confirmed orders placed on `date` (YYYY-MM-DD; default today) as a PDF. */
    pickListPdf: (date?: string) => send(STAFF_FULFILMENT.pickList, { query: date ? { date } : {} }),
    /** `order`: only this order's refunds (its number, any case). */
    refunds: (query: { status?: S.RefundStatus; order?: string } & Paging = {}) => send(STAFF_ORDERS.refunds, { query }),
    sendRefund: (refundId: number) => send(STAFF_ORDERS.sendRefund, { params: { id: refundId }, body: {} }),

    // ─── Products, reviews ───────────────────────────────────────────────
    products: (query: { search?: string; category?: number; section?: number; out_of_stock?: boolean; hidden?: boolean } & Paging = {}) =>
      send(STAFF_CATALOGUE.products, { query }),
    /** A product's stock (a whole number, or null: out of stock). */
    setStock: (productId: number, stock: number | null) => send(STAFF_CATALOGUE.setStock, { params: { id: productId }, body: { stock } }),
    updateProduct: (productId: number, body: StaffProductChange) => send(STAFF_CATALOGUE.updateProduct, { params: { id: productId }, body }),
    reviews: (query: { hidden?: boolean; product?: number } & Paging = {}) => send(STAFF_CATALOGUE.reviews, { query }),
    setReviewHidden: (reviewId: number, is_hidden: boolean) => send(STAFF_CATALOGUE.setReviewHidden, { params: { id: reviewId }, body: { is_hidden } }),

    // ─── Vouchers ────────────────────────────────────────────────────────
    vouchers: (query: { search?: string } & Paging = {}) => send(STAFF_VOUCHERS.vouchers, { query }),
    createVoucher: (body: StaffVoucherInput) => send(STAFF_VOUCHERS.createVoucher, { body }),
    /** false pauses, true resumes (superuser). */
    setVoucherActive: (voucherId: number, is_active: boolean) => send(STAFF_VOUCHERS.setVoucherActive, { params: { id: voucherId }, body: { is_active } }),
    giftVouchers: (query: Paging = {}) => send(STAFF_GIFT_VOUCHERS.giftVouchers, { query }),

    // ─── Customers, staff accounts ───────────────────────────────────────
    customers: (query: { search?: string } & Paging = {}) => send(STAFF_CUSTOMERS.customers, { query }),
    customer: (customerId: number) => send(STAFF_CUSTOMERS.customer, { params: { id: customerId } }),
    /** A coin ledger entry with its reason (superuser); `coins` negative takes away. */
    adjustCoins: (customerId: number, body: { coins: number | string; reason: string }) =>
      send(STAFF_CUSTOMERS.adjustCoins, { params: { id: customerId }, body }),
    setStaff: (userId: number, is_staff: boolean) => send(STAFF_CUSTOMERS.setStaff, { params: { id: userId }, body: { is_staff } }),

    // ─── Enquiries, appointments ─────────────────────────────────────────
    inquiries: (query: { status?: S.LeadStatus } & Paging = {}) => send(STAFF_ENQUIRIES.inquiries, { query }),
    b2bLeads: (query: { status?: S.LeadStatus } & Paging = {}) => send(STAFF_ENQUIRIES.b2bLeads, { query }),
    exportLeads: (query: { status?: S.LeadStatus } & Paging = {}) => send(STAFF_ENQUIRIES.exportLeads, { query }),
    appointments: (query: { status?: S.LeadStatus; from?: string } & Paging = {}) => send(STAFF_APPOINTMENTS.appointments, { query }),
    setLeadStatus: (kind: LeadKind, leadId: number, status: S.LeadStatus) => send(LEAD_STATUS[kind], { params: { id: leadId }, body: { status } }),

    // ─── Content ─────────────────────────────────────────────────────────
    /** Every blog post, published or not, latest publish date first. */
    blogs: (query: Paging = {}) => send(STAFF_CONTENT.blogs, { query }),
    /** Every event, published or not, latest start first. */
    events: (query: Paging = {}) => send(STAFF_CONTENT.events, { query }),
    /** Every store of the locator, published or not, newest first. */
    stores: (query: Paging = {}) => send(STAFF_CONTENT.stores, { query }),
    createBlog: (body: ContentBody) => send(STAFF_CONTENT.createBlog, { body }),
    updateBlog: (blogId: number, body: ContentBody) => send(STAFF_CONTENT.updateBlog, { params: { id: blogId }, body }),
    createEvent: (body: ContentBody) => send(STAFF_CONTENT.createEvent, { body }),
    updateEvent: (eventId: number, body: ContentBody) => send(STAFF_CONTENT.updateEvent, { params: { id: eventId }, body }),
    createStore: (body: ContentBody) => send(STAFF_CONTENT.createStore, { body }),
    updateStore: (storeId: number, body: ContentBody) => send(STAFF_CONTENT.updateStore, { params: { id: storeId }, body }),
    saveContentPage: (slug: S.ContentPageSlug, body: ContentBody) => send(STAFF_CONTENT.saveContentPage, { params: { slug }, body }),

    // ─── The audit log ───────────────────────────────────────────────────
    audit: (query: { entity?: string; entity_id?: string } & Paging = {}) => send(STAFF_AUDIT.audit, { query }),
  };
}

export type StaffApi = ReturnType<typeof staffApi>;
