import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, SqlParam } from './types.ts';
import { checkedChannel, mayWrite, writeSignal } from './writes.ts';

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

/** `client` outside a transaction: its transaction() begins one on that client (session()). */
function sessionDb(client: Queryable, nameOf: (sql: string) => string | undefined, wrote: () => void): Db {
  const inner = clientDb(client, nameOf);
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await inner.query<T>(sql, params);
      if (mayWrite(sql)) wrote();
      return result;
    },
    async exec(sql: string) {
      try {
        await inner.exec(sql);
      } finally {
        wrote();
      }
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      try {
        await client.query('BEGIN');
        const value = await fn(inner);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        wrote();
      }
    },
    close: inner.close,
  };
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
  const writes = writeSignal();
  // LISTEN needs a connection of its own for as long as it listens (not one of the pool's): one
  // per channel, shared by every listener of this handle (each app of a test on one database).
  const channels = new Map<string, Promise<Channel>>();
  let closed = false;
  const openChannel = (name: string): Promise<Channel> => {
    const client = new pg.Client({ connectionString: options.connectionString });
    const channel: Channel = { subscribers: new Set(), ended: false, end: async () => undefined };
    channel.end = async () => {
      if (channel.ended) return;
      channel.ended = true;
      if (channels.get(name) === ready) channels.delete(name);
      await client.end().catch(() => undefined);
    };
    const fail = () => {
      if (channel.ended) return;
      void channel.end();
      for (const subscriber of channel.subscribers) subscriber.lost();
    };
    client.on('error', fail);
    client.on('end', fail);
    client.on('notification', (message) => {
      if (message.channel === name) for (const subscriber of channel.subscribers) subscriber.notify();
    });
    const ready = (async () => {
      try {
        await client.connect();
        await client.query(`LISTEN ${name}`);
        return channel;
      } catch (error) {
        await channel.end();
        throw error;
      }
    })();
    channels.set(name, ready);
    return ready;
  };
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pool.query(queryConfig(nameOf, sql, params));
      if (mayWrite(sql)) writes.emit();
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      try {
        await pool.query(sql);
      } finally {
        writes.emit();
      }
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
        writes.emit();
      }
    },
    async session<T>(fn: (db: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: unknown;
      try {
        return await fn(sessionDb(client, nameOf, () => writes.emit()));
      } catch (error) {
        broken = error;
        throw error;
      } finally {
        // A connection that failed mid-way may still hold session state: end it rather than reuse it.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    async close() {
      closed = true;
      const open = await Promise.allSettled([...channels.values()]);
      await Promise.all(open.map((result) => (result.status === 'fulfilled' ? result.value.end() : undefined)));
      await pool.end();
    },
    onWrite: (listener) => writes.subscribe(listener),
    async listen(channel, notify, lost) {
      const name = checkedChannel(channel);
      if (closed) throw new Error('listen() after close()');
      const open = await (channels.get(name) ?? openChannel(name));
      if (open.ended) throw new Error(`the connection listening on ${name} has ended`);
      const subscriber = { notify, lost };
      open.subscribers.add(subscriber);
      return async () => {
        open.subscribers.delete(subscriber);
        if (open.subscribers.size === 0) await open.end();
      };
    },
  };
}

/** A LISTEN connection and who is told of its notices. */
interface Channel {
  subscribers: Set<{ notify: () => void; lost: () => void }>;
  ended: boolean;
  end(): Promise<void>;
}
