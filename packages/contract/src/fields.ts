/**
 * The field parsers every request schema is made of (the resources' `*.requests.ts`).
 *
 * Every field is a parser: `create(input, Schema)` (or `validate(input, Schema, { coerce: true })`)
 * turns what arrived — JSON values, or the text of a form or query string — into typed values,
 * and refuses with the message a shopper (or a form beside the field) shows: MSG's wording where
 * the rules (docs/rules.md) give one. Parsers are idempotent: a parsed value parses to itself, so
 * `is()` holds for it too. Text fields never accept control characters (free text may hold tab,
 * newline, CR).
 */
import { coerce, define, Struct, unknown } from 'superstruct';
import { ANSWER } from './answers.ts';
import { MAX_CAPTCHA_LENGTH, MAX_ID, MAX_SEARCH_LENGTH, OTP_DIGITS, PHONE_DIGITS, PROFILE_MOBILE_MAX_LENGTH, PROFILE_MOBILE_MIN_LENGTH, TXNID_PATTERN } from './constants.ts';
import { MSG } from './messages.ts';
import { isEmail } from './validators.ts';

/** A parser's refusal: the message shown for the field. */
export class Refusal {
  constructor(readonly message: string) {}
}
export const refuse = (message: string) => new Refusal(message);

/**
 * A request field from its parser: `parse` answers the value, or a Refusal with the field's
 * message. It must be idempotent (parse(parse(x)) = parse(x)).
 */
export function field<T>(name: string, parse: (value: unknown) => T | Refusal): Struct<T, null> {
  const check = define<T>(name, (value) => {
    const parsed = parse(value);
    return parsed instanceof Refusal ? parsed.message : true;
  });
  return coerce(check, unknown(), (value) => {
    const parsed = parse(value);
    return parsed instanceof Refusal ? value : parsed;
  });
}

/** Control characters (C0, DEL, C1). */
const CONTROL = /\p{Cc}/u;
/** Control characters but tab, newline and carriage return (free text). */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const CONTROL_IN_FREE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether a text has control characters (`multiline`: tab, newline and CR allowed). */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_IN_FREE_TEXT : CONTROL).test(text);
}

/** Absent: undefined, null, or text that is only blanks. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Text as sent (a JSON number counts: forms and JSON differ), trimmed; a Refusal for anything else. */
export function trimmedText(value: unknown, label: string, multiline = false): string | Refusal {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else if (value === undefined || value === null) text = '';
  else return refuse(ANSWER.mustBeText(label));
  return hasControlCharacters(text, multiline) ? refuse(ANSWER.controlCharacters(label)) : text;
}

export interface TextRule {
  /** How messages name the field ("Full name", "The review"). */
  label: string;
  max: number;
  /** Message when absent or blank; without it, absent is ''. */
  required?: string;
  /** Message when longer than `max` (default: "{label} must be at most {max} characters"). */
  tooLong?: string;
  /** Free text: tab, newline and carriage return allowed. */
  multiline?: boolean;
}

export function parseText(value: unknown, rule: TextRule): string | Refusal {
  const text = trimmedText(value, rule.label, rule.multiline);
  if (text instanceof Refusal) return text;
  if (text === '' && rule.required) return refuse(rule.required);
  if (text.length > rule.max) return refuse(rule.tooLong ?? ANSWER.tooLong(rule.label, rule.max));
  return text;
}

/** Trimmed text ('' when absent, unless required). */
export const TextField = (rule: TextRule) => field<string>('text', (value) => parseText(value, rule));

/** Trimmed text, null when absent or blank. */
export const MaybeTextField = (rule: Omit<TextRule, 'required'>) =>
  field<string | null>('text', (value) => {
    const text = parseText(value, rule);
    return text === '' ? null : text;
  });

/** A password as typed (never trimmed); '' when absent or not text. */
export const SecretField = (label: string) =>
  field<string>('secret', (value) => {
    if (typeof value !== 'string') return '';
    return hasControlCharacters(value) ? refuse(ANSWER.controlCharacters(label)) : value;
  });

/** A whole number from a JSON number or digits in text; null when it is not one. */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number.parseInt(value, 10);
  return null;
}

