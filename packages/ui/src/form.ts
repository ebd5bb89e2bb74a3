import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import { deepActiveElement } from './focus.ts';

/**
 * One form's state, for every shopper form: the values as typed, a message per field, the
 * submitting state and focus on the first field in error.
 *
 * - Messages come from the form's client-side rules (`validate`), from a superstruct request
 *   schema of the contract (`schema`: the server's own messages, so checking first changes
 *   nothing but the wait), and from the server (a 400's `errors: {field: message}`, read from an
 *   ApiError's `fieldErrors` or the error body's `errors`).
 * - Once a field shows a message, the message follows the typing in that field (and in the
 *   fields listed in `follows`); a field without a message gets none until the next submit.
 * - A submit that finds messages, or that the server refuses field by field, moves focus to the
 *   first field in error in DOM order: the fields registered by name (`register`) and, inside
 *   the form (`formRef`), any control marked aria-invalid, looking through open shadow roots.
 * - A submit while one is on its way is ignored; nothing typed is lost on any failure (only
 *   `reset` empties the form).
 */

/** A message per field; a field without one is absent (or undefined). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The part of a superstruct struct the form uses (`validate` with coercion and its failures). */
export interface SchemaLike {
  validate(value: unknown, options: { coerce: boolean }): [{ failures(): { path: readonly unknown[]; message: string }[] } | undefined, unknown];
}

/** A request schema checked against the body the form would send. */
export interface FormSchema<V, F extends string> {
  struct: SchemaLike;
  /** The body as the server would read it, built from the values as typed. */
  input: (values: V) => unknown;
  /** A schema key → the field that shows its message (default: the key itself). */
  fields?: Readonly<Partial<Record<string, F>>>;
}

export interface FormOptions<V, F extends string> {
  /** The values the form starts with (and returns to on `reset()`). */
  initial: V | (() => V);
  /** The form's own rules: every message at once (added to the schema's, which come first). */
  validate?: (values: V) => FieldErrors<F>;
  schema?: FormSchema<V, F>;
  /** A changed value → the other fields whose shown messages are checked again (a phone follows its country). */
  follows?: Readonly<Partial<Record<keyof V | F, readonly F[]>>>;
  /** 'form': once any message shows, every change checks the whole form again. Default 'field'. */
  recheck?: 'field' | 'form';
  /** The server's field name → the form's field (default: the names of `initial`'s keys as they are). */
  serverFields?: Readonly<Record<string, F>>;
  /** Reads a failure's field messages instead of the default (a form with its own rules for them). */
  serverErrors?: (error: unknown) => FieldErrors<F>;
}

/** How a submit ended: not sent (messages, or one already on its way), sent, refused field by field, or failed. */
export type SubmitResult<R, F extends string> =
  | { status: 'busy' }
  | { status: 'invalid'; errors: FieldErrors<F> }
  | { status: 'sent'; result: R }
  | { status: 'refused'; errors: FieldErrors<F>; error: unknown }
  | { status: 'failed'; error: unknown };

export interface SubmitOptions<F extends string> {
  /** Messages the rules cannot know (an unsolved captcha), shown with theirs. */
  extra?: FieldErrors<F>;
}

export interface Form<V, F extends string> {
  values: V;
  errors: FieldErrors<F>;
  /** True while a submit is on its way. */
  submitting: boolean;
  /** Sets one value; the shown messages of the field and its followers follow it. */
  setField: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Sets the values; the shown messages of the `changed` fields (and their followers) follow them. */
  setValues: (next: V | ((current: V) => V), changed?: readonly (keyof V | F)[]) => void;
  /** Checks a field the shopper left, when it holds something or already shows a message. */
  blur: (name: F & keyof V) => void;
  /** Shows exactly these messages; when there is any, focus moves to the first field in error. */
  showErrors: (errors: FieldErrors<F>) => void;
  /** Checks every field and shows the messages (focus on the first); true when there is none. */
  check: (extra?: FieldErrors<F>) => boolean;
  /** Checks, then sends the values (unless a submit is on its way) and reads the server's field messages. */
  submit: <R>(send: (values: V) => Promise<R>, options?: SubmitOptions<F>) => Promise<SubmitResult<R, F>>;
  /** Back to `initial` (or `values`), without messages. */
  reset: (values?: V) => void;
  /** The ref of a field's control: focus can go there when the field is in error. */
  register: (name: F) => RefCallback<HTMLElement>;
  /** The ref of the form: its controls marked aria-invalid can take focus too. */
  formRef: RefCallback<HTMLElement>;
}

