/**
 * What every answer of the API is made of: money as it travels, ids, texts a backend may leave
 * out, the status every answer carries. Each resource's answers (`*.answers.ts`) are built from
 * them; the client validates every response with those schemas, the server types its answers
 * with them.
 *
 * Money crosses the wire as rupees (JSON numbers, or numeric strings from a production
 * backend) and is read into integer paise on the way in.
 */
import { any, array, boolean, coerce, defaulted, enums, type Infer, integer, literal, nullable, number, object, optional, record, string, type Struct, type, union } from 'superstruct';
import { rupeesToPaise } from './money.ts';

/** Rupees as they travel: a JSON number with at most two decimals. `Money` reads them into paise. */
export type Rupees = number;

/**
 * What a server writes for a schema whose output type is `T`: the same shape, with the money
 * fields `M` in rupees (the client's `Money` turns them into paise, so inside it they hold paise).
 */
export type Wire<T, M extends keyof T = never> = { [K in keyof T]: K extends M ? Rupees : T[K] };

/** Rupees on the wire → integer paise inside. */
export const Money = coerce(integer(), union([number(), string()]), (value) => rupeesToPaise(value));

/** An id that a production backend may send as a number or a numeric string. */
export const Id = coerce(integer(), string(), (value) => Number.parseInt(value, 10));

/** A text field a backend may send as null or leave out (both read as null). */
export const Text = defaulted(nullable(string()), null);

/** Every response carries `status`; failures carry a readable `message`. */
export const StatusOnly = type({ status: boolean(), message: optional(string()) });
export type StatusOnly = Infer<typeof StatusOnly>;

/** A page of a staff list (the reference server's /staff/… lists): `{status, count, total_pages, page, data}`. */
export const staffPage = <T, S>(item: Struct<T, S>) => type({ status: boolean(), count: integer(), total_pages: integer(), page: integer(), data: array(item) });

export const ErrorBody = type({
  status: literal(false),
  message: optional(string()),
  non_field_errors: optional(array(string())),
  errors: optional(record(string(), any())),
});

/** Re-exported so callers can name plain object schemas without importing superstruct. */
export { object, enums };
