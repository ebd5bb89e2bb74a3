/**
 * Helpers the B2B and export enquiry tests share: a fake of the place lists, the form's controls
 * by their accessible names, and filling the form in as a shopper would. Each test file keeps its
 * own `vi.hoisted` fake and `vi.mock` of @so/stores.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { sampleCities, sampleCountries, sampleStates } from './account-fixtures.ts';
import { chooseCountry } from './country-testing.ts';
import { LEAD_COPY } from './lead-copy.ts';
import { PLACE_COPY } from './place-copy.ts';

/** GET /countries, /states/{id}/, /cities/{id} answering the sample places. */
export function fakePlaces() {
  return {
    countries: vi.fn(async (search?: string) => ({
      status: true,
      data: { data: search ? sampleCountries.filter((c) => c.country_name.toLowerCase().includes(search.toLowerCase())) : sampleCountries },
    })),
    states: vi.fn(async (id: number) => ({ status: true, data: sampleStates[id] ?? [] })),
    cities: vi.fn(async (id: number) => ({ status: true, data: sampleCities[id] ?? [] })),
  };
}

const L = LEAD_COPY.labels;

export const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
export const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
export const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
export const consentBox = () => screen.getByRole('checkbox', { name: LEAD_COPY.consent }) as HTMLInputElement;
export const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending)/ }) as HTMLButtonElement;
export const registeredGroup = () => screen.getByRole('radiogroup', { name: `${L.company_registered} (${LEAD_COPY.required})` });
/** The named fields of the form, by accessible name (optional fields say so). */
export const FIELD_NAMES = {
  company_name: L.company_name,
  industry_type: L.industry_type,
  company_size: L.company_size,
  website: `${L.website} ${LEAD_COPY.optional}`,
  annual_revenue: L.annual_revenue,
  full_name: `${L.full_name} ${LEAD_COPY.optional}`,
  job_title: `${L.job_title} ${LEAD_COPY.optional}`,
  email: `${L.email} ${LEAD_COPY.optional}`,
  phone_no: `${L.phone_no} ${LEAD_COPY.optional}`,
  specific_requirements: `${L.specific_requirements} ${LEAD_COPY.optional}`,
} as const;

/** The texts an element's aria-describedby points at, joined with " | ". */
export function describedBy(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

export const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

/** Chooses the option that shows `text` in a select. */
export function choose(select: HTMLSelectElement, text: string) {
  const option = Array.from(select.options).find((o) => o.textContent === text);
  if (!option) throw new Error(`No option "${text}" in ${select.name}`);
  fireEvent.change(select, { target: { value: option.value } });
}

/** Waits for the country list, then chooses the country, state and city by name (each list loads in turn). */
export async function choosePlaces(country: string, state: string, city: string) {
  await chooseCountry(country);
  await waitFor(() => expect(within(combobox(PLACE_COPY.state)).queryByText(state)).not.toBeNull());
  choose(combobox(PLACE_COPY.state), state);
  await waitFor(() => expect(within(combobox(PLACE_COPY.city)).queryByText(city)).not.toBeNull());
  choose(combobox(PLACE_COPY.city), city);
}

/** Fills every field of Company details and Contact Person (India / Gujarat / Ahmedabad unless told), as a buyer would. */
export async function fillLead(options: { revenue?: string; phone?: string; places?: readonly [string, string, string] } = {}) {
  type(textbox(FIELD_NAMES.company_name), 'Green Leaf Foods Pvt Ltd');
  type(textbox(FIELD_NAMES.industry_type), 'Organic food retail');
  choose(combobox(FIELD_NAMES.company_size), LEAD_COPY.companySizes[2]);
  type(textbox(FIELD_NAMES.website), 'www.greenleaf.example');
  choose(combobox(FIELD_NAMES.annual_revenue), options.revenue ?? '1 to 5 cr');
  fireEvent.click(radio(LEAD_COPY.registered.applied));
  type(textbox(FIELD_NAMES.full_name), 'Ravi Shah');
  type(textbox(FIELD_NAMES.job_title), 'Purchase Manager');
  type(textbox(FIELD_NAMES.email), 'ravi@greenleaf.example');
  type(textbox(FIELD_NAMES.phone_no), options.phone ?? '98765 43210');
  const [country, state, city] = options.places ?? ['India', 'Gujarat', 'Ahmedabad'];
  await choosePlaces(country, state, city);
  type(textbox(FIELD_NAMES.specific_requirements), 'Monthly supply to 12 stores');
}

/** The control shows `message`: marked invalid and described by it. */
export function expectMessage(control: Element, message: string) {
  expect(control.getAttribute('aria-invalid'), message).toBe('true');
  expect(describedBy(control), message).toContain(message);
}

/** A promise the test settles when it likes (a request on its way). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
