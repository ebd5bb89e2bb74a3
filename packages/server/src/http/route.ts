/**
 * `route(app, entry, ...middleware, handler)`: registers an entry of the endpoint table
 * (@so/contract ENDPOINTS) on a resource's sub-app. It runs the check of the entry's `auth`, then
 * the extra middleware, then validates the path parameters, query and body with the entry's
 * schemas (validate.ts: the same 400 answers), and hands the handler the parsed input. The
 * handler answers the entry's answer type (`reply(answer, status)` for another status than 200),
 * so a field renamed in the table fails the type check of every handler that reads or writes it.
 */
import { Hono, type Context, type Env, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AnySchema, Endpoint, EndpointAuth, InferSlot } from '@so/contract';
import type { Db } from '../db/types.ts';
import { cartOwner, requireLogin, staffOnly, superuserOnly, type LoggedIn, type Owned } from './session.ts';
import { validated, type OnInvalid } from './validate.ts';

/** A resource's sub-app and the database its auth checks read. */
export interface RouteApp {
  hono: Hono;
  db: Db;
}

/** A sub-app for a resource's routes (mounted at the API root, paths not strict about the trailing slash). */
export function routeApp(db: Db): RouteApp {
  return { hono: new Hono({ strict: false }), db };
}

/** An answer with another status than 200 (e.g. 201, or a `status: false` answer's 404). */
export class Reply<A> {
  constructor(
    readonly body: A,
    readonly status: ContentfulStatusCode,
  ) {}
}

export const reply = <A>(body: A, status: ContentfulStatusCode): Reply<A> => new Reply(body, status);

/** What the handler's context holds after the entry's auth check. */
export type AuthEnv<Au extends EndpointAuth> = Au extends 'anyone' ? Env : Au extends 'visitor' ? Owned : LoggedIn;

/** The parsed input of an entry. */
export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

/**
 * What a handler answers: the entry's answer (or a Reply of it); a file entry (its answer a Blob:
 * `endpoint()` keeps `file` optional in the entry's type) answers the Response it builds.
 */
export type Answered<E> = E extends { file: string }
  ? Response
  : E extends { answer: infer A }
    ? InferSlot<A> extends Blob
      ? Response
      : InferSlot<A> | Reply<InferSlot<A>>
    : never;

export type RouteHandler<P, Q, B, A extends AnySchema, Au extends EndpointAuth, E> = (
  c: Context<AuthEnv<Au>>,
  input: RouteInput<InferSlot<P>, InferSlot<Q>, InferSlot<B>>,
) => Answered<E & { answer: A }> | Promise<Answered<E & { answer: A }>>;

/** An entry with the refusal answer of its routes (validate.ts `onInvalid`) instead of the default 400. */
export interface Refusing<E> {
  endpoint: E;
  onInvalid: OnInvalid;
}

export const refusing = <E>(endpoint: E, onInvalid: OnInvalid): Refusing<E> => ({ endpoint, onInvalid });

function authCheck(db: Db, entry: Endpoint): MiddlewareHandler[] {
  switch (entry.auth) {
    case 'anyone':
      return [];
    case 'visitor':
      return [cartOwner(db)];
    case 'login':
      return [requireLogin(db, entry.loginPrompt)];
    case 'staff':
      return [staffOnly(db)];
    case 'superuser':
      return [superuserOnly(db)];
  }
}

/** Registers `entry` on `app`: auth check, `middleware`, input validation, then `handler`. */
export function route<
  P extends AnySchema | undefined,
  Q extends AnySchema | undefined,
  B extends AnySchema | undefined,
  A extends AnySchema,
  Au extends EndpointAuth,
  E extends Endpoint<P, Q, B, A, Au>,
>(
  app: RouteApp,
  spec: (E & Endpoint<P, Q, B, A, Au>) | Refusing<E & Endpoint<P, Q, B, A, Au>>,
  ...rest: [...MiddlewareHandler[], RouteHandler<P, Q, B, A, Au, E>]
): void {
  const entry: Endpoint = 'endpoint' in spec ? spec.endpoint : spec;
  const onInvalid = 'endpoint' in spec ? spec.onInvalid : undefined;
  const handler = rest[rest.length - 1] as RouteHandler<P, Q, B, A, Au, E>;
  const middleware = rest.slice(0, -1) as MiddlewareHandler[];
  const final: MiddlewareHandler = async (c) => {
    const input = { params: undefined, query: undefined, body: undefined } as RouteInput<InferSlot<P>, InferSlot<Q>, InferSlot<B>>;
    for (const [slot, target] of [['params', 'param'], ['query', 'query'], ['body', 'json']] as const) {
      const schema = entry[slot];
      if (!schema) continue;
      const checked = await validated(c, target, schema, onInvalid);
      if ('refused' in checked) return checked.refused;
      input[slot] = checked.value;
    }
    const answer: unknown = await handler(c, input);
    if (answer instanceof Response) return answer;
    if (answer instanceof Reply) return c.json(answer.body, answer.status);
    return c.json(answer);
  };
  app.hono.on(entry.method, [entry.path.replace(/(.)\/+$/, '$1')], ...authCheck(app.db, entry), ...middleware, final);
}
