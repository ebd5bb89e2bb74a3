/**
 * The pure rules of a GST tax invoice (docs/rules.md#gst-invoices): the amount in words, the
 * place of supply (CGST and SGST, or IGST), tax taken out of tax-inclusive prices line by line,
 * and the invoice number series of each financial year. All money is integer paise.
 */
import { FINANCIAL_YEAR_START_MONTH, GST_INVOICE_NUMBER_MAX_LENGTH, GST_STATE_CODES, INVOICE_SEQUENCE_DIGITS, PAISE_PER_RUPEE, type GstStateCode } from './constants.ts';
import { calendarDate } from './subscriptions.ts';

// ─── Amount in words ──────────────────────────────────────────────────────

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1–99 in words: "Seven", "Nineteen", "Ninety-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ''}`;
}

/** 1–999 in words: "Five Hundred Sixty-Seven" (no "and" inside a number). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A positive whole number in Indian words: crore, lakh, thousand (above 99 crore the crores are counted the same way). */
function indianWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ].filter(Boolean).join(' ');
}

/**
 * An amount as a tax invoice writes it in words, in Indian numbering: 12345678 → "Rupees One Lakh
 * Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only". Whole rupees say no
 * paise ("Rupees One Only"); an amount under one rupee says only its paise ("Fifty Paise Only",
 * "One Paisa Only"); nothing is "Rupees Zero Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${String(paise)}`);
  const rupees = Math.floor(paise / PAISE_PER_RUPEE);
  const rest = paise % PAISE_PER_RUPEE;
  if (rest === 0) return `Rupees ${rupees === 0 ? 'Zero' : indianWords(rupees)} Only`;
  const paiseWords = `${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}`;
  if (rupees === 0) return `${paiseWords} Only`;
  return `Rupees ${indianWords(rupees)} and ${paiseWords} Only`;
}

// ─── Place of supply ──────────────────────────────────────────────────────

const STATE_CODES: ReadonlySet<string> = new Set(GST_STATE_CODES.map((state) => state.code));

/** A state's name as compared: lower case, "&" as "and", single spaces. */
const stateKey = (name: string) => name.trim().toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ');
const CODE_BY_NAME: ReadonlyMap<string, GstStateCode> = new Map(GST_STATE_CODES.map((state) => [stateKey(state.name), state.code]));

/** The GST state code of a state or union territory by its name (case and "&" or "and" do not matter); null when not one of GST_STATE_CODES. */
export function gstStateCodeOf(stateName: string): GstStateCode | null {
  return CODE_BY_NAME.get(stateKey(stateName)) ?? null;
}

/** The tax of an invoice (or of one rate) as the invoice states it: CGST and SGST within a state, IGST between states. */
export type GstSplit = { kind: 'intra'; cgst: number; sgst: number } | { kind: 'inter'; igst: number };

/**
 * How a tax is charged, by the place of supply: when the shipping address is in the seller's own
 * state, half is CGST and half SGST (an odd paisa goes to CGST, so CGST + SGST is the tax
 * exactly); otherwise it is all IGST. Both states are two-digit GST state codes.
 */
export function gstSplit(taxPaise: number, sellerStateCode: string, supplyStateCode: string): GstSplit {
  if (!Number.isSafeInteger(taxPaise) || taxPaise < 0) throw new RangeError(`Not a tax in paise: ${String(taxPaise)}`);
  for (const code of [sellerStateCode, supplyStateCode]) {
    if (!STATE_CODES.has(code)) throw new RangeError(`Not a GST state code: ${code}`);
  }
  if (sellerStateCode !== supplyStateCode) return { kind: 'inter', igst: taxPaise };
  const sgst = Math.floor(taxPaise / 2);
  return { kind: 'intra', cgst: taxPaise - sgst, sgst };
}

// ─── Tax-inclusive lines and totals ───────────────────────────────────────

/** One line of an invoice: a unit price that includes GST, how many, and the GST rate in percent. */
export interface InvoiceLineInput {
  unitPricePaise: number;
  quantity: number;
  ratePercent: number;
}

/** What a line charges (totalPaise, exactly price × quantity) and how it divides into taxable value and tax. */
export interface InvoiceLineAmounts {
  taxablePaise: number;
  taxPaise: number;
  totalPaise: number;
}

/** A rate in hundredths of a percent (5 → 500, 0.25 → 25): rates have at most 2 decimals, from 0 to 100 %. */
function rateHundredths(ratePercent: number): number {
  const hundredths = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100 || Math.abs(ratePercent * 100 - hundredths) > 1e-6) {
    throw new RangeError(`Not a GST rate: ${String(ratePercent)}`);
  }
  return hundredths;
}

/** The taxable value inside a tax-inclusive total: total × 100 / (100 + rate), rounded to the nearest paisa (half a paisa up), in exact integer arithmetic. */
function taxableOf(totalPaise: number, hundredths: number): number {
  const whole = 10_000n;
  const divisor = whole + BigInt(hundredths);
  return Number((2n * BigInt(totalPaise) * whole + divisor) / (2n * divisor));
}

