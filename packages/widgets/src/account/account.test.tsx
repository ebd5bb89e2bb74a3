import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { addDays, calendarDate, MSG } from '@so/contract';
import { $elite, $loginDialog, $navState, $session, $toasts } from '@so/stores';
import { addressPayload, newAddressValues, validateAddress, withCountry } from './address.ts';
import { AddressForm } from './AddressForm.tsx';
import { AddressFormView, type AddressFormViewProps } from './AddressFormView.tsx';
import { chooseCountry, countriesLoaded, countryBox, countryOptions } from '../shared/country-testing.ts';
import { ACCOUNT_COPY } from './copy.ts';
import { sampleAddress, sampleCities, sampleCountries, sampleProfile, sampleStates } from '../shared/account-fixtures.ts';
import { ProfilePage } from './Profile.tsx';
import { ProfileEdit } from './ProfileEdit.tsx';
import { ProfileView, tabFromHash, type ProfileViewProps } from './ProfileView.tsx';
import { sampleUser } from '../shared/fixtures.ts';
import { goTo, resetShopper } from '../shared/test-setup.ts';
import { render } from '../shared/store-testing.tsx';
import { ALERT_COPY } from '../alert-settings/index.ts';

const fake = vi.hoisted(() => ({
  api: {} as Record<string, unknown>,
  navigate: vi.fn((_href: string, _options?: { state?: unknown }) => undefined),
  /** The membership check the profile makes on arrival (refreshElite is tested with the stores). */
  refreshElite: vi.fn(async (): Promise<boolean | null> => null),
}));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
  navigate: fake.navigate,
  refreshElite: fake.refreshElite,
}));

const user = sampleUser();

