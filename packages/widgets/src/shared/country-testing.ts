/** The Country combobox as a test uses it: found by its label, a country chosen as a shopper would. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { PLACE_COPY } from './place-copy.ts';

/** The Country text box (a combobox; the first when a page holds several forms). */
export const countryBox = () => screen.getAllByRole('combobox', { name: PLACE_COPY.country })[0] as HTMLInputElement;

/** The options the Country list shows now, by name (empty while it is closed). */
export const countryOptions = () =>
  screen.queryAllByRole('listbox', { name: PLACE_COPY.country }).flatMap((list) => within(list).queryAllByRole('option').map((option) => option.textContent ?? ''));

/** Types `typed` (default: the whole name) into Country, then clicks the country in the list. */
export async function chooseCountry(name: string, typed: string = name): Promise<void> {
  fireEvent.change(countryBox(), { target: { value: typed } });
  const list = await screen.findByRole('listbox', { name: PLACE_COPY.country });
  const option = await within(list).findByRole('option', { name });
  fireEvent.mouseDown(option);
  fireEvent.click(option);
}

/** Opens the Country list, waits until it offers `count` countries, and closes it again. */
export async function countriesLoaded(count: number): Promise<void> {
  fireEvent.click(countryBox());
  await waitFor(() => expect(countryOptions()).toHaveLength(count));
  fireEvent.keyDown(countryBox(), { key: 'Escape' });
}
