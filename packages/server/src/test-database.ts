/**
 * Global setup of the server suite (vite.config.ts, project `server`): on PGlite, prepares the
 * database every test server starts from once for the whole run (testing.ts,
 * PGLITE_SNAPSHOT_ENV), instead of an initdb, the migrations and the seed per server. On
 * PostgreSQL (DATABASE_URL) each server prepares its own schema, as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_SNAPSHOT_ENV, writePgliteSnapshot } from './testing.ts';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'so-test-db-'));
  const file = join(dir, 'prepared.tar');
  await writePgliteSnapshot(file);
  process.env[PGLITE_SNAPSHOT_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
