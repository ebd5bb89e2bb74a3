/**
 * What a call of the store's API (docs/api.md) may send: the query, path and body of every
 * request, as superstruct schemas. The server validates each request with them
 * (packages/server/src/http/validate.ts); a client may check a form with the same schemas before
 * sending it.
 *
 * Every field is a parser: `create(input, Schema)` (or `validate(input, Schema, { coerce: true })`)
 * turns what arrived — JSON values, or the text of a form or query string — into typed values,
 * and refuses with the message a shopper (or a form beside the field) shows: MSG's wording where
 * the rules (docs/rules.md) give one. Parsers are idempotent: a parsed value parses to itself, so
 * `is()` holds for it too. Text fields never accept control characters (free text may hold tab,
 * newline, CR).
 */
import { coerce, define, Struct, type, unknown, type Infer } from 'superstruct';
import {
  ADDRESS_TAGS,
  BANNER_SEQUENCES,
  ELITE_PAGE_SIZE_DEFAULT,
  ELITE_PAGE_SIZES,
  GIFT_PACKING_CATEGORY_ID,
  HOME_SECTION_TYPES,
  MAX_ADDRESS_LINE_LENGTH,
  MAX_CAPTCHA_LENGTH,
  MAX_CART_QUANTITY,
  MAX_CLIENT_KEY_LENGTH,
  MAX_COUNTRY_FILTER_LENGTH,
  MAX_GIFT_MESSAGE_LENGTH,
  MAX_ID,
  MAX_NAME_LENGTH,
  MAX_ORDER_NUMBER_LENGTH,
  MAX_PAGE_URL_LENGTH,
  MAX_REVIEW_LENGTH,
  MAX_SEARCH_LENGTH,
  MAX_STOCK,
  ORDER_PAGE_SIZE_DEFAULT,
  ORDER_PAGE_SIZES,
  ORDER_STATUSES,
  OTP_DIGITS,
  PARTNER_CODE_PATTERN,
  PHONE_DIGITS,
  PROFILE_MOBILE_MAX_LENGTH,
  PROFILE_MOBILE_MIN_LENGTH,
  RATING_SCALE,
  REFUND_STATUSES,
  SORT_OPTIONS,
  type SortValue,
  STAFF_PAGE_SIZE_DEFAULT,
  STAFF_PAGE_SIZE_MAX,
  TXNID_PATTERN,
  UUID_PATTERN,
  WALLET_PAGE_SIZE,
  WALLET_PAGE_SIZE_MAX,
} from './constants.ts';
import { MSG } from './messages.ts';
import { calendarDate, parseIsoDate } from './subscriptions.ts';
import { partnerCodeOf } from './partners.ts';
import { ANSWER } from './answers.ts';
import { mayBeAbsent } from './endpoints/endpoint.ts';
import { isEmail, isStrongPassword, PAYMENT_METHODS, postalCodeError, type PaymentMethod } from './validators.ts';

// ─── Field parsers ────────────────────────────────────────────────────────

