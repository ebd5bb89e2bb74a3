import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@so/contract';
import { withStyles } from '../shared/storybook.tsx';
import { addressToValues, newAddressValues, validateAddress } from './address.ts';
import { AddressFormView } from './AddressFormView.tsx';
import { ACCOUNT_COPY } from './copy.ts';
import { sampleAddress, sampleCities, sampleCountries, sampleStates } from '../shared/account-fixtures.ts';
import styles from './account.css?inline';

const meta: Meta<typeof AddressFormView> = {
  title: 'Account/Address form',
  component: AddressFormView,
  decorators: [withStyles(styles)],
  args: {
    editing: false,
    values: newAddressValues(),
    errors: {},
    status: 'idle',
    countries: sampleCountries,
    countrySearch: '',
    states: sampleStates[104],
    cities: sampleCities[1198],
    onChange: () => undefined,
    onCountrySearch: () => undefined,
    onCountry: () => undefined,
    onState: () => undefined,
    onCity: () => undefined,
    onSubmit: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof AddressFormView>;

const filled = addressToValues(sampleAddress());
const blank = { ...newAddressValues(), country: null, state: null, city: null };

/** A new address: Ahmedabad / Gujarat / India and +91 preselected. */
export const Empty: Story = {};
export const NoCountryChosen: Story = { args: { values: blank, states: [], cities: [] } };
export const CountrySearch: Story = {
  args: { countrySearch: 'un', countries: sampleCountries.filter((c) => c.country_name.startsWith('Un')) },
};
export const AfterCountryChange: Story = {
  args: {
    values: { ...filled, country: { id: 233, name: 'United Arab Emirates' }, state: null, city: null, prefix: '+971' },
    states: sampleStates[233],
    cities: [],
  },
};
export const StatesLoading: Story = {
  args: { values: { ...filled, country: { id: 233, name: 'United Arab Emirates' }, state: null, city: null, prefix: '+971' }, states: null, cities: [] },
};
export const CountriesFailed: Story = { args: { countries: [], countriesFailed: true } };
export const Invalid: Story = {
  args: {
    values: { ...blank, postal_code: '' },
    errors: validateAddress({ ...blank, postal_code: '' }),
    states: [],
    cities: [],
  },
};
export const InvalidMobile: Story = {
  args: { values: { ...filled, mobile: '98000', another_mobile: '12' }, errors: { mobile: MSG.mobileTenDigits, another_mobile: MSG.mobileTenDigits } },
};
export const Editing: Story = { args: { editing: true, values: filled } };
export const EditLoading: Story = { args: { editing: true, values: null } };
export const EditNotFound: Story = { args: { editing: true, values: null, loadFailed: true, message: ACCOUNT_COPY.addressNotFound } };
export const Submitting: Story = { args: { values: filled, status: 'submitting' } };
export const Failed: Story = { args: { values: filled, status: 'failed', message: 'We do not deliver to this postal code yet.' } };
export const Done: Story = { args: { values: filled, status: 'done' } };
export const Phone: Story = { args: { values: filled }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
