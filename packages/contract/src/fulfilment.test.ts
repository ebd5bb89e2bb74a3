import { describe, expect, it } from 'vitest';
import { ANSWER } from './answers.ts';
import {
  AWB_PATTERN,
  MAX_SHIPMENT_BOXES,
  MAX_SHIPMENT_GRAMS,
  ORDER_EVENT_KINDS,
  ORDER_MOVES,
  ORDER_STATUSES,
  SHIPPED_STATUSES,
  SHOPPER_ORDER_EVENTS,
} from './constants.ts';
import { PickListQuery, ShipmentRequest } from './staff-fulfilment.requests.ts';
import { OrderStatusRequest } from './staff.requests.ts';

const parse = <T, S>(struct: { validate: (value: unknown, options: { coerce: boolean }) => [{ message: string } | undefined, T | undefined] } & S, value: unknown) =>
  struct.validate(value, { coerce: true });

describe('the order state machine', () => {
  it('moves forward only: Dispatched only from Confirmed, cancelling only before shipping, three final statuses', () => {
    expect(Object.keys(ORDER_MOVES).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUSES.filter((status) => ORDER_MOVES[status].includes('Dispatched'))).toEqual(['Confirmed']);
    expect(ORDER_STATUSES.filter((status) => ORDER_MOVES[status].includes('Cancelled'))).toEqual(['Pending', 'Confirmed']);
    expect(ORDER_STATUSES.filter((status) => ORDER_MOVES[status].includes('Returned'))).toEqual([...SHIPPED_STATUSES]);
    expect(ORDER_STATUSES.filter((status) => ORDER_MOVES[status].length === 0)).toEqual(['Delivered', 'Returned', 'Cancelled']);
    // Never back to where it came from.
    for (const status of ORDER_STATUSES) {
      for (const next of ORDER_MOVES[status]) expect(ORDER_STATUSES.indexOf(next)).toBeGreaterThan(ORDER_STATUSES.indexOf(status));
    }
  });

  it('shows shoppers every step but the staff’s own', () => {
    expect(ORDER_EVENT_KINDS.filter((kind) => !SHOPPER_ORDER_EVENTS.includes(kind))).toEqual(['shipment_corrected', 'restocked']);
  });
});

describe('a shipment', () => {
  it('takes an AWB of 4 to 40 letters, digits or hyphens, in upper case', () => {
    expect(AWB_PATTERN.test('EE123456789IN')).toBe(true);
    expect(AWB_PATTERN.test('dl-1')).toBe(true);
    expect(AWB_PATTERN.test('abc')).toBe(false);
    expect(AWB_PATTERN.test('A B C D')).toBe(false);
    expect(AWB_PATTERN.test('x'.repeat(41))).toBe(false);
    const [, shipment] = parse(ShipmentRequest, { courier: ' Delhivery ', awb: 'dl-778899', weight_grams: '900' });
    expect(shipment).toEqual({ courier: 'Delhivery', awb: 'DL-778899', weight_grams: 900, boxes: 1 });
  });

  it('refuses a missing courier, a weight above 50 kg and more than 20 boxes', () => {
    expect(MAX_SHIPMENT_GRAMS).toBe(50_000);
    expect(MAX_SHIPMENT_BOXES).toBe(20);
    expect(parse(ShipmentRequest, { courier: '', awb: 'DL1234', weight_grams: 1 })[0]?.message).toContain(ANSWER.courierRequired);
    expect(parse(ShipmentRequest, { courier: 'X', awb: 'DL1234', weight_grams: 50_001 })[0]?.message).toContain(ANSWER.weightInvalid(50_000));
    expect(parse(ShipmentRequest, { courier: 'X', awb: 'DL1234', weight_grams: 10, boxes: 21 })[0]?.message).toContain(ANSWER.boxesInvalid(20));
  });

  it('dates a delivery and a pick list by calendar days only', () => {
    expect(parse(OrderStatusRequest, { order_status: 'delivered', delivered_on: '2026-03-05' })[1]).toMatchObject({ order_status: 'Delivered', delivered_on: '2026-03-05' });
    expect(parse(OrderStatusRequest, { order_status: 'Delivered', delivered_on: '2026-02-30' })[0]?.message).toContain(ANSWER.mustBeDate('delivered_on'));
    expect(parse(PickListQuery, {})[1]).toEqual({ date: null });
    expect(parse(PickListQuery, { date: 'today' })[0]?.message).toContain(ANSWER.mustBeDate('date'));
  });
});
