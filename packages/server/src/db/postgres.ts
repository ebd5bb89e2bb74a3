import pg from 'pg';
import type { Db, SqlParam } from './types.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

function clientDb(client: Queryable): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    async close() {
      throw new Error('close() inside a transaction');
    },
  };
  return db;
}

export interface PostgresOptions {
  connectionString: string;
  /** Schema put first on the search_path of every connection (test isolation). */
  schema?: string;
  max?: number;
}

/** PostgreSQL through a `pg` connection pool. */
export function openPostgres(options: PostgresOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', (error) => {
    console.error('PostgreSQL pool error', error);
  });
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pool.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(clientDb(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
