/** Small helpers shared by the staff administration queries. */
import type { UserRow } from '../accounts/sessions.ts';

/** The staff member making a change, as the audit log records them. */
export type Actor = Pick<UserRow, 'id' | 'email'>;

/** `text` as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** One page of rows with the count of every page's (the `total` column of `count(*) OVER ()`). */
export function paged<T extends { total: number }>(rows: T[]): { count: number; data: Omit<T, 'total'>[] } {
  return { count: rows[0]?.total ?? 0, data: rows.map(({ total: _total, ...row }) => row) };
}
