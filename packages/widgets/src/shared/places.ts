import { type Country, DEFAULT_CALLING_CODE, DEFAULT_CITY, DEFAULT_COUNTRY, DEFAULT_STATE, MSG } from '@so/contract';

/** A country, state or city as a form holds it (the API's {id, name}). */
export interface Place {
  id: number;
  name: string;
}

export type PlaceField = 'country' | 'state' | 'city';

/** Which of the cascade's fields a form shows: the country alone, down to the state, or down to the city. */
export type PlaceFieldSet = 'country' | 'country-state' | 'country-state-city';

/** The chosen places and the calling code of the chosen country ("+91"): the phone prefix of the form. */
export interface PlaceValues {
  country: Place | null;
  state: Place | null;
  city: Place | null;
  callingCode: string;
}

/** The lists the fields offer (`usePlaces` gives them all). */
export interface PlaceLists {
  /** Countries offered: the search results for 2+ characters, otherwise the full list. */
  countries: readonly Country[];
  /** The country list could not be loaded. */
  countriesFailed?: boolean;
  /** Loads the country list again after it failed (a Try again button beside the message). */
  onRetryCountries?: () => void;
  countrySearch: string;
  onCountrySearch: (text: string) => void;
  /** The chosen country's states; null while they load. */
  states: readonly Place[] | null;
  /** The chosen state's cities; null while they load. */
  cities: readonly Place[] | null;
}

export type PlaceErrors = Partial<Record<PlaceField, string>>;

/** Whether each shown field is required: one answer for all, or per field (absent: required). */
export type PlaceRequired = boolean | Partial<Record<PlaceField, boolean>>;

/** Country search starts at 2 characters; fewer show the full list. */
export const COUNTRY_SEARCH_MIN = 2;

/** The fields `set` shows, in cascade order. */
export function placeFieldsOf(set: PlaceFieldSet = 'country-state-city'): readonly PlaceField[] {
  return set === 'country' ? ['country'] : set === 'country-state' ? ['country', 'state'] : ['country', 'state', 'city'];
}

export function isPlaceRequired(required: PlaceRequired | undefined, field: PlaceField): boolean {
  if (required === undefined || typeof required === 'boolean') return required ?? true;
  return required[field] ?? true;
}

/** "+91", "91" or "" → "+91"-style prefix (the store's +91 when the country has none). */
export function callingCode(code: string | null | undefined): string {
  const digits = (code ?? '').replace(/[^\d-]/g, '');
  return digits ? `+${digits}` : DEFAULT_CALLING_CODE;
}

/** The store's defaults: Ahmedabad / Gujarat / India and +91. */
export function defaultPlaces(): PlaceValues {
  return { country: { ...DEFAULT_COUNTRY }, state: { ...DEFAULT_STATE }, city: { ...DEFAULT_CITY }, callingCode: DEFAULT_CALLING_CODE };
}

/** Nothing chosen yet (the prefix stays the store's +91 until a country is chosen). */
export function noPlaces(): PlaceValues {
  return { country: null, state: null, city: null, callingCode: DEFAULT_CALLING_CODE };
}

/** Choosing a country clears state and city and takes its calling code. */
export function chooseCountry(values: PlaceValues, country: Country | null): PlaceValues {
  if (!country) return { ...values, country: null, state: null, city: null };
  return { country: { id: country.id, name: country.country_name }, state: null, city: null, callingCode: callingCode(country.calling_code) };
}

/** Choosing a state clears the city. */
export function chooseState(values: PlaceValues, state: Place | null): PlaceValues {
  return { ...values, state, city: null };
}

export function chooseCity(values: PlaceValues, city: Place | null): PlaceValues {
  return { ...values, city };
}

/**
 * The messages of the shown, required fields that are empty: a state or city
 * that cannot be chosen yet says which field comes first.
 */
export function placeErrors(values: PlaceValues, fields: PlaceFieldSet = 'country-state-city', required?: PlaceRequired): PlaceErrors {
  const errors: PlaceErrors = {};
  const shown = placeFieldsOf(fields);
  const needs = (field: PlaceField) => shown.includes(field) && isPlaceRequired(required, field);
  if (needs('country') && !values.country) errors.country = MSG.countryRequired;
  if (needs('state') && !values.state) errors.state = values.country ? MSG.stateRequired : MSG.selectCountryFirst;
  if (needs('city') && !values.city) errors.city = values.state ? MSG.cityRequired : MSG.selectStateFirst;
  return errors;
}
