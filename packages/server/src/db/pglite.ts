import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, SqlParam } from './types.ts';
import { checkedChannel, mayWrite, writeSignal } from './writes.ts';

const MEMORY = 'memory://';

function txDb(tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await tx.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(db),
    async close() {
      throw new Error('close() inside a transaction');
    },
  };
  return db;
}

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when it is 'memory://'; started from
 * `loadDataDir` (a data directory dumped by `pgliteSnapshot`) when given, instead of a new one.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (dataDir !== MEMORY) mkdirSync(dataDir, { recursive: true });
  return wrap(await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}));
}

/** A new in-memory database made ready by `build` (migrations, seed), dumped as a data directory (uncompressed tar). */
export async function pgliteSnapshot(build: (db: Db) => Promise<void>): Promise<Blob> {
  const pg = await PGlite.create(MEMORY);
  try {
    await build(wrap(pg));
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

function wrap(pg: PGlite): Db {
  const writes = writeSignal();
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pg.query<T>(sql, [...params]);
      if (mayWrite(sql)) writes.emit();
      return { rows: result.rows };
    },
    async exec(sql: string) {
      try {
        await pg.exec(sql);
      } finally {
        writes.emit();
      }
    },
    async transaction(fn) {
      try {
        return await pg.transaction((tx) => fn(txDb(tx)));
      } finally {
        writes.emit();
      }
    },
    close: () => pg.close(),
    onWrite: (listener) => writes.subscribe(listener),
    // PGlite is one session in this process: its NOTIFYs reach these listeners once committed.
    async listen(channel, notify) {
      return pg.listen(checkedChannel(channel), () => notify());
    },
  };
}
