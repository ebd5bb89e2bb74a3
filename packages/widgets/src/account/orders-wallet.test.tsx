import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { MSG } from '@so/contract';
import { $session, $toasts } from '@so/stores';
import { sampleUser } from '../shared/fixtures.ts';
import { goTo } from '../shared/test-setup.ts';
import { ACCOUNT_COPY } from './copy.ts';
import { sampleOrders, sampleOrderSummary, sampleProfile, sampleWalletEntries } from '../shared/account-fixtures.ts';
import { ProfilePage } from './Profile.tsx';
import { ProfileView } from './ProfileView.tsx';
import { walletPage } from './WalletTab.tsx';
import { render } from '../shared/store-testing.tsx';

const fake = vi.hoisted(() => ({
  api: {} as Record<string, unknown>,
  navigate: vi.fn((_href: string, _options?: { state?: unknown }) => undefined),
}));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
  navigate: fake.navigate,
}));

/** The server's order list: 34 orders, sliced by page and page size. */
const allOrders = sampleOrders(34);
const ordersApi = vi.fn(async (query?: { page?: number; page_size?: number }) => {
  const page = query?.page ?? 1;
  const size = query?.page_size ?? 10;
  return { status: true, count: allOrders.length, total_pages: Math.ceil(allOrders.length / size), data: allOrders.slice((page - 1) * size, page * size) };
});

beforeEach(() => {
  ordersApi.mockClear();
  fake.api = {
    profile: vi.fn(async () => ({ status: true, data: sampleProfile() })),
    orders: ordersApi,
    walletHistory: vi.fn(async () => ({ status: true, available_coin: 80, total_earned: 120, total_spent: 40, count: 4, total_pages: 1, SoseCoins: sampleWalletEntries })),
  };
  fake.navigate.mockClear();
  $toasts.set([]);
  $session.set(sampleUser());
  goTo('/profile');
});

const cards = () => screen.getAllByRole('article');
const orderCard = (orderId: string) => screen.getByRole('article', { name: ACCOUNT_COPY.orderCard(orderId) });

