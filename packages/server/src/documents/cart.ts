/** The cart PDF (cart-invoice.pdf): logo, date, the cart's lines and totals. Money in integer paise. */
import { formatPaise } from '@so/contract';
import { createDocument, documentDate, drawHeader, drawNote, drawTable, drawTotals, toBuffer, type Column } from './layout.ts';

export interface CartPdfLine {
  name: string;
  quantity: number;
  /** Selling price of one unit (base + GST). */
  unitPaise: number;
  totalPaise: number;
}

export interface CartPdfData {
  lines: readonly CartPdfLine[];
  /** Σ lines (GST included). */
  totalPaise: number;
  gstPaise: number;
  discountPaise: number;
  finalTotalPaise: number;
  /** When the PDF was made (shown as DD MMM YYYY, Asia/Kolkata). */
  date: Date;
}

export const CART_PDF_TITLE = 'Cart summary';
export const CART_PDF_NOTE = 'Prices include GST. This is a summary of your cart, not a tax invoice: the tax invoice comes with your order.';

const COLUMNS: readonly Column[] = [
  { header: '#', weight: 0.5, align: 'left' },
  { header: 'Item', weight: 5, align: 'left' },
  { header: 'Qty', weight: 0.9, align: 'right' },
  { header: 'Unit price', weight: 1.8, align: 'right' },
  { header: 'Total', weight: 1.9, align: 'right' },
];

export async function renderCartPdf(data: CartPdfData): Promise<Buffer> {
  const doc = await createDocument(`${CART_PDF_TITLE} · SO Organic Store`);
  drawHeader(doc, CART_PDF_TITLE, [
    ['Date', documentDate(data.date)],
    ['Items', String(data.lines.length)],
  ]);
  drawTable(
    doc,
    COLUMNS,
    data.lines.map((line, i) => [String(i + 1), line.name, String(line.quantity), formatPaise(line.unitPaise), formatPaise(line.totalPaise)]),
  );
  drawTotals(doc, [
    { label: 'Total', value: formatPaise(data.totalPaise) },
    { label: 'GST included', value: formatPaise(data.gstPaise) },
    { label: 'Discount', value: data.discountPaise > 0 ? `-${formatPaise(data.discountPaise)}` : formatPaise(0) },
    { label: 'Final total', value: formatPaise(data.finalTotalPaise), strong: true },
  ]);
  drawNote(doc, CART_PDF_NOTE);
  return toBuffer(doc);
}
