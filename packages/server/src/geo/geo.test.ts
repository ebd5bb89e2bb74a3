import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { create } from 'superstruct';
import { CitiesResponse, CountriesResponse, StatesResponse, StatusOnly } from '@so/contract';
import { HttpError } from '../http/errors.ts';
import { createTestServer, type TestServer } from '../testing.ts';
import { GEO_IDS } from './ids.ts';
import { geoRoutes } from '../routes/geo.ts';
import { seedGeo, type GeoSeedCounts } from './seed.ts';

let server: TestServer;
let app: Hono;
let counts: GeoSeedCounts;
let seedMs: number;

beforeAll(async () => {
  server = await createTestServer();
  const started = performance.now();
  counts = await seedGeo(server.db);
  seedMs = performance.now() - started;
  // The routes as the app mounts them, with the app's error answer.
  app = new Hono({ strict: false });
  app.onError((error, c) =>
    error instanceof HttpError ? c.json({ status: false, message: error.message }, error.status) : c.json({ status: false, message: String(error) }, 500),
  );
  app.route('/api', geoRoutes({ db: server.db }));
});
afterAll(async () => {
  await server?.close();
});

async function get(path: string, status = 200): Promise<unknown> {
  const response = await app.request(path);
  expect(response.status, path).toBe(status);
  return response.json();
}

async function count(sql: string, params: (string | number)[] = []): Promise<number> {
  const { rows } = await server.db.query<{ n: number | string }>(sql, params);
  return Number(rows[0]?.n);
}

describe('seedGeo', () => {
  it('writes every country, India complete and other countries by state, quickly', async () => {
    expect(counts.countries).toBeGreaterThanOrEqual(245);
    expect(await count('SELECT count(*) AS n FROM countries')).toBe(counts.countries);
    expect(await count('SELECT count(*) AS n FROM states WHERE country_id = $1', [GEO_IDS.india])).toBe(36);
    expect(await count('SELECT count(*) AS n FROM cities ci JOIN states s ON s.id = ci.state_id WHERE s.country_id = $1', [GEO_IDS.india])).toBeGreaterThanOrEqual(700);
    expect(await count("SELECT count(DISTINCT country_id) AS n FROM states WHERE country_id <> $1", [GEO_IDS.india])).toBeGreaterThanOrEqual(6);
    expect(seedMs).toBeLessThan(3000);
  });

  it('is idempotent', async () => {
    const again = await seedGeo(server.db);
    expect(again).toEqual(counts);
    expect(await count('SELECT count(*) AS n FROM cities')).toBe(counts.cities);
  });

  it('gives every Indian state and union territory at least one city', async () => {
    expect(
      await count('SELECT count(*) AS n FROM states s WHERE s.country_id = $1 AND NOT EXISTS (SELECT 1 FROM cities c WHERE c.state_id = s.id)', [GEO_IDS.india]),
    ).toBe(0);
  });
});

describe('GET /countries/', () => {
  it('lists every country with its calling code, India as 104 with +91', async () => {
    for (const path of ['/api/countries/', '/api/countries']) {
      const { status, data } = create(await get(path), CountriesResponse);
      expect(status).toBe(true);
      expect(data.data).toHaveLength(counts.countries);
      expect(data.data.find((c) => c.country_name === 'India')).toEqual({ id: 104, country_name: 'India', calling_code: '+91' });
      expect(data.data.every((c) => /^\+\d{1,4}$/.test(c.calling_code))).toBe(true);
      expect(data.data[0]?.country_name).toBe('Afghanistan');
    }
  });

  it('filters by a case-insensitive part of the name, even one character', async () => {
    const ind = create(await get('/api/countries/?filter_search=InD'), CountriesResponse).data.data.map((c) => c.country_name);
    expect(ind).toContain('India');
    expect(ind).toContain('Indonesia');
    expect(ind).toContain('British Indian Ocean Territory');
    expect(ind.every((name) => name.toLowerCase().includes('ind'))).toBe(true);

    const one = create(await get('/api/countries/?filter_search=z'), CountriesResponse).data.data.map((c) => c.country_name);
    expect(one).toEqual(expect.arrayContaining(['New Zealand', 'Switzerland', 'Brazil', 'Zimbabwe']));
    expect(one.every((name) => name.toLowerCase().includes('z'))).toBe(true);

    const uae = create(await get('/api/countries/?filter_search=united%20arab'), CountriesResponse).data.data;
    expect(uae).toEqual([{ id: expect.any(Number), country_name: 'United Arab Emirates', calling_code: '+971' }]);

    expect(create(await get('/api/countries/?filter_search=%25'), CountriesResponse).data.data).toEqual([]);
    expect(create(await get('/api/countries/?filter_search=_'), CountriesResponse).data.data).toEqual([]);
    expect(create(await get('/api/countries/?filter_search='), CountriesResponse).data.data).toHaveLength(counts.countries);
    await get(`/api/countries/?filter_search=${'a'.repeat(101)}`, 400);
  });
});

