import type { Db, SqlParam } from '../db/types.ts';

/**
 * `UPDATE table SET <the listed columns whose change is not undefined>, updated_at = now() WHERE
 * id = $1`; false when no row has that id. Only `columns` are read from `changes` (a parsed
 * request also carries the fields it did not know), so column names never come from a request.
 */
export async function updateRow<C extends string>(
  db: Db,
  table: 'blogs' | 'events' | 'stores',
  id: number,
  columns: readonly C[],
  changes: Readonly<Partial<Record<C, SqlParam | undefined>>>,
): Promise<boolean> {
  const params: SqlParam[] = [id];
  const sets = ['updated_at = now()'];
  for (const column of columns) {
    const value = changes[column];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  const { rows } = await db.query<{ id: number }>(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, params);
  return rows.length > 0;
}

/** A timestamptz column as ISO text (pg and PGlite answer a Date). */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();