beforeEach(() => {
  fake.api = {};
  fake.navigate.mockClear();
  fake.refreshElite.mockReset();
  fake.refreshElite.mockImplementation(async () => null);
  $navState.set(null);
  resetShopper(user);
  goTo('/profile');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('tabFromHash', () => {
  it('shows #addresses, #orders and #wallet, defaults to details on desktop and to the section menu on phones', () => {
    expect(tabFromHash('#addresses', false)).toBe('addresses');
    expect(tabFromHash('#orders', false)).toBe('orders');
    expect(tabFromHash('#wallet', true)).toBe('wallet');
    expect(tabFromHash('#details', true)).toBe('details');
    expect(tabFromHash('', false)).toBe('details');
    expect(tabFromHash('#elite', false)).toBe('details');
    expect(tabFromHash('', true)).toBeNull();
  });

  it('knows #subscribe for everyone and #elite only for members (stored elite flag true)', () => {
    expect(tabFromHash('#subscribe', false)).toBe('subscribe');
    expect(tabFromHash('#elite', false, true)).toBe('elite');
    expect(tabFromHash('#elite', true, false)).toBeNull();
    expect(tabFromHash('#elite', true, true)).toBe('elite');
  });
});

describe('ProfilePage', () => {
  it('shows the tab named by the hash and switches tabs through the history', async () => {
    fake.api.profile = vi.fn(async () => ({ status: true, data: sampleProfile() }));
    goTo('/profile#addresses');
    render(<ProfilePage />);
    expect(await screen.findByText('4th floor, Shivalik Plaza')).toBeTruthy();
    expect(screen.getByRole('link', { name: ACCOUNT_COPY.addresses }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('asha@soorganic.test')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: ACCOUNT_COPY.details }));
    expect(location.hash).toBe('#details');
    expect(await screen.findByText('asha@soorganic.test')).toBeTruthy();
    expect(screen.getByText('Patel Naturals')).toBeTruthy();
    expect(screen.getByText(ACCOUNT_COPY.subscribed)).toBeTruthy();
    expect(screen.queryByText('4th floor, Shivalik Plaza')).toBeNull();
  });

  it('#subscribe shows the subscriptions with their countdown, and the outcome of paying the first order', async () => {
    const today = calendarDate();
    fake.api.profile = vi.fn(async () => ({ status: true, data: sampleProfile() }));
    fake.api.subscriptions = vi.fn(async () => ({
      status: true,
      data: [
        {
          id: 41,
          product: 1003,
          product_details: { id: 1003, name: 'Bilona Desi Cow Ghee 500 ml', image1: null, home_image: null },
          quantity: 2,
          delivery_options: 1,
          delivery_options_details: [{ id: 1, name: 'Monthly', duration: 30 }],
          discount_percent: 5,
          active: true,
          start_date: addDays(today, -29),
          next_delivery_date: addDays(today, 1),
          shifted_delivery_date: null,
          subscription_price: 52136,
          total_price: 104272,
        },
      ],
    }));
    goTo('/profile?payment=failure#subscribe');
    render(<ProfilePage />);
    const card = await screen.findByRole('article', { name: 'Bilona Desi Cow Ghee 500 ml' });
    expect(within(card).getByText('Tomorrow')).toBeTruthy();
    expect(screen.getByRole('link', { name: ACCOUNT_COPY.subscriptions }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('alert').textContent).toContain(MSG.paymentFailed);

    cleanup();
    goTo('/profile?payment=success#subscribe');
    render(<ProfilePage />);
    expect(await screen.findByText(ACCOUNT_COPY.subscriptionPaid)).toBeTruthy();
    expect(screen.queryByText(MSG.paymentFailed)).toBeNull();
  });

  it('asks the server for the membership on arrival and offers #elite only to members', async () => {
    fake.api.profile = vi.fn(async () => ({ status: true, data: sampleProfile() }));
    fake.refreshElite.mockImplementation(async () => {
      $elite.set('true');
      return true;
    });
    fake.api.eliteUsers = vi.fn(async () => ({
      status: true,
      count: 1,
      total_pages: 1,
      data: [{ id: 1, user_data: { name: 'Asha Patel' }, start_date: '2026-03-05', end_date: '2026-04-04', is_active: true, is_expired: false }],
    }));
    $elite.set('false');
    goTo('/profile#elite');
    render(<ProfilePage />);
    // Not a member as far as this browser knew: the details; the server says member: the tab appears.
    const tab = await screen.findByRole('link', { name: ACCOUNT_COPY.elite });
    expect(fake.refreshElite).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.getAttribute('aria-current')).toBe('page'));
    expect(await screen.findByText('05-03-2026')).toBeTruthy();
  });

  it('passes the profile to /profile/edit and links Change Password to /update-password', async () => {
    const profile = sampleProfile();
    fake.api.profile = vi.fn(async () => ({ status: true, data: profile }));
    render(<ProfilePage />);
    const update = await screen.findByRole('link', { name: ACCOUNT_COPY.updateProfile });
    expect(screen.getByRole('link', { name: ACCOUNT_COPY.changePassword }).getAttribute('href')).toMatch(/\/update-password$/);
    fireEvent.click(update);
    expect(fake.navigate).toHaveBeenCalledWith('/profile/edit', expect.objectContaining({ state: profile }));
  });

  it('shows the offers and back-in-stock alert switches below the details', async () => {
    fake.api.profile = vi.fn(async () => ({ status: true, data: sampleProfile() }));
    fake.api.preferences = vi.fn(async () => ({
      status: true,
      data: {
        consents: [
          { channel: 'email', granted: false, recorded_at: null, source: null },
          { channel: 'sms', granted: false, recorded_at: null, source: null },
          { channel: 'whatsapp', granted: false, recorded_at: null, source: null },
        ],
        history: [],
      },
    }));
    goTo('/profile#details');
    render(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: ALERT_COPY.preferencesTitle })).toBeTruthy();
    await screen.findByRole('switch', { name: 'E-mail' });
    for (const name of ['E-mail', 'SMS', 'WhatsApp']) expect((screen.getByRole('switch', { name }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the login prompt and text to visitors', () => {
    $session.set(null);
    render(<ProfilePage />);
    expect(screen.getByText(ACCOUNT_COPY.pleaseLogIn)).toBeTruthy();
    expect($toasts.get().map((t) => t.title)).toEqual([ACCOUNT_COPY.loginToSeeProfile]);
    expect($loginDialog.get().open).toBe(true);
    $loginDialog.set({ open: false });
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.logIn }));
    expect($loginDialog.get().open).toBe(true);
  });

  it('shows the store texts when the profile cannot load', async () => {
    fake.api.profile = vi.fn(async () => {
      throw new ApiError('boom', 500);
    });
    render(<ProfilePage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.profileLoadFailed);
    expect(alert.textContent).toContain(MSG.profileTryLater);
  });

  it('deactivates only after confirmation, then clears storage and the session and goes to /', async () => {
    fake.api.profile = vi.fn(async () => ({ status: true, data: sampleProfile() }));
    const deactivate = vi.fn(async () => ({ status: true }));
    fake.api.deactivate = deactivate;
    localStorage.setItem('so:something', 'kept until deactivation');
    render(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: ACCOUNT_COPY.deactivateAccount }));
    expect(screen.getByText(MSG.deactivateConfirm)).toBeTruthy();
    expect(deactivate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: MSG.deactivateYes }));
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/'));
    expect(deactivate).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('so:something')).toBeNull();
    expect($session.get()).toBeNull();
  });

  it('keeps the session when the server refuses deactivation', async () => {
    fake.api.profile = vi.fn(async () => ({ status: true, data: sampleProfile() }));
    fake.api.deactivate = vi.fn(async () => {
      throw new ApiError('Not allowed now', 400);
    });
    render(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: ACCOUNT_COPY.deactivateAccount }));
    fireEvent.click(screen.getByRole('button', { name: MSG.deactivateYes }));
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toContain('Not allowed now'));
    expect($session.get()?.token).toBe('t0k3n');
    expect(fake.navigate).not.toHaveBeenCalled();
  });
});

