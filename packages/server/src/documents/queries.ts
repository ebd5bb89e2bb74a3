/** What the invoice PDF is made of: an order (the user's own, or any customer's for staff) and its lines, as stored when it was placed. */
import type { PaymentMethod } from '@so/contract';
import type { Db } from '../db/types.ts';
import type { InvoiceAddress, InvoiceLine } from './invoice.ts';
import { empty, run, sql } from '../db/sql.ts';

export interface InvoiceOrderRow {
  id: number;
  order_id: string;
  pay_type: PaymentMethod;
  is_paid: boolean;
  is_invoiced: boolean;
  order_status: string;
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

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** An address snapshot of an orders row ({id, full_name, mobile_no, full_address, …}, jsonb; text on some drivers). */
export function snapshot(value: unknown): InvoiceAddress {
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

/**
 * The order by its number (any case), or null: `userId`'s own order, or any customer's when
 * `userId` is null (staff and superusers).
 */
export async function invoiceOrder(db: Db, userId: number | null, orderNumber: string): Promise<InvoiceOrderRow | null> {
  const owner = userId === null ? empty : sql` AND user_id = ${userId}`;
  const { rows } = await run<InvoiceOrderRow>(
    db,
    sql`SELECT id, order_id, pay_type, is_paid, is_invoiced, order_status, invoiced_at, order_date, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date,
            billing_address, shipping_address, product_total_paise, tax_paise, discount_paise, shipping_paise,
            used_coin, final_total_paise, voucher_code, is_gift, gift_message
       FROM orders WHERE order_id = ${orderNumber.toUpperCase()}${owner}`,
  );
  return rows[0] ?? null;
}

/** An order's lines as the invoice lists them. */
export async function invoiceLines(db: Db, orderId: number): Promise<InvoiceLine[]> {
  const { rows } = await run<{ product_name: string; quantity: number; base_price_paise: number; gst_paise: number; gst_rate: number; line_total_paise: number }>(db, sql`SELECT product_name, quantity, base_price_paise, gst_paise, gst_rate, line_total_paise FROM order_lines WHERE order_id = ${orderId} ORDER BY id`);
  return rows.map((line) => ({
    name: line.product_name,
    quantity: line.quantity,
    basePaise: line.base_price_paise,
    gstPaise: line.gst_paise,
    gstRate: line.gst_rate,
    totalPaise: line.line_total_paise,
  }));
}
