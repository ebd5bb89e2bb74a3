import { join, raw, run, type Sql, sql } from '../db/sql.ts';
import type { Db, SqlParam } from '../db/types.ts';

/**
 * `UPDATE table SET <the listed columns whose change is not undefined>, updated_at = now() WHERE
 * id = <id>`; false when no row has that id. Only `columns` are read from `changes` (a parsed
 * request also carries the fields it did not know), so column names never come from a request.
 */
export async function updateRow<C extends string>(
  db: Db,
  table: 'blogs' | 'events' | 'stores',
  id: number,
  columns: readonly C[],
  changes: Readonly<Partial<Record<C, SqlParam | undefined>>>,
): Promise<boolean> {
  const sets: Sql[] = [raw('updated_at = now()')];
  for (const column of columns) {
    const value = changes[column];
    if (value === undefined) continue;
    sets.push(sql`${raw(column)} = ${value}`);
  }
  const { rows } = await run<{ id: number }>(db, sql`UPDATE ${raw(table)} SET ${join(sets, ', ')} WHERE id = ${id} RETURNING id`);
  return rows.length > 0;
}

/** A timestamptz column as ISO text (pg and PGlite answer a Date). */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();
