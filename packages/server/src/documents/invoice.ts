/** The tax invoice of an order (invoice-{order_id}.pdf). Money in integer paise, from the order's own rows. */
import { formatPaise } from '@so/contract';
import { createDocument, documentDate, drawBlocks, drawHeader, drawNote, drawTable, drawTotals, toBuffer, type Column, type TotalRow } from './layout.ts';

export interface InvoiceAddress {
  full_name: string;
  mobile_no: string;
  full_address: string;
}

export interface InvoiceLine {
  name: string;
  quantity: number;
  /** One unit before GST. */
  basePaise: number;
  /** GST of one unit, and its rate in percent. */
  gstPaise: number;
  gstRate: number;
  /** (base + GST) × quantity. */
  totalPaise: number;
}

export interface InvoiceData {
  orderId: string;
  orderDate: Date;
  invoiceDate: Date;
  deliveryDate: Date | null;
  payType: 'COD' | 'Online';
  isPaid: boolean;
  billing: InvoiceAddress;
  shipping: InvoiceAddress;
  lines: readonly InvoiceLine[];
  productTotalPaise: number;
  taxPaise: number;
  discountPaise: number;
  voucherCode: string | null;
  shippingPaise: number;
  usedCoin: number;
  /** Value of the redeemed coins. */
  coinsPaise: number;
  finalTotalPaise: number;
  giftMessage: string | null;
}

export const INVOICE_TITLE = 'Tax invoice';
export const INVOICE_NOTE = 'Prices include GST. This is a computer-generated invoice and needs no signature. Thank you for shopping with SO Organic Store.';

const COLUMNS: readonly Column[] = [
  { header: '#', weight: 0.5, align: 'left' },
  { header: 'Item', weight: 4.2, align: 'left' },
  { header: 'Qty', weight: 0.8, align: 'right' },
  { header: 'Rate (excl. GST)', weight: 1.8, align: 'right' },
  { header: 'GST', weight: 1.8, align: 'right' },
  { header: 'Amount', weight: 1.9, align: 'right' },
];

function addressLines(address: InvoiceAddress): string[] {
  return [address.full_name, address.full_address, address.mobile_no ? `Mobile: ${address.mobile_no}` : ''].filter((line) => line !== '');
}

function sameAddress(a: InvoiceAddress, b: InvoiceAddress): boolean {
  return a.full_name === b.full_name && a.full_address === b.full_address && a.mobile_no === b.mobile_no;
}

export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = await createDocument(`${INVOICE_TITLE} ${data.orderId} · SO Organic Store`);
  const facts: [string, string][] = [
    ['Order', data.orderId],
    ['Order date', documentDate(data.orderDate)],
    ['Invoice date', documentDate(data.invoiceDate)],
  ];
  if (data.deliveryDate) facts.push(['Delivered', documentDate(data.deliveryDate)]);
  facts.push(['Payment', data.payType === 'COD' ? 'Cash on delivery' : data.isPaid ? 'Paid online' : 'Online (unpaid)']);
  drawHeader(doc, INVOICE_TITLE, facts);

  drawBlocks(
    doc,
    sameAddress(data.billing, data.shipping)
      ? [{ title: 'Billing and shipping address', lines: addressLines(data.billing) }]
      : [
          { title: 'Billed to', lines: addressLines(data.billing) },
          { title: 'Shipped to', lines: addressLines(data.shipping) },
        ],
  );

  drawTable(
    doc,
    COLUMNS,
    data.lines.map((line, i) => [
      String(i + 1),
      line.name,
      String(line.quantity),
      formatPaise(line.basePaise),
      `${line.gstRate}%: ${formatPaise(line.gstPaise * line.quantity)}`,
      formatPaise(line.totalPaise),
    ]),
  );

  const rows: TotalRow[] = [
    { label: 'Products total', value: formatPaise(data.productTotalPaise) },
    { label: 'GST included', value: formatPaise(data.taxPaise) },
  ];
  if (data.discountPaise > 0) {
    rows.push({ label: data.voucherCode ? `Discount (${data.voucherCode})` : 'Discount', value: `-${formatPaise(data.discountPaise)}` });
  }
  rows.push({ label: 'Shipping', value: data.shippingPaise > 0 ? formatPaise(data.shippingPaise) : `Free (${formatPaise(0)})` });
  if (data.usedCoin > 0) rows.push({ label: `Coins used (${data.usedCoin})`, value: `-${formatPaise(data.coinsPaise)}` });
  rows.push({ label: 'Final total', value: formatPaise(data.finalTotalPaise), strong: true });
  drawTotals(doc, rows);

  if (data.giftMessage) drawNote(doc, `Gift message: ${data.giftMessage}`);
  drawNote(doc, INVOICE_NOTE);
  return toBuffer(doc);
}