/** A parser's refusal: the message shown for the field. */
export class Refusal {
  constructor(readonly message: string) {}
}
const refuse = (message: string) => new Refusal(message);

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
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Text as sent (a JSON number counts: forms and JSON differ), trimmed; a Refusal for anything else. */
function trimmedText(value: unknown, label: string, multiline = false): string | Refusal {
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

function parseText(value: unknown, rule: TextRule): string | Refusal {
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
function wholeNumber(value: unknown): number | null {
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

/**
 * A phone number as an address carries it: digits after an optional '+' (spaces and dashes
 * ignored). The calling code is checked against the chosen country when the address is saved.
 */
export const AddressPhone = (rule: { required?: string }) =>
  field<string | null>('phone', (value) => {
    if (isBlank(value)) return rule.required ? refuse(rule.required) : null;
    const text = trimmedText(value, 'mobile');
    if (text instanceof Refusal) return text;
    const raw = text.replace(/[\s-]/g, '');
    return /^\+?[0-9]{10,16}$/.test(raw) ? raw : refuse(ANSWER.mobileTenDigitsAfterCode);
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

/** A contact id (the coin wallet's `user_id`, `contact_id`, `contactId`). */
export const ContactId = (name: string) =>
  field<number>('contact', (value) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return /^\d{1,10}$/.test(text) ? Number.parseInt(text, 10) : refuse(ANSWER.mustBeContactId(name));
  });

/** Coins to redeem: a whole number above 0, else MSG.coinsGreaterThanZero (docs/rules.md#coins). */
export const Coins = field<number>('coins', (value) => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return refuse(MSG.coinsGreaterThanZero);
  const coins = Number.parseInt(text, 10);
  return coins >= 1 ? coins : refuse(MSG.coinsGreaterThanZero);
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

/** A voucher code as typed; refused when blank. */
export const VoucherCode = field<string>('voucher', (value) => {
  const text = trimmedText(value, 'voucher_code');
  return text instanceof Refusal || text === '' ? refuse(ANSWER.voucherInvalid) : text;
});

/** The billing address of an order (MSG.selectBillingAddress when absent). */
const BillingAddress = IdField('address', { invalid: MSG.selectBillingAddress });
/** The gift message: free text, null when blank. */
const GiftMessage = MaybeTextField({ label: 'The gift message', max: MAX_GIFT_MESSAGE_LENGTH, multiline: true });
/** Cash on delivery or online (any case). */
const PayType = OneOf<PaymentMethod>('pay_type', PAYMENT_METHODS, { message: ANSWER.selectPayment, anyCase: true });

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

// ─── Authentication and user ──────────────────────────────────────────────

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

export const MetaTagsQuery = type({
  page_url: field<string>('page_url', (value) => {
    const text = trimmedText(value, 'page_url');
    return text instanceof Refusal ? text : text.slice(0, MAX_PAGE_URL_LENGTH);
  }),
});

/** PATCH /user/profile/: only the fields sent change (e-mail is read-only and ignored). */
export const ProfileUpdateRequest = type({
  first_name: Unchanged(FirstName),
  last_name: Unchanged(LastName),
  company: Unchanged(MaybeTextField({ label: 'Company', max: MAX_NAME_LENGTH })),
  mobile_no: ProfileMobile,
});
export type ProfileUpdateRequest = Infer<typeof ProfileUpdateRequest>;

/** The id the request's `country` holds (a number, or digits as text); null when it holds none. */
function countryIdOf(request: unknown): number | null {
  const country = request !== null && typeof request === 'object' ? (request as Record<string, unknown>).country : undefined;
  if (typeof country === 'number' && Number.isInteger(country)) return country;
  return typeof country === 'string' && /^[0-9]+$/.test(country.trim()) ? Number(country) : null;
}

/**
 * An address's postal code, checked for the address's own country: India's PIN code (6 digits,
 * the first 1 to 9) when the country is India or not given, another country's postal code
 * otherwise (postalCodeError).
 */
const PostalCode = coerce(
  define<string>('postal_code', (value, context) => {
    if (value !== undefined && value !== null && typeof value !== 'string') return MSG.postalCodeInvalid;
    return postalCodeError(value ?? '', countryIdOf(context.branch[0])) ?? true;
  }),
  unknown(),
  (value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : value),
);

/** POST / PATCH /user/address/: the address form (docs/rules.md#accounts-and-sign-in), every message at once. */
export const AddressRequest = type({
  full_name: TextField({ label: 'Full name', max: MAX_NAME_LENGTH, required: MSG.fullNameRequired }),
  address_line_1: TextField({ label: 'Street 1', max: MAX_ADDRESS_LINE_LENGTH, required: MSG.street1Required }),
  address_line_2: TextField({ label: 'Street 2', max: MAX_ADDRESS_LINE_LENGTH, required: MSG.street2Required }),
  landmark: MaybeTextField({ label: 'Landmark', max: MAX_ADDRESS_LINE_LENGTH }),
  country: IdField('country', { invalid: MSG.countryRequired }),
  state: IdField('state', { invalid: MSG.stateRequired }),
  city: IdField('city', { invalid: MSG.cityRequired }),
  postal_code: PostalCode,
  // Left out: 'No tag'.
  address_tags: mayBeAbsent(
    OneOf('address_tags', ADDRESS_TAGS, {
      fallback: 'No tag',
      anyCase: true,
      message: ANSWER.mustBeOneOf('Address tag', ADDRESS_TAGS),
    }),
  ),
  mobile: AddressPhone({ required: ANSWER.mobileRequired }),
  another_mobile: AddressPhone({}),
  is_default: MaybeFlag('is_default'),
  /** The add page's `id` query, passed on as the store's page gave it; nothing of it is stored. */
  add_id: MaybeTextField({ label: 'add_id', max: MAX_SEARCH_LENGTH }),
});
export type AddressRequest = Infer<typeof AddressRequest>;

export const AddressContactQuery = type({ contact_id: IdField('contact_id', { required: ANSWER.contactIdRequired }) });

export const CountriesQuery = type({
  filter_search: TextField({ label: 'filter_search', max: MAX_COUNTRY_FILTER_LENGTH }),
});

// ─── Catalogue and reviews ────────────────────────────────────────────────

const SORT_VALUES: readonly SortValue[] = SORT_OPTIONS.map((option) => option.value);

export const ProductListQuery = type({
  page: Page,
  ordering: OneOf<SortValue | ''>('ordering', ['', ...SORT_VALUES], { fallback: '', message: ANSWER.mustBeOneOf('ordering', SORT_VALUES) }),
  category_id: MaybeIdField('category_id'),
  category_name: TextField({ label: 'category_name', max: MAX_SEARCH_LENGTH }),
  prod_search: TextField({ label: 'prod_search', max: MAX_SEARCH_LENGTH }),
  brand: MaybeIdField('brand'),
  product_tag: MaybeIdField('product_tag'),
  product_foam: MaybeIdField('product_foam'),
});
export type ProductListQuery = Infer<typeof ProductListQuery>;

export const FoamsQuery = type({ category_id: MaybeIdField('category_id') });
export const RelatedQuery = type({ product_id: IdField('product_id', { required: ANSWER.mustBeId('product_id') }) });
export const GiftPackingQuery = type({
  categoryID: field<number>('id', (value) => {
    if (isBlank(value)) return GIFT_PACKING_CATEGORY_ID;
    const n = wholeNumber(value);
    return n !== null && n >= 1 && n <= MAX_ID ? n : refuse(ANSWER.mustBeId('categoryID'));
  }),
});
export const PageQuery = type({ page: Page });

export const ReviewRequest = type({
  rating: field<number>('rating', (value) => {
    const n = typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number.parseInt(value, 10) : value;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= RATING_SCALE ? n : refuse(ANSWER.ratingRule);
  }),
  review: MaybeTextField({ label: 'The review', max: MAX_REVIEW_LENGTH, multiline: true }),
  // A request may also carry `name`: not read. A review shows its author's account name.
});
export type ReviewRequest = Infer<typeof ReviewRequest>;

// ─── Home ─────────────────────────────────────────────────────────────────

export const BannersQuery = type({ sequence: OneOf('sequence', BANNER_SEQUENCES, { fallback: 'Upper' }) });
export const SectionsQuery = type({ type: OneOf('type', HOME_SECTION_TYPES) });

// ─── Cart and wishlist ────────────────────────────────────────────────────

/** Units of a product to add or subscribe to: a whole number of 1 or more. */
const Quantity = field<number>('quantity', (value) => {
  if (isBlank(value)) return refuse(ANSWER.fieldRequired('quantity'));
  const n = wholeNumber(value);
  if (n === null) return refuse(ANSWER.mustBeWholeNumber('quantity'));
  if (n < 1) return refuse(MSG.quantityGreaterThanZero);
  return n > MAX_CART_QUANTITY ? refuse(ANSWER.quantityTooLarge) : n;
});

export const CartAddRequest = type({ pid: IdField('pid'), quantity: Quantity });
export type CartAddRequest = Infer<typeof CartAddRequest>;

/** PATCH /cart/{itemId}/: the cart page's messages (docs/rules.md#cart-and-checkout). */
export const CartQuantityRequest = type({
  quantity: field<number>('quantity', (value) => {
    if (isBlank(value)) return refuse(MSG.quantityGreaterThanZero);
    const n = wholeNumber(value);
    if (n === null) return refuse(MSG.invalidQuantity);
    return n < 1 ? refuse(MSG.quantityGreaterThanZero) : n;
  }),
});
export type CartQuantityRequest = Infer<typeof CartQuantityRequest>;

export const WishlistRequest = type({ pid: IdField('pid') });
export const VoucherQuery = type({ voucher_code: VoucherCode });
export const CartPdfQuery = type({ logo_url: TextField({ label: 'logo_url', max: 2000 }) });

// ─── Coins ────────────────────────────────────────────────────────────────

export const WalletHistoryQuery = type({ page: Page, page_size: PageSize(1, WALLET_PAGE_SIZE_MAX, WALLET_PAGE_SIZE) });
export const CoinOtpRequest = type({
  user_id: ContactId('user_id'),
  used_coin: Coins,
  voucher_code: MaybeTextField({ label: 'voucher_code', max: MAX_SEARCH_LENGTH }),
});
export type CoinOtpRequest = Infer<typeof CoinOtpRequest>;
export const CoinVerifyRequest = type({
  user_id: ContactId('user_id'),
  used_coin: Coins,
  otp: Otp({ empty: MSG.enterOtp, invalid: MSG.otpVerificationFailed }),
});
export type CoinVerifyRequest = Infer<typeof CoinVerifyRequest>;
export const WalletUpdateRequest = type({ order_id: OrderRef });
export const CoinSnapshotRequest = type({ contact_id: ContactId('contact_id'), order_id: OrderRef });

// ─── Orders and payment ───────────────────────────────────────────────────

/**
 * POST /orders/. No amount is read: the server prices the order itself. A gift order: `is_gift`,
 * a gift message (`udf5`) or `productinfo` 'Gift'.
 */
export const OrderRequest = type({
  udf5: GiftMessage,
  pay_type: PayType,
  address1: BillingAddress,
  used_coin: mayBeAbsent(UsedCoin),
  client_key: field<string | null>('client_key', (value) => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_CLIENT_KEY_LENGTH || hasControlCharacters(value)) {
      return refuse(ANSWER.badClientKey(MAX_CLIENT_KEY_LENGTH));
    }
    return value;
  }),
  udf4: MaybeTextField({ label: 'udf4', max: MAX_SEARCH_LENGTH }),
  is_gift: mayBeAbsent(Flag),
  productinfo: mayBeAbsent(TextField({ label: 'productinfo', max: MAX_SEARCH_LENGTH })),
});
export type OrderRequest = Infer<typeof OrderRequest>;

export const OrderListQuery = type({
  page: Page,
  page_size: PageSize(ORDER_PAGE_SIZES[0], ORDER_PAGE_SIZES[ORDER_PAGE_SIZES.length - 1], ORDER_PAGE_SIZE_DEFAULT),
});

/** POST /get-order-payment-link/ (multipart): places the order, paid online; `txnid` is its idempotency key. */
export const PaymentLinkRequest = type({
  txnid: Txnid,
  giftMessage: GiftMessage,
  billing_address: BillingAddress,
  used_coin: UsedCoin,
  voucherCode: MaybeTextField({ label: 'voucherCode', max: MAX_SEARCH_LENGTH }),
  is_a_gift: Flag,
});
export type PaymentLinkRequest = Infer<typeof PaymentLinkRequest>;

/** PATCH /edit-order-payment-link/ (multipart): a new attempt for an unpaid order. */
export const EditPaymentLinkRequest = type({
  order_id: TextField({ label: 'order_id', max: MAX_SEARCH_LENGTH }),
  txnid: Txnid,
});
export type EditPaymentLinkRequest = Infer<typeof EditPaymentLinkRequest>;

// ─── SO Elite ─────────────────────────────────────────────────────────────

/** POST /get-subscription-payment-link/: the plan's price is the store's setting, never the client's. */
export const EliteLinkRequest = type({ txnid: Txnid });
export type EliteLinkRequest = Infer<typeof EliteLinkRequest>;
/** GET /user/get-subscription-payment/{txnid}/. */
export const ElitePaymentParams = type({ txnid: Txnid });
/** GET /user/profile_elite_users/: page size one of ELITE_PAGE_SIZES; absent is ELITE_PAGE_SIZE_DEFAULT (docs/rules.md#elite). */
export const EliteListQuery = type({
  page: Page,
  page_size: field<number>('page_size', (value) => {
    if (isBlank(value)) return ELITE_PAGE_SIZE_DEFAULT;
    const n = wholeNumber(value);
    const size = ELITE_PAGE_SIZES.find((allowed) => allowed === n);
    return size ?? refuse(ANSWER.mustBeOneOf('page_size', ELITE_PAGE_SIZES.map(String)));
  }),
});
export type EliteListQuery = Infer<typeof EliteListQuery>;

/** The gateway's callback form: its text fields (the hash decides what counts). */
export const GatewayCallback = field<Record<string, string>>('callback', (value) => {
  const form: Record<string, string> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') form[key] = entry;
  }
  return form;
});

export const InvoiceQuery = type({
  source_doc: TextField({ label: 'source_doc', max: MAX_SEARCH_LENGTH, required: ANSWER.sourceDocRequired }),
});

// ─── Subscriptions ────────────────────────────────────────────────────────

/**
 * A calendar day, `YYYY-MM-DD` (a date-time is read as its day in Asia/Kolkata); undefined when
 * not sent, null when sent empty.
 */
const CalendarDay = (label: string) =>
  field<string | null | undefined>('date', (value) => {
    if (value === undefined) return undefined;
    if (isBlank(value)) return null;
    const text = trimmedText(value, label);
    if (text instanceof Refusal) return refuse(ANSWER.mustBeDate(label));
    if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))) return calendarDate(new Date(text));
    return parseIsoDate(text) ?? refuse(ANSWER.mustBeDate(label));
  });

