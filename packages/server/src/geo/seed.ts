import type { Db } from '../db/types.ts';
import { geoRows } from './ids.ts';
import { run, sql } from '../db/sql.ts';

export interface GeoSeedCounts {
  countries: number;
  states: number;
  cities: number;
}

/**
 * Writes every country, state and city (006_geo.sql) in one transaction: three statements,
 * each an upsert from parallel arrays that rewrites only rows whose data changed. Idempotent, so
 * it can run at every start; rows no longer in the data are kept (addresses may point at them).
 */
export async function seedGeo(db: Db): Promise<GeoSeedCounts> {
  const { countries, states, cities } = geoRows();
  await db.transaction(async (tx) => {
    await run(tx, sql`INSERT INTO countries (id, iso2, country_name, calling_code)
       SELECT * FROM unnest(${countries.map((c) => c.id)}::int[], ${countries.map((c) => c.iso2)}::text[], ${countries.map((c) => c.name)}::text[], ${countries.map((c) => c.callingCode)}::text[])
       ON CONFLICT (id) DO UPDATE
          SET iso2 = EXCLUDED.iso2, country_name = EXCLUDED.country_name, calling_code = EXCLUDED.calling_code
        WHERE (countries.iso2, countries.country_name, countries.calling_code)
              IS DISTINCT FROM (EXCLUDED.iso2, EXCLUDED.country_name, EXCLUDED.calling_code)`);
    await run(tx, sql`INSERT INTO states (id, country_id, name)
       SELECT * FROM unnest(${states.map((s) => s.id)}::int[], ${states.map((s) => s.countryId)}::int[], ${states.map((s) => s.name)}::text[])
       ON CONFLICT (id) DO UPDATE SET country_id = EXCLUDED.country_id, name = EXCLUDED.name
        WHERE (states.country_id, states.name) IS DISTINCT FROM (EXCLUDED.country_id, EXCLUDED.name)`);
    await run(tx, sql`INSERT INTO cities (id, state_id, name)
       SELECT * FROM unnest(${cities.map((c) => c.id)}::int[], ${cities.map((c) => c.stateId)}::int[], ${cities.map((c) => c.name)}::text[])
       ON CONFLICT (id) DO UPDATE SET state_id = EXCLUDED.state_id, name = EXCLUDED.name
        WHERE (cities.state_id, cities.name) IS DISTINCT FROM (EXCLUDED.state_id, EXCLUDED.name)`);
  });
  return { countries: countries.length, states: states.length, cities: cities.length };
}