describe('GET /states/{countryId}/ and /cities/{stateId}', () => {
  it('lists India’s states by name with Gujarat as 1198', async () => {
    for (const path of [`/api/states/${GEO_IDS.india}/`, `/api/states/${GEO_IDS.india}`]) {
      const { status, data } = create(await get(path), StatesResponse);
      expect(status).toBe(true);
      expect(data).toHaveLength(36);
      expect(data).toContainEqual({ id: GEO_IDS.gujarat, name: 'Gujarat' });
      expect(data.map((s) => s.name)).toEqual([...data.map((s) => s.name)].sort());
      expect(data.map((s) => s.name)).toEqual(expect.arrayContaining(['Maharashtra', 'Delhi', 'Ladakh', 'Tamil Nadu', 'West Bengal']));
    }
  });

  it('lists Gujarat’s cities with Ahmedabad as 117', async () => {
    for (const path of [`/api/cities/${GEO_IDS.gujarat}`, `/api/cities/${GEO_IDS.gujarat}/`]) {
      const { status, data } = create(await get(path), CitiesResponse);
      expect(status).toBe(true);
      expect(data).toContainEqual({ id: GEO_IDS.ahmedabad, name: 'Ahmedabad' });
      expect(data.map((c) => c.name)).toEqual(expect.arrayContaining(['Gandhinagar', 'Bhavnagar', 'Surat', 'Vadodara', 'Rajkot']));
      expect(data.map((c) => c.name)).toEqual([...data.map((c) => c.name)].sort());
      expect(new Set(data.map((c) => c.id)).size).toBe(data.length);
    }
  });

  it('answers every Indian state with cities, and other countries by state', async () => {
    const states = create(await get(`/api/states/${GEO_IDS.india}/`), StatesResponse).data;
    for (const state of states) {
      const cities = create(await get(`/api/cities/${state.id}`), CitiesResponse).data;
      expect(cities.length, state.name).toBeGreaterThan(0);
    }
    const countries = create(await get('/api/countries/'), CountriesResponse).data.data;
    const idOf = (name: string) => countries.find((c) => c.country_name === name)?.id;
    const expected: [string, number, string, string][] = [
      ['United States', 51, 'California', 'Los Angeles'],
      ['United Kingdom', 4, 'Scotland', 'Edinburgh'],
      ['United Arab Emirates', 7, 'Dubai', 'Dubai'],
      ['Canada', 13, 'Ontario', 'Toronto'],
      ['Australia', 8, 'Victoria', 'Melbourne'],
      ['Nepal', 7, 'Bagmati', 'Kathmandu'],
    ];
    for (const [country, stateCount, stateName, city] of expected) {
      const id = idOf(country);
      expect(id, country).toBeDefined();
      const regions = create(await get(`/api/states/${id}/`), StatesResponse).data;
      expect(regions, country).toHaveLength(stateCount);
      const region = regions.find((s) => s.name === stateName);
      expect(region, stateName).toBeDefined();
      const cities = create(await get(`/api/cities/${region?.id}`), CitiesResponse).data;
      expect(cities.map((c) => c.name)).toContain(city);
    }
  });

  it('answers an empty list for a country without states', async () => {
    const antarctica = create(await get('/api/countries/?filter_search=antarctica'), CountriesResponse).data.data[0];
    expect(create(await get(`/api/states/${antarctica?.id}/`), StatesResponse).data).toEqual([]);
  });

  it('refuses unknown and malformed ids', async () => {
    for (const path of ['/api/states/999999/', '/api/cities/999999']) {
      const body = create(await get(path, 404), StatusOnly);
      expect(body.status).toBe(false);
      expect(body.message).toMatch(/not found/);
    }
    for (const path of ['/api/states/india/', '/api/states/0/', '/api/states/-1/', '/api/cities/1.5', '/api/cities/abc', '/api/cities/99999999999']) {
      const body = create(await get(path, 400), StatusOnly);
      expect(body.status).toBe(false);
      expect(body.message).toBeTruthy();
    }
  });
});