/** POST /subscriptions/. A client's `discount_percent` (and any price) is ignored: the store's setting applies. */
export const SubscriptionCreateRequest = type({
  product: IdField('product'),
  quantity: Quantity,
  delivery_options: IdField('delivery_options'),
});
export type SubscriptionCreateRequest = Infer<typeof SubscriptionCreateRequest>;

export const SubscriptionsQuery = type({ product_id: MaybeIdField('product_id') });
export const SubscriptionParams = type({ id: IdField('subscription id') });

/**
 * PATCH /subscriptions/{id}/: an edit (the fields sent change: product, quantity,
 * delivery_options, active) or, when none of them is sent, a shift ({shifted_delivery_date}).
 */
export const SubscriptionUpdateRequest = type({
  product: Unchanged(IdField('product')),
  quantity: Unchanged(Quantity),
  delivery_options: Unchanged(IdField('delivery_options')),
  active: Unchanged(
    field<boolean>('active', (value) => {
      if (typeof value === 'boolean') return value;
      const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (text === 'true' || text === 'active') return true;
      if (text === 'false' || text === 'inactive') return false;
      return refuse(ANSWER.activeTrueOrFalse);
    }),
  ),
  shifted_delivery_date: CalendarDay('shifted_delivery_date'),
});
export type SubscriptionUpdateRequest = Infer<typeof SubscriptionUpdateRequest>;

