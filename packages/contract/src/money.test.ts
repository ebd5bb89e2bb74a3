import { describe, expect, it } from 'vitest';
import { formatDate, formatPaise, formatWholeRupees, paiseToRupees, rupeesToPaise } from './money.ts';

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
  });
});
