import type { Db, SqlParam } from '../db/types.ts';

/**
 * `UPDATE table SET <the changes that are not undefined>, updated_at = now() WHERE id = $1`;
 * false when no row has that id. Column names come from the code, never from the request.
 */
export async function updateRow(db: Db, table: 'blogs' | 'events' | 'stores', id: number, changes: Readonly<Record<string, SqlParam | undefined>>): Promise<boolean> {
  const params: SqlParam[] = [id];
  const sets = ['updated_at = now()'];
  for (const [column, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  const { rows } = await db.query<{ id: number }>(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, params);
  return rows.length > 0;
}

/** A timestamptz column as ISO text (pg and PGlite answer a Date). */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();
