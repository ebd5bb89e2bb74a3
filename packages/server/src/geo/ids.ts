import { COUNTRIES } from './countries.ts';
import { INDIA_FIRST_STATE_ID, INDIA_REGIONS } from './india.ts';
import { WORLD_REGIONS } from './world.ts';

/** A state (province, region) and its cities, in their fixed order. */
export type RegionData = readonly [name: string, cities: readonly string[]];

export interface CountryRegions {
  iso2: string;
  /** Id of the first region; the others follow in list order. */
  firstStateId: number;
  regions: readonly RegionData[];
}

/** The fixed ids of the address form's defaults (docs/rules.md#money-dates-and-numbers). */
export const GEO_IDS = {
  india: 104,
  gujarat: 1198,
  ahmedabad: 117,
} as const;

/** Cities of a state are numbered from `stateId * CITY_BLOCK + 1`. */
const CITY_BLOCK = 1000;

/** Cities whose id is fixed (docs/rules.md#money-dates-and-numbers) rather than by position: `stateId/name` → id. */
const PINNED_CITY_IDS: ReadonlyMap<string, number> = new Map([[`${GEO_IDS.gujarat}/Ahmedabad`, GEO_IDS.ahmedabad]]);

export interface CountrySeedRow {
  id: number;
  iso2: string;
  name: string;
  callingCode: string;
}
export interface StateSeedRow {
  id: number;
  countryId: number;
  name: string;
}
export interface CitySeedRow {
  id: number;
  stateId: number;
  name: string;
}
export interface GeoRows {
  countries: CountrySeedRow[];
  states: StateSeedRow[];
  cities: CitySeedRow[];
}

/** Every country, state and city with its id, checked for duplicate ids and names. */
export function geoRows(): GeoRows {
  const countries = COUNTRIES.map(([id, iso2, name, callingCode]) => ({ id, iso2, name, callingCode }));
  const countryByIso = new Map(countries.map((c) => [c.iso2, c.id]));
  const blocks: CountryRegions[] = [{ iso2: 'IN', firstStateId: INDIA_FIRST_STATE_ID, regions: INDIA_REGIONS }, ...WORLD_REGIONS];
  const states: StateSeedRow[] = [];
  const cities: CitySeedRow[] = [];
  for (const block of blocks) {
    const countryId = countryByIso.get(block.iso2);
    if (countryId === undefined) throw new Error(`geo data: unknown country ${block.iso2}`);
    block.regions.forEach(([name, cityNames], i) => {
      const stateId = block.firstStateId + i;
      states.push({ id: stateId, countryId, name });
      const seen = new Set<string>();
      cityNames.forEach((cityName, j) => {
        if (seen.has(cityName)) throw new Error(`geo data: ${cityName} twice in ${name}`);
        seen.add(cityName);
        cities.push({ id: PINNED_CITY_IDS.get(`${stateId}/${cityName}`) ?? stateId * CITY_BLOCK + j + 1, stateId, name: cityName });
      });
    });
  }
  for (const [what, rows] of [['country', countries], ['state', states], ['city', cities]] as const) {
    const ids = new Set(rows.map((r) => r.id));
    if (ids.size !== rows.length) throw new Error(`geo data: duplicate ${what} id`);
  }
  return { countries, states, cities };
}
