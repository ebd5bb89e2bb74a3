/** The cart PDF (cart-invoice.pdf): logo, date, the cart's lines and totals. Money in integer paise. */
import { DOC, formatPaise, MSG } from '@so/contract';
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

const TEXT = DOC.pdf;

const COLUMNS: readonly Column[] = [
  { header: TEXT.number, weight: 0.5, align: 'left' },
  { header: TEXT.item, weight: 5, align: 'left' },
  { header: TEXT.qty, weight: 0.9, align: 'right' },
  { header: TEXT.unitPrice, weight: 1.8, align: 'right' },
  { header: TEXT.total, weight: 1.9, align: 'right' },
];

export async function renderCartPdf(data: CartPdfData): Promise<Buffer> {
  const doc = await createDocument(`${TEXT.cartTitle} · ${MSG.storeName}`);
  drawHeader(doc, TEXT.cartTitle, [
    [TEXT.date, documentDate(data.date)],
    [TEXT.items, String(data.lines.length)],
  ]);
  drawTable(
    doc,
    COLUMNS,
    data.lines.map((line, i) => [String(i + 1), line.name, String(line.quantity), formatPaise(line.unitPaise), formatPaise(line.totalPaise)]),
  );
  drawTotals(doc, [
    { label: TEXT.total, value: formatPaise(data.totalPaise) },
    { label: TEXT.gstIncluded, value: formatPaise(data.gstPaise) },
    { label: TEXT.discount, value: data.discountPaise > 0 ? `-${formatPaise(data.discountPaise)}` : formatPaise(0) },
    { label: TEXT.finalTotal, value: formatPaise(data.finalTotalPaise), strong: true },
  ]);
  drawNote(doc, TEXT.cartNote);
  return toBuffer(doc);
}
