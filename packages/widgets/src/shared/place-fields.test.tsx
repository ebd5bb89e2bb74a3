import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { MSG } from '@so/contract';
import { SEARCH_DEBOUNCE_MS } from '@so/ui';
import { sampleCities, sampleCountries, sampleStates } from './account-fixtures.ts';
import { chooseCountry, countryBox, countryOptions } from './country-testing.ts';
import { PLACE_COPY } from './place-copy.ts';
import { PlaceFields, PlaceFieldsView, type PlaceFieldsOptions } from './PlaceFields.tsx';
import { defaultPlaces, noPlaces, placeErrors, type PlaceField, type PlaceValues } from './places.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const countries = vi.fn(async (search?: string) => ({
  status: true,
  data: { data: search ? sampleCountries.filter((c) => c.country_name.toLowerCase().includes(search.toLowerCase())) : sampleCountries },
}));
const states = vi.fn(async (id: number) => ({ status: true, data: sampleStates[id] ?? [] }));
const cities = vi.fn(async (id: number) => ({ status: true, data: sampleCities[id] ?? [] }));

beforeEach(() => {
  // A new client per test: the country list is cached per client.
  countries.mockClear();
  states.mockClear();
  cities.mockClear();
  fake.api = { countries, states, cities };
});

afterEach(() => {
  vi.useRealTimers();
});

/** A form that owns the value, as the enquiry forms will. */
function Form({ initial = noPlaces(), onChange, ...options }: Omit<PlaceFieldsOptions, 'value' | 'onChange'> & { initial?: PlaceValues; onChange?: (next: PlaceValues, changed: PlaceField) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <PlaceFields
        {...options}
        value={value}
        onChange={(next, changed) => {
          onChange?.(next, changed);
          setValue(next);
        }}
      />
    </form>
  );
}

const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const queryField = (label: string) => screen.queryByLabelText(label, { selector: 'select' });
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
const pick = (label: string, id: number) => fireEvent.change(select(label), { target: { value: String(id) } });
/** Opens the Country list, waits for every country in it, and closes it again. */
async function countriesLoaded() {
  fireEvent.click(countryBox());
  await waitFor(() => expect(countryOptions()).toHaveLength(sampleCountries.length));
  fireEvent.keyDown(countryBox(), { key: 'Escape' });
}

