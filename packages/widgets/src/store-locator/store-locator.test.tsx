import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { MSG } from '@so/contract';
import { configure } from '@so/stores';
import { goTo } from '../shared/test-setup.ts';
import { STORE_LOCATOR_COPY as COPY } from './copy.ts';
import { sampleCities, sampleSections } from './fixtures.ts';
import { telHref } from '../shared/contacts.ts';
import { formatClock, formatHours } from './hours.ts';
import { StoreLocator } from './StoreLocator.tsx';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

function serve(store_section_data = sampleSections, cities = sampleCities) {
  const call = vi.fn(async () => ({ status: true, store_section_data, cities }));
  fake.api.stores = call;
  return call;
}

async function open(path = '/store-locator') {
  goTo(path);
  render(<StoreLocator />);
  await screen.findByRole('heading', { level: 1, name: COPY.title });
  await waitFor(() => expect(screen.queryByText(COPY.loading)).toBeNull());
}

const cityHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(() => {
  fake.api = {};
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Store hours and phone links', () => {
  it('writes times in 12-hour form and hours only when both ends are known', () => {
    expect(formatClock('09:00:00')).toBe('9:00 AM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:00:00')).toBe('12:00 PM');
    expect(formatClock('21:30:00')).toBe('9:30 PM');
    expect(formatClock('25:00')).toBeNull();
    expect(formatClock('nine')).toBeNull();
    expect(formatHours('09:00:00', '20:00:00')).toBe('9:00 AM – 8:00 PM');
    expect(formatHours('09:00:00', null)).toBeNull();
  });

  it('dials digits only, keeping a leading +', () => {
    expect(telHref('+91 98000 11111')).toBe('tel:+919800011111');
    expect(telHref('0261-2700000')).toBe('tel:02612700000');
    expect(telHref('—')).toBeNull();
  });
});

describe('Store locator', () => {
  it('groups the stores by city, each with address, landmark, state, postal code and hours', async () => {
    serve();
    await open();
    expect(cityHeadings()).toEqual(['Ahmedabad', 'Surat']);
    const ahmedabad = screen.getByRole('region', { name: 'Ahmedabad' });
    expect(within(ahmedabad).getAllByRole('article')).toHaveLength(2);
    const store = within(ahmedabad).getByRole('heading', { level: 3, name: 'SO Organic Store, Navrangpura' }).closest('article') as HTMLElement;
    const address = store.querySelector('address')?.textContent;
    expect(address).toContain('Shop 4, Shivalik Complex');
    expect(address).toContain('C G Road, Navrangpura');
    expect(address).toContain(COPY.landmark('Opposite Navrangpura Bus Stand'));
    expect(address).toContain('Ahmedabad, Gujarat – 380009');
    expect(store.textContent).toContain('9:00 AM – 8:00 PM');
    const satellite = within(ahmedabad).getByRole('heading', { name: 'SO Organic Store, Satellite' }).closest('article') as HTMLElement;
    expect(satellite.textContent).toContain('10:00 AM – 9:30 PM');
  });

  it('offers call, e-mail and map links with names that say which store and that the map opens a new tab', async () => {
    serve();
    await open();
    const call = screen.getByRole('link', { name: 'Call SO Organic Store, Navrangpura: +91 98000 11111' });
    expect(call.getAttribute('href')).toBe('tel:+919800011111');
    const mail = screen.getByRole('link', { name: 'E-mail SO Organic Store, Navrangpura: navrangpura@soorganic.test' });
    expect(mail.getAttribute('href')).toBe('mailto:navrangpura@soorganic.test');
    const map = screen.getByRole('link', { name: `${COPY.map}: SO Organic Store, Navrangpura, opens in a new tab` });
    expect(map.getAttribute('href')).toBe('https://maps.google.com/?q=23.0365,72.5611');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link', { name: new RegExp(`^${COPY.map}`) })).toHaveLength(3);
    expect(screen.getByRole('link', { name: `${COPY.virtualTour}: SO Organic Store, Adajan, opens in a new tab` }).getAttribute('href')).toBe('https://tour.example.org/so-adajan');
  });

  it('filters to one city through the URL query', async () => {
    const call = serve();
    await open();
    const select = screen.getByRole('combobox', { name: COPY.city });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([COPY.allCities, 'Ahmedabad', 'Surat']);
    fireEvent.change(select, { target: { value: 'Surat' } });
    await waitFor(() => expect(cityHeadings()).toEqual(['Surat']));
    expect(new URL(location.href).searchParams.get('city')).toBe('Surat');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    fireEvent.change(screen.getByRole('combobox', { name: COPY.city }), { target: { value: '' } });
    await waitFor(() => expect(cityHeadings()).toEqual(['Ahmedabad', 'Surat']));
    expect(location.search).toBe('');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('opens on the city of the URL', async () => {
    serve();
    await open('/store-locator?city=Ahmedabad');
    expect(cityHeadings()).toEqual(['Ahmedabad']);
    expect((screen.getByRole('combobox', { name: COPY.city }) as HTMLSelectElement).value).toBe('Ahmedabad');
  });

  it("on a partner's page opens on the city of the partner's own store, until the shopper picks another", async () => {
    const sections = sampleSections.map((section) => ({ ...section, stores: section.stores.map((store, i) => ({ ...store, id: section.city === 'Surat' ? 30 + i : 10 + i })) }));
    serve(sections);
    const partner = vi.fn(async () => ({ status: true, data: { code: 'DEMO', name: 'SO Franchise Demo', store_id: 30 } }));
    fake.api.partner = partner;
    configure({ partner: 'DEMO' });
    try {
      await open();
      await waitFor(() => expect(cityHeadings()).toEqual(['Surat']));
      expect(partner).toHaveBeenCalledWith('DEMO');
      fireEvent.change(screen.getByRole('combobox', { name: COPY.city }), { target: { value: '' } });
      await waitFor(() => expect(cityHeadings()).toEqual(['Ahmedabad', 'Surat']));
    } finally {
      configure({ partner: '' });
    }
  });

  it('says No stores found when there are none, or none in the city of the URL', async () => {
    serve([], []);
    await open();
    expect(screen.getByText(MSG.noStoresFound).getAttribute('role')).toBe('status');
  });

  it('says No stores found for a city with no stores', async () => {
    serve();
    await open('/store-locator?city=Pune');
    expect(screen.getByText(MSG.noStoresFound)).toBeTruthy();
    expect(cityHeadings()).toEqual([]);
  });

  it('shows an error with Try again that asks again', async () => {
    let fail = true;
    fake.api.stores = vi.fn(async () => {
      if (fail) throw new ApiError('down', 0);
      return { status: true, store_section_data: sampleSections, cities: sampleCities };
    });
    goTo('/store-locator');
    render(<StoreLocator />);
    expect(screen.getByRole('status').textContent).toBe(COPY.loading);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COPY.loadFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});
