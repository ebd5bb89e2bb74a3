import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { parseId } from '../http/input.ts';

const MAX_FILTER_LENGTH = 100;

export const COUNTRY_NOT_FOUND = 'Country not found';
export const STATE_NOT_FOUND = 'State not found';

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * GET /countries/?filter_search=, /states/{countryId}/ and /cities/{stateId} (SPEC §7), mounted
 * under /api. Errors are thrown as HttpError for the app's error handler.
 */
export function geoRoutes({ db }: Pick<Deps, 'db'>): Hono {
  const api = new Hono({ strict: false });

  api.get('/countries', async (c) => {
    const filter = (c.req.query('filter_search') ?? '').trim();
    if (filter.length > MAX_FILTER_LENGTH) throw badRequest(`filter_search must be at most ${MAX_FILTER_LENGTH} characters`);
    const { rows } = filter
      ? await db.query<{ id: number; country_name: string; calling_code: string }>(
          `SELECT id, country_name, calling_code FROM countries
            WHERE lower(country_name) LIKE lower($1) ESCAPE '\\' ORDER BY country_name, id`,
          [containsPattern(filter)],
        )
      : await db.query<{ id: number; country_name: string; calling_code: string }>(
          'SELECT id, country_name, calling_code FROM countries ORDER BY country_name, id',
        );
    return c.json({ status: true, data: { data: rows } });
  });

  /** The children (states of a country, cities of a state) by name; 404 when the parent is unknown. */
  const children = (param: string, parent: 'countries' | 'states', child: 'states' | 'cities', key: 'country_id' | 'state_id', missing: string) =>
    api.get(`/${child}/:${param}`, async (c) => {
      const parentId = parseId(c.req.param(param), param);
      const { rows } = await db.query<{ id: number | null; name: string | null }>(
        `SELECT x.id, x.name FROM ${parent} p LEFT JOIN ${child} x ON x.${key} = p.id WHERE p.id = $1 ORDER BY x.name, x.id`,
        [parentId],
      );
      if (rows.length === 0) throw notFound(missing);
      return c.json({ status: true, data: namedRows(rows) });
    });
  children('countryId', 'countries', 'states', 'country_id', COUNTRY_NOT_FOUND);
  children('stateId', 'states', 'cities', 'state_id', STATE_NOT_FOUND);

  return api;
}

/** The joined rows without the all-NULL row a parent with no children yields. */
function namedRows(rows: readonly { id: number | null; name: string | null }[]): { id: number; name: string }[] {
  const out: { id: number; name: string }[] = [];
  for (const row of rows) if (row.id !== null && row.name !== null) out.push({ id: row.id, name: row.name });
  return out;
}
