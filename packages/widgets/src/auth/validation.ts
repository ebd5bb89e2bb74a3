import { isEmail, isPhone, isStrongPassword, MSG } from '@so/contract';
import { AUTH_COPY } from './copy.ts';

/** Keeps only digits, at most `max` of them (phone and OTP inputs). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D+/g, '').slice(0, max);
}

export type Errors<K extends string> = Partial<Record<K, string>>;

export type SignupField = 'first_name' | 'last_name' | 'email' | 'mobile' | 'password' | 'confirm_password';
export type SignupValues = Record<SignupField, string>;

/** One field's signup message (or undefined when it is fine). */
export function signupFieldError(field: SignupField, v: SignupValues): string | undefined {
  switch (field) {
    case 'first_name':
      return v.first_name.trim() ? undefined : MSG.firstNameRequired;
    case 'last_name':
      return v.last_name.trim() ? undefined : MSG.lastNameRequired;
    case 'email':
      return isEmail(v.email) ? undefined : MSG.invalidEmail;
    case 'mobile':
      return isPhone(v.mobile) ? undefined : MSG.mobileTenDigits;
    case 'password':
      return isStrongPassword(v.password) ? undefined : MSG.passwordRule;
    case 'confirm_password':
      return v.confirm_password === v.password && v.confirm_password ? undefined : MSG.passwordsDoNotMatch;
  }
}

/** The new/confirm pair of reset and change password. */
export type PasswordPair = { new_password: string; confirm_password: string };
export function passwordPairError(field: keyof PasswordPair, v: PasswordPair): string | undefined {
  if (field === 'new_password') {
    if (!v.new_password) return AUTH_COPY.required;
    return isStrongPassword(v.new_password) ? undefined : MSG.passwordRule;
  }
  if (!v.confirm_password) return AUTH_COPY.required;
  return v.confirm_password === v.new_password ? undefined : MSG.passwordsDoNotMatch;
}

/** Runs `check` over every field, keeping only the failing ones. */
export function validateAll<K extends string, V>(fields: readonly K[], values: V, check: (f: K, v: V) => string | undefined): Errors<K> {
  const out: Errors<K> = {};
  for (const f of fields) {
    const e = check(f, values);
    if (e) out[f] = e;
  }
  return out;
}
