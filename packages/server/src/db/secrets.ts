/**
 * Secrets the database keeps for the server (table server_secrets): an HMAC key is made, 32 random
 * bytes, by the first process that asks for it, and every process of the store reads the same one
 * after, so a token signed by one is checked by another. Each is read once per database handle.
 */
import { randomBytes } from 'node:crypto';
import { run, sql } from './sql.ts';
import type { Db } from './types.ts';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/** The database's secret called `name`, made now if it has none yet. */
export function databaseSecret(db: Db, name: string): Promise<Buffer> {
  let secrets = cache.get(db);
  if (!secrets) {
    secrets = new Map();
    cache.set(db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    const known = secrets;
    secret = (async () => {
      await run(db, sql`INSERT INTO server_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('base64url')}) ON CONFLICT (name) DO NOTHING`);
      const { rows } = await run<{ value: string }>(db, sql`SELECT value FROM server_secrets WHERE name = ${name}`);
      return Buffer.from(rows[0].value, 'base64url');
    })();
    secrets.set(name, secret);
    // A failure (the database away) is not kept: the next call asks again.
    secret.catch(() => known.delete(name));
  }
  return secret;
}
