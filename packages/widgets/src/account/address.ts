import {
  type Address,
  type Country,
  DEFAULT_CALLING_CODE,
  DEFAULT_CITY,
  DEFAULT_COUNTRY,
  DEFAULT_STATE,
  MSG,
  PHONE_DIGITS,
  isPhone,
  postalCodeError,
} from '@so/contract';
import type { AddressInput } from '@so/api';
import { callingCode, chooseCountry, chooseState, placeErrors, type Place, type PlaceValues } from '../shared/places.ts';
import { ACCOUNT_COPY } from './copy.ts';

export { callingCode };

/** A country, state or city of an address (the shared Place). */
export type Ref = Place;

/** What the address form edits (mobile numbers as digits; the prefix is the country's calling code). */
export interface AddressValues {
  address_tags: string;
  full_name: string;
  prefix: string;
  mobile: string;
  another_mobile: string;
  address_line_1: string;
  address_line_2: string;
  landmark: string;
  country: Ref | null;
  state: Ref | null;
  city: Ref | null;
  postal_code: string;
}
export type AddressField = 'address_tags' | 'full_name' | 'mobile' | 'another_mobile' | 'address_line_1' | 'address_line_2' | 'landmark' | 'postal_code';
export type AddressErrors = Partial<Record<AddressField | 'country' | 'state' | 'city', string>>;

/** A new address: Ahmedabad / Gujarat / India and +91. */
export function newAddressValues(): AddressValues {
  return {
    address_tags: ACCOUNT_COPY.tags[0],
    full_name: '',
    prefix: DEFAULT_CALLING_CODE,
    mobile: '',
    another_mobile: '',
    address_line_1: '',
    address_line_2: '',
    landmark: '',
    country: { ...DEFAULT_COUNTRY },
    state: { ...DEFAULT_STATE },
    city: { ...DEFAULT_CITY },
    postal_code: '',
  };
}

/** Splits a stored number into the calling-code prefix and its last 10 digits. */
export function splitMobile(full: string | null | undefined, withoutExt?: string | null): { prefix: string; digits: string } {
  const value = (full ?? '').replace(/\s+/g, '');
  const local = (withoutExt ?? '').replace(/\D/g, '');
  if (local && value.endsWith(local) && value.length > local.length) return { prefix: callingCode(value.slice(0, -local.length)), digits: local };
  const all = value.replace(/\D/g, '');
  if (all.length > PHONE_DIGITS) return { prefix: callingCode(all.slice(0, -PHONE_DIGITS)), digits: all.slice(-PHONE_DIGITS) };
  return { prefix: DEFAULT_CALLING_CODE, digits: all || local };
}

/** An address from the API as form values (absent places default to Ahmedabad / Gujarat / India). */
export function addressToValues(address: Address): AddressValues {
  const mobile = splitMobile(address.mobile, address.mobile_without_ext);
  const another = splitMobile(address.another_mobile, address.another_mobile_without_ext);
  return {
    address_tags: address.address_tags || ACCOUNT_COPY.tags[0],
    full_name: address.full_name ?? '',
    prefix: mobile.prefix,
    mobile: mobile.digits,
    another_mobile: address.another_mobile ? another.digits : '',
    address_line_1: address.address_line_1 ?? '',
    address_line_2: address.address_line_2 ?? '',
    landmark: address.landmark ?? '',
    country: address.country_obj ?? { ...DEFAULT_COUNTRY },
    state: address.state_obj ?? { ...DEFAULT_STATE },
    city: address.city_obj ?? { ...DEFAULT_CITY },
    postal_code: address.postal_code ?? '',
  };
}

/** The address's places and its prefix, as the shared place fields hold them. */
export function placesOf(values: AddressValues): PlaceValues {
  return { country: values.country, state: values.state, city: values.city, callingCode: values.prefix };
}

function withPlaces(values: AddressValues, places: PlaceValues): AddressValues {
  return { ...values, country: places.country, state: places.state, city: places.city, prefix: places.callingCode };
}

/** Choosing a country resets state and city and takes its calling code. */
export function withCountry(values: AddressValues, country: Country): AddressValues {
  return withPlaces(values, chooseCountry(placesOf(values), country));
}

/** Choosing a state resets the city. */
export function withState(values: AddressValues, state: Ref | null): AddressValues {
  return withPlaces(values, chooseState(placesOf(values), state));
}

/** Every field but landmark and the alternate mobile is required. */
export function validateAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  if (!values.full_name.trim()) errors.full_name = MSG.fullNameRequired;
  if (!isPhone(values.mobile)) errors.mobile = MSG.mobileTenDigits;
  if (values.another_mobile && !isPhone(values.another_mobile)) errors.another_mobile = MSG.mobileTenDigits;
  if (!values.address_line_1.trim()) errors.address_line_1 = MSG.street1Required;
  if (!values.address_line_2.trim()) errors.address_line_2 = MSG.street2Required;
  Object.assign(errors, placeErrors(placesOf(values)));
  const postal = postalCodeError(values.postal_code, values.country?.id);
  if (postal) errors.postal_code = postal;
  return errors;
}

/** The request body: ids for places, prefix + digits for numbers, null for an empty alternate. */
export function addressPayload(values: AddressValues, addId?: string | number | null): AddressInput {
  const body: AddressInput = {
    address_tags: values.address_tags,
    full_name: values.full_name.trim(),
    mobile: values.prefix + values.mobile,
    another_mobile: values.another_mobile ? values.prefix + values.another_mobile : null,
    address_line_1: values.address_line_1.trim(),
    address_line_2: values.address_line_2.trim(),
    landmark: values.landmark.trim(),
    city: values.city?.id ?? DEFAULT_CITY.id,
    state: values.state?.id ?? DEFAULT_STATE.id,
    country: values.country?.id ?? DEFAULT_COUNTRY.id,
    postal_code: values.postal_code.trim(),
  };
  if (addId !== undefined && addId !== null && addId !== '') body.add_id = String(addId);
  return body;
}