/**
 * One invoice line. Prices include GST (the price on the pack is what is charged), so the line's
 * total is the unit price × quantity exactly, and the tax is taken out of it per line: taxable =
 * total × 100 / (100 + rate) rounded to the paisa, tax = total − taxable. Taxable + tax is always
 * the total.
 */
export function invoiceLine({ unitPricePaise, quantity, ratePercent }: InvoiceLineInput): InvoiceLineAmounts {
  if (!Number.isSafeInteger(unitPricePaise) || unitPricePaise < 0) throw new RangeError(`Not a price in paise: ${String(unitPricePaise)}`);
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${String(quantity)}`);
  const totalPaise = unitPricePaise * quantity;
  if (!Number.isSafeInteger(totalPaise)) throw new RangeError(`A line too large: ${String(unitPricePaise)} × ${String(quantity)}`);
  const taxablePaise = taxableOf(totalPaise, rateHundredths(ratePercent));
  return { taxablePaise, taxPaise: totalPaise - taxablePaise, totalPaise };
}

/** Shipping on an invoice: what it charges (GST included) and its own rate. */
export interface InvoiceShipping {
  paise: number;
  ratePercent: number;
}

/** The taxable value and tax of all lines (shipping included) at one rate. */
export interface InvoiceRateTotal {
  ratePercent: number;
  taxablePaise: number;
  taxPaise: number;
}

export interface InvoiceTotals {
  /** Each line with its rate and amounts, in the order given. */
  lines: (InvoiceLineAmounts & { ratePercent: number })[];
  /** The shipping line, when the invoice charges shipping (a zero shipping is no line). */
  shipping: (InvoiceLineAmounts & { ratePercent: number }) | null;
  /** Per rate, lowest rate first. */
  byRate: InvoiceRateTotal[];
  taxablePaise: number;
  taxPaise: number;
  /** What the invoice charges: the sum of the lines' totals (shipping included). */
  totalPaise: number;
}

/**
 * An invoice's totals: each line (and shipping, as a line of its own at its own rate) divided per
 * line, then summed per rate and in all. The grand total is the sum of the lines' totals, so it
 * is what the shopper is charged, to the paisa.
 */
export function invoiceTotals(lines: readonly InvoiceLineInput[], shipping?: InvoiceShipping | null): InvoiceTotals {
  const amounts = lines.map((line) => ({ ...invoiceLine(line), ratePercent: line.ratePercent }));
  const shippingLine = shipping && shipping.paise > 0
    ? { ...invoiceLine({ unitPricePaise: shipping.paise, quantity: 1, ratePercent: shipping.ratePercent }), ratePercent: shipping.ratePercent }
    : null;
  const all = shippingLine ? [...amounts, shippingLine] : amounts;
  const perRate = new Map<number, InvoiceRateTotal>();
  for (const line of all) {
    const key = rateHundredths(line.ratePercent);
    const total = perRate.get(key) ?? { ratePercent: key / 100, taxablePaise: 0, taxPaise: 0 };
    total.taxablePaise += line.taxablePaise;
    total.taxPaise += line.taxPaise;
    perRate.set(key, total);
  }
  const byRate = [...perRate.entries()].sort(([a], [b]) => a - b).map(([, total]) => total);
  const sum = (pick: (line: InvoiceLineAmounts) => number) => all.reduce((acc, line) => acc + pick(line), 0);
  return {
    lines: amounts,
    shipping: shippingLine,
    byRate,
    taxablePaise: sum((line) => line.taxablePaise),
    taxPaise: sum((line) => line.taxPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}

// ─── Financial year and invoice numbers ───────────────────────────────────

/**
 * India's financial year of a moment, April to March in India's time, as "2026-27": 31 Mar 2026
 * 20:00 UTC is already 1 Apr 2026 in India, so it is in 2026-27.
 */
export function financialYearOf(date: Date | string | number): string {
  const at = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const day = calendarDate(at);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= FINANCIAL_YEAR_START_MONTH ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * An invoice number: the series' prefix, the financial year written short and the sequence within
 * that year, zero-padded to 6 digits (more when the sequence needs them): SO/26-27/000123. Each
 * financial year's series starts again at 1. A GST invoice number has at most
 * GST_INVOICE_NUMBER_MAX_LENGTH (16) characters: a longer one is refused.
 */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  if (!/^[A-Za-z0-9-]+$/.test(prefix)) throw new RangeError(`Not an invoice prefix: ${prefix}`);
  const year = /^(\d{4})-(\d{2})$/.exec(financialYear);
  if (!year || (Number(year[1]) + 1) % 100 !== Number(year[2])) throw new RangeError(`Not a financial year: ${financialYear}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not an invoice sequence: ${String(sequence)}`);
  const number = `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
  if (number.length > GST_INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`An invoice number has at most ${GST_INVOICE_NUMBER_MAX_LENGTH} characters: ${number}`);
  return number;
}
