import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';
import { amountInWords, financialYearOf, gstSplit, gstStateCodeOf, invoiceLine, invoiceNumber, invoiceTotals, type InvoiceLineInput } from './gst.ts';

describe('GST constants', () => {
  it('lists the 36 states and union territories with their GST state codes', () => {
    const byName = new Map(C.GST_STATE_CODES.map((state) => [state.name, state.code]));
    expect(byName.get('Gujarat')).toBe('24');
    expect(byName.get('Maharashtra')).toBe('27');
    expect(byName.get('Karnataka')).toBe('29');
    expect(byName.get('Delhi')).toBe('07');
    expect(byName.get('Telangana')).toBe('36');
    expect(byName.get('Andhra Pradesh')).toBe('37');
    expect(byName.get('Ladakh')).toBe('38');
    expect(C.GST_STATE_CODES).toHaveLength(36);
    const codes = C.GST_STATE_CODES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
  });
  it('keeps the financial year from April and six-digit invoice sequences', () => {
    expect(C.FINANCIAL_YEAR_START_MONTH).toBe(4);
    expect(C.INVOICE_SEQUENCE_DIGITS).toBe(6);
  });
});

describe('amountInWords', () => {
  it('says zero, one rupee and ninety-nine rupees', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(9900)).toBe('Rupees Ninety-Nine Only');
  });
  it('counts in lakhs and crores, with the paise after "and"', () => {
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(123_456_789)).toBe('Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only');
    expect(amountInWords(1_000_000_000)).toBe('Rupees One Crore Only');
    expect(amountInWords(250_000_000_000)).toBe('Rupees Two Hundred Fifty Crore Only');
    expect(amountInWords(2_500_000_000_000)).toBe('Rupees Two Thousand Five Hundred Crore Only');
    expect(amountInWords(123_456_789_000)).toBe('Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety Only');
    expect(amountInWords(10_011_001_500)).toBe('Rupees Ten Crore One Lakh Ten Thousand Fifteen Only');
  });
  it('says an amount under a rupee in paise alone, one paisa in the singular', () => {
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(1)).toBe('One Paisa Only');
    expect(amountInWords(101)).toBe('Rupees One and One Paisa Only');
  });
  it('refuses what is not a whole, non-negative number of paise', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});

