/**
 * The one way a handler reads its input: `validate(target, Schema)` checks the request's body
 * (`'json'`: JSON, urlencoded or multipart alike), query or path parameters with a request schema
 * of @so/contract (`<resource>.requests.ts`) and hands the handler the parsed, typed value as
 * `c.req.valid(target)`. A refusal answers 400 `{status: false, message, errors: {field: message}}`
 * (`message` is the first field's, in the schema's field order), or what `onInvalid` answers.
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { MSG } from '@so/contract';
import type { Struct } from 'superstruct';
import { FieldErrors } from './errors.ts';
import { readBody } from './input.ts';

/** Where the input comes from: the body (any encoding), the query string or the path. */
export type Target = 'json' | 'query' | 'param';

/** A refused input: the first message and every field's. */
export interface Invalid {
  message: string;
  errors: Record<string, string>;
}

/** Answers a refusal (or throws); the default throws FieldErrors (400 with `errors`). */
export type OnInvalid = (invalid: Invalid, c: Context) => Response | Promise<Response>;

const answerFieldErrors: OnInvalid = (invalid) => {
  throw new FieldErrors(invalid.errors, invalid.message);
};

function input(c: Context, target: Target): Promise<unknown> | unknown {
  if (target === 'json') return readBody(c);
  if (target === 'query') return c.req.query();
  return c.req.param();
}

/** The failures of a refused input, one message per field, in the schema's field order. */
function refusal(shape: unknown, failures: readonly { path: readonly unknown[]; message: string }[]): Invalid {
  const order = shape !== null && typeof shape === 'object' ? Object.keys(shape) : [];
  const rank = (field: string) => {
    const i = order.indexOf(field);
    return i === -1 ? order.length : i;
  };
  const sorted = failures
    .map((failure, i) => ({ field: failure.path.map(String).join('.'), message: failure.message, i }))
    .sort((a, b) => rank(a.field.split('.')[0]) - rank(b.field.split('.')[0]) || a.i - b.i);
  const errors: Record<string, string> = {};
  for (const { field, message } of sorted) if (field !== '') errors[field] ??= message;
  return { message: sorted[0]?.message ?? MSG.somethingWentWrong, errors };
}

/**
 * Validates `target` with `schema`; the handler reads the result with `c.req.valid(target)`.
 * Register it after the login check, so a missing login answers 401 before any field message.
 */
export function validate<T extends object, S, Tg extends Target, E extends Env = Env>(
  target: Tg,
  schema: Struct<T, S>,
  onInvalid: OnInvalid = answerFieldErrors,
): MiddlewareHandler<E, string, { out: { [K in Tg]: T } }> {
  return async (c, next) => {
    const checked = await validated(c, target, schema, onInvalid);
    if ('refused' in checked) return checked.refused;
    c.req.addValidatedData(target, checked.value);
    await next();
  };
}

/** `target` validated with `schema`: the parsed value, or the refusal's answer (what `onInvalid` answers; by default it throws FieldErrors). */
export async function validated<T, S>(
  c: Context,
  target: Target,
  schema: Struct<T, S>,
  onInvalid: OnInvalid = answerFieldErrors,
): Promise<{ value: T } | { refused: Response }> {
  const [error, value] = schema.validate(await input(c, target), { coerce: true });
  if (error) return { refused: await onInvalid(refusal(schema.schema, error.failures()), c) };
  return { value };
}
