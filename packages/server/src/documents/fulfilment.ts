/**
 * The staff's fulfilment PDFs: a day's pick list (A4: each product's total and the orders it goes
 * to), and an order's packing slip (A4) with its address label (A6: ship-to address, PIN code in
 * large type, the order number as a Code 128 barcode, what to collect for cash on delivery).
 */
import { DOC, formatPaise, MSG } from '@so/contract';
import { drawCode128 } from './code128.ts';
import { createDocument, documentDate, drawBlocks, drawHeader, drawNote, drawTable, toBuffer, type Column } from './layout.ts';

const TEXT = DOC.pdf;
const FUL = DOC.fulfilment;

export interface PickListProduct {
  name: string;
  netQuantity: string | null;
  orders: readonly { orderId: string; quantity: number }[];
}

const PICK_COLUMNS: readonly Column[] = [
  { header: FUL.product, weight: 3.6, align: 'left' },
  { header: FUL.netQuantity, weight: 1.4, align: 'left' },
  { header: FUL.totalQuantity, weight: 1.2, align: 'right' },
  { header: FUL.goesTo, weight: 3.8, align: 'left' },
];

/** The pick list of `day` (YYYY-MM-DD): one row per product, in the order given. */
export async function renderPickListPdf(day: string, orderCount: number, products: readonly PickListProduct[]): Promise<Buffer> {
  const doc = await createDocument(`${FUL.pickListTitle} ${day} · ${MSG.storeName}`);
  const date = documentDate(`${day}T00:00:00+05:30`);
  drawHeader(doc, FUL.pickListTitle, [
    [FUL.pickListDay, date],
    [FUL.pickListOrders, String(orderCount)],
  ]);
  if (products.length === 0) {
    drawNote(doc, FUL.noOrders(date));
    return toBuffer(doc);
  }
  drawTable(
    doc,
    PICK_COLUMNS,
    products.map((product) => [
      product.name,
      product.netQuantity ?? '',
      String(product.orders.reduce((sum, order) => sum + order.quantity, 0)),
      product.orders.map((order) => FUL.orderQuantity(order.orderId, order.quantity)).join(', '),
    ]),
  );
  return toBuffer(doc);
}

export interface PackAddress {
  full_name: string;
  mobile_no: string | null;
  full_address: string;
  pin_code: string | null;
}

export interface PackingSlipData {
  orderId: string;
  orderDate: Date;
  shipping: PackAddress;
  phone: string | null;
  lines: readonly { name: string; netQuantity: string | null; quantity: number }[];
  giftMessage: string | null;
  /** What the courier collects (paise): a COD order's total, else null (prepaid). */
  codPaise: number | null;
  shipment: { courier: string; awb: string; weightGrams: number; boxes: number } | null;
}

const SLIP_COLUMNS: readonly Column[] = [
  { header: TEXT.number, weight: 0.5, align: 'left' },
  { header: FUL.product, weight: 5, align: 'left' },
  { header: FUL.netQuantity, weight: 1.6, align: 'left' },
  { header: TEXT.qty, weight: 0.9, align: 'right' },
];

const LABEL_MARGIN = 18;

/** The packing slip (page 1, A4) and the address label (page 2, A6) of one order. */
export async function renderPackingSlipPdf(data: PackingSlipData): Promise<Buffer> {
  const doc = await createDocument(`${FUL.packingSlipTitle} ${data.orderId} · ${MSG.storeName}`);
  const collect = data.codPaise === null ? FUL.prepaid : FUL.codCollect(formatPaise(data.codPaise));
  drawHeader(doc, FUL.packingSlipTitle, [
    [TEXT.order, data.orderId],
    [TEXT.orderDate, documentDate(data.orderDate)],
    [TEXT.payment, data.codPaise === null ? TEXT.paidOnline : TEXT.cashOnDelivery],
  ]);
  const shipTo = [data.shipping.full_name, data.shipping.full_address, data.phone ? FUL.phone(data.phone) : ''].filter((line) => line !== '');
  drawBlocks(doc, [{ title: FUL.shipTo, lines: shipTo }]);
  drawTable(
    doc,
    SLIP_COLUMNS,
    data.lines.map((line, i) => [String(i + 1), line.name, line.netQuantity ?? '', String(line.quantity)]),
  );
  drawNote(doc, collect);
  if (data.giftMessage) drawNote(doc, TEXT.giftMessage(data.giftMessage));
  drawNote(doc, FUL.packingNote);

  // The label: A6 portrait, everything a courier reads at a glance.
  doc.addPage({ size: 'A6', margin: LABEL_MARGIN });
  const width = doc.page.width - 2 * LABEL_MARGIN;
  const left = LABEL_MARGIN;
  let y = LABEL_MARGIN;
  doc.font('Inter-SemiBold').fontSize(9).fillColor('#4a5a47').text(FUL.shipTo, left, y, { width });
  y = doc.y + 2;
  doc.font('Inter-SemiBold').fontSize(12).fillColor('#1d2a1b').text(data.shipping.full_name, left, y, { width });
  doc.font('Inter').fontSize(9).text(data.shipping.full_address, left, doc.y, { width });
  if (data.phone) doc.text(FUL.phone(data.phone), left, doc.y, { width });
  y = doc.y + 6;
  doc.font('Inter-SemiBold').fontSize(9).text(FUL.pin, left, y, { width });
  doc.font('Inter-SemiBold').fontSize(34).text(data.shipping.pin_code ?? '', left, doc.y, { width, characterSpacing: 2 });
  y = doc.y + 4;
  doc.font('Inter-SemiBold').fontSize(11).text(collect, left, y, { width });
  y = doc.y + 8;
  drawCode128(doc, data.orderId, left, y, width, 48);
  y += 52;
  doc.font('Inter-SemiBold').fontSize(11).text(data.orderId, left, y, { width, align: 'center' });
  y = doc.y + 6;
  doc.font('Inter').fontSize(9);
  if (data.shipment) {
    doc.text(`${FUL.courier}: ${data.shipment.courier}`, left, y, { width });
    doc.text(`${FUL.awb}: ${data.shipment.awb}`, left, doc.y, { width });
    doc.text(FUL.parcel(data.shipment.weightGrams, data.shipment.boxes), left, doc.y, { width });
  } else {
    doc.text(FUL.notShipped, left, y, { width });
  }
  doc.fillColor('#4a5a47').text(FUL.from(MSG.storeName), left, doc.y + 4, { width });
  return toBuffer(doc);
}
