/** A time of day as a backend sends it ("09:00", "09:00:00", "21:30:00") in 12-hour form: "9:00 AM"; null when it is not one. */
export function formatClock(value: string | null | undefined): string | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*$/.exec(value ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hours > 23 || Number(minutes) > 59) return null;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

/** A store's opening hours, "9:00 AM – 8:00 PM"; null unless both times are known. */
export function formatHours(start: string | null | undefined, end: string | null | undefined): string | null {
  const from = formatClock(start);
  const to = formatClock(end);
  return from && to ? `${from} – ${to}` : null;
}
