/** The one database seam of the server: PostgreSQL-dialect SQL, positional parameters. */
export type SqlParam = string | number | boolean | null | readonly number[] | readonly string[];

export interface Db {
  /** One statement with `$1…$n` parameters. */
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<{ rows: T[] }>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` inside BEGIN … COMMIT (ROLLBACK when it throws). Nested calls join the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Runs `fn` with a handle bound to one connection for the whole call, so session state (an
   * advisory lock, a SET) holds across its statements; its transaction() is a real BEGIN … COMMIT
   * on that connection. openPostgres has it; a handle with a single session (PGlite) needs none.
   */
  session?<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` each time a statement or transaction of this handle that may have changed
   * data has ended (after its commit), before its promise resolves; answers the function that
   * stops it. The handles of openPglite and openPostgres have it; those inside a transaction do
   * not (the transaction tells once it ends).
   */
  onWrite?(listener: () => void): () => void;
  /**
   * LISTEN on `channel` (a plain lower-case identifier): `notify` runs for each NOTIFY on it from
   * any session (after that session's commit), `lost` once when the listening connection fails
   * (notices may have been missed; listen again). Resolves once listening, with the function that
   * stops it; close() stops it too.
   */
  listen?(channel: string, notify: () => void, lost: () => void): Promise<() => Promise<void>>;
}
