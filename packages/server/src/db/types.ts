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
}