const hasAny = (errors: FieldErrors<string>): boolean => Object.values(errors).some(Boolean);

/** Only the fields with a message. */
function only<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const [key, message] of Object.entries(errors) as [F, string | undefined][]) if (message) out[key] = message;
  return out;
}

/** The first message per top-level key of what `struct` refuses in `input`; none when it takes it. */
export function schemaErrors(struct: SchemaLike, input: unknown): Record<string, string> {
  const [refusal] = struct.validate(input, { coerce: true });
  const out: Record<string, string> = {};
  for (const failure of refusal?.failures() ?? []) {
    const key = String(failure.path[0] ?? '');
    if (key && !(key in out)) out[key] = failure.message;
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The server's field messages of a failure: an ApiError's `fieldErrors`, else the `errors` of its
 * body (or of the error itself) as `{field: message}` (of a list of messages, the first).
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isRecord(error)) return {};
  const given = 'fieldErrors' in error && isRecord(error.fieldErrors) ? error.fieldErrors : null;
  const body = 'body' in error && isRecord(error.body) ? error.body : error;
  const source = given ?? (isRecord(body.errors) ? body.errors : {});
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string' && message) out[key] = message;
  }
  return out;
}

/** Every element under `root` in document order, descending into open shadow roots (a host's shadow tree before its light children). */
function* deepElements(root: ParentNode): Generator<Element> {
  for (const el of Array.from(root.children)) {
    yield el;
    if (el.shadowRoot) yield* deepElements(el.shadowRoot);
    yield* deepElements(el);
  }
}

/** A group marked in error (a fieldset of choices) takes focus at its first enabled control. */
const GROUP = 'fieldset, [role="group"], [role="radiogroup"]';
const CONTROL = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

function focusable(el: Element): el is HTMLElement {
  return el instanceof HTMLElement && el.isConnected && !(el as HTMLInputElement).disabled && el.getAttribute('aria-disabled') !== 'true';
}