function viewProps(overrides: Partial<ProfileViewProps> = {}): ProfileViewProps {
  return {
    state: { status: 'ready', data: sampleProfile() },
    tab: 'details',
    mobile: false,
    onSelectTab: vi.fn(),
    onBackToMenu: vi.fn(),
    onRetry: vi.fn(),
    onDeactivate: vi.fn(async () => undefined),
    onLogoutAll: vi.fn(async () => undefined),
    onAddAddress: vi.fn(),
    onAddAddressDouble: vi.fn(),
    ...overrides,
  };
}

describe('ProfileView', () => {
  it('offers to log out of all devices, busy until the server answers', async () => {
    let finish: () => void = () => undefined;
    const onLogoutAll = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ProfileView {...viewProps({ onLogoutAll })} />);
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.logoutAll }));
    expect(onLogoutAll).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: ACCOUNT_COPY.loggingOutAll });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: ACCOUNT_COPY.logoutAll }).hasAttribute('disabled')).toBe(false);
  });

  it('says Not added for an empty company and mobile, never a made-up value such as "Company Name"', () => {
    render(<ProfileView {...viewProps({ state: { status: 'ready', data: sampleProfile({ company: '', mobile_no: null, is_subscribed: false }) } })} />);
    const facts = screen.getAllByRole('definition');
    expect(facts.filter((dd) => dd.textContent === MSG.notAdded)).toHaveLength(2);
    expect(screen.queryByText(MSG.companyNameDefault)).toBeNull();
    expect(screen.queryByText(ACCOUNT_COPY.subscribed)).toBeNull();
  });

  it('shows the company when there is one', () => {
    render(<ProfileView {...viewProps({ state: { status: 'ready', data: sampleProfile({ company: 'Desai Naturals' }) } })} />);
    const term = screen.getByText(ACCOUNT_COPY.companyName);
    expect(term.nextElementSibling?.textContent).toBe('Desai Naturals');
  });

  it('has a visible page heading (the chosen section) beside the sections under "My Account"', () => {
    const { container } = render(<ProfileView {...viewProps({ tab: 'addresses' })} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(ACCOUNT_COPY.addresses);
    expect(h1.className).not.toContain('visually-hidden');
    expect(screen.getByText(MSG.myAccount)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: ACCOUNT_COPY.sections });
    expect(within(nav).getByRole('link', { name: ACCOUNT_COPY.addresses }).getAttribute('aria-current')).toBe('page');
    const panel = screen.getByRole('region', { name: ACCOUNT_COPY.addresses });
    expect(panel.contains(h1)).toBe(true);
    // The two columns: the sections and the chosen one side by side in one layout.
    const layout = container.querySelector('.acc__layout');
    expect(layout?.contains(nav) && layout.contains(panel)).toBe(true);
  });

  it('shows No Name for a nameless address, its lines, place and an Edit link carrying the address', () => {
    const address = sampleAddress({ id: 44, full_name: null });
    render(<ProfileView {...viewProps({ tab: 'addresses', state: { status: 'ready', data: sampleProfile({ addresses: [address] }) } })} />);
    const card = screen.getByRole('article', { name: ACCOUNT_COPY.addressLabel(MSG.noName) });
    expect(within(card).getByText(MSG.noName)).toBeTruthy();
    expect(within(card).getByText('Ahmedabad, Gujarat, 380015')).toBeTruthy();
    expect(within(card).getByText('+919800000002')).toBeTruthy();
    const edit = within(card).getByRole('link', { name: ACCOUNT_COPY.editAddress(MSG.noName) });
    expect(edit.getAttribute('href')).toMatch(/\/profile\/addresses\/44\/edit$/);
    fireEvent.click(edit);
    expect(fake.navigate).toHaveBeenCalledWith('/profile/addresses/44/edit', expect.objectContaining({ state: address }));
    expect(screen.queryByText(MSG.addAddressHint)).toBeNull();
  });

  it('shows the hint when there are no addresses', () => {
    render(<ProfileView {...viewProps({ tab: 'addresses', state: { status: 'ready', data: sampleProfile({ addresses: [] }) } })} />);
    expect(screen.getByText(MSG.addAddressHint)).toBeTruthy();
  });

  it('Add New Address: a single click adds after 250 ms, a double click opens the wallet instead', () => {
    vi.useFakeTimers();
    const props = viewProps({ tab: 'addresses' });
    render(<ProfileView {...props} />);
    const card = screen.getByRole('button', { name: /Add New Address/ });
    fireEvent.click(card);
    act(() => vi.advanceTimersByTime(249));
    expect(props.onAddAddress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.onAddAddress).toHaveBeenCalledTimes(1);

    fireEvent.click(card);
    fireEvent.click(card);
    fireEvent.doubleClick(card);
    act(() => vi.advanceTimersByTime(1000));
    expect(props.onAddAddress).toHaveBeenCalledTimes(1);
    expect(props.onAddAddressDouble).toHaveBeenCalledTimes(1);
  });

  it('on phones shows the section menu first, then the section with a back arrow', () => {
    const props = viewProps({ mobile: true, tab: null });
    const { rerender } = render(<ProfileView {...props} />);
    const menu = screen.getByRole('navigation', { name: ACCOUNT_COPY.sections });
    expect(screen.getByRole('heading', { level: 1, name: MSG.myAccount }).className).not.toContain('visually-hidden');
    expect(within(menu).getByRole('link', { name: ACCOUNT_COPY.addresses })).toBeTruthy();
    expect(screen.queryByText('asha@soorganic.test')).toBeNull();
    fireEvent.click(within(menu).getByRole('link', { name: ACCOUNT_COPY.addresses }));
    expect(props.onSelectTab).toHaveBeenCalledWith('addresses');

    rerender(<ProfileView {...props} tab="details" />);
    expect(screen.queryByRole('navigation', { name: ACCOUNT_COPY.sections })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ACCOUNT_COPY.details);
    expect(screen.getByText('asha@soorganic.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.backToMenu }));
    expect(props.onBackToMenu).toHaveBeenCalledTimes(1);
  });
});