describe('Orders tab', () => {
  it('shows each order: id, status as text, DD MMM YYYY, ₹ with 2 decimals, payment type, and a link to it', async () => {
    fake.api.orders = vi.fn(async () => ({
      status: true,
      count: 2,
      total_pages: 1,
      data: [
        sampleOrderSummary(),
        sampleOrderSummary({ id: 8, order_id: 'SO100008', order_date: '2026-01-31T20:00:00Z', final_total: 25100, pay_type: 'Online', order_status: 'Delivered', subscription_id: 4 }),
      ],
    }));
    goTo('/profile#orders');
    render(<ProfilePage />);
    const first = await screen.findByRole('article', { name: ACCOUNT_COPY.orderCard('SO100009') });
    expect(within(first).getByRole('heading', { name: 'SO100009' })).toBeTruthy();
    expect(within(first).getByText('Pending')).toBeTruthy();
    expect(within(first).getByText('05 Mar 2026')).toBeTruthy();
    expect(within(first).getByText('₹1,924.00')).toBeTruthy();
    expect(within(first).getByText('Cash on Delivery')).toBeTruthy();
    const second = orderCard('SO100008');
    expect(within(second).getByText('Delivered')).toBeTruthy();
    expect(within(second).getByText('01 Feb 2026')).toBeTruthy();
    expect(within(second).getByText('₹251.00')).toBeTruthy();
    expect(within(second).getByText('Online Payment')).toBeTruthy();
    // An order a subscription placed says so; a checkout order does not.
    expect(within(second).getByText(ACCOUNT_COPY.subscriptionOrder)).toBeTruthy();
    expect(within(first).queryByText(ACCOUNT_COPY.subscriptionOrder)).toBeNull();
    const link = within(first).getByRole('link', { name: ACCOUNT_COPY.viewOrderOf('SO100009') });
    expect(link.getAttribute('href')).toMatch(/\/orders\/SO100009$/);
    fireEvent.click(link);
    expect(fake.navigate).toHaveBeenCalledWith('/orders/SO100009', expect.objectContaining({ state: undefined }));
    expect(screen.getByText(ACCOUNT_COPY.showingOrders(2, 2))).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: ACCOUNT_COPY.ordersPages })).toBeNull();
  });

  it('says in words whether each order is paid', async () => {
    fake.api.orders = vi.fn(async () => ({
      status: true,
      count: 4,
      total_pages: 1,
      data: [
        sampleOrderSummary({ is_paid: false }),
        sampleOrderSummary({ id: 8, order_id: 'SO100008', pay_type: 'Online', is_paid: true }),
        sampleOrderSummary({ id: 7, order_id: 'SO100007', pay_type: 'Online', is_paid: false }),
        // Cash on delivery sent back to the store: nothing was collected.
        sampleOrderSummary({ id: 6, order_id: 'SO100006', is_paid: false, order_status: 'Returned' }),
      ],
    }));
    goTo('/profile#orders');
    render(<ProfilePage />);
    const payment = async (orderId: string) => {
      const card = await screen.findByRole('article', { name: ACCOUNT_COPY.orderCard(orderId) });
      return within(card).getByText(ACCOUNT_COPY.orderPayment).parentElement?.querySelector('dd')?.textContent;
    };
    expect(await payment('SO100009')).toBe(`Cash on Delivery · ${MSG.orderPayOnDelivery}`);
    expect(await payment('SO100008')).toBe(`Online Payment · ${MSG.orderPaid}`);
    expect(await payment('SO100007')).toBe(`Online Payment · ${MSG.orderNotPaid}`);
    expect(await payment('SO100006')).toBe(`Cash on Delivery · ${MSG.orderNotPaid}`);
  });

  it('pages by 10 by default with Previous and Next, the page kept in the URL', async () => {
    goTo('/profile#orders');
    render(<ProfilePage />);
    await screen.findByText(ACCOUNT_COPY.showingOrders(10, 34));
    expect(ordersApi).toHaveBeenLastCalledWith({ page: 1, page_size: 10 });
    expect(cards()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: ACCOUNT_COPY.ordersPages });
    expect(within(pager).getByText(ACCOUNT_COPY.pageOf(1, 4))).toBeTruthy();
    expect((within(pager).getByRole('button', { name: ACCOUNT_COPY.previous }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pager).getByRole('button', { name: ACCOUNT_COPY.next }));
    await screen.findByText(ACCOUNT_COPY.pageOf(2, 4));
    expect(location.search).toBe('?orders_page=2');
    expect(location.hash).toBe('#orders');
    expect(ordersApi).toHaveBeenLastCalledWith({ page: 2, page_size: 10 });
    expect(orderCard('SO100024')).toBeTruthy();

    goTo('/profile?orders_page=4#orders');
    await screen.findByText(ACCOUNT_COPY.showingOrders(4, 34));
    expect((screen.getByRole('button', { name: ACCOUNT_COPY.next }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.previous }));
    await screen.findByText(ACCOUNT_COPY.pageOf(3, 4));
  });

  it('offers page sizes 10 to 50 and goes back to page 1 on a new size', async () => {
    goTo('/profile?orders_page=3#orders');
    render(<ProfilePage />);
    const select = (await screen.findByLabelText(ACCOUNT_COPY.ordersPerPage)) as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.value)).toEqual(['10', '20', '30', '40', '50']);
    expect(select.value).toBe('10');
    fireEvent.change(select, { target: { value: '20' } });
    await screen.findByText(ACCOUNT_COPY.showingOrders(20, 34));
    expect(ordersApi).toHaveBeenLastCalledWith({ page: 1, page_size: 20 });
    expect(location.search).toBe('?orders_size=20');
    expect(screen.getByText(ACCOUNT_COPY.pageOf(1, 2))).toBeTruthy();
  });

  it('says Order Not Found when there are no orders', async () => {
    fake.api.orders = vi.fn(async () => ({ status: true, count: 0, total_pages: 1, data: [] }));
    goTo('/profile#orders');
    render(<ProfilePage />);
    expect(await screen.findByText(MSG.orderNotFound)).toBeTruthy();
    expect(screen.queryByLabelText(ACCOUNT_COPY.ordersPerPage)).toBeNull();
  });

  it('says Order loading failed and tries again', async () => {
    let fail = true;
    fake.api.orders = vi.fn(async (query?: { page?: number; page_size?: number }) => {
      if (fail) throw new ApiError('boom', 500);
      return ordersApi(query);
    });
    goTo('/profile#orders');
    render(<ProfilePage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.orderLoadingFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByText(ACCOUNT_COPY.showingOrders(10, 34))).toBeTruthy();
  });

  it('lists orders even when the profile itself cannot load', async () => {
    fake.api.profile = vi.fn(async () => {
      throw new ApiError('boom', 500);
    });
    goTo('/profile#orders');
    render(<ProfilePage />);
    expect(await screen.findByText(ACCOUNT_COPY.showingOrders(10, 34))).toBeTruthy();
    expect(screen.queryByText(MSG.profileLoadFailed)).toBeNull();
  });

  it('joins the tabs and the mobile section menu', async () => {
    render(
      <ProfileView
        state={{ status: 'ready', data: sampleProfile() }}
        tab={null}
        mobile
        onSelectTab={vi.fn()}
        onBackToMenu={vi.fn()}
        onRetry={vi.fn()}
        onDeactivate={vi.fn(async () => undefined)}
        onLogoutAll={vi.fn(async () => undefined)}
        onAddAddress={vi.fn()}
        onAddAddressDouble={vi.fn()}
      />,
    );
    const menu = screen.getByRole('navigation', { name: ACCOUNT_COPY.sections });
    expect(within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [ACCOUNT_COPY.details, '#details'],
      [ACCOUNT_COPY.addresses, '#addresses'],
      [ACCOUNT_COPY.orders, '#orders'],
      [ACCOUNT_COPY.subscriptions, '#subscribe'],
      [ACCOUNT_COPY.wallet, '#wallet'],
    ]);
  });

  it('offers the SO Elite section to members only (the stored elite flag)', () => {
    const props = {
      state: { status: 'ready' as const, data: sampleProfile() },
      tab: 'details' as const,
      mobile: false,
      onSelectTab: vi.fn(),
      onBackToMenu: vi.fn(),
      onRetry: vi.fn(),
      onDeactivate: vi.fn(async () => undefined),
      onLogoutAll: vi.fn(async () => undefined),
      onAddAddress: vi.fn(),
      onAddAddressDouble: vi.fn(),
    };
    const { rerender } = render(<ProfileView {...props} />);
    const nav = () => screen.getByRole('navigation', { name: ACCOUNT_COPY.sections });
    expect(within(nav()).queryByRole('link', { name: ACCOUNT_COPY.elite })).toBeNull();
    rerender(<ProfileView {...props} elite tab="elite" elitePanel={<p>Member periods</p>} />);
    expect(within(nav()).getByRole('link', { name: ACCOUNT_COPY.elite }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Member periods')).toBeTruthy();
  });
});

