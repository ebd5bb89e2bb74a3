import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIndianNumber, formatPaise, formatWholeRupees, lazyFormat, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('formats paise as rupees with Indian grouping and 2 decimals', () => {
    expect(formatPaise(12345600)).toBe('₹1,23,456.00');
    expect(formatPaise(25050)).toBe('₹250.50');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatWholeRupees(125050)).toBe('₹1,251');
    expect(formatWholeRupees(1250000)).toBe('₹12,500');
    expect(formatWholeRupees(25000)).toBe('₹250');
  });
  it('converts wire rupees (numbers or numeric strings) to integer paise', () => {
    expect(rupeesToPaise(250.5)).toBe(25050);
    expect(rupeesToPaise('99.99')).toBe(9999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(() => rupeesToPaise('abc')).toThrow();
  });
  it('converts paise back to rupees', () => {
    expect(paiseToRupees(25050)).toBe(250.5);
  });
  it('formats dates as DD MMM YYYY in Asia/Kolkata', () => {
    // 20:00 UTC on 4 March is already 5 March in India.
    expect(formatDate('2026-03-04T20:00:00Z')).toBe('05 Mar 2026');
    expect(formatDate('not a date')).toBe('');
    // Asia/Kolkata is UTC+5:30: 20:00 UTC is 1:30 the next morning.
    expect(formatDateTime('2026-03-04T20:00:00Z')).toBe('05 Mar 2026, 1:30 am');
    expect(formatDateTime('2026-03-05T09:15:00Z')).toBe('05 Mar 2026, 2:45 pm');
    expect(formatDateTime('not a date')).toBe('');
  });
  // The formatters are written without Intl (its locale data costs a slow phone's first render):
  // Intl's en-IN output is the oracle they must equal.
  const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const intlWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const intlNumber = (max: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: max });
  /** Deterministic amounts across every digit count up to ₹10,000 crore, both signs. */
  const samples = (count: number): number[] => {
    const out = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 1234567, 10000000, 123456789, 1e12, 999999999999];
    let x = 42;
    for (let i = 0; i < count; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      out.push(Math.floor((x / 2147483648) * 10 ** (1 + (i % 13))));
    }
    return [...out, ...out.map((v) => -v)];
  };
  it('writes paise exactly as Intl en-IN currency does, for every size of amount and both signs', () => {
    for (const paise of samples(2000)) {
      expect(formatPaise(paise), String(paise)).toBe(intlRupees.format(paise / 100));
      expect(formatWholeRupees(paise), String(paise)).toBe(intlWhole.format(Math.round(paise / 100)));
    }
    expect(formatPaise(-25050)).toBe('-₹250.50');
  });
  it('writes counts and net quantities (up to 3 decimals) exactly as Intl en-IN does', () => {
    const three = intlNumber(3);
    const whole = intlNumber(0);
    for (const n of samples(2000)) {
      expect(formatIndianNumber(n), String(n)).toBe(whole.format(n));
      const q = n / 1000;
      expect(formatIndianNumber(q, 3), String(q)).toBe(three.format(q));
    }
    for (const q of [0.5, 1.5, 2.25, 0.125, 12.5, 1500, 0.001]) expect(formatIndianNumber(q, 3)).toBe(three.format(q));
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
  });
  it('makes a lazy formatter once, on first use', () => {
    let made = 0;
    const format = lazyFormat(() => ++made);
    expect(made).toBe(0);
    expect([format(), format()]).toEqual([1, 1]);
  });
});
