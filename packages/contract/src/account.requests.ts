/**
 * The requests of accounts and sign-in (OTP, passwords, the profile, the captcha): the path
 * parameters, queries and bodies a call may send, as superstruct schemas built from the field
 * parsers (`fields.ts`). The server validates each request with them
 * (packages/server/src/http/validate.ts); the browser's builds leave them out. No answer schema
 * lives here: a module is bundled whole (docs/decisions.md).
 */
import { type Infer, type } from 'superstruct';
import { ANSWER } from './answers.ts';
import { MAX_NAME_LENGTH, UUID_PATTERN } from './constants.ts';
import { mayBeAbsent } from './endpoints/endpoint.ts';
import { CaptchaSolution, Email, field, hasControlCharacters, IndianMobile, MaybeTextField, Otp, ProfileMobile, refuse, SecretField, TextField, Unchanged, withChecks } from './fields.ts';
import { MSG } from './messages.ts';
import { isStrongPassword } from './validators.ts';

/** A new password that passes isStrongPassword (docs/rules.md#accounts-and-sign-in), else MSG.passwordRule. */
const NewPassword = field<string>('password', (value) => {
  const password = typeof value === 'string' ? value : '';
  return isStrongPassword(password) ? password : refuse(MSG.passwordRule);
});

/** A password that must be there (`message` when absent). */
const GivenPassword = (label: string, message: string) =>
  field<string>('password', (value) => {
    if (typeof value !== 'string' || value === '') return refuse(message);
    return hasControlCharacters(value) ? refuse(ANSWER.controlCharacters(label)) : value;
  });

/** `confirm` must repeat `password`. */
const passwordsMatch =
  (password: string, confirm: string) =>
  (input: Readonly<Record<string, unknown>>): [string, string][] => {
    const a = typeof input[password] === 'string' ? input[password] : '';
    const b = typeof input[confirm] === 'string' ? input[confirm] : '';
    return a === b ? [] : [[confirm, MSG.passwordsDoNotMatch]];
  };

const FirstName = TextField({ label: 'First name', max: MAX_NAME_LENGTH, required: MSG.firstNameRequired });
const LastName = TextField({ label: 'Last name', max: MAX_NAME_LENGTH, required: MSG.lastNameRequired });

export const SendOtpRequest = type({ mobile_no: IndianMobile });
export type SendOtpRequest = Infer<typeof SendOtpRequest>;

export const VerifyOtpRequest = type({
  mobile_no: IndianMobile,
  otp: Otp({ empty: ANSWER.otpFormat, invalid: ANSWER.otpFormat }),
});
export type VerifyOtpRequest = Infer<typeof VerifyOtpRequest>;

export const SigninRequest = type({
  email: Email,
  password: GivenPassword('password', ANSWER.passwordRequired),
});
export type SigninRequest = Infer<typeof SigninRequest>;

export const SignupRequest = withChecks(
  type({
    email: Email,
    mobile_no: IndianMobile,
    first_name: FirstName,
    last_name: LastName,
    password: NewPassword,
    confirm_password: SecretField('confirm_password'),
    // Left out when the store shows no captcha ('' then).
    recaptcha: mayBeAbsent(CaptchaSolution),
  }),
  passwordsMatch('password', 'confirm_password'),
);
export type SignupRequest = Infer<typeof SignupRequest>;

export const ResetRequest = type({ email: Email, recaptcha: CaptchaSolution });
export type ResetRequest = Infer<typeof ResetRequest>;

export const ResetLinkParams = type({
  uuid: field<string>('uuid', (value) =>
    typeof value === 'string' && UUID_PATTERN.test(value) ? value.toLowerCase() : refuse(ANSWER.resetInvalid),
  ),
});

export const ResetConfirmRequest = withChecks(
  type({ new_password: NewPassword, confirm_password: SecretField('confirm_password') }),
  passwordsMatch('new_password', 'confirm_password'),
);
export type ResetConfirmRequest = Infer<typeof ResetConfirmRequest>;

export const ChangePasswordRequest = withChecks(
  type({
    old_password: GivenPassword('old_password', ANSWER.oldPasswordRequired),
    new_password: NewPassword,
    confirm_password: SecretField('confirm_password'),
  }),
  passwordsMatch('new_password', 'confirm_password'),
);
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequest>;

/** PATCH /user/profile/: only the fields sent change (e-mail is read-only and ignored). */
export const ProfileUpdateRequest = type({
  first_name: Unchanged(FirstName),
  last_name: Unchanged(LastName),
  company: Unchanged(MaybeTextField({ label: 'Company', max: MAX_NAME_LENGTH })),
  mobile_no: ProfileMobile,
});
export type ProfileUpdateRequest = Infer<typeof ProfileUpdateRequest>;
