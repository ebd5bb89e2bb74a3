import { describe, expect, it } from 'vitest';
import { validate, type Struct } from 'superstruct';
import { ANSWER } from './answers.ts';
import { LEAD_STATUSES } from './constants.ts';
import {
  CoinAdjustRequest,
  LeadStatusRequest,
  MAX_COIN_ADJUSTMENT,
  MAX_STAFF_RUPEES,
  StaffProductUpdateRequest,
  StaffVoucherCreateRequest,
  staffVoucherState,
} from './staff-admin.ts';

/** The parsed value, or every field's message. */
function parse<T, S>(schema: Struct<T, S>, input: unknown): { value?: T; errors?: Record<string, string> } {
  const [error, value] = validate(input, schema, { coerce: true });
  if (!error) return { value };
  return { errors: Object.fromEntries(error.failures().map((f) => [String(f.key), f.message])) };
}

describe('staff administration requests', () => {
  it('a product change keeps what is left out and takes rupees with at most 2 decimals', () => {
    expect(parse(StaffProductUpdateRequest, { stock: null }).value).toEqual({ stock: null });
    expect(parse(StaffProductUpdateRequest, { selling_price: '249.50', mrp: 299 }).value).toEqual({ selling_price: 249.5, mrp: 299 });
    expect(parse(StaffProductUpdateRequest, { mrp: null }).value).toEqual({ mrp: null });
    for (const price of [0, -1, 10.005, MAX_STAFF_RUPEES + 1, 'ten']) {
      expect(parse(StaffProductUpdateRequest, { selling_price: price }).errors?.selling_price).toBe(ANSWER.staffRupeesInvalid('selling_price', MAX_STAFF_RUPEES));
    }
    expect(parse(StaffProductUpdateRequest, { is_hidden: 'true' }).errors?.is_hidden).toBeDefined();
  });

  it('a voucher: code upper-cased, a percent from 1 to 100, a cap only on a percent voucher', () => {
    expect(parse(StaffVoucherCreateRequest, { code: ' diwali-15 ', kind: 'percent', value: 15, max_discount: 200 }).value).toMatchObject({
      code: 'DIWALI-15',
      value: 15,
      max_discount: 200,
      min_order: null,
      expires_at: null,
      max_uses: null,
    });
    expect(parse(StaffVoucherCreateRequest, { code: 'X', kind: 'percent', value: 101 }).errors?.value).toBe(ANSWER.staffPercentInvalid);
    expect(parse(StaffVoucherCreateRequest, { code: 'X', kind: 'percent', value: 12.5 }).errors?.value).toBe(ANSWER.staffPercentInvalid);
    expect(parse(StaffVoucherCreateRequest, { code: 'X', kind: 'flat', value: 50, max_discount: 10 }).errors?.max_discount).toBe(ANSWER.staffCapPercentOnly);
    expect(parse(StaffVoucherCreateRequest, { code: 'no spaces', kind: 'flat', value: 50 }).errors?.code).toBe(ANSWER.staffVoucherCodeInvalid);
    expect(parse(StaffVoucherCreateRequest, { code: 'X', kind: 'flat', value: 50, expires_at: '31/12/2099' }).errors?.expires_at).toBe(ANSWER.staffExpiryInvalid);
  });

  it('a coin adjustment is a non-zero whole number within the limit, with a reason', () => {
    expect(parse(CoinAdjustRequest, { coins: -20, reason: ' Damaged parcel ' }).value).toEqual({ coins: -20, reason: 'Damaged parcel' });
    for (const coins of [0, 1.5, MAX_COIN_ADJUSTMENT + 1]) expect(parse(CoinAdjustRequest, { coins, reason: 'x' }).errors?.coins).toBe(ANSWER.staffCoinsInvalid(MAX_COIN_ADJUSTMENT));
    expect(parse(CoinAdjustRequest, { coins: 5, reason: ' ' }).errors?.reason).toBe(ANSWER.staffReasonRequired);
  });

  it('a lead status is new, answered or closed', () => {
    expect(LEAD_STATUSES).toEqual(['new', 'answered', 'closed']);
    expect(parse(LeadStatusRequest, { status: 'answered' }).value).toEqual({ status: 'answered' });
    expect(parse(LeadStatusRequest, { status: 'lost' }).errors?.status).toBeDefined();
  });
});

describe('where a voucher stands (staffVoucherState)', () => {
  const now = new Date('2026-11-28T06:00:00Z');
  const voucher = { is_active: true, expires_at: null, uses: 3, max_uses: 100 };

  it('active when switched on, before its expiry and below its limit; paused when switched off', () => {
    expect(staffVoucherState(voucher, now)).toBe('active');
    expect(staffVoucherState({ ...voucher, expires_at: '2026-11-28T06:00:00.001Z', max_uses: null, uses: 10_000 }, now)).toBe('active');
    expect(staffVoucherState({ ...voucher, is_active: false }, now)).toBe('paused');
  });

  it('expired from the moment of its expiry, used up once its uses reach the limit, even while switched on', () => {
    expect(staffVoucherState({ ...voucher, expires_at: '2026-11-28T06:00:00Z' }, now)).toBe('expired');
    expect(staffVoucherState({ ...voucher, expires_at: new Date('2026-10-01T00:00:00Z') }, now)).toBe('expired');
    expect(staffVoucherState({ ...voucher, uses: 100 }, now)).toBe('used_up');
    expect(staffVoucherState({ ...voucher, uses: 101 }, now)).toBe('used_up');
  });

  it('expired or used up before paused: resuming would not make either work again', () => {
    expect(staffVoucherState({ ...voucher, is_active: false, expires_at: '2026-01-01T00:00:00Z' }, now)).toBe('expired');
    expect(staffVoucherState({ ...voucher, is_active: false, uses: 100 }, now)).toBe('used_up');
    expect(staffVoucherState({ ...voucher, uses: 100, expires_at: '2026-01-01T00:00:00Z' }, now)).toBe('expired');
  });
});