describe('gstSplit: the place of supply', () => {
  it('charges CGST and SGST, half each, when the goods go to the seller’s own state', () => {
    expect(gstSplit(1000, '24', '24')).toEqual({ kind: 'intra', cgst: 500, sgst: 500 });
  });
  it('gives an odd paisa to CGST, so the two add up to the tax', () => {
    expect(gstSplit(1001, '24', '24')).toEqual({ kind: 'intra', cgst: 501, sgst: 500 });
    expect(gstSplit(1, '24', '24')).toEqual({ kind: 'intra', cgst: 1, sgst: 0 });
  });
  it('charges IGST when the goods go to another state', () => {
    expect(gstSplit(1001, '24', '27')).toEqual({ kind: 'inter', igst: 1001 });
    expect(gstSplit(0, '24', '07')).toEqual({ kind: 'inter', igst: 0 });
  });
  it('refuses a code that is no state’s and a tax that is not whole paise', () => {
    expect(() => gstSplit(100, '24', '25')).toThrow(RangeError);
    expect(() => gstSplit(100, 'GJ', '24')).toThrow(RangeError);
    expect(() => gstSplit(10.5, '24', '24')).toThrow(RangeError);
  });
  it('finds a state’s code by the name an address gives', () => {
    expect(gstStateCodeOf('Gujarat')).toBe('24');
    expect(gstStateCodeOf('  tamil nadu ')).toBe('33');
    expect(gstStateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(gstStateCodeOf('Atlantis')).toBeNull();
  });
});

describe('invoiceLine: prices include GST', () => {
  it('takes the tax out of the price: ₹105 at 5 % is ₹100 taxable and ₹5 tax', () => {
    expect(invoiceLine({ unitPricePaise: 10_500, quantity: 1, ratePercent: 5 })).toEqual({ taxablePaise: 10_000, taxPaise: 500, totalPaise: 10_500 });
  });
  it('charges exactly price × quantity and rounds the taxable value to the nearest paisa', () => {
    // 3 × ₹99.99 = ₹299.97 at 18 %: 29997 × 100 / 118 = 25421.19 → 25421 taxable, 4576 tax.
    expect(invoiceLine({ unitPricePaise: 9999, quantity: 3, ratePercent: 18 })).toEqual({ taxablePaise: 25_421, taxPaise: 4576, totalPaise: 29_997 });
    // ₹1 at 12 %: 100 × 100 / 112 = 89.29 → 89 taxable, 11 tax.
    expect(invoiceLine({ unitPricePaise: 100, quantity: 1, ratePercent: 12 })).toEqual({ taxablePaise: 89, taxPaise: 11, totalPaise: 100 });
  });
  it('has no tax at 0 %', () => {
    expect(invoiceLine({ unitPricePaise: 4550, quantity: 2, ratePercent: 0 })).toEqual({ taxablePaise: 9100, taxPaise: 0, totalPaise: 9100 });
  });
  it('refuses a quantity, price or rate that cannot be on an invoice', () => {
    expect(() => invoiceLine({ unitPricePaise: 100, quantity: 0, ratePercent: 5 })).toThrow(RangeError);
    expect(() => invoiceLine({ unitPricePaise: -1, quantity: 1, ratePercent: 5 })).toThrow(RangeError);
    expect(() => invoiceLine({ unitPricePaise: 100, quantity: 1, ratePercent: -5 })).toThrow(RangeError);
    expect(() => invoiceLine({ unitPricePaise: 100, quantity: 1, ratePercent: 5.001 })).toThrow(RangeError);
  });
});

describe('invoiceTotals', () => {
  it('sums per rate, shipping as its own line, and charges what the cart charges', () => {
    const totals = invoiceTotals(
      [
        { unitPricePaise: 10_500, quantity: 2, ratePercent: 5 },
        { unitPricePaise: 11_800, quantity: 1, ratePercent: 18 },
      ],
      { paise: 10_000, ratePercent: 18 },
    );
    expect(totals.totalPaise).toBe(2 * 10_500 + 11_800 + 10_000);
    expect(totals.byRate).toEqual([
      { ratePercent: 5, taxablePaise: 20_000, taxPaise: 1000 },
      { ratePercent: 18, taxablePaise: 10_000 + 8475, taxPaise: 1800 + 1525 },
    ]);
    expect(totals.shipping).toEqual({ taxablePaise: 8475, taxPaise: 1525, totalPaise: 10_000, ratePercent: 18 });
    expect(totals.taxablePaise + totals.taxPaise).toBe(totals.totalPaise);
  });
  it('has no shipping line when shipping is free', () => {
    const totals = invoiceTotals([{ unitPricePaise: 30_000, quantity: 1, ratePercent: 0 }], { paise: 0, ratePercent: 18 });
    expect(totals.shipping).toBeNull();
    expect(totals.byRate).toEqual([{ ratePercent: 0, taxablePaise: 30_000, taxPaise: 0 }]);
    expect(totals.totalPaise).toBe(30_000);
  });

  it('holds over 10,000 random carts: every paisa charged is on the invoice, once', () => {
    // mulberry32: a small seeded generator, so a failure shows the same cart again.
    let seed = 0x5eed_2026;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const RATES = [0, 5, 12, 18, 28, 40];
    const states = C.GST_STATE_CODES.map((state) => state.code);
    const failures: string[] = [];

    for (let cart = 0; cart < 10_000; cart++) {
      const lines: InvoiceLineInput[] = Array.from({ length: between(1, 8) }, () => ({
        unitPricePaise: between(100, 1_000_000),
        quantity: between(1, 10),
        ratePercent: pick(RATES),
      }));
      const shipping = random() < 0.5 ? { paise: C.SHIPPING_FLAT_PAISE, ratePercent: pick(RATES) } : null;
      const charged = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0) + (shipping?.paise ?? 0);
      const totals = invoiceTotals(lines, shipping);
      const all = totals.shipping ? [...totals.lines, totals.shipping] : totals.lines;
      const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const split = gstSplit(totals.taxPaise, '24', pick(states));
      const ok =
        all.every((line) => line.taxablePaise + line.taxPaise === line.totalPaise && line.taxPaise >= 0) &&
        totals.lines.every((line, i) => line.totalPaise === lines[i].unitPricePaise * lines[i].quantity) &&
        totals.totalPaise === sumOf(all.map((line) => line.totalPaise)) &&
        totals.totalPaise === charged &&
        totals.taxablePaise + totals.taxPaise === totals.totalPaise &&
        sumOf(totals.byRate.map((rate) => rate.taxablePaise)) === totals.taxablePaise &&
        sumOf(totals.byRate.map((rate) => rate.taxPaise)) === totals.taxPaise &&
        (split.kind === 'inter'
          ? split.igst === totals.taxPaise
          : split.cgst + split.sgst === totals.taxPaise &&
            totals.byRate.every((rate) => {
              const perRate = gstSplit(rate.taxPaise, '24', '24');
              return perRate.kind === 'intra' && perRate.cgst + perRate.sgst === rate.taxPaise && perRate.cgst - perRate.sgst <= 1;
            }));
      if (!ok) failures.push(JSON.stringify({ lines, shipping }));
      if (failures.length >= 3) break;
    }
    expect(failures).toEqual([]);
  });
});

describe('financial year and invoice numbers', () => {
  it('turns the year on 1 April in India, not in UTC', () => {
    // 31 Mar 2026, 20:00 UTC is 1 Apr 2026, 01:30 in India.
    expect(financialYearOf('2026-03-31T20:00:00Z')).toBe('2026-27');
    // 31 Mar 2026, 18:29 UTC is 31 Mar, 23:59 in India: still the old year.
    expect(financialYearOf('2026-03-31T18:29:59Z')).toBe('2025-26');
    expect(financialYearOf('2026-03-31T18:30:00Z')).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf('2099-06-01T00:00:00Z')).toBe('2099-00');
    expect(() => financialYearOf('not a date')).toThrow(RangeError);
  });
  it('numbers invoices per financial year with six digits, more when needed', () => {
    expect(invoiceNumber('SO', '2026-27', 123)).toBe('SO/26-27/000123');
    expect(invoiceNumber('SO', '2027-28', 1)).toBe('SO/27-28/000001');
    expect(invoiceNumber('SO', '2026-27', 1_234_567)).toBe('SO/26-27/1234567');
  });
  it('keeps within the 16 characters GST allows an invoice number, and refuses a longer one', () => {
    expect(C.GST_INVOICE_NUMBER_MAX_LENGTH).toBe(16);
    expect(invoiceNumber('SOS', '2026-27', 999_999)).toHaveLength(16);
    expect(() => invoiceNumber('SOST', '2026-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('SOS', '2026-27', 1_000_000)).toThrow(RangeError);
  });
  it('refuses a sequence below 1, a year that is not one and a prefix with a slash', () => {
    expect(() => invoiceNumber('SO', '2026-27', 0)).toThrow(RangeError);
    expect(() => invoiceNumber('SO', '2026-28', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('S/O', '2026-27', 1)).toThrow(RangeError);
  });
});
