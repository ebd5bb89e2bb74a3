import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run, sql } from './sql.ts';
import type { Db } from './types.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * The advisory lock the migrations hold: this fixed key and the schema they run in (two servers
 * migrating one schema take turns; those of other schemas, the tests' own, need not wait).
 */
const MIGRATION_LOCK_KEY = 720_401;

/**
 * Applies every `NNN_name.sql` of `dir` not yet recorded in schema_migrations, in order, each in a
 * transaction of its own. It holds a session-level advisory lock from before it reads what is
 * applied until it has applied the rest, so processes that start together on one database take
 * turns: the first applies, the others then find everything applied. On PGlite (one session, one
 * process) the lock is taken all the same and never waited for.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort();
  const inSession = db.session ? db.session.bind(db) : <T>(fn: (one: Db) => Promise<T>) => fn(db);
  return inSession(async (one) => {
    const [{ schema }] = (await run<{ schema: number }>(one, sql`SELECT hashtext(coalesce(current_schema(), '')) AS schema`)).rows;
    await run(one, sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY}, ${schema})`);
    try {
      return await applyPending(one, dir, files);
    } finally {
      await run(one, sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY}, ${schema})`);
    }
  });
}

async function applyPending(db: Db, dir: string, files: readonly string[]): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const applied = new Set(
    (await run<{ version: string }>(db, sql`SELECT version FROM schema_migrations`)).rows.map((r) => r.version),
  );
  const done: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (applied.has(version)) continue;
    const script = readFileSync(`${dir}/${file}`, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(script);
      await run(tx, sql`INSERT INTO schema_migrations (version) VALUES (${version})`);
    });
    done.push(version);
  }
  return done;
}
