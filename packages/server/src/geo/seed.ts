import type { Db } from '../db/types.ts';
import { geoRows } from './ids.ts';

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
    await tx.query(
      `INSERT INTO countries (id, iso2, country_name, calling_code)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])
       ON CONFLICT (id) DO UPDATE
          SET iso2 = EXCLUDED.iso2, country_name = EXCLUDED.country_name, calling_code = EXCLUDED.calling_code
        WHERE (countries.iso2, countries.country_name, countries.calling_code)
              IS DISTINCT FROM (EXCLUDED.iso2, EXCLUDED.country_name, EXCLUDED.calling_code)`,
      [countries.map((c) => c.id), countries.map((c) => c.iso2), countries.map((c) => c.name), countries.map((c) => c.callingCode)],
    );
    await tx.query(
      `INSERT INTO states (id, country_id, name)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[])
       ON CONFLICT (id) DO UPDATE SET country_id = EXCLUDED.country_id, name = EXCLUDED.name
        WHERE (states.country_id, states.name) IS DISTINCT FROM (EXCLUDED.country_id, EXCLUDED.name)`,
      [states.map((s) => s.id), states.map((s) => s.countryId), states.map((s) => s.name)],
    );
    await tx.query(
      `INSERT INTO cities (id, state_id, name)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[])
       ON CONFLICT (id) DO UPDATE SET state_id = EXCLUDED.state_id, name = EXCLUDED.name
        WHERE (cities.state_id, cities.name) IS DISTINCT FROM (EXCLUDED.state_id, EXCLUDED.name)`,
      [cities.map((c) => c.id), cities.map((c) => c.stateId), cities.map((c) => c.name)],
    );
  });
  return { countries: countries.length, states: states.length, cities: cities.length };
}
