/**
 * The requests of addresses and the places they are in (countries, states, cities): the path
 * parameters, queries and bodies a call may send, as superstruct schemas built from the field
 * parsers (`fields.ts`). The server validates each request with them
 * (packages/server/src/http/validate.ts); the browser's builds leave them out. No answer schema
 * lives here: a module is bundled whole (docs/decisions.md).
 */
import { coerce, define, type Infer, type, unknown } from 'superstruct';
import { ANSWER } from './answers.ts';
import { ADDRESS_TAGS, MAX_ADDRESS_LINE_LENGTH, MAX_COUNTRY_FILTER_LENGTH, MAX_NAME_LENGTH, MAX_SEARCH_LENGTH } from './constants.ts';
import { mayBeAbsent } from './endpoints/endpoint.ts';
import { field, IdField, isBlank, MaybeFlag, MaybeTextField, OneOf, Refusal, refuse, TextField, trimmedText } from './fields.ts';
import { MSG } from './messages.ts';
import { postalCodeError } from './validators.ts';

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
export const AddressParams = type({ id: IdField('address id') });
export const CountryParams = type({ countryId: IdField('countryId') });
export const StateParams = type({ stateId: IdField('stateId') });