/**
 * POST /subscriptions-order/: the subscription's first order. `gst_amount`, `shipping_amount` and
 * `udf2` are the client's amounts: ignored, the server prices the order as checkout does.
 */
export const SubscriptionOrderRequest = type({
  subscription_id: IdField('subscription_id'),
  billing_address: BillingAddress,
});
export type SubscriptionOrderRequest = Infer<typeof SubscriptionOrderRequest>;

/** POST /dev/run-subscriptions (demo mode): the day to run the scheduler as of (absent: today). */
export const RunSubscriptionsRequest = type({ date: CalendarDay('date') });

// ─── Staff ────────────────────────────────────────────────────────────────

export const StockRequest = type({
  stock: field<number | null>('stock', (value) => {
    if (value === null) return null;
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!/^\d{1,7}$/.test(text)) return refuse(ANSWER.stockInvalid(MAX_STOCK));
    const stock = Number.parseInt(text, 10);
    return stock <= MAX_STOCK ? stock : refuse(ANSWER.stockInvalid(MAX_STOCK));
  }),
});
export const OrderStatusRequest = type({
  order_status: MaybeOneOf('order_status', ORDER_STATUSES, { anyCase: true }),
  is_invoiced: MaybeFlag('is_invoiced', ANSWER.invoicedTrueOrFalse),
});
export type OrderStatusRequest = Infer<typeof OrderStatusRequest>;
/** PATCH /staff/reviews/{id}/: hide (true) or show again (false); a JSON boolean. */
export const ReviewVisibilityRequest = type({
  is_hidden: field<boolean>('is_hidden', (value) => (typeof value === 'boolean' ? value : refuse(ANSWER.hiddenTrueOrFalse))),
});
export type ReviewVisibilityRequest = Infer<typeof ReviewVisibilityRequest>;
/** `partner`: a partner code (any case, answered in upper case), null when absent or blank. */
export const MaybePartnerCode = field<string | null>('partner', (value) => {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return refuse(ANSWER.partnerCodeInvalid);
  const code = value.trim().toUpperCase();
  return PARTNER_CODE_PATTERN.test(code) ? code : refuse(ANSWER.partnerCodeInvalid);
});