export interface IdRule {
  /** Message when absent (default "{field} is required"). */
  required?: string;
  /** Message when not a positive whole number (default "{field} must be a positive whole number"). */
  invalid?: string;
}

/** A positive whole-number id. */
export const IdField = (name: string, rule: IdRule = {}) =>
  field<number>('id', (value) => {
    if (isBlank(value)) return refuse(rule.required ?? rule.invalid ?? ANSWER.fieldRequired(name));
    const n = wholeNumber(value);
    return n !== null && n >= 1 && n <= MAX_ID ? n : refuse(rule.invalid ?? ANSWER.mustBeId(name));
  });

/** An id, or null when absent. */
export const MaybeIdField = (name: string) =>
  field<number | null>('id', (value) => {
    if (isBlank(value)) return null;
    const n = wholeNumber(value);
    return n !== null && n >= 1 && n <= MAX_ID ? n : refuse(ANSWER.mustBeId(name));
  });

/** A 1-based page number; absent is 1. */
export const Page = field<number>('page', (value) => {
  if (isBlank(value)) return 1;
  const n = wholeNumber(value);
  return n !== null && n >= 1 && n <= MAX_ID ? n : refuse(ANSWER.pageInvalid);
});

/** `page_size` from min to max; absent is `fallback`. */
export const PageSize = (min: number, max: number, fallback: number) =>
  field<number>('page_size', (value) => {
    if (isBlank(value)) return fallback;
    const n = wholeNumber(value);
    return n !== null && n >= min && n <= max ? n : refuse(ANSWER.wholeNumberRange('page_size', min, max));
  });

export interface OneOfRule<V extends string> {
  /** Message when it is none of them (default "{field} must be one of …"). */
  message?: string;
  /** The value when absent; without it, absent is refused with `message`. */
  fallback?: V;
  /** Match regardless of case (the answer is the listed spelling). */
  anyCase?: boolean;
}

/** One of `values`. */
export const OneOf = <V extends string>(name: string, values: readonly V[], rule: OneOfRule<V> = {}) =>
  field<V>('enums', (value) => {
    const message = rule.message ?? ANSWER.mustBeOneOf(name, values);
    if (isBlank(value) && rule.fallback !== undefined) return rule.fallback;
    const text = trimmedText(value, name);
    if (text instanceof Refusal) return refuse(message);
    const match = values.find((v) => (rule.anyCase ? v.toLowerCase() === text.toLowerCase() : v === text));
    return match ?? refuse(message);
  });

/** What `struct` makes of `value`, or its first message. */
function parseWith<T, S>(struct: Struct<T, S>, value: unknown): T | Refusal {
  const [error, parsed] = struct.validate(value, { coerce: true });
  return error ? refuse(error.message) : parsed;
}

/** One of `values`, or null when absent. */
export const MaybeOneOf = <V extends string>(name: string, values: readonly V[], rule: Omit<OneOfRule<V>, 'fallback'> = {}) => {
  const one = OneOf(name, values, rule);
  return field<V | null>('enums', (value) => (isBlank(value) ? null : parseWith(one, value)));
};

/** A field a partial update may leave out: undefined when not sent (unchanged), else `struct`'s. */
export const Unchanged = <T, S>(struct: Struct<T, S>) =>
  field<T | undefined>(struct.type, (value) => (value === undefined ? undefined : parseWith(struct, value)));

/** A yes/no flag from JSON or a form ('true', '1', 'on', 'yes'); absent is false. */
export const Flag = field<boolean>('flag', (value) => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return typeof value === 'string' && ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase());
});

/** true, false, or null when absent (leave as it is). */
export const MaybeFlag = (name: string, message = ANSWER.mustBeOneOf(name, ['true', 'false'])) =>
  field<boolean | null>('flag', (value) => {
    if (isBlank(value)) return null;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    return refuse(message);
  });

/** An e-mail address, lower-cased (MSG.invalidEmail when it has no @: docs/rules.md#accounts-and-sign-in). */
export const Email = field<string>('email', (value) => {
  const text = trimmedText(value, 'email');
  if (text instanceof Refusal || !isEmail(text)) return refuse(MSG.invalidEmail);
  return text.toLowerCase();
});

