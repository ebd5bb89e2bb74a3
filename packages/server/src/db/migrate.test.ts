/**
 * Two servers starting together on one PostgreSQL database (DATABASE_URL): their migrations take
 * turns under the advisory lock. PGlite is one session in one process, so there is no race there.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from './migrate.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('migrations started twice at once (PostgreSQL)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  const handles: Db[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    // Two pools, as two processes would have: their statements reach the database on different connections.
    handles.push(openPostgres({ connectionString: url ?? '', schema, max: 2 }), openPostgres({ connectionString: url ?? '', schema, max: 2 }));
  });

  afterAll(async () => {
    await Promise.all(handles.map((db) => db.close()));
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('both succeed, one applies every migration, the other none, and each is recorded once', async () => {
    const all = readdirSync(MIGRATIONS_DIR)
      .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
      .map((name) => name.replace(/\.sql$/, ''))
      .sort();
    const results = await Promise.allSettled(handles.map((db) => migrate(db)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const applied = results.map((result) => (result.status === 'fulfilled' ? result.value : []));
    expect([...applied].sort((a, b) => b.length - a.length)).toEqual([all, []]);
    const { rows } = await admin.query<{ version: string; times: number }>(
      `SELECT version, count(*)::int AS times FROM ${schema}.schema_migrations GROUP BY version ORDER BY version`,
    );
    expect(rows).toEqual(all.map((version) => ({ version, times: 1 })));
  });
});