describe('ProfileEdit', () => {
  it('takes the profile from the navigation state and refuses a mobile shorter than 12', async () => {
    $navState.set(sampleProfile({ mobile_no: '+91980000' }));
    const updateProfile = vi.fn();
    fake.api.updateProfile = updateProfile;
    render(<ProfileEdit />);
    expect((screen.getByLabelText(ACCOUNT_COPY.email) as HTMLInputElement).readOnly).toBe(true);
    const mobile = screen.getByLabelText(ACCOUNT_COPY.mobile) as HTMLInputElement;
    expect(mobile.maxLength).toBe(13);
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.save }));
    expect(screen.getByText(MSG.validMobile)).toBeTruthy();
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves, shows the success toast for 2 s, then goes to /profile', async () => {
    const profile = sampleProfile();
    fake.api.profile = vi.fn(async () => ({ status: true, data: profile }));
    const updateProfile = vi.fn(async () => ({ status: true, data: { first_name: 'Asha', last_name: 'Shah' } }));
    fake.api.updateProfile = updateProfile;
    render(<ProfileEdit />);
    const last = (await screen.findByLabelText(ACCOUNT_COPY.lastName)) as HTMLInputElement;
    fireEvent.change(last, { target: { value: 'Shah' } });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.save }));
    });
    expect(updateProfile).toHaveBeenCalledWith({
      first_name: 'Asha',
      last_name: 'Shah',
      company: 'Patel Naturals',
      email: 'asha@soorganic.test',
      mobile_no: '+919800000002',
    });
    expect($toasts.get().map((t) => t.title)).toContain(MSG.profileUpdated);
    expect($session.get()?.last_name).toBe('Shah');
    act(() => vi.advanceTimersByTime(1999));
    expect(fake.navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fake.navigate).toHaveBeenCalledWith('/profile');
  });

  it('shows non_field_errors when the server refuses', async () => {
    $navState.set(sampleProfile());
    fake.api.updateProfile = vi.fn(async () => {
      throw new ApiError('Bad request', 400, { status: false, message: 'Bad request', non_field_errors: ['Mobile already in use'] });
    });
    render(<ProfileEdit />);
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('Mobile already in use');
  });
});

