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

/** Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when it is 'memory://'. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (dataDir !== MEMORY) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
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
