/** The URL query names of the blog list: its page and its archive month (the API's `{month}-{year}`). */
export const BLOG_PAGE_PARAM = 'page';
export const BLOG_ARCHIVE_PARAM = 'publish_filter';

/** One year of GET /blogs/'s `filters`, with its months (numbers or names). */
export interface ArchiveYear {
  year: string | number;
  months: readonly (string | number)[];
}

export interface ArchiveOption {
  /** `{month}-{year}` as GET /blogs/?publish_filter= takes it. */
  value: string;
  /** e.g. "March 2026". */
  label: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A month as a shopper reads it: a number 1–12 becomes its English name; a name stays as sent. */
export function monthLabel(month: string | number): string {
  const n = typeof month === 'number' ? month : /^\s*\d+\s*$/.test(month) ? Number(month) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 12 ? (MONTHS[n - 1] ?? String(month)) : String(month).trim();
}

/** Every month of the archive, newest year first as the server lists them, one option per month. */
export function archiveOptions(filters: readonly ArchiveYear[]): ArchiveOption[] {
  return filters.flatMap((filter) =>
    filter.months.map((month) => ({ value: `${String(month).trim()}-${String(filter.year).trim()}`, label: `${monthLabel(month)} ${String(filter.year).trim()}` })),
  );
}

/** The archive month of a URL (`publish_filter`), or null for all posts. */
export function archiveFrom(url: URL): string | null {
  const value = url.searchParams.get(BLOG_ARCHIVE_PARAM)?.trim();
  return value ? value : null;
}
