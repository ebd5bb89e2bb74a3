import { create, StructError } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ANSWER } from './answers.ts';
import { StaffOrdersFilterQuery, STAFF_PAYMENT_FILTERS, SUMMARY_ACTION_ITEMS, SUMMARY_CHART_DAYS, SUMMARY_PERIOD_DAYS } from './staff-orders.ts';

describe('StaffOrdersFilterQuery', () => {
  it('reads the filters of a query string, blanks as absent, with the list defaults', () => {
    expect(create({ payment: 'Refund_Due', from: ' 2026-01-01 ', to: '2026-01-31', q: '  Asha ', partner: 'demo', status: 'pending' }, StaffOrdersFilterQuery)).toEqual({
      status: 'Pending',
      partner: 'DEMO',
      payment: 'refund_due',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'Asha',
      page: 1,
      page_size: 20,
    });
    expect(create({ payment: '', from: '', q: '   ' }, StaffOrdersFilterQuery)).toMatchObject({ payment: null, from: null, to: null, q: null, status: null });
  });

  it('refuses an unknown payment filter and days that do not exist', () => {
    const message = (input: unknown) => {
      try {
        create(input, StaffOrdersFilterQuery);
        return null;
      } catch (error) {
        return error instanceof StructError ? (error.failures()[0]?.message ?? null) : String(error);
      }
    };
    expect(message({ payment: 'gold' })).toBe(ANSWER.mustBeOneOf('payment', STAFF_PAYMENT_FILTERS));
    expect(message({ from: '2026-02-30' })).toBe(ANSWER.mustBeDate('from'));
    expect(message({ to: '31/01/2026' })).toBe(ANSWER.mustBeDate('to'));
  });
});

describe('the summary constants', () => {
  it('are today, 7 and 30 days, a 30-day chart and 5 items of each action', () => {
    expect(SUMMARY_PERIOD_DAYS).toEqual({ today: 1, last_7_days: 7, last_30_days: 30 });
    expect(SUMMARY_CHART_DAYS).toBe(SUMMARY_PERIOD_DAYS.last_30_days);
    expect(SUMMARY_ACTION_ITEMS).toBe(5);
  });
});
