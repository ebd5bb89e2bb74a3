import { EMAIL_MAX_LENGTH, isEmail, isStrongPassword, MSG, PASSWORD_MAX_LENGTH } from '@so/contract';
import { HttpError } from '../http/errors.ts';

export const MAX_NAME = 150;
export const MAX_EMAIL = EMAIL_MAX_LENGTH;
export const MAX_PASSWORD = PASSWORD_MAX_LENGTH;

/** Several field messages at once: 400 `{status: false, message: <first>, errors: {field: message}}`. */
export class FieldErrors extends HttpError {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    super(400, Object.values(errors)[0] ?? MSG.somethingWentWrong);
    this.name = 'FieldErrors';
    this.errors = errors;
  }
}

/** Collects field messages; `throwIfAny` raises them together. */
export class Checker {
  readonly errors: Record<string, string> = {};
  fail(field: string, message: string): void {
    this.errors[field] ??= message;
  }
  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(): void {
    if (!this.ok) throw new FieldErrors(this.errors);
  }
}

/** A string field, trimmed; '' when absent or not a string. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A password field as typed (not trimmed); '' when absent. */
export function secret(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The e-mail lower-cased, or null when it is not an address. */
export function normalizeEmail(value: unknown): string | null {
  const email = text(value).toLowerCase();
  if (!isEmail(email)) return null;
  return email;
}

/** `+91XXXXXXXXXX` from ten digits, `91` + ten digits or `+91` + ten digits (spaces and dashes ignored); null otherwise. */
export function normalizeIndianMobile(value: unknown): string | null {
  const raw = text(value).replace(/[\s-]/g, '');
  const match = /^(?:\+?91)?([0-9]{10})$/.exec(raw);
  if (!match) return null;
  if (raw.length === 10 || raw.startsWith('+91') || raw.length === 12) return `+91${match[1]}`;
  return null;
}

/** SPEC §5: 8+ characters with an uppercase and a lowercase letter, a digit and one of ! @ # $ _ . ~ - */
export const passwordFollowsRule = isStrongPassword;

/** Checks a new password and its confirmation into `check` (fields `password`/`confirm_password` by default). */
export function checkNewPassword(check: Checker, password: string, confirm: string, field = 'password', confirmField = 'confirm_password'): void {
  if (!passwordFollowsRule(password)) check.fail(field, MSG.passwordRule);
  if (password !== confirm) check.fail(confirmField, MSG.passwordsDoNotMatch);
}
