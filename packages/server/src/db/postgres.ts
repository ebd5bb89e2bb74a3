import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, SqlParam } from './types.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Statements with parameters run as named prepared statements, so each connection parses and
 * plans them once and PostgreSQL can reuse the plan. The name is a hash of the text (the same
 * text always gets the same name, never two texts one name). Only the first MAX_PREPARED distinct
 * texts are named, which bounds the statements every connection keeps; later ones run unnamed.
 */
const MAX_PREPARED = 500;

export function statementNamer(max: number = MAX_PREPARED): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= max) return undefined;
    const name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
    return name;
  };
}

function queryConfig(nameOf: (sql: string) => string | undefined, sql: string, params: readonly SqlParam[]): pg.QueryConfig {
  const values = [...params];
  const name = values.length > 0 ? nameOf(sql) : undefined;
  return name === undefined ? { text: sql, values } : { name, text: sql, values };
}

function clientDb(client: Queryable, nameOf: (sql: string) => string | undefined): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query(queryConfig(nameOf, sql, params));
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
  const nameOf = statementNamer();
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pool.query(queryConfig(nameOf, sql, params));
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(clientDb(client, nameOf));
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
