/**
 * The answers of addresses and the places they are in (countries, states, cities): superstruct
 * schemas, built from `wire.ts`, that the client validates every response with and the server types
 * its answers with. No request schema lives here: a shopper's page loads this module whole.
 */
import { array, boolean, defaulted, type Infer, nullable, optional, string, type } from 'superstruct';
import { Id, Text } from './wire.ts';

export const NamedRef = type({ id: Id, name: string() });

export const Address = type({
  id: Id,
  address_tags: defaulted(string(), 'No tag'),
  full_name: Text,
  mobile: Text,
  mobile_without_ext: optional(Text),
  another_mobile: optional(Text),
  another_mobile_without_ext: optional(Text),
  address_line_1: Text,
  address_line_2: Text,
  landmark: optional(Text),
  city_obj: optional(nullable(NamedRef)),
  state_obj: optional(nullable(NamedRef)),
  country_obj: optional(nullable(NamedRef)),
  postal_code: Text,
  is_default: defaulted(boolean(), false),
});
export type Address = Infer<typeof Address>;
export const AddressListResponse = type({ status: boolean(), data: array(Address) });
export const AddressSaveResponse = type({
  status: boolean(),
  message: optional(string()),
  data: optional(Address),
});

export const Country = type({ id: Id, country_name: string(), calling_code: string() });
export type Country = Infer<typeof Country>;
export const CountriesResponse = type({ status: boolean(), data: type({ data: array(Country) }) });
export const StatesResponse = type({ status: boolean(), data: array(NamedRef) });
export const CitiesResponse = type({ status: boolean(), data: array(NamedRef) });

/** GET /user/address/{id}/: one of the caller's addresses. */
export const AddressResponse = type({ status: boolean(), data: Address });
