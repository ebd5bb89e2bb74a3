/**
 * The answers of accounts and sign-in (OTP, passwords, the profile, the captcha): superstruct
 * schemas, built from `wire.ts`, that the client validates every response with and the server types
 * its answers with. No request schema lives here: a shopper's page loads this module whole.
 */
import { any, array, boolean, defaulted, enums, type Infer, integer, nullable, optional, string, type } from 'superstruct';
import { Address } from './addresses.answers.ts';
import { Id, Money, Text } from './wire.ts';

export const VisitorResponse = type({ status: boolean(), visitor_id: string() });

export const SessionUser = type({
  token: string(),
  first_name: Text,
  last_name: Text,
  email: Text,
  phone_no: Text,
  cart_counter: defaulted(integer(), 0),
  cart_totals: optional(nullable(type({ final_total: Money }))),
  wishlist_counter: defaulted(integer(), 0),
  allow_company_list: optional(any()),
  is_sose_elite_user: defaulted(boolean(), false),
  is_staff: defaulted(boolean(), false),
  is_superuser: defaulted(boolean(), false),
  id: Id,
});
export type SessionUser = Infer<typeof SessionUser>;

export const LoginResponse = type({
  status: boolean(),
  message: optional(string()),
  non_field_errors: optional(array(string())),
  allow_company_list: optional(any()),
  data: optional(SessionUser),
});

export const Profile = type({
  first_name: Text,
  last_name: Text,
  company: Text,
  email: Text,
  mobile_no: Text,
  profile_pic: optional(Text),
  is_subscribed: defaulted(boolean(), false),
  contact_id: Id,
  is_wallet: defaulted(boolean(), false),
  user_id: Id,
  addresses: defaulted(array(Address), []),
});
export type Profile = Infer<typeof Profile>;

export const ProfileResponse = type({ status: boolean(), data: Profile });
export const ProfileUpdateResponse = type({
  status: boolean(),
  message: optional(string()),
  non_field_errors: optional(array(string())),
  data: optional(type({ first_name: Text, last_name: Text })),
});

/** A proof-of-work captcha challenge (ALTCHA's format), from GET /captcha/challenge/. */
export const CaptchaChallenge = type({
  algorithm: string(),
  challenge: string(),
  salt: string(),
  signature: string(),
  maxnumber: optional(integer()),
  /** Which captcha to show: this proof of work, Google reCAPTCHA (with its site key), or none. */
  provider: optional(enums(['altcha', 'recaptcha', 'off'])),
  site_key: optional(string()),
});
export type CaptchaChallenge = Infer<typeof CaptchaChallenge>;
