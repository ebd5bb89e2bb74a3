import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDate,
  daysBetween,
  deliveryCountdown,
  firstDeliveryDate,
  formatSubscriptionDate,
  nextDeliveryDate,
  parseIsoDate,
  readCalendarDay,
  shiftOffered,
  shiftRefusal,
  shiftWindow,
  startOfDay,
  subscriptionDiscountPaise,
  subscriptionPricePaise,
  upcomingDelivery,
} from './subscriptions.ts';

describe('calendar dates', () => {
  it('calendarDate is the day Intl gives in Asia/Kolkata, either side of every midnight of three years', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    const wrong: string[] = [];
    // Midnight in India is 18:30 UTC: the second before, the second itself, and midday between.
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      for (const t of [day + 18 * 3_600_000 + 29 * 60_000 + 59_000, day + 18 * 3_600_000 + 30 * 60_000, day + 6 * 3_600_000]) {
        const at = new Date(t);
        if (calendarDate(at) !== intl.format(at)) wrong.push(at.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });
  it('reads only real days written YYYY-MM-DD', () => {
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-13-01')).toBeNull();
    expect(parseIsoDate('2025-1-01')).toBeNull();
    expect(parseIsoDate('01-01-2025')).toBeNull();
    expect(parseIsoDate('2025-01-01T00:00:00Z')).toBeNull();
  });

  it('adds and counts days across months, years and leap days', () => {
    expect(addDays('2025-01-28', 7)).toBe('2025-02-04');
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-01-01', '2025-03-01')).toBe(59);
    expect(daysBetween('2025-03-01', '2025-01-01')).toBe(-59);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });

  it("is the day in Asia/Kolkata, not the machine's or UTC's", () => {
    // 20:00 UTC is 01:30 the next day in India (+05:30).
    expect(calendarDate(new Date('2025-03-31T20:00:00Z'))).toBe('2025-04-01');
    expect(calendarDate(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03-31');
    expect(startOfDay('2025-04-01').toISOString()).toBe('2025-03-31T18:30:00.000Z');
    expect(calendarDate(startOfDay('2025-04-01'))).toBe('2025-04-01');
  });
});

describe('subscription price', () => {
  it('takes the discount off the product price, rounded to the paisa', () => {
    expect(subscriptionPricePaise(54880, 5)).toBe(52136);
    // ₹156.85 × 0.95 = ₹149.0075 → ₹149.01
    expect(subscriptionPricePaise(15685, 5)).toBe(14901);
    expect(subscriptionPricePaise(10000, 0)).toBe(10000);
    expect(subscriptionPricePaise(999, 10)).toBe(899);
  });

  it('the discount of a quantity is the difference per unit times the quantity', () => {
    expect(subscriptionDiscountPaise(54880, 5, 3)).toBe((54880 - 52136) * 3);
    expect(subscriptionDiscountPaise(54880, 0, 3)).toBe(0);
  });
});

describe('delivery rhythm', () => {
  it('delivers first one rhythm after the start', () => {
    expect(firstDeliveryDate('2025-01-01', 7)).toBe('2025-01-08');
    expect(firstDeliveryDate('2025-01-31', 30)).toBe('2025-03-02');
  });

  it('after a delivery on its day, the next is that date plus the rhythm', () => {
    expect(nextDeliveryDate('2025-01-08', 7, '2025-01-08')).toBe('2025-01-15');
    expect(nextDeliveryDate('2025-01-08', 3, '2025-01-08')).toBe('2025-01-11');
  });

  it('a delivery shifted forward goes back to the rhythm it had, skipping the dates it passed', () => {
    // Due 8 Jan, shifted to 11 Jan: the next stays 15 Jan.
    expect(nextDeliveryDate('2025-01-08', 7, '2025-01-11')).toBe('2025-01-15');
    // Shifted exactly one rhythm (to 15 Jan): the 15th is that delivery, the next is the 22nd.
    expect(nextDeliveryDate('2025-01-08', 7, '2025-01-15')).toBe('2025-01-22');
    // Express (3 days) shifted by 15 days: one delivery on the 23rd, then the 26th.
    expect(nextDeliveryDate('2025-01-08', 3, '2025-01-23')).toBe('2025-01-26');
  });

  it('refuses a rhythm that is not whole days', () => {
    expect(() => nextDeliveryDate('2025-01-08', 0, '2025-01-08')).toThrow(RangeError);
  });
});

describe('shift rule', () => {
  const next = '2025-01-10';
  const allowed = (today: string, target: string, alreadyShifted = false) => shiftRefusal({ nextDelivery: next, today, target, alreadyShifted });

  it('allows one shift while the delivery is 0 to 7 days away, to a date from it to 15 days after', () => {
    expect(shiftWindow(next)).toEqual({ min: '2025-01-10', max: '2025-01-25' });
    expect(allowed('2025-01-03', '2025-01-10')).toBeNull();
    expect(allowed('2025-01-10', '2025-01-25')).toBeNull();
    expect(allowed('2025-01-05', '2025-01-12')).toBeNull();
  });

  it('refuses too early, too late, a second shift and dates outside the window', () => {
    expect(allowed('2025-01-02', '2025-01-12')).toBe('notYet');
    expect(allowed('2025-01-11', '2025-01-12')).toBe('tooLate');
    expect(allowed('2025-01-05', '2025-01-12', true)).toBe('alreadyShifted');
    expect(allowed('2025-01-05', '2025-01-09')).toBe('beforeNext');
    expect(allowed('2025-01-05', '2025-01-26')).toBe('tooFar');
  });
});

describe('the delivery a subscription makes next', () => {
  it('is the shifted date when set, else the next delivery date; date-times read as their day in India', () => {
    expect(upcomingDelivery({ next_delivery_date: '2026-11-25', shifted_delivery_date: null })).toBe('2026-11-25');
    expect(upcomingDelivery({ next_delivery_date: '2026-11-25', shifted_delivery_date: '2026-11-30' })).toBe('2026-11-30');
    expect(upcomingDelivery({ next_delivery_date: '2026-11-25' })).toBe('2026-11-25');
    expect(upcomingDelivery({ next_delivery_date: null, shifted_delivery_date: null })).toBeNull();
    // 20:00 UTC on the 24th is the 25th in India.
    expect(readCalendarDay('2026-11-24T20:00:00Z')).toBe('2026-11-25');
    expect(readCalendarDay('soon')).toBeNull();
    expect(readCalendarDay('2026-02-30')).toBeNull();
  });
});

describe('next-delivery countdown', () => {
  const today = '2026-03-01';
  it.each([
    [0, 30, true],
    [1, 29, true],
    [2, 28, true],
    [3, 27, true],
    [4, 26, false],
    [29, 1, false],
    [30, 0, false],
    [45, 0, false],
  ])('%i days away: progress %i of 30, urgent %s', (days, progress, urgent) => {
    expect(deliveryCountdown(addDays(today, days), today)).toEqual({ days, progress, urgent });
  });

  it('a delivery date already passed counts as today', () => {
    expect(deliveryCountdown('2026-02-27', today)).toEqual({ days: 0, progress: 30, urgent: true });
  });
});

describe('Shift Order offered', () => {
  const nextDelivery = '2026-03-10';
  const offered = (today: string, changes: { active?: boolean; alreadyShifted?: boolean } = {}) =>
    shiftOffered({ active: true, alreadyShifted: false, nextDelivery, today, ...changes });

  it('while active, 0 to 7 days before the next delivery, and not shifted yet', () => {
    expect(offered('2026-03-03')).toBe(true);
    expect(offered('2026-03-10')).toBe(true);
    expect(offered('2026-03-02')).toBe(false);
    expect(offered('2026-03-11')).toBe(false);
    expect(offered('2026-03-05', { alreadyShifted: true })).toBe(false);
    expect(offered('2026-03-05', { active: false })).toBe(false);
    expect(shiftOffered({ active: true, alreadyShifted: false, nextDelivery: null, today: '2026-03-05' })).toBe(false);
  });
});

describe('subscription dates (short US style)', () => {
  it('writes the calendar day as "Mon D, YYYY"', () => {
    expect(formatSubscriptionDate('2026-11-25')).toBe('Nov 25, 2026');
    expect(formatSubscriptionDate('2027-01-05')).toBe('Jan 5, 2027');
    expect(formatSubscriptionDate('2024-02-29')).toBe('Feb 29, 2024');
  });
});
