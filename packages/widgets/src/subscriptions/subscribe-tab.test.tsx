import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_SUBSCRIPTION_DELAY_MS, MSG, type ProductSubscription } from '@so/contract';
import { $visitorId } from '@so/stores';
import { recordNavigations, resetShopper } from '../shared/test-setup.ts';
import { SUBSCRIPTIONS_COPY } from './copy.ts';
import { fakeServer, ok, wire, type Answer } from './fake-server.ts';
import { sampleSubscription } from './fixtures.ts';
import { SubscribeTab } from './SubscribeTab.tsx';

/** 20:00 UTC on 20 Nov is 01:30 on 21 Nov in India: the store's day is the 21st. */
const NOW = new Date('2026-11-20T20:00:00Z');
const today = '2026-11-21';

const navigations = recordNavigations();
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  vi.setSystemTime(NOW);
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  resetShopper();
  $visitorId.set('v-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const named = (name: string, days: number, changes: Partial<ProductSubscription> = {}) =>
  sampleSubscription(today, days, { id: 200 + days, product: 3000 + days, product_details: { id: 3000 + days, name, image1: null, home_image: null }, ...changes });

async function openTab(list: readonly ProductSubscription[]) {
  server.on('GET /subscriptions/', () => ok({ status: true, data: list.map(wire) }));
  render(<SubscribeTab />);
  await screen.findAllByRole('article');
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Subscriptions tab: the countdown', () => {
  it.each([
    [0, SUBSCRIPTIONS_COPY.today, '30', true],
    [1, SUBSCRIPTIONS_COPY.tomorrow, '29', true],
    [2, '2 days', '28', true],
    [3, '3 days', '27', true],
    [4, '4 days', '26', false],
    [30, '30 days', '0', false],
    [45, '45 days', '0', false],
  ])('%i days away: "%s", progress %s of 30, due soon: %s', async (days, words, progress, urgent) => {
    await openTab([named('Ghee', days)]);
    const ghee = card('Ghee');
    expect(within(ghee).getByText(words, { selector: 'strong' })).toBeTruthy();
    const bar = within(ghee).getByRole('progressbar', { name: SUBSCRIPTIONS_COPY.progressOf('Ghee') });
    expect(bar.getAttribute('value')).toBe(progress);
    expect(bar.getAttribute('max')).toBe('30');
    // Urgency is said in words, not only in red.
    expect(within(ghee).queryByText(SUBSCRIPTIONS_COPY.dueSoon) !== null).toBe(urgent);
  });

  it('counts to the shifted date when one is set', async () => {
    await openTab([named('Ghee', 2, { shifted_delivery_date: '2026-11-29' })]);
    expect(within(card('Ghee')).getByText('8 days', { selector: 'strong' })).toBeTruthy();
    expect(within(card('Ghee')).queryByText(SUBSCRIPTIONS_COPY.dueSoon)).toBeNull();
  });

  it('a paused subscription says so and shows no countdown', async () => {
    await openTab([named('Honey', 2, { active: false }), named('Ghee', 5)]);
    const honey = card('Honey');
    expect(within(honey).getByText(SUBSCRIPTIONS_COPY.paused)).toBeTruthy();
    expect(within(honey).getByText(SUBSCRIPTIONS_COPY.deliveriesPaused)).toBeTruthy();
    expect(within(honey).queryByRole('progressbar')).toBeNull();
    expect(within(card('Ghee')).getByText(SUBSCRIPTIONS_COPY.active)).toBeTruthy();
  });
});

describe('Subscriptions tab: cards, states and Add Subscription', () => {
  it('shows image, Qty, name and View Details to /subscribe/{productId}', async () => {
    await openTab([sampleSubscription(today, 6)]);
    const ghee = card('Bilona Desi Cow Ghee 500 ml');
    expect(within(ghee).getByText('Qty: 2')).toBeTruthy();
    expect(within(ghee).getByRole('heading', { name: 'Bilona Desi Cow Ghee 500 ml' })).toBeTruthy();
    expect(ghee.querySelector('img')?.getAttribute('src')).toMatch(/\/media\/products\/1003-1-640\.webp$/);
    const details = within(ghee).getByRole('link', { name: SUBSCRIPTIONS_COPY.viewDetailsOf('Bilona Desi Cow Ghee 500 ml') });
    expect(details.getAttribute('href')).toMatch(/\/subscribe\/1003$/);
    fireEvent.click(details);
    expect(navigations.at(-1)?.href).toBe('/subscribe/1003');
    expect(server.to('GET /subscriptions/')[0].query).toEqual({});
  });

  it('shows a spinner while loading', async () => {
    server.on('GET /subscriptions/', () => 'never');
    render(<SubscribeTab />);
    expect((await screen.findByRole('status')).textContent).toContain(SUBSCRIPTIONS_COPY.tabLoading);
  });

  it.each<[string, Answer, string]>([
    ['the server answers status false', { status: 401, body: { status: false, message: 'Please log in' } }, MSG.subscriptionsFetchFailed],
    ['the network fails', 'network', MSG.subscriptionsFetchError],
  ])('when %s: Oops! Something went wrong with its reason', async (_, answer, reason) => {
    server.on('GET /subscriptions/', () => answer);
    render(<SubscribeTab />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MSG.subscriptionsOops)).toBeTruthy();
    expect(within(alert).getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says No Subscriptions Yet when there are none', async () => {
    server.on('GET /subscriptions/', () => ok({ status: true, message: MSG.noSubscriptionsFound, data: [] }));
    render(<SubscribeTab />);
    expect(await screen.findByText(MSG.noSubscriptionsYet)).toBeTruthy();
    expect(screen.getByRole('button', { name: SUBSCRIPTIONS_COPY.addSubscription })).toBeTruthy();
  });

  it('Add Subscription goes to /shop after 500 ms', async () => {
    await openTab([sampleSubscription(today, 6)]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: SUBSCRIPTIONS_COPY.addSubscription }));
    act(() => vi.advanceTimersByTime(ADD_SUBSCRIPTION_DELAY_MS - 1));
    expect(navigations).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(navigations.map((n) => n.href)).toEqual(['/shop']);
  });

  it('leaving the tab within 500 ms goes nowhere', async () => {
    server.on('GET /subscriptions/', () => ok({ status: true, data: [] }));
    const { unmount } = render(<SubscribeTab />);
    await screen.findByText(MSG.noSubscriptionsYet);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: SUBSCRIPTIONS_COPY.addSubscription }));
    unmount();
    act(() => vi.advanceTimersByTime(ADD_SUBSCRIPTION_DELAY_MS * 2));
    expect(navigations).toEqual([]);
  });
});
