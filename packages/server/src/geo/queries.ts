/** Places for addresses: countries (searchable), the states of a country, the cities of a state. */
import type { Country } from '@so/contract';
import type { Db } from '../db/types.ts';
import { raw, run, sql } from '../db/sql.ts';

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Countries by name, those whose name contains `filter` when it is not ''. */
export async function countries(db: Db, filter: string): Promise<Country[]> {
  const { rows } = filter
    ? await run<Country>(
        db,
        sql`SELECT id, country_name, calling_code FROM countries
          WHERE lower(country_name) LIKE lower(${containsPattern(filter)}) ESCAPE '\\' ORDER BY country_name, id`,
      )
    : await run<Country>(db, sql`SELECT id, country_name, calling_code FROM countries ORDER BY country_name, id`);
  return rows;
}

const CHILDREN = {
  states: { parent: 'countries', key: 'country_id' },
  cities: { parent: 'states', key: 'state_id' },
} as const;

/** The states of a country or the cities of a state, by name; null when the parent does not exist. */
export async function placesIn(db: Db, child: keyof typeof CHILDREN, parentId: number): Promise<{ id: number; name: string }[] | null> {
  const { parent, key } = CHILDREN[child];
  // `parent`, `child` and `key` are the constants above, never text from a request.
  const { rows } = await run<{ id: number | null; name: string | null }>(
    db,
    sql`SELECT x.id, x.name FROM ${raw(parent)} p LEFT JOIN ${raw(child)} x ON x.${raw(key)} = p.id WHERE p.id = ${parentId} ORDER BY x.name, x.id`,
  );
  if (rows.length === 0) return null;
  // Without the all-NULL row a parent with no children yields.
  const out: { id: number; name: string }[] = [];
  for (const row of rows) if (row.id !== null && row.name !== null) out.push({ id: row.id, name: row.name });
  return out;
}
