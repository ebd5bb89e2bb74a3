import { PAISE_PER_RUPEE, TIMEZONE } from './constants.ts';

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer paise → "₹1,23,456.00" (Indian grouping, 2 decimals). */
export function formatPaise(paise: number): string {
  return rupeeFormat.format(paise / PAISE_PER_RUPEE);
}

const wholeRupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** Integer paise → "₹1,251" (whole rupees, as the help and policy pages say amounts in prose; SPEC §9). */
export function formatWholeRupees(paise: number): string {
  return wholeRupeeFormat.format(Math.round(paise / PAISE_PER_RUPEE));
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

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIMEZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** A date as DD MMM YYYY in Asia/Kolkata, e.g. "05 Mar 2026". */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat.format(date);
}
