/**
 * Texts of the country → state → city fields that MSG does not hold. The messages (Unable to
 * load countries, Please select a country first!, Please select a state first!, Please select a
 * country/state/city) come from MSG.
 */
export const PLACE_COPY = {
  legend: (fields: readonly string[]) => fields.join(', '),
  searchCountryHint: 'Type to narrow the list, then choose a country with the arrow keys and Enter, or a click.',
  noCountry: 'No country found',
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
