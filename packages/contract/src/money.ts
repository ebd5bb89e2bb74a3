import { PAISE_PER_RUPEE, TIMEZONE } from './constants.ts';

/**
 * A formatter made on first use. Making an `Intl` formatter loads its locale's data, which on a
 * slow phone costs tens of milliseconds of a page's first long task (the first en-IN currency
 * formatter alone took ~50 ms unthrottled here, ~200 ms in Lighthouse's mobile model), so none is
 * made while a module loads: only when a page shows what it formats.
 */
export function lazyFormat<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** A whole number's digits in Indian grouping, as `Intl.NumberFormat('en-IN')` groups them: 1234567 → "12,34,567". */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Intl's sign: a minus for any negative number, even one that rounds to zero, and for -0. */
const minus = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/**
 * A number as `Intl.NumberFormat('en-IN', { maximumFractionDigits })` writes it ("1,23,456.5",
 * "12,500"), without an Intl formatter (see lazyFormat). Exact for numbers with at most
 * `maxFraction` decimals (counts, net quantities); beyond that it rounds half away from zero on
 * the number's binary value. Unit tests hold it equal to Intl's output.
 */
export function formatIndianNumber(value: number, maxFraction = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const scale = 10 ** maxFraction;
  const scaled = Math.round(Math.abs(value) * scale);
  const fraction = maxFraction > 0 ? String(scaled % scale).padStart(maxFraction, '0').replace(/0+$/, '') : '';
  return `${minus(value)}${groupIndian(Math.floor(scaled / scale))}${fraction ? `.${fraction}` : ''}`;
}

/** Integer paise → "₹1,23,456.00" (Indian grouping, 2 decimals; as Intl's en-IN INR currency format, without its cost). */
export function formatPaise(paise: number): string {
  const abs = Math.round(Math.abs(paise));
  return `${minus(paise)}₹${groupIndian(Math.floor(abs / PAISE_PER_RUPEE))}.${String(abs % PAISE_PER_RUPEE).padStart(2, '0')}`;
}

/** Integer paise → "₹1,251" (whole rupees, as the help and policy pages say amounts in prose). */
export function formatWholeRupees(paise: number): string {
  const rupees = Math.round(paise / PAISE_PER_RUPEE);
  return `${minus(rupees)}₹${groupIndian(Math.abs(rupees))}`;
}

/** Rupees as the wire carries them (number or numeric string) → integer paise. */
export function rupeesToPaise(rupees: number | string): number {
  const value = typeof rupees === 'number' ? rupees : Number(rupees);
  if (!Number.isFinite(value)) throw new TypeError(`Not an amount: ${String(rupees)}`);
  return Math.round(value * PAISE_PER_RUPEE);
}

/** Integer paise → rupees for the wire (at most 2 decimals). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / PAISE_PER_RUPEE;
}

const dateFormat = lazyFormat(() => new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, day: '2-digit', month: 'short', year: 'numeric' }));

/** A date as DD MMM YYYY in Asia/Kolkata, e.g. "05 Mar 2026". */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat().format(date);
}

const timeFormat = lazyFormat(() => new Intl.DateTimeFormat('en-IN', { timeZone: TIMEZONE, hour: 'numeric', minute: '2-digit', hour12: true }));

/** A moment as DD MMM YYYY, h:mm am/pm in Asia/Kolkata, e.g. "05 Mar 2026, 1:30 am". */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${dateFormat().format(date)}, ${timeFormat().format(date)}`;
}