export const StaffOrdersQuery = type({
  status: MaybeOneOf('order_status', ORDER_STATUSES, { anyCase: true }),
  partner: MaybePartnerCode,
  page: Page,
  page_size: PageSize(1, STAFF_PAGE_SIZE_MAX, STAFF_PAGE_SIZE_DEFAULT),
});

/** `order`: an order number (any case, answered in upper case), null when absent or blank. */
const MaybeOrderNumber = field<string | null>('order', (value) => {
  const text = parseText(value, { label: 'order', max: MAX_ORDER_NUMBER_LENGTH });
  if (text instanceof Refusal) return text;
  return text === '' ? null : text.toUpperCase();
});

export const StaffRefundsQuery = type({
  status: MaybeOneOf('status', REFUND_STATUSES),
  /** Only this order's refunds (an order's detail in the dashboard). */
  order: MaybeOrderNumber,
  page: Page,
  page_size: PageSize(1, STAFF_PAGE_SIZE_MAX, STAFF_PAGE_SIZE_DEFAULT),
});

// ─── Path parameters ──────────────────────────────────────────────────────

export const ProductIdParams = type({ productId: IdField('productId') });
export const ProductParams = type({ id: IdField('product id') });
export const ReviewParams = type({ id: IdField('review id') });
export const AddressParams = type({ id: IdField('address id') });
export const CartItemParams = type({ itemId: IdField('itemId') });
export const CountryParams = type({ countryId: IdField('countryId') });
export const StateParams = type({ stateId: IdField('stateId') });
export const ContactParams = type({ contactId: ContactId('contactId') });
/** A path naming an order by its number. */
export const RefundParams = type({ id: IdField('refund id') });
export const OrderNumberParams = type({ orderId: TextField({ label: 'orderId', max: MAX_SEARCH_LENGTH }) });

