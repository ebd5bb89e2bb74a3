/** The staff's fulfilment: an order's detail to pack it, the pick list, packing slip and label, shipping and restocking. */
import { ANSWER } from '../../answers.ts';
import { OrderNumberParams } from '../../orders.requests.ts';
import { StaffOrderDetailResponse, StaffRestockResponse, StaffShipmentResponse } from '../../staff-fulfilment.answers.ts';
import { PickListQuery, ShipmentRequest } from '../../staff-fulfilment.requests.ts';
import { endpoint, FileAnswer } from '../endpoint.ts';

export const STAFF_FULFILMENT = {
  order: endpoint({
    method: 'GET',
    path: '/staff/orders/:orderId',
    params: OrderNumberParams,
    answer: StaffOrderDetailResponse,
    auth: 'staff',
    visitor: 'none',
    summary:
      'One order as staff pack and ship it (its number, any case): lines (picture, name, net quantity, quantity, price, the product’s units returned and not yet restocked), billing and shipping address with their PIN codes, the phone the courier calls, the gift message, `payment` (`paid_online`, `cod` or `not_paid`), `cod_amount` (what the courier collects, while a COD order is open), refunds, the shipment (courier, AWB, tracking URL, weight, boxes), the events with their times and who did them, and the couriers of the `COURIERS` setting. An unknown number 404.',
  }),
  ship: endpoint({
    method: 'PUT',
    path: '/staff/orders/:orderId/shipment',
    params: OrderNumberParams,
    body: ShipmentRequest,
    answer: StaffShipmentResponse,
    auth: 'staff',
    visitor: 'none',
    summary: `Ships a Confirmed order: \`courier\`, \`awb\` (4 to 40 letters, digits or hyphens, kept in upper case), \`weight_grams\`, \`boxes\` (default 1); it becomes Dispatched and its tracking URL is made from the courier’s template of the \`COURIERS\` setting (any case), if it has one. A Dispatched or Out for Delivery order’s shipment is corrected the same way. Any other status 409 (“${ANSWER.cannotShip('Cancelled')}”), an online order not paid 409 “${ANSWER.cannotShipUnpaid}”. Dispatching through the status change is refused: shipping is the way.`,
  }),
  restock: endpoint({
    method: 'POST',
    path: '/staff/orders/:orderId/restock',
    params: OrderNumberParams,
    answer: StaffRestockResponse,
    auth: 'staff',
    visitor: 'none',
    summary: `Puts a Returned order’s units back into stock, once: each line’s quantity moves from its product’s returned count to its stock (at most what the returned count holds). Not Returned 409 “${ANSWER.restockNotReturned}”, done before 409 “${ANSWER.alreadyRestocked}”.`,
  }),
  packingSlip: endpoint({
    method: 'GET',
    path: '/staff/orders/:orderId/packing-slip.pdf',
    params: OrderNumberParams,
    answer: FileAnswer,
    auth: 'staff',
    file: 'application/pdf',
    summary:
      'The order’s packing slip (A4: lines with net quantity and quantity, gift message) and its address label (A6: ship-to address, PIN code in large type, phone, the order number as a Code 128 barcode, courier and AWB once shipped, and for cash on delivery the amount to collect) as one PDF download (`packing-slip-{order_id}.pdf`). An unknown order 404.',
  }),
  pickList: endpoint({
    method: 'GET',
    path: '/staff/pick-list.pdf',
    query: PickListQuery,
    answer: FileAnswer,
    auth: 'staff',
    file: 'application/pdf',
    summary:
      'The pick list of the Confirmed orders placed on `date` (YYYY-MM-DD, India; default today) as a PDF download (`pick-list-{date}.pdf`): one row per product with its net quantity, the total quantity and the orders it goes to (number × quantity); a day without any says so.',
  }),
};