describe('PlaceFields', () => {
  it('searches the countries from 2 characters, not before', async () => {
    render(<Form />);
    await countriesLoaded();
    vi.useFakeTimers();
    fireEvent.change(countryBox(), { target: { value: 'u' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(countries).not.toHaveBeenCalledWith('u');
    // One letter narrows the list already (without asking the server).
    expect(countryOptions()).not.toContain('India');
    fireEvent.change(countryBox(), { target: { value: 'un' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(countries).toHaveBeenLastCalledWith('un');
    vi.useRealTimers();
    await waitFor(() => expect(countryOptions()).not.toContain('Australia'));
    expect(countryOptions()).toContain('United States');
    expect(countryOptions()).toContain('United Arab Emirates');
    expect(describedBy(countryBox())).toBe(PLACE_COPY.searchCountryHint);
    // One control for the country: no separate search box.
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getAllByRole('combobox', { name: PLACE_COPY.country })).toHaveLength(1);
  });

  it('chooses a country by keyboard: typing narrows the list, Down and Enter choose, Escape keeps the country chosen before', async () => {
    const onChange = vi.fn();
    render(<Form initial={defaultPlaces()} onChange={onChange} />);
    await countriesLoaded();
    const box = countryBox();
    expect(box.value).toBe('India');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'austral' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(countryOptions()).toEqual(['Australia']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Australia' }).id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: { id: 13, name: 'Australia' } }), 'country');
    expect(box.value).toBe('Australia');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'ind' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('Australia');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps State disabled with its hint until a country is chosen, and City until a state is', async () => {
    render(<Form />);
    await countriesLoaded();
    expect(select(PLACE_COPY.state).disabled).toBe(true);
    expect(describedBy(select(PLACE_COPY.state))).toBe(MSG.selectCountryFirst);
    expect(select(PLACE_COPY.city).disabled).toBe(true);
    expect(describedBy(select(PLACE_COPY.city))).toBe(MSG.selectStateFirst);
    expect(states).not.toHaveBeenCalled();

    await chooseCountry('United Arab Emirates');
    expect(select(PLACE_COPY.state).disabled).toBe(false);
    expect(screen.queryByText(MSG.selectCountryFirst)).toBeNull();
    expect(select(PLACE_COPY.city).disabled).toBe(true);
    expect(describedBy(select(PLACE_COPY.city))).toBe(MSG.selectStateFirst);
    await waitFor(() => expect(within(select(PLACE_COPY.state)).getByText('Dubai')).toBeTruthy());
    expect(states).toHaveBeenLastCalledWith(233);
    expect(cities).not.toHaveBeenCalled();

    pick(PLACE_COPY.state, 3391);
    expect(select(PLACE_COPY.city).disabled).toBe(false);
    expect(screen.queryByText(MSG.selectStateFirst)).toBeNull();
    await waitFor(() => expect(within(select(PLACE_COPY.city)).getByText('Dubai')).toBeTruthy());
    expect(cities).toHaveBeenLastCalledWith(3391);
  });

  it('clears state and city on a new country, the city on a new state, and reports the calling code', async () => {
    const onChange = vi.fn();
    render(<Form initial={defaultPlaces()} onChange={onChange} />);
    await countriesLoaded();
    await waitFor(() => expect(within(select(PLACE_COPY.city)).getByText('Surat')).toBeTruthy());
    expect(countryBox().value).toBe('India');
    expect(select(PLACE_COPY.state).value).toBe('1198');
    expect(select(PLACE_COPY.city).value).toBe('117');

    pick(PLACE_COPY.state, 1215);
    expect(onChange).toHaveBeenLastCalledWith({ country: { id: 104, name: 'India' }, state: { id: 1215, name: 'Maharashtra' }, city: null, callingCode: '+91' }, 'state');
    expect(select(PLACE_COPY.city).value).toBe('');

    await chooseCountry('United Arab Emirates', 'emir');
    expect(onChange).toHaveBeenLastCalledWith({ country: { id: 233, name: 'United Arab Emirates' }, state: null, city: null, callingCode: '+971' }, 'country');
    expect(select(PLACE_COPY.state).value).toBe('');
    expect(select(PLACE_COPY.city).value).toBe('');
    expect(select(PLACE_COPY.city).disabled).toBe(true);
  });

  it('shows the country alone for a form that needs only it and its calling code', async () => {
    const onChange = vi.fn();
    render(<Form fields="country" initial={defaultPlaces()} onChange={onChange} />);
    await countriesLoaded();
    expect(queryField(PLACE_COPY.state)).toBeNull();
    expect(queryField(PLACE_COPY.city)).toBeNull();
    await chooseCountry('Australia');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: { id: 13, name: 'Australia' }, callingCode: '+61' }), 'country');
    expect(states).not.toHaveBeenCalled();
    expect(cities).not.toHaveBeenCalled();
  });

  it('says Unable to load countries when the list fails, and loads it again on Try again', async () => {
    countries.mockRejectedValueOnce(new ApiError('Server error', 500));
    render(<Form />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MSG.countriesFailed);
    expect(describedBy(countryBox())).toBe(MSG.countriesFailed);
    fireEvent.click(countryBox());
    expect(countryOptions()).toEqual([PLACE_COPY.noCountry]);
    fireEvent.keyDown(countryBox(), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: MSG.tryAgain }));
    await countriesLoaded();
    expect(screen.queryByText(MSG.countriesFailed)).toBeNull();
  });

  it('loads the country list once for every form on the page', async () => {
    render(
      <>
        <Form fields="country" />
        <Form />
      </>,
    );
    for (const box of screen.getAllByRole('combobox', { name: PLACE_COPY.country })) {
      fireEvent.click(box);
      await waitFor(() => expect(countryOptions()).toHaveLength(sampleCountries.length));
      fireEvent.keyDown(box, { key: 'Escape' });
    }
    expect(countries.mock.calls.filter(([text]) => text === undefined)).toHaveLength(1);
  });

  it('marks and requires only the required fields', async () => {
    render(<Form required={{ state: false, city: false }} requiredMarks />);
    // The mark is seen, not read: the accessible name stays "Country" (the required state is read).
    await countriesLoaded();
    expect(countryBox().required).toBe(true);
    expect(select(PLACE_COPY.state).required).toBe(false);
    expect(select(PLACE_COPY.city).required).toBe(false);
    const labels = Array.from(document.querySelectorAll('label'), (l) => l.textContent);
    expect(labels).toEqual([`${PLACE_COPY.country} *`, PLACE_COPY.state, PLACE_COPY.city]);
  });
});

describe('PlaceFieldsView', () => {
  const lists = { countries: sampleCountries, countrySearch: '', onCountrySearch: vi.fn(), states: sampleStates[104], cities: sampleCities[1198] };

  it('shows each field\u2019s message beside it, tied to the control', () => {
    const errors = placeErrors(noPlaces());
    render(<PlaceFieldsView {...lists} value={noPlaces()} onChange={vi.fn()} errors={errors} />);
    expect(countryBox().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(countryBox())).toBe(`${PLACE_COPY.searchCountryHint} | ${MSG.countryRequired}`);
    expect(select(PLACE_COPY.state).disabled).toBe(true);
    expect(describedBy(select(PLACE_COPY.state))).toBe(MSG.selectCountryFirst);
    expect(screen.getAllByText(MSG.selectCountryFirst)).toHaveLength(1);
    expect(describedBy(select(PLACE_COPY.city))).toBe(MSG.selectStateFirst);
  });

  it('says Loading… in the State list while the states of the chosen country load', () => {
    render(<PlaceFieldsView {...lists} value={{ ...noPlaces(), country: { id: 233, name: 'United Arab Emirates' } }} states={null} onChange={vi.fn()} />);
    expect(select(PLACE_COPY.state).options[0].textContent).toBe(PLACE_COPY.loadingOptions);
  });
});

describe('placeErrors', () => {
  it('asks for each empty shown, required field, naming the field that comes first', () => {
    expect(placeErrors(noPlaces())).toEqual({ country: MSG.countryRequired, state: MSG.selectCountryFirst, city: MSG.selectStateFirst });
    expect(placeErrors({ ...noPlaces(), country: { id: 104, name: 'India' } })).toEqual({ state: MSG.stateRequired, city: MSG.selectStateFirst });
    expect(placeErrors({ ...defaultPlaces(), city: null })).toEqual({ city: MSG.cityRequired });
    expect(placeErrors(noPlaces(), 'country')).toEqual({ country: MSG.countryRequired });
    expect(placeErrors({ ...noPlaces(), country: { id: 104, name: 'India' } }, 'country-state-city', { state: false, city: false })).toEqual({});
    expect(placeErrors(defaultPlaces())).toEqual({});
  });
});