// ─── Partners and the cart handoff ────────────────────────────────────────
// Here, not in partners.ts and handoff.ts, so a browser bundle that reads their answers does not
// take every request parser with it.

/** The path of GET /partners/{code}/. */
export const PartnerParams = type({
  code: field<string>('code', (value) => partnerCodeOf(value) ?? new Refusal(ANSWER.partnerCodeInvalid)),
});

/** The longest token the server issues is about 250 characters; longer ones are refused unread. */
export const MAX_HANDOFF_TOKEN_LENGTH = 1000;

/** A handoff token as sent: text of base64url parts joined by dots. */
export const HandoffToken = field<string>('token', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return new Refusal(ANSWER.handoffTokenRequired);
  const token = value.trim();
  return token.length <= MAX_HANDOFF_TOKEN_LENGTH && /^[A-Za-z0-9_.-]+$/.test(token) ? token : new Refusal(MSG.handoffExpired);
});

/** POST /handoff/redeem/. */
export const HandoffRedeemRequest = type({ token: HandoffToken });
export type HandoffRedeemRequest = Infer<typeof HandoffRedeemRequest>;

/** POST /handoff/confirm/: the one-time confirmation of a redeem answer's `pending_login` (43 base64url characters). */
export const HandoffConfirmRequest = type({
  confirmation: field<string>('confirmation', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return new Refusal(ANSWER.handoffConfirmationRequired);
    return /^[A-Za-z0-9_-]{43}$/.test(value.trim()) ? value.trim() : new Refusal(MSG.handoffLoginExpired);
  }),
});
export type HandoffConfirmRequest = Infer<typeof HandoffConfirmRequest>;
