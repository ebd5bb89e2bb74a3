import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sampleCities, sampleCountries, sampleStates } from './account-fixtures.ts';
import { PLACE_COPY } from './place-copy.ts';
import { PlaceFieldsView } from './PlaceFields.tsx';
import { COUNTRY_SEARCH_MIN, defaultPlaces, noPlaces, placeErrors, type PlaceValues } from './places.ts';
import { withStyles } from './storybook.tsx';

/**
 * The country → state → city fields of the address, contact, B2B, export, Vaidya booking and
 * gift voucher forms (the view: the connected `PlaceFields` loads the lists with `usePlaces`).
 */
const meta: Meta<typeof PlaceFieldsView> = {
  title: 'Shared/Country, state and city',
  component: PlaceFieldsView,
  decorators: [withStyles(undefined, 720)],
  args: {
    value: defaultPlaces(),
    countries: sampleCountries,
    countrySearch: '',
    states: sampleStates[104],
    cities: sampleCities[1198],
    onChange: () => undefined,
    onCountrySearch: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof PlaceFieldsView>;

const uae = { id: 233, name: 'United Arab Emirates' };

/** The store's defaults: Ahmedabad / Gujarat / India (+91). */
export const Defaults: Story = {};
/** Nothing chosen: State and City disabled, each with its hint. */
export const NothingChosen: Story = { args: { value: noPlaces(), states: [], cities: [] } };
export const CountrySearch: Story = {
  args: { countrySearch: 'un', countries: sampleCountries.filter((c) => c.country_name.startsWith('Un')) },
};
/** A new country: state and city cleared, its calling code taken (+971). */
export const AfterCountryChange: Story = {
  args: { value: { country: uae, state: null, city: null, callingCode: '+971' }, states: sampleStates[233], cities: [] },
};
export const StatesLoading: Story = { args: { value: { country: uae, state: null, city: null, callingCode: '+971' }, states: null, cities: [] } };
export const CountriesFailed: Story = { args: { value: noPlaces(), countries: [], countriesFailed: true, onRetryCountries: () => undefined, states: [], cities: [] } };
/** Sent with nothing chosen: each field's message. */
export const Invalid: Story = { args: { value: noPlaces(), errors: placeErrors(noPlaces()), states: [], cities: [] } };
/** The contact form: the country alone (its calling code is the phone prefix). */
export const CountryOnly: Story = { args: { fields: 'country' } };
/** The B2B and export forms: the country required and marked, state and city optional. */
export const OptionalStateAndCity: Story = {
  args: { value: { ...noPlaces(), country: { id: 104, name: 'India' } }, required: { state: false, city: false }, requiredMarks: true, cities: [] },
};
export const Phone: Story = { args: { value: noPlaces(), states: [], cities: [] }, parameters: { viewport: { defaultViewport: 'mobile1' } } };

function PlaygroundForm() {
  const [value, setValue] = useState<PlaceValues>(noPlaces());
  const [search, setSearch] = useState('');
  const text = search.trim().toLowerCase();
  const countries = text.length >= COUNTRY_SEARCH_MIN ? sampleCountries.filter((c) => c.country_name.toLowerCase().includes(text)) : sampleCountries;
  return (
    <>
      <PlaceFieldsView
        value={value}
        onChange={setValue}
        countries={countries}
        countrySearch={search}
        onCountrySearch={setSearch}
        states={value.country ? (sampleStates[value.country.id] ?? []) : []}
        cities={value.state ? (sampleCities[value.state.id] ?? []) : []}
      />
      <p>{`${PLACE_COPY.callingCode}: ${value.callingCode}`}</p>
    </>
  );
}

/** Try the cascade: search, choose, change the country (State and City clear, the prefix follows). */
export const Playground: Story = { render: () => <PlaygroundForm /> };
