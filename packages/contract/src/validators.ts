/**
 * The field rules (docs/rules.md#accounts-and-sign-in), one function each. The widgets check as the shopper types and the
 * server checks again on arrival; both call these, so the two can never disagree.
 */
import {
  DEFAULT_COUNTRY,
  OTP_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  PIN_CODE_DIGITS,
  POSTAL_CODE_MAX_LENGTH,
  POSTAL_CODE_MIN_LENGTH,
} from './constants.ts';
import { MSG } from './messages.ts';

/** An e-mail address: something, @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest e-mail address accepted (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** 8+ characters with an uppercase, a lowercase, a digit and one of ! @ # $ _ . ~ - */
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

/** Whether an address in this country takes India's PIN code (India, or no country chosen: the store's default). */
export const takesPinCode = (countryId: number | null | undefined): boolean => countryId === null || countryId === undefined || countryId === DEFAULT_COUNTRY.id;

/** India's PIN code: 6 digits, the first 1 to 9. */
export const isPinCode = (value: string): boolean => new RegExp(`^[1-9][0-9]{${PIN_CODE_DIGITS - 1}}$`).test(value.trim());

/** Another country's postal code: 3 to 10 letters, digits, spaces or hyphens, beginning and ending with a letter or digit. */
export function isPostalCode(value: string): boolean {
  const code = value.trim();
  return code.length >= POSTAL_CODE_MIN_LENGTH && code.length <= POSTAL_CODE_MAX_LENGTH && /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/.test(code);
}

/** The address's PIN code (India) or postal code (another country): its message, or undefined when it is fine. */
export function postalCodeError(value: string, countryId: number | null | undefined): string | undefined {
  const pin = takesPinCode(countryId);
  if (!value.trim()) return pin ? MSG.pinRequired : MSG.postalCodeRequired;
  if (pin) return isPinCode(value) ? undefined : MSG.pinInvalid;
  return isPostalCode(value) ? undefined : MSG.postalCodeInvalid;
}

/** The two ways to pay (at checkout), by their wire value `pay_type`. */
export const PAYMENT_METHODS = ['COD', 'Online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