/** `+91XXXXXXXXXX` from ten digits, `91` + ten or `+91` + ten (spaces and dashes ignored); null otherwise. */
export function normalizeIndianMobile(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const raw = text.trim().replace(/[\s-]/g, '');
  const match = new RegExp(`^(?:\\+?91)?([0-9]{${PHONE_DIGITS}})$`).exec(raw);
  if (!match) return null;
  if (raw.length === PHONE_DIGITS || raw.startsWith('+91') || raw.length === PHONE_DIGITS + 2) return `+91${match[1]}`;
  return null;
}

/** An Indian mobile number (signup, OTP login), as `+91` and ten digits. */
export const IndianMobile = field<string>('mobile', (value) => normalizeIndianMobile(value) ?? refuse(MSG.mobileTenDigits));

/** The profile's mobile: 12–13 characters, `+91`/`91` and ten digits; undefined when absent (unchanged). */
export const ProfileMobile = field<string | undefined>('mobile', (value) => {
  if (isBlank(value)) return undefined;
  const text = trimmedText(value, 'mobile_no');
  if (text instanceof Refusal) return text;
  const ok = text.length >= PROFILE_MOBILE_MIN_LENGTH && text.length <= PROFILE_MOBILE_MAX_LENGTH;
  return (ok && normalizeIndianMobile(text)) || refuse(MSG.validMobile);
});

/** A one-time code of six digits. */
export const Otp = (rule: { empty: string; invalid: string }) =>
  field<string>('otp', (value) => {
    const text = trimmedText(value, 'otp');
    if (text instanceof Refusal) return refuse(rule.invalid);
    if (text === '') return refuse(rule.empty);
    return new RegExp(`^[0-9]{${OTP_DIGITS}}$`).test(text) ? text : refuse(rule.invalid);
  });

/** A captcha solution (`recaptcha`), refused with `message` when it cannot be one; '' when absent. */
export const captchaSolution = (message: string) =>
  field<string>('captcha', (value) => {
    if (typeof value !== 'string') return '';
    const text = value.trim();
    return text.length > MAX_CAPTCHA_LENGTH || hasControlCharacters(text) ? refuse(message) : text;
  });

/** A captcha solution (`recaptcha`): checked by the server after the fields; '' when absent. */
export const CaptchaSolution = captchaSolution(MSG.verifyNotRobot);

/** A contact id (the coin wallet's `user_id`, `contact_id`, `contactId`). */
export const ContactId = (name: string) =>
  field<number>('contact', (value) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return /^\d{1,10}$/.test(text) ? Number.parseInt(text, 10) : refuse(ANSWER.mustBeContactId(name));
  });

/** Coins an order spends: absent is 0. */
export const UsedCoin = field<number>('coins', (value) => {
  if (value === undefined || value === null || value === '') return 0;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number.parseInt(text, 10) : refuse(ANSWER.badUsedCoin);
});

/** An order's or a coin call's reference to an order: an id or an order number; null when absent or 0. */
export const OrderRef = field<string | null>('order', (value) => {
  const text = trimmedText(value, 'order_id');
  if (text instanceof Refusal) return text;
  if (text.length > MAX_SEARCH_LENGTH) return refuse(ANSWER.tooLong('order_id', MAX_SEARCH_LENGTH));
  return text === '' || text === '0' ? null : text;
});

/** A payment's transaction id. */
export const Txnid = field<string>('txnid', (value) => {
  const text = trimmedText(value, 'txnid');
  return text instanceof Refusal || !TXNID_PATTERN.test(text) ? refuse(ANSWER.badTxnid) : text;
});

/**
 * An object schema plus checks across its fields. The checks see the fields as sent and run even
 * when a field already failed, so a form gets every message at once.
 */
export function withChecks<T, S>(
  struct: Struct<T, S>,
  checks: (input: Readonly<Record<string, unknown>>) => Iterable<readonly [string, string]>,
): Struct<T, S> {
  return new Struct<T, S>({
    type: struct.type,
    schema: struct.schema,
    coercer: struct.coercer,
    entries: struct.entries,
    refiner: struct.refiner,
    *validator(value, context) {
      yield* struct.validator(value, context);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
      const input: Readonly<Record<string, unknown>> = { ...value };
      for (const [key, message] of checks(input)) yield { path: [...context.path, key], key, message };
    },
  });
}
