/**
 * What the staff's fulfilment calls send (shipping an order, the pick list's day): superstruct
 * schemas built from the field parsers (`fields.ts`). The server validates each request with them;
 * the browser's builds leave them out. No answer schema lives here (docs/decisions.md).
 */
import { type Infer, type } from 'superstruct';
import { ANSWER } from './answers.ts';
import { AWB_PATTERN, MAX_COURIER_LENGTH, MAX_SHIPMENT_BOXES, MAX_SHIPMENT_GRAMS } from './constants.ts';
import { field, isBlank, parseText, Refusal, refuse, wholeNumber } from './fields.ts';
import { parseIsoDate } from './subscriptions.ts';

/** A whole number from 1 to `max` (a JSON number or digits), else `message`. */
const Count = (name: string, max: number, message: string, fallback?: number) =>
  field<number>(name, (value) => {
    if (isBlank(value) && fallback !== undefined) return fallback;
    const n = wholeNumber(value);
    return n !== null && n >= 1 && n <= max ? n : refuse(message);
  });

/** PUT /staff/orders/{order_id}/shipment: ship a confirmed order, or correct its shipment until delivered. */
export const ShipmentRequest = type({
  courier: field<string>('courier', (value) => parseText(value, { label: 'courier', max: MAX_COURIER_LENGTH, required: ANSWER.courierRequired })),
  /** The courier's tracking number (AWB), answered in upper case. */
  awb: field<string>('awb', (value) => {
    const text = parseText(value, { label: 'awb', max: 40 });
    if (text instanceof Refusal) return text;
    return AWB_PATTERN.test(text) ? text.toUpperCase() : refuse(ANSWER.awbInvalid);
  }),
  weight_grams: Count('weight_grams', MAX_SHIPMENT_GRAMS, ANSWER.weightInvalid(MAX_SHIPMENT_GRAMS)),
  /** Absent: one box. */
  boxes: Count('boxes', MAX_SHIPMENT_BOXES, ANSWER.boxesInvalid(MAX_SHIPMENT_BOXES), 1),
});
export type ShipmentRequest = Infer<typeof ShipmentRequest>;

/** GET /staff/pick-list.pdf: the day (YYYY-MM-DD, India) whose confirmed orders to pick; absent: today. */
export const PickListQuery = type({
  date: field<string | null>('date', (value) => {
    if (isBlank(value)) return null;
    const text = typeof value === 'string' ? parseIsoDate(value.trim()) : null;
    return text ?? refuse(ANSWER.mustBeDate('date'));
  }),
});
export type PickListQuery = Infer<typeof PickListQuery>;
