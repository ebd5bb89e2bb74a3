/**
 * A small typed SQL builder: statements are tagged templates whose interpolations are either
 * values (always sent as `$n` parameters, never pasted into the text) or other `Sql` fragments
 * (nested as text with their own values). `compile` numbers the parameters in order, so a
 * statement's text depends only on the shape of the query, never on its values: PostgreSQL
 * prepares it once (db/postgres.ts names prepared statements by their text) and reuses it.
 *
 *   const byBrand = sql`p.brand_id = ${brandId}`;
 *   const query = sql`SELECT id FROM products p WHERE ${and([byBrand, sql`p.stock > ${0}`])}`;
 *   await run<{ id: number }>(db, query);   // SELECT id FROM products p WHERE p.brand_id = $1 AND p.stock > $2
 */
import type { Db, SqlParam } from './types.ts';

export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly (SqlParam | Sql)[],
  ) {}
}

/** A statement or fragment; `${value}` becomes a parameter, `${fragment}` is nested. */
export function sql(strings: TemplateStringsArray, ...values: (SqlParam | Sql)[]): Sql {
  return new Sql(strings, values);
}

/** Text taken as it is: only for constants of the code (column lists, whitelisted orderings). */
export function raw(text: string): Sql {
  return new Sql([text], []);
}

export const empty = raw('');

/** Fragments with `separator` between them. */
export function join(parts: readonly Sql[], separator: string): Sql {
  if (parts.length === 0) return empty;
  const strings = [''];
  for (let i = 1; i < parts.length; i++) strings.push(separator);
  strings.push('');
  return new Sql(strings, parts);
}

/** `a AND b AND …` (TRUE when there is nothing to require). */
export function and(conditions: readonly Sql[]): Sql {
  return conditions.length === 0 ? raw('TRUE') : join(conditions, ' AND ');
}

export interface Compiled {
  text: string;
  params: SqlParam[];
}

function append(query: Sql, out: { text: string; params: SqlParam[] }): void {
  query.strings.forEach((part, i) => {
    out.text += part;
    if (i >= query.values.length) return;
    const value = query.values[i];
    if (value instanceof Sql) append(value, out);
    else {
      out.params.push(value);
      out.text += `$${out.params.length}`;
    }
  });
}

/** The statement's text with `$1…$n` and its parameters in that order. */
export function compile(query: Sql): Compiled {
  const params: SqlParam[] = [];
  const out = { text: '', params };
  append(query, out);
  return out;
}

/** Runs a built statement. */
export function run<T>(db: Db, query: Sql): Promise<{ rows: T[] }> {
  const { text, params } = compile(query);
  return db.query<T>(text, params);
}
