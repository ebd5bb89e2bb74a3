/** The tax invoice of an order (invoice-{order_id}.pdf). Money in integer paise, from the order's own rows. */
import { DOC, formatPaise, MSG, type PaymentMethod } from '@so/contract';
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
  /** The delivery date: the day it was delivered, or (not yet delivered) the day it is expected. */
  deliveryDate: Date | null;
  /** The order's status: only a Delivered order's date is printed as delivered; a Cancelled order's is not printed. */
  status: string;
  payType: PaymentMethod;
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

const TEXT = DOC.pdf;

const COLUMNS: readonly Column[] = [
  { header: TEXT.number, weight: 0.5, align: 'left' },
  { header: TEXT.item, weight: 4.2, align: 'left' },
  { header: TEXT.qty, weight: 0.8, align: 'right' },
  { header: TEXT.rateExclGst, weight: 1.8, align: 'right' },
  { header: TEXT.gst, weight: 1.8, align: 'right' },
  { header: TEXT.amount, weight: 1.9, align: 'right' },
];

function addressLines(address: InvoiceAddress): string[] {
  return [address.full_name, address.full_address, address.mobile_no ? TEXT.mobile(address.mobile_no) : ''].filter((line) => line !== '');
}

function sameAddress(a: InvoiceAddress, b: InvoiceAddress): boolean {
  return a.full_name === b.full_name && a.full_address === b.full_address && a.mobile_no === b.mobile_no;
}

export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = await createDocument(`${TEXT.invoiceTitle} ${data.orderId} · ${MSG.storeName}`);
  const facts: [string, string][] = [
    [TEXT.order, data.orderId],
    [TEXT.orderDate, documentDate(data.orderDate)],
    [TEXT.invoiceDate, documentDate(data.invoiceDate)],
  ];
  if (data.deliveryDate && data.status !== 'Cancelled') {
    facts.push([data.status === 'Delivered' ? TEXT.delivered : TEXT.expectedDelivery, documentDate(data.deliveryDate)]);
  }
  facts.push([TEXT.payment, data.payType === 'COD' ? TEXT.cashOnDelivery : data.isPaid ? TEXT.paidOnline : TEXT.onlineUnpaid]);
  drawHeader(doc, TEXT.invoiceTitle, facts);

  drawBlocks(
    doc,
    sameAddress(data.billing, data.shipping)
      ? [{ title: TEXT.billingAndShipping, lines: addressLines(data.billing) }]
      : [
          { title: TEXT.billedTo, lines: addressLines(data.billing) },
          { title: TEXT.shippedTo, lines: addressLines(data.shipping) },
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
      TEXT.gstLine(line.gstRate, formatPaise(line.gstPaise * line.quantity)),
      formatPaise(line.totalPaise),
    ]),
  );

  const rows: TotalRow[] = [
    { label: TEXT.productsTotal, value: formatPaise(data.productTotalPaise) },
    { label: TEXT.gstIncluded, value: formatPaise(data.taxPaise) },
  ];
  if (data.discountPaise > 0) {
    rows.push({ label: data.voucherCode ? TEXT.discountWithCode(data.voucherCode) : TEXT.discount, value: `-${formatPaise(data.discountPaise)}` });
  }
  rows.push({ label: TEXT.shipping, value: data.shippingPaise > 0 ? formatPaise(data.shippingPaise) : TEXT.freeShipping(formatPaise(0)) });
  if (data.usedCoin > 0) rows.push({ label: TEXT.coinsUsed(data.usedCoin), value: `-${formatPaise(data.coinsPaise)}` });
  rows.push({ label: TEXT.finalTotal, value: formatPaise(data.finalTotalPaise), strong: true });
  drawTotals(doc, rows);

  if (data.giftMessage) drawNote(doc, TEXT.giftMessage(data.giftMessage));
  drawNote(doc, TEXT.invoiceNote);
  return toBuffer(doc);
}