export function useForm<V extends object, F extends string = Extract<keyof V, string>>(options: FormOptions<V, F>): Form<V, F> {
  const latest = useRef(options);
  latest.current = options;
  const [values, setValuesState] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  const current = useRef(values);
  current.current = values;
  const fields = useRef(new Map<F, HTMLElement>());
  const refs = useRef(new Map<F, RefCallback<HTMLElement>>());
  const form = useRef<HTMLElement | null>(null);

  const validateAll = useCallback((next: V): FieldErrors<F> => {
    const { schema, validate } = latest.current;
    const out: FieldErrors<F> = {};
    if (schema) {
      for (const [key, message] of Object.entries(schemaErrors(schema.struct, schema.input(next)))) {
        const field = schema.fields ? schema.fields[key] : (key as F);
        if (field && !out[field]) out[field] = message;
      }
    }
    for (const [key, message] of Object.entries(validate?.(next) ?? {}) as [F, string | undefined][]) if (message && !out[key]) out[key] = message;
    return out;
  }, []);

  const showErrors = useCallback((next: FieldErrors<F>) => {
    const shown = only(next);
    setErrors(shown);
    if (hasAny(shown)) setAttempt((n) => n + 1);
  }, []);

  // At once when the first field in error can take focus; else once the pieces inside have
  // rendered too (a piece that renders its own state after the form's), at the first that can.
  useEffect(() => {
    if (attempt === 0) return;
    const focusFirst = (waiting: boolean): boolean => {
      const inError = new Set<Element>();
      for (const [name, el] of fields.current) if (errorsRef.current[name]) inError.add(el);
      const first = fields.current.values().next().value;
      const root: ParentNode | null = form.current ?? (first ? (first.getRootNode() as ParentNode) : null);
      if (!root) return false;
      for (const el of deepElements(root)) {
        const marked = form.current !== null && el.getAttribute('aria-invalid') === 'true';
        if (!(inError.has(el) || marked)) continue;
        const target = el.matches(GROUP) ? (el.querySelector('input[type="radio"]:checked:not([disabled])') ?? el.querySelector(CONTROL)) : el;
        if (!target || !focusable(target)) {
          if (waiting) return false;
          continue;
        }
        target.focus();
        if (deepActiveElement() === target) return true;
      }
      return false;
    };
    if (focusFirst(true)) return;
    const timer = setTimeout(() => focusFirst(false), 0);
    return () => clearTimeout(timer);
  }, [attempt]);
  const errorsRef = useRef(errors);
  errorsRef.current = errors;

  const recheck = useCallback(
    (next: V, changed: readonly (keyof V | F)[]) => {
      const { follows, recheck: mode } = latest.current;
      setErrors((shown) => {
        if (!hasAny(shown)) return shown;
        if (mode === 'form') return only(validateAll(next));
        const watched = new Set<F>();
        for (const key of changed) {
          watched.add(key as F);
          for (const follower of follows?.[key] ?? []) watched.add(follower);
        }
        const now = validateAll(next);
        let same = true;
        const out: FieldErrors<F> = { ...shown };
        for (const key of watched) {
          if (!shown[key]) continue;
          if (now[key] !== shown[key]) same = false;
          if (now[key]) out[key] = now[key];
          else delete out[key];
        }
        return same ? shown : out;
      });
    },
    [validateAll],
  );

  const setValues = useCallback(
    (next: V | ((current: V) => V), changed?: readonly (keyof V | F)[]) => {
      const value = typeof next === 'function' ? (next as (current: V) => V)(current.current) : next;
      current.current = value;
      setValuesState(value);
      if (changed?.length) recheck(value, changed);
    },
    [recheck],
  );

  const setField = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value }), [name]),
    [setValues],
  );

  const blur = (name: F & keyof V) => {
    const value = current.current[name];
    if ((value === '' || value === undefined || value === null) && !errors[name]) return;
    const message = validateAll(current.current)[name];
    setErrors((shown) => {
      if (shown[name] === message) return shown;
      const out = { ...shown };
      if (message) out[name] = message;
      else delete out[name];
      return out;
    });
  };

  const check = (extra: FieldErrors<F> = {}) => {
    const found = { ...validateAll(current.current), ...only(extra) };
    showErrors(found);
    return !hasAny(found);
  };

  const fromServer = (error: unknown): FieldErrors<F> => {
    const { serverErrors, serverFields, initial } = latest.current;
    if (serverErrors) return only(serverErrors(error));
    const known = serverFields ?? Object.fromEntries(Object.keys(typeof initial === 'function' ? current.current : initial).map((k) => [k, k as F]));
    const out: FieldErrors<F> = {};
    for (const [key, message] of Object.entries(serverFieldErrors(error))) {
      const field = known[key];
      if (field && !out[field]) out[field] = message;
    }
    return out;
  };

  const submit = async <R>(send: (values: V) => Promise<R>, submitOptions: SubmitOptions<F> = {}): Promise<SubmitResult<R, F>> => {
    if (busy.current) return { status: 'busy' };
    const sent = current.current;
    const found = { ...validateAll(sent), ...only(submitOptions.extra ?? {}) };
    if (hasAny(found)) {
      showErrors(found);
      return { status: 'invalid', errors: found };
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      return { status: 'sent', result: await send(sent) };
    } catch (error) {
      const byField = fromServer(error);
      if (!hasAny(byField)) return { status: 'failed', error };
      showErrors(byField);
      return { status: 'refused', errors: byField, error };
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const reset = useCallback((next?: V) => {
    const { initial } = latest.current;
    const value = next ?? (typeof initial === 'function' ? (initial as () => V)() : initial);
    current.current = value;
    setValuesState(value);
    setErrors({});
  }, []);

  const register = (name: F): RefCallback<HTMLElement> => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (el: HTMLElement | null) => {
        if (el) fields.current.set(name, el);
        else fields.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  const formRef = useCallback((el: HTMLElement | null) => {
    form.current = el;
  }, []);

  return { values, errors, submitting, setField, setValues, blur, showErrors, check, submit, reset, register, formRef };
}
