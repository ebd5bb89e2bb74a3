/**
 * The field rules of SPEC §5, one function each. The widgets check as the shopper types and the
 * server checks again on arrival; both call these, so the two can never disagree.
 */
import { OTP_DIGITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_DIGITS, ZIP_MAX_DIGITS, ZIP_MIN_DIGITS } from './constants.ts';
import { MSG } from './messages.ts';

/** An e-mail address: something, @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest e-mail address accepted (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** SPEC §5: 8+ characters with an uppercase, a lowercase, a digit and one of ! @ # $ _ . ~ - */
export const PASSWORD_SYMBOLS = /[!@#$_.~-]/;

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    PASSWORD_SYMBOLS.test(value)
  );
}

/** Exactly ten digits (the number after the +91 calling code). */
export const isPhone = (digits: string): boolean => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(digits);
/** Exactly six digits. */
export const isOtp = (code: string): boolean => new RegExp(`^\\d{${OTP_DIGITS}}$`).test(code);

/** A ZIP / PIN code: digits only, 3 to 10 of them. */
export const isZip = (value: string): boolean => new RegExp(`^[0-9]{${ZIP_MIN_DIGITS},${ZIP_MAX_DIGITS}}$`).test(value.trim());

/** The ZIP field's §5 message, or undefined when it is fine. */
export function zipError(value: string): string | undefined {
  if (!value.trim()) return MSG.zipRequired;
  return isZip(value) ? undefined : MSG.zipDigits;
}

/** The two ways to pay (SPEC §5 checkout), by their wire value `pay_type`. */
export const PAYMENT_METHODS = ['COD', 'Online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
