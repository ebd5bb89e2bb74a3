import { MSG, COIN_VALUE_PAISE, rupeesToPaise } from '@so/contract';
import { Hono, type Context } from 'hono';
import { requireAuth } from '../accounts/sessions.ts';
import type { Deps } from '../deps.ts';
import { renderCartPdf } from '../documents/cart.ts';
import { renderInvoicePdf, type InvoiceAddress } from '../documents/invoice.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { requireOwner } from '../owner.ts';
import { loadCart } from './cart.ts';

export const MSG_CART_EMPTY = MSG.cartEmpty;
export const MSG_ORDER_NOT_FOUND = MSG.orderNotFound;
export const MSG_INVOICE_NOT_READY = 'Invoice not available yet';
export const MSG_SOURCE_DOC_REQUIRED = 'source_doc (the order number) is required';

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

function pdfResponse(c: Context, pdf: Buffer, filename: string): Response {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Content-Length': String(pdf.length),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** An address snapshot of an orders row ({id, full_name, mobile_no, full_address, …}, jsonb; text on some drivers). */
function snapshot(value: unknown): InvoiceAddress {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
  }
  const record: Record<string, unknown> = parsed !== null && typeof parsed === 'object' ? { ...parsed } : {};
  return { full_name: text(record.full_name), mobile_no: text(record.mobile_no), full_address: text(record.full_address) };
}

interface InvoiceOrderRow {
  id: number;
  order_id: string;
  pay_type: 'COD' | 'Online';
  is_paid: boolean;
  is_invoiced: boolean;
  invoiced_at: Date | string | null;
  order_date: Date | string;
  delivery_date: string | null;
  billing_address: unknown;
  shipping_address: unknown;
  product_total_paise: number;
  tax_paise: number;
  discount_paise: number;
  shipping_paise: number;
  used_coin: number;
  final_total_paise: number;
  voucher_code: string | null;
  is_gift: boolean;
  gift_message: string | null;
}

/**
 * PDFs: GET /generate-cart-pdf/ (the caller's cart, visitor or user; logo_url is accepted for
 * compatibility and never fetched: the store's logo is drawn) and GET /accounting/invoice-pdf/
 * ?source_doc={order_id} (the caller's own invoiced order only).
 */
export function documentRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });

  api.get('/generate-cart-pdf', async (c) => {
    const owner = await requireOwner(c, db);
    const cart = await loadCart(db, owner);
    if (cart.cart_items.length === 0) throw badRequest(MSG_CART_EMPTY);
    const pdf = await renderCartPdf({
      lines: cart.cart_items.map((item) => ({
        name: item.product_name,
        quantity: item.quantity,
        unitPaise: rupeesToPaise(item.selling_price),
        totalPaise: rupeesToPaise(item.total),
      })),
      totalPaise: rupeesToPaise(cart.total),
      gstPaise: rupeesToPaise(cart.gst_amt),
      discountPaise: rupeesToPaise(cart.discount_amt),
      finalTotalPaise: rupeesToPaise(cart.final_total),
      date: new Date(),
    });
    return pdfResponse(c, pdf, 'cart-invoice.pdf');
  });

  api.get('/accounting/invoice-pdf', async (c) => {
    const auth = await requireAuth(c, db);
    const sourceDoc = c.req.query('source_doc')?.trim() ?? '';
    if (sourceDoc === '') throw badRequest(MSG_SOURCE_DOC_REQUIRED);
    if (!ORDER_NUMBER.test(sourceDoc)) throw notFound(MSG_ORDER_NOT_FOUND);
    const { rows } = await db.query<InvoiceOrderRow>(
      `SELECT id, order_id, pay_type, is_paid, is_invoiced, invoiced_at, order_date, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date,
              billing_address, shipping_address, product_total_paise, tax_paise, discount_paise, shipping_paise,
              used_coin, final_total_paise, voucher_code, is_gift, gift_message
         FROM orders WHERE order_id = $1 AND user_id = $2`,
      [sourceDoc.toUpperCase(), auth.user.id],
    );
    const order = rows[0];
    if (!order) throw notFound(MSG_ORDER_NOT_FOUND);
    if (!order.is_invoiced) throw conflict(MSG_INVOICE_NOT_READY);
    const lines = await db.query<{ product_name: string; quantity: number; base_price_paise: number; gst_paise: number; gst_rate: number; line_total_paise: number }>(
      'SELECT product_name, quantity, base_price_paise, gst_paise, gst_rate, line_total_paise FROM order_lines WHERE order_id = $1 ORDER BY id',
      [order.id],
    );
    const pdf = await renderInvoicePdf({
      orderId: order.order_id,
      orderDate: new Date(order.order_date),
      invoiceDate: new Date(order.invoiced_at ?? Date.now()),
      // A calendar date: midnight UTC is the same day in Asia/Kolkata.
      deliveryDate: order.delivery_date ? new Date(`${order.delivery_date}T00:00:00Z`) : null,
      payType: order.pay_type,
      isPaid: order.is_paid,
      billing: snapshot(order.billing_address),
      shipping: snapshot(order.shipping_address),
      lines: lines.rows.map((line) => ({
        name: line.product_name,
        quantity: line.quantity,
        basePaise: line.base_price_paise,
        gstPaise: line.gst_paise,
        gstRate: line.gst_rate,
        totalPaise: line.line_total_paise,
      })),
      productTotalPaise: order.product_total_paise,
      taxPaise: order.tax_paise,
      discountPaise: order.discount_paise,
      voucherCode: order.voucher_code,
      shippingPaise: order.shipping_paise,
      usedCoin: order.used_coin,
      coinsPaise: order.used_coin * COIN_VALUE_PAISE,
      finalTotalPaise: order.final_total_paise,
      giftMessage: order.is_gift && order.gift_message ? order.gift_message : null,
    });
    return pdfResponse(c, pdf, `invoice-${order.order_id}.pdf`);
  });

  return api;
}
