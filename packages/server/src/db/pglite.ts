import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, SqlParam } from './types.ts';

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

/** Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when it is 'memory://'. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (dataDir !== MEMORY) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pg.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(txDb(tx))),
    close: () => pg.close(),
  };
}