describe('Wallet tab', () => {
  it("loads the profile's contact wallet: balance, earned, spent, and the history table", async () => {
    goTo('/profile#wallet');
    render(<ProfilePage />);
    const table = await screen.findByRole('table');
    expect(fake.api.walletHistory).toHaveBeenCalledWith(501, { page: 1, page_size: 20 });
    const cardsList = screen.getByText(ACCOUNT_COPY.currentBalance).closest('ul') as HTMLElement;
    expect(within(cardsList).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `${ACCOUNT_COPY.currentBalance}80 coins`,
      `${ACCOUNT_COPY.totalEarned}120 coins`,
      `${ACCOUNT_COPY.totalSpent}40 coins`,
    ]);
    expect(screen.getByRole('heading', { name: ACCOUNT_COPY.history })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Order', 'Earned', 'Used', 'Balance']);
    expect(within(rows[1]).getAllByRole('cell').map((td) => td.textContent)).toEqual(['20 Mar 2026', 'SO100004', '0', '−40', '80']);
    expect(within(rows[2]).getAllByRole('cell').map((td) => td.textContent)).toEqual(['12 Mar 2026', 'SO100003', '+19', '0', '120']);
    expect(within(rows[1]).getByRole('link', { name: 'SO100004' }).getAttribute('href')).toMatch(/\/orders\/SO100004$/);
    expect(screen.queryByRole('navigation', { name: ACCOUNT_COPY.walletPages })).toBeNull();
  });

  it('says No transactions found for an empty wallet', async () => {
    fake.api.walletHistory = vi.fn(async () => ({ status: true, available_coin: 0, total_earned: 0, total_spent: 0, count: 0, total_pages: 1, SoseCoins: [] }));
    goTo('/profile#wallet');
    render(<ProfilePage />);
    expect(await screen.findByText(MSG.noTransactions)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(ACCOUNT_COPY.currentBalance).nextElementSibling?.textContent).toBe('0 coins');
  });

  it('says Coin wallet loading failed / Unable to load wallet. and tries again', async () => {
    let fail = true;
    fake.api.walletHistory = vi.fn(async () => {
      if (fail) throw new ApiError('boom', 500);
      return { status: true, available_coin: 80, SoseCoins: sampleWalletEntries };
    });
    goTo('/profile#wallet');
    render(<ProfilePage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.walletLoadFailed);
    expect(alert.textContent).toContain(MSG.walletUnable);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('pages by 20 with 2 pages either side of the current one', async () => {
    const history = vi.fn(async (_contact: number, query?: { page?: number }) => ({
      status: true,
      available_coin: 80,
      total_earned: 400,
      total_spent: 320,
      count: 175,
      total_pages: 9,
      SoseCoins: sampleWalletEntries.map((e) => ({ ...e, id: e.id + (query?.page ?? 1) * 100 })),
    }));
    fake.api.walletHistory = history;
    goTo('/profile?wallet_page=5#wallet');
    render(<ProfilePage />);
    const pager = await screen.findByRole('navigation', { name: ACCOUNT_COPY.walletPages });
    expect(history).toHaveBeenCalledWith(501, { page: 5, page_size: 20 });
    const pages = within(pager)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(pages).toEqual(['Previous', '1', '3', '4', '5', '6', '7', '9', 'Next']);
    expect(within(pager).getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Page 6' }).getAttribute('href')).toBe('/profile?wallet_page=6#wallet');
    fireEvent.click(within(pager).getByRole('link', { name: 'Page 6' }));
    await waitFor(() => expect(history).toHaveBeenLastCalledWith(501, { page: 6, page_size: 20 }));
    expect(location.search).toBe('?wallet_page=6');
  });

  it('sums earned and spent from the entries when the server gives only the history', () => {
    expect(walletPage({ status: true, SoseCoins: sampleWalletEntries })).toEqual({
      balance: 80,
      earned: 120,
      spent: 40,
      entries: sampleWalletEntries,
      totalPages: 1,
    });
    expect(walletPage({ status: true, available_coin: 5, count: 41, SoseCoins: sampleWalletEntries })).toMatchObject({ earned: null, spent: null, totalPages: 3 });
  });
});