describe('address rules', () => {
  it('changing country resets state and city and takes the calling code', () => {
    const next = withCountry(newAddressValues(), { id: 233, country_name: 'United Arab Emirates', calling_code: '971' });
    expect(next.country).toEqual({ id: 233, name: 'United Arab Emirates' });
    expect(next.state).toBeNull();
    expect(next.city).toBeNull();
    expect(next.prefix).toBe('+971');
  });

  it('requires every field but landmark and the alternate mobile', () => {
    const errors = validateAddress({ ...newAddressValues(), country: null, state: null, city: null, postal_code: '38a' });
    expect(errors).toEqual({
      full_name: MSG.fullNameRequired,
      mobile: MSG.mobileTenDigits,
      address_line_1: MSG.street1Required,
      address_line_2: MSG.street2Required,
      country: MSG.countryRequired,
      state: MSG.selectCountryFirst,
      city: MSG.selectStateFirst,
      postal_code: MSG.pinInvalid,
    });
    // India's PIN code: 6 digits, the first 1 to 9; another country keeps a postal code of its own form.
    const india = newAddressValues();
    expect(validateAddress({ ...india, postal_code: '012345' }).postal_code).toBe(MSG.pinInvalid);
    expect(validateAddress({ ...india, postal_code: '38001' }).postal_code).toBe(MSG.pinInvalid);
    expect(validateAddress({ ...india, postal_code: '380015' }).postal_code).toBeUndefined();
    const abroad = { ...india, country: { id: 225, name: 'United Kingdom' } };
    expect(validateAddress({ ...abroad, postal_code: 'SW1A 1AA' }).postal_code).toBeUndefined();
    expect(validateAddress({ ...abroad, postal_code: '' }).postal_code).toBe(MSG.postalCodeRequired);
  });

  it('sends ids, prefix plus digits, and null for an empty alternate mobile', () => {
    const body = addressPayload({ ...newAddressValues(), full_name: 'A', mobile: '9800000002', address_line_1: 'x', address_line_2: 'y', postal_code: '380015' }, '9');
    expect(body).toMatchObject({ city: 117, state: 1198, country: 104, mobile: '+919800000002', another_mobile: null, add_id: '9' });
  });
});

