import { formatDate, lazyFormat, TIMEZONE } from '@so/contract';

const timeFormat = lazyFormat(() => new Intl.DateTimeFormat('en-US', { timeZone: TIMEZONE, hour: 'numeric', minute: '2-digit', hour12: true }));

/** A time of day in Asia/Kolkata, 12-hour: "6:00 PM". */
export function formatTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : timeFormat().format(date);
}

/**
 * When an event happens, in Asia/Kolkata: "05 Mar 2026, 6:00 PM", with its end when it has one
 * ("05 Mar 2026, 6:00 PM – 8:00 PM", or both dates when it ends on another day).
 */
export function formatEventTime(start: string, end?: string | null): string {
  const startDay = formatDate(start);
  if (!startDay) return '';
  const from = `${startDay}, ${formatTime(start)}`;
  const endDay = end ? formatDate(end) : '';
  if (!end || !endDay || new Date(end).getTime() <= new Date(start).getTime()) return from;
  return endDay === startDay ? `${from} – ${formatTime(end)}` : `${from} – ${endDay}, ${formatTime(end)}`;
}
