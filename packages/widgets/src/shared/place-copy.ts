import { COUNTRY_SEARCH_MIN } from './places.ts';

/**
 * Texts of the country → state → city fields that SPEC §8 does not hold. Its messages (Unable to
 * load countries, Please select a country first!, Please select a state first!, Please select a
 * country/state/city) come from MSG.
 */
export const PLACE_COPY = {
  legend: (fields: readonly string[]) => fields.join(', '),
  searchCountry: 'Search country',
  searchCountryHint: `Type ${COUNTRY_SEARCH_MIN} or more letters to search.`,
  country: 'Country',
  state: 'State',
  city: 'City',
  chooseCountry: 'Choose a country',
  chooseState: 'Choose a state',
  chooseCity: 'Choose a city',
  loadingOptions: 'Loading…',
  /** The name of a phone field's prefix (the chosen country's calling code), for screen readers. */
  callingCode: 'Country calling code',
} as const;
