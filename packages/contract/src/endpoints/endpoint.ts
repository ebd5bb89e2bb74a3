/**
 * An endpoint of the API as one value both sides read: its method and path, the schemas of its
 * path parameters, query, body and answer, who may call it, and how the client sends it. The
 * server registers and validates it from the entry (server http/route.ts), the client derives
 * its call from it (api `call`), and the tests walk the table.
 */
import { define, type Struct } from 'superstruct';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call: `anyone`; `visitor`: the owner of a cart (a session, else a known Visitor-Id,
 * else 400); `login`: a session (401 without); `staff`: a staff member or superuser (403 for a
 * customer); `superuser`: a superuser only (403 for staff).
 */
export type EndpointAuth = 'anyone' | 'visitor' | 'login' | 'staff' | 'superuser';

/**
 * How the client sends the visitor id: `wait` for one (fetching it first if none is known yet),
 * `known`: only if one is already known (catalogue reads: a new visitor has nothing wished), or
 * `none`.
 */
export type VisitorMode = 'wait' | 'known' | 'none';

/** A file answer (a PDF or CSV download): the client hands it over as a Blob. */
export const FileAnswer: Struct<Blob, null> = define<Blob>('file', (value) => typeof Blob !== 'undefined' && value instanceof Blob);

/**
 * A schema of any input or answer. Struct is invariant in its type (it both yields and refines
 * values), so the table's element type can only erase it this way; each entry keeps its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySchema = Struct<any, any>;

export interface Endpoint<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  A extends AnySchema = AnySchema,
  Au extends EndpointAuth = EndpointAuth,
> {
  method: HttpMethod;
  /** The path below the API base as the client sends it, parameters as `:name` (`/cart/:itemId/`). */
  path: string;
  /** The path parameters, one field per `:name`. */
  params?: P;
  query?: Q;
  /** The body: JSON, or a multipart form when `form` is set. */
  body?: B;
  /** The answer as the client reads it (FileAnswer for a file). */
  answer: A;
  auth: Au;
  /** The 401's message when no session is sent (the endpoint's own login prompt); auth `login` only. */
  loginPrompt?: string;
  /** How the client sends the visitor id (default `wait`). A GET with `known` is a shared catalogue read. */
  visitor?: VisitorMode;
  /** The body goes as multipart/form-data (the payment link calls), not JSON. */
  form?: boolean;
  /** The answer is a file (its media type), handed over as a Blob. */
  file?: string;
  /** An answer `{status: false}` with a 2xx status is an answer, not a failure (polls). */
  allowFalse?: boolean;
  /** What the call does, for the API reference (docs/api.md); the browser's builds leave it out. */
  summary?: string;
}

/** An entry of the table, its schemas' types kept (the table's files define every entry with it). */
export function endpoint<
  A extends AnySchema,
  Au extends EndpointAuth,
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
>(entry: Endpoint<P, Q, B, A, Au>): Endpoint<P, Q, B, A, Au> {
  return entry;
}

/** The type a schema slot parses to (`undefined` for a slot the entry has not). */
export type InferSlot<S> = [S] extends [undefined] ? undefined : S extends Struct<infer T, unknown> ? T : never;

export type EndpointParams<E> = E extends { params?: infer P } ? InferSlot<P> : undefined;
export type EndpointQuery<E> = E extends { query?: infer Q } ? InferSlot<Q> : undefined;
export type EndpointBody<E> = E extends { body?: infer B } ? InferSlot<B> : undefined;

/**
 * Marks a request field a sender may leave out, its parser giving the default (a flag that is
 * false when absent). A field whose parsed type holds null or undefined may be left out anyway.
 * Type only: the schema is returned as it is.
 */
export declare const ABSENT_ALLOWED: unique symbol;
export type MayBeAbsent<S> = S & { readonly [ABSENT_ALLOWED]: true };
export const mayBeAbsent = <S extends AnySchema>(schema: S): MayBeAbsent<S> => schema as MayBeAbsent<S>;

type Simplify<T> = { [K in keyof T]: T[K] };
type Absentable<F> = F extends { readonly [ABSENT_ALLOWED]: true } ? true : F extends Struct<infer T, unknown> ? (null extends T ? true : undefined extends T ? true : false) : false;
type FieldOf<F> = F extends Struct<infer T, unknown> ? T : never;

/**
 * What a sender writes for a body schema: an object schema's fields as parsed, those it may leave
 * out optional (see MayBeAbsent); any other schema, its parsed type.
 */
export type InputOf<B> = [B] extends [undefined]
  ? undefined
  : B extends Struct<infer T, infer S>
    ? S extends Record<string, AnySchema>
      ? Simplify<{ [K in keyof S as Absentable<S[K]> extends true ? never : K]: FieldOf<S[K]> } & { [K in keyof S as Absentable<S[K]> extends true ? K : never]?: FieldOf<S[K]> }>
      : T
    : never;

/** The body a client sends to an entry (EndpointBody with the fields it may leave out optional). */
export type EndpointBodyInput<E> = E extends { body?: infer B } ? InputOf<B> : undefined;
export type EndpointAnswer<E> = E extends { answer: infer A } ? InferSlot<A> : never;

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The `:name` parameters of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(PATH_PARAM), (match) => match[1]);
}

/** A path template with its parameters filled in (each value URI-encoded). */
export function endpointPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(PATH_PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The method and path template of an entry, e.g. `PATCH /cart/:itemId/`. */
export const endpointLabel = (entry: Pick<Endpoint, 'method' | 'path'>): string => `${entry.method} ${entry.path}`;

/** Whether a request path (below the API base, trailing slash or not) is one of `entry`'s paths. */
export function pathMatches(entry: Pick<Endpoint, 'path'>, requestPath: string): boolean {
  const pattern = entry.path.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(PATH_PARAM, '[^/]+');
  return new RegExp(`^${pattern}/?$`).test(requestPath);
}