function formProps(overrides: Partial<AddressFormViewProps> = {}): AddressFormViewProps {
  return {
    editing: false,
    values: newAddressValues(),
    errors: {},
    status: 'idle',
    countries: sampleCountries,
    countrySearch: '',
    states: sampleStates[104],
    cities: sampleCities[1198],
    onChange: vi.fn(),
    onCountrySearch: vi.fn(),
    onCountry: vi.fn(),
    onState: vi.fn(),
    onCity: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
}

describe('AddressFormView', () => {
  it('keeps State disabled with its hint until a country is chosen, City until a state is', () => {
    render(<AddressFormView {...formProps({ values: { ...newAddressValues(), country: null, state: null, city: null }, states: [], cities: [] })} />);
    const state = screen.getByLabelText(ACCOUNT_COPY.state) as HTMLSelectElement;
    const city = screen.getByLabelText(ACCOUNT_COPY.city) as HTMLSelectElement;
    expect(state.disabled).toBe(true);
    expect(city.disabled).toBe(true);
    expect(document.getElementById(state.getAttribute('aria-describedby') ?? '')?.textContent).toBe(MSG.selectCountryFirst);
    expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe(MSG.selectStateFirst);
  });
});

describe('AddressForm', () => {
  function fakeCascade() {
    fake.api.countries = vi.fn(async (search?: string) => ({
      status: true,
      data: { data: search ? sampleCountries.filter((c) => c.country_name.toLowerCase().includes(search.toLowerCase())) : sampleCountries },
    }));
    fake.api.states = vi.fn(async (id: number) => ({ status: true, data: sampleStates[id] ?? [] }));
    fake.api.cities = vi.fn(async (id: number) => ({ status: true, data: sampleCities[id] ?? [] }));
  }
  const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
  const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('starts at Ahmedabad / Gujarat / India with +91; a new country resets state and city and sets the prefix', async () => {
    fakeCascade();
    render(<AddressForm />);
    await countriesLoaded(sampleCountries.length);
    expect(countryBox().value).toBe('India');
    expect(select(ACCOUNT_COPY.state).value).toBe('1198');
    expect(select(ACCOUNT_COPY.city).value).toBe('117');
    expect(screen.getAllByText('+91')).toHaveLength(2);

    await chooseCountry('United Arab Emirates');
    expect(select(ACCOUNT_COPY.state).value).toBe('');
    expect(select(ACCOUNT_COPY.city).value).toBe('');
    expect(select(ACCOUNT_COPY.city).disabled).toBe(true);
    expect(screen.getAllByText('+971')).toHaveLength(2);
    await waitFor(() => expect(within(select(ACCOUNT_COPY.state)).getByText('Dubai')).toBeTruthy());
    expect(fake.api.states).toHaveBeenLastCalledWith(233);

    fireEvent.change(select(ACCOUNT_COPY.state), { target: { value: '3391' } });
    await waitFor(() => expect(within(select(ACCOUNT_COPY.city)).getByText('Dubai')).toBeTruthy());
    fireEvent.change(select(ACCOUNT_COPY.city), { target: { value: '9001' } });
    fireEvent.change(select(ACCOUNT_COPY.state), { target: { value: '3390' } });
    expect(select(ACCOUNT_COPY.city).value).toBe('');
  });

  it('has one country control, which searches countries from 2 characters', async () => {
    fakeCascade();
    render(<AddressForm />);
    expect(screen.getAllByRole('combobox', { name: ACCOUNT_COPY.country })).toHaveLength(1);
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.change(countryBox(), { target: { value: 'u' } });
    fireEvent.change(countryBox(), { target: { value: 'un' } });
    await waitFor(() => expect(fake.api.countries).toHaveBeenCalledWith('un'), { timeout: 1500 });
    expect(fake.api.countries).not.toHaveBeenCalledWith('u');
    await waitFor(() => expect(countryOptions()).not.toContain('Australia'));
    expect(countryOptions()).toContain('United States');
  });

  it('shows a message per missing field and sends nothing', async () => {
    fakeCascade();
    const addAddress = vi.fn();
    fake.api.addAddress = addAddress;
    render(<AddressForm />);
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.saveAddress }));
    expect(screen.getByText(MSG.fullNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.mobileTenDigits)).toBeTruthy();
    expect(screen.getByText(MSG.street1Required)).toBeTruthy();
    expect(screen.getByText(MSG.pinRequired)).toBeTruthy();
    // The Indian address asks for its PIN code (not a ZIP code), 6 digits at most, digits only.
    const pin = screen.getByLabelText(ACCOUNT_COPY.pinCode) as HTMLInputElement;
    expect(screen.queryByLabelText(/ZIP/)).toBeNull();
    expect(pin.maxLength).toBe(6);
    type(ACCOUNT_COPY.pinCode, '38a0015');
    expect(pin.value).toBe('380015');
    expect(addAddress).not.toHaveBeenCalled();
  });

  async function fillAndSave() {
    type(ACCOUNT_COPY.fullName, 'Asha Patel');
    type(ACCOUNT_COPY.mobileNumber, '98000-00002');
    type(ACCOUNT_COPY.street1, '12, Shanti Kunj');
    type(ACCOUNT_COPY.street2, 'Vastrapur');
    type(ACCOUNT_COPY.pinCode, '380015');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.saveAddress }));
    });
  }

  it('adds with ids, prefix plus digits, null alternate mobile and add_id, then goes back one page', async () => {
    fakeCascade();
    const addAddress = vi.fn(async () => ({ status: true, message: 'Address added' }));
    fake.api.addAddress = addAddress;
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    render(<AddressForm addId="9" />);
    await fillAndSave();
    expect(addAddress).toHaveBeenCalledWith({
      address_tags: 'No tag',
      full_name: 'Asha Patel',
      mobile: '+919800000002',
      another_mobile: null,
      address_line_1: '12, Shanti Kunj',
      address_line_2: 'Vastrapur',
      landmark: '',
      city: 117,
      state: 1198,
      country: 104,
      postal_code: '380015',
      add_id: '9',
    });
    expect(back).toHaveBeenCalledTimes(1);
    expect($toasts.get().map((t) => t.title)).toContain('Address added');
    back.mockRestore();
  });

  it('saves the contact address through contact-id', async () => {
    fakeCascade();
    const updateContactAddress = vi.fn(async () => ({ status: true }));
    fake.api.updateContactAddress = updateContactAddress;
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    render(<AddressForm contactId={501} />);
    await fillAndSave();
    expect(updateContactAddress).toHaveBeenCalledWith(501, expect.objectContaining({ mobile: '+919800000002', city: 117 }));
    back.mockRestore();
  });

  it('edits the address from the navigation state and sends the alternate mobile with the prefix', async () => {
    fakeCascade();
    $navState.set(sampleAddress({ id: 31 }));
    const updateAddress = vi.fn(async () => ({ status: true }));
    fake.api.updateAddress = updateAddress;
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    render(<AddressForm addressId={31} />);
    expect((screen.getByLabelText(ACCOUNT_COPY.fullName) as HTMLInputElement).value).toBe('Asha Patel');
    expect((screen.getByLabelText(ACCOUNT_COPY.mobileNumber) as HTMLInputElement).value).toBe('9800000002');
    type(ACCOUNT_COPY.alternateMobile, '9811111111');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.saveAddress }));
    });
    expect(updateAddress).toHaveBeenCalledWith(31, expect.objectContaining({ another_mobile: '+919811111111', city: 117, state: 1198, country: 104 }));
    expect(updateAddress.mock.calls[0]).not.toContainEqual(expect.objectContaining({ add_id: expect.anything() }));
    back.mockRestore();
  });

  it('finds the address by id when no state was passed', async () => {
    fakeCascade();
    fake.api.addresses = vi.fn(async () => ({ status: true, data: [sampleAddress({ id: 31 }), sampleAddress({ id: 32, full_name: 'Office desk' })] }));
    render(<AddressForm addressId={32} />);
    expect(((await screen.findByLabelText(ACCOUNT_COPY.fullName)) as HTMLInputElement).value).toBe('Office desk');
  });

  it('toasts the server message on refusal and ignores network errors', async () => {
    fakeCascade();
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    fake.api.addAddress = vi.fn(async () => {
      throw new ApiError('Postal code is not served', 400);
    });
    const { unmount } = render(<AddressForm />);
    await fillAndSave();
    expect($toasts.get().map((t) => t.title)).toEqual(['Postal code is not served']);
    expect(screen.getByRole('alert').textContent).toBe('Postal code is not served');
    unmount();

    $toasts.set([]);
    fake.api.addAddress = vi.fn(async () => {
      throw new ApiError(MSG.tryAgainLater, 0);
    });
    render(<AddressForm />);
    await fillAndSave();
    expect($toasts.get()).toEqual([]);
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });
});
