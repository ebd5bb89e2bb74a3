import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, SUBSCRIPTION_TOAST_MS, type ProductSubscription } from '@so/contract';
import { $loginDialog, $session, $toasts, $visitorId } from '@so/stores';
import { recordNavigations, resetShopper } from '../shared/test-setup.ts';
import { SUBSCRIPTIONS_COPY } from './copy.ts';
import { fakeServer, ok, wire, type Answer } from './fake-server.ts';
import { sampleDeliveryOptions, sampleSubscription } from './fixtures.ts';
import { Subscriptions } from './Subscriptions.tsx';

const spy = vi.hoisted(() => ({ toast: vi.fn() }));

vi.mock('@so/stores', async (importOriginal) => {
  const real = await importOriginal<typeof import('@so/stores')>();
  return {
    ...real,
    toast: (input: Parameters<typeof real.toast>[0]) => {
      spy.toast(input);
      return real.toast(input);
    },
  };
});

/** 06:30 UTC is noon in India: the store's day is 21 Nov 2026. */
const NOW = new Date('2026-11-21T06:30:00Z');
const today = '2026-11-21';

const navigations = recordNavigations();
let server: ReturnType<typeof fakeServer>;

/** GET /subscriptions/ answers `list()` (read at each request, so a reload sees changes). */
function serveList(list: () => readonly ProductSubscription[]) {
  server.on('GET /subscriptions/', () => ok({ status: true, message: 'Subscriptions found', data: list().map(wire) }));
}

/**
 * Each test a minute later the same day: the client shares catalogue reads (GET /delivery-options/)
 * for 10 seconds, which must not carry one test's answer into the next.
 */
let minutes = 0;

beforeEach(() => {
  vi.setSystemTime(NOW.getTime() + ++minutes * 60_000);
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  resetShopper();
  $visitorId.set('v-1');
  spy.toast.mockClear();
  server.on('GET /delivery-options/', () => ok({ status: true, data: sampleDeliveryOptions }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('article', { name });
const fact = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
/** The Edit dialog's delivery options have arrived (GET /delivery-options/). */
const optionsLoaded = (dialog: HTMLElement) => within(dialog).findByRole('option', { name: 'Express (every 3 days)' });
const toastTitles = () => $toasts.get().map((t) => [t.title, t.description]);

async function openPage(list: readonly ProductSubscription[], productId?: string) {
  let current = list;
  serveList(() => current);
  render(<Subscriptions productId={productId} />);
  await screen.findAllByRole('article');
  return { set: (next: readonly ProductSubscription[]) => (current = next) };
}

describe('Subscription detail: loading and what it shows', () => {
  it('asks for the product\'s subscriptions and shows a card with everything a subscription card names', async () => {
    await openPage([sampleSubscription(today, 4)], '1003');
    expect(server.to('GET /subscriptions/')[0].query).toEqual({ product_id: '1003' });
    const ghee = card('Bilona Desi Cow Ghee 500 ml');
    expect(within(ghee).getByRole('link', { name: 'Bilona Desi Cow Ghee 500 ml' }).getAttribute('href')).toMatch(/\/products\/1003\/bilona-desi-cow-ghee-500-ml$/);
    expect(fact(ghee, SUBSCRIPTIONS_COPY.quantity)).toBe('2');
    expect(fact(ghee, SUBSCRIPTIONS_COPY.deliveryOption)).toBe('Standard (every 7 days)');
    expect(fact(ghee, SUBSCRIPTIONS_COPY.unitPrice)).toBe('₹521.36 each');
    expect(fact(ghee, SUBSCRIPTIONS_COPY.total)).toBe('₹1,042.72');
    expect(fact(ghee, SUBSCRIPTIONS_COPY.discount)).toBe('5% off');
    expect(fact(ghee, SUBSCRIPTIONS_COPY.startDate)).toBe('Nov 18, 2026');
    expect(fact(ghee, SUBSCRIPTIONS_COPY.nextDelivery)).toBe('Nov 25, 2026');
    expect(within(ghee).getByText(SUBSCRIPTIONS_COPY.active)).toBeTruthy();
    const back = screen.getByRole('link', { name: /Back to Profile/ });
    expect(back.getAttribute('href')).toMatch(/\/profile#subscribe$/);
    fireEvent.click(back);
    expect(navigations.at(-1)?.href).toBe('/profile#subscribe');
  });

  it('asks for all of them without a product id', async () => {
    await openPage([sampleSubscription(today, 4)]);
    expect(server.to('GET /subscriptions/')[0].query).toEqual({});
  });

  it('shows a spinner (role=status) while loading', async () => {
    server.on('GET /subscriptions/', () => 'never');
    render(<Subscriptions productId="1003" />);
    expect((await screen.findByRole('status')).textContent).toContain(SUBSCRIPTIONS_COPY.loading);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it.each<[string, Answer, string]>([
    ['the server answers status false', { status: 401, body: { status: false, message: 'Please log in' } }, MSG.subscriptionDetailFailed],
    ['status false with HTTP 200', ok({ status: false, message: 'No access' }), MSG.subscriptionDetailFailed],
    ['the network fails', 'network', MSG.subscriptionDetailFetchError],
    ['the server breaks', { status: 500, body: 'Internal Server Error' }, MSG.subscriptionDetailFetchError],
  ])('when %s: the Error! alert says so and no card is shown', async (_, answer, description) => {
    server.on('GET /subscriptions/', () => answer);
    render(<Subscriptions productId="1003" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MSG.subscriptionDetailError)).toBeTruthy();
    expect(within(alert).getByText(description)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('empties the list when a reload fails, and Try again loads it again', async () => {
    let fail = false;
    server.on('GET /subscriptions/', () => (fail ? 'network' : ok({ status: true, data: [wire(sampleSubscription(today, 4))] })));
    render(<Subscriptions productId="1003" />);
    await screen.findByRole('article');
    fail = true;
    // A failed edit does not reload; a failed load (after Try again) shows the alert without cards.
    server.on('PATCH /subscriptions/41/', () => ok({ status: true, data: wire(sampleSubscription(today, 4)) }));
    fireEvent.click(screen.getByRole('button', { name: SUBSCRIPTIONS_COPY.editSubscriptionOf('Bilona Desi Cow Ghee 500 ml') }));
    const dialog = await screen.findByRole('dialog', { name: SUBSCRIPTIONS_COPY.editSubscription });
    await optionsLoaded(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: SUBSCRIPTIONS_COPY.save }));
    expect(await screen.findByText(MSG.subscriptionDetailFetchError)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('article')).toBeTruthy();
  });

  it('says No Subscriptions Found when there are none', async () => {
    serveList(() => []);
    render(<Subscriptions productId="1003" />);
    expect(await screen.findByText(MSG.noSubscriptionsFound)).toBeTruthy();
  });

  it.each([['abc'], ['0'], ['-3'], ['1.5']])('product id %s names no product: No Subscriptions Found without a request', async (id) => {
    serveList(() => [sampleSubscription(today, 4)]);
    render(<Subscriptions productId={id} />);
    expect(await screen.findByText(MSG.noSubscriptionsFound)).toBeTruthy();
    expect(server.to('GET /subscriptions/')).toEqual([]);
  });

  it('asks visitors to log in and sends nothing', async () => {
    $session.set(null);
    serveList(() => [sampleSubscription(today, 4)]);
    render(<Subscriptions productId="1003" />);
    expect(await screen.findByText(SUBSCRIPTIONS_COPY.loginPrompt)).toBeTruthy();
    expect($loginDialog.get().open).toBe(true);
    expect(toastTitles()).toContainEqual([SUBSCRIPTIONS_COPY.loginToSee, undefined]);
    expect(server.to('GET /subscriptions/')).toEqual([]);
  });
});

describe('Subscription detail: status and Shift Order', () => {
  const name = (days: number) => `Due in ${days} days`;
  const subscriptionDue = (days: number, changes: Partial<ProductSubscription> = {}) =>
    sampleSubscription(today, days, { id: 100 + days, product_details: { id: 2000 + days, name: name(days), image1: null, home_image: null }, ...changes });
  const shiftButton = (cardName: string) => within(card(cardName)).queryByRole('button', { name: SUBSCRIPTIONS_COPY.shiftOrderOf(cardName) });

  it('offers Shift Order only while the next delivery is 0–7 days away', async () => {
    await openPage([0, 4, 7, 8, 20].map((days) => subscriptionDue(days)));
    expect(shiftButton(name(0))).toBeTruthy();
    expect(shiftButton(name(4))).toBeTruthy();
    expect(shiftButton(name(7))).toBeTruthy();
    expect(shiftButton(name(8))).toBeNull();
    expect(shiftButton(name(20))).toBeNull();
  });

  it('a paused subscription says Paused Subscription in words and offers no shift', async () => {
    await openPage([subscriptionDue(3, { active: false })]);
    expect(within(card(name(3))).getByText(SUBSCRIPTIONS_COPY.paused)).toBeTruthy();
    expect(within(card(name(3))).queryByText(SUBSCRIPTIONS_COPY.active)).toBeNull();
    expect(shiftButton(name(3))).toBeNull();
    expect(within(card(name(3))).getByRole('button', { name: SUBSCRIPTIONS_COPY.editSubscriptionOf(name(3)) })).toBeTruthy();
  });

  it('a shifted subscription shows the shifted date as next delivery and no Shift Order', async () => {
    await openPage([subscriptionDue(3, { shifted_delivery_date: '2026-12-01' })]);
    expect(fact(card(name(3)), SUBSCRIPTIONS_COPY.nextDelivery)).toBe('Dec 1, 2026 (shifted from Nov 24, 2026)');
    expect(shiftButton(name(3))).toBeNull();
  });
});

describe('Edit Subscription', () => {
  const ghee = 'Bilona Desi Cow Ghee 500 ml';

  async function openEdit(list: readonly ProductSubscription[] = [sampleSubscription(today, 4)]) {
    const page = await openPage(list, '1003');
    fireEvent.click(screen.getByRole('button', { name: SUBSCRIPTIONS_COPY.editSubscriptionOf(ghee) }));
    const dialog = await screen.findByRole('dialog', { name: SUBSCRIPTIONS_COPY.editSubscription });
    return { ...page, dialog };
  }
  const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
  const valueOf = (element: HTMLElement) => ('value' in element ? element.value : null);
  const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: SUBSCRIPTIONS_COPY.save }));

  it('opens on the subscription as it is: Active, its delivery option, its quantity', async () => {
    const { dialog } = await openEdit();
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2 + 1 + sampleDeliveryOptions.length));
    expect(valueOf(field(dialog, SUBSCRIPTIONS_COPY.status))).toBe('active');
    expect(valueOf(field(dialog, SUBSCRIPTIONS_COPY.deliveryOption))).toBe('1');
    expect(valueOf(field(dialog, SUBSCRIPTIONS_COPY.quantity))).toBe('2');
    expect(field(dialog, SUBSCRIPTIONS_COPY.quantity).getAttribute('min')).toBe('1');
    expect(within(dialog).getByRole('option', { name: 'Express (every 3 days)' })).toBeTruthy();
  });

  it('sends {product, quantity, delivery_options, active}; then says Subscription updated (3 s), closes and reloads', async () => {
    const { dialog, set } = await openEdit();
    await optionsLoaded(dialog);
    const updated = sampleSubscription(today, 4, { quantity: 3, active: false, delivery_options: 2, delivery_options_details: [sampleDeliveryOptions[1]] });
    server.on('PATCH /subscriptions/41/', () => ok({ status: true, message: MSG.subscriptionUpdated, data: wire(updated) }));
    fireEvent.change(field(dialog, SUBSCRIPTIONS_COPY.status), { target: { value: 'inactive' } });
    fireEvent.change(field(dialog, SUBSCRIPTIONS_COPY.deliveryOption), { target: { value: '2' } });
    fireEvent.change(field(dialog, SUBSCRIPTIONS_COPY.quantity), { target: { value: '3' } });
    set([updated]);
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to('PATCH /subscriptions/41/').map((r) => r.body)).toEqual([{ product: 1003, quantity: 3, delivery_options: 2, active: false }]);
    expect(toastTitles()).toContainEqual([MSG.subscriptionUpdated, undefined]);
    expect(spy.toast).toHaveBeenCalledWith(expect.objectContaining({ title: MSG.subscriptionUpdated, duration: SUBSCRIPTION_TOAST_MS }));
    await waitFor(() => expect(server.to('GET /subscriptions/')).toHaveLength(2));
    await waitFor(() => expect(within(card(ghee)).getByText(SUBSCRIPTIONS_COPY.paused)).toBeTruthy());
    expect(fact(card(ghee), SUBSCRIPTIONS_COPY.quantity)).toBe('3');
    expect(fact(card(ghee), SUBSCRIPTIONS_COPY.deliveryOption)).toBe('Express (every 3 days)');
  });

  it.each([
    ['nothing', ''],
    ['not a number', 'abc'],
  ])('a quantity of %s falls back to 1 (shown on leaving the box, and sent)', async (_, typed) => {
    const { dialog } = await openEdit();
    await optionsLoaded(dialog);
    server.on('PATCH /subscriptions/41/', () => ok({ status: true, data: wire(sampleSubscription(today, 4, { quantity: 1 })) }));
    const quantity = field(dialog, SUBSCRIPTIONS_COPY.quantity);
    fireEvent.change(quantity, { target: { value: typed } });
    fireEvent.blur(quantity);
    expect(valueOf(quantity)).toBe('1');
    save(dialog);
    await waitFor(() => expect(server.to('PATCH /subscriptions/41/')).toHaveLength(1));
    expect(server.to('PATCH /subscriptions/41/')[0].body).toMatchObject({ quantity: 1 });
  });

  it.each([['0'], ['-2']])('refuses quantity %s (minimum 1) without sending', async (typed) => {
    const { dialog } = await openEdit();
    await optionsLoaded(dialog);
    fireEvent.change(field(dialog, SUBSCRIPTIONS_COPY.quantity), { target: { value: typed } });
    save(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SUBSCRIPTIONS_COPY.quantityAtLeastOne);
    expect(field(dialog, SUBSCRIPTIONS_COPY.quantity).getAttribute('aria-invalid')).toBe('true');
    expect(server.to('PATCH /subscriptions/41/')).toEqual([]);
  });

  it("a refused update says Update failed with the server's message and keeps the dialog as typed", async () => {
    const { dialog } = await openEdit();
    await optionsLoaded(dialog);
    server.on('PATCH /subscriptions/41/', () => ({ status: 400, body: { status: false, message: 'Only 5 units in stock' } }));
    fireEvent.change(field(dialog, SUBSCRIPTIONS_COPY.quantity), { target: { value: '9' } });
    save(dialog);
    await waitFor(() => expect(toastTitles()).toContainEqual([MSG.updateFailed, 'Only 5 units in stock']));
    expect(spy.toast).toHaveBeenCalledWith(expect.objectContaining({ title: MSG.updateFailed, duration: SUBSCRIPTION_TOAST_MS }));
    expect(screen.getByRole('dialog', { name: SUBSCRIPTIONS_COPY.editSubscription })).toBeTruthy();
    expect(valueOf(field(dialog, SUBSCRIPTIONS_COPY.quantity))).toBe('9');
    expect(server.to('GET /subscriptions/')).toHaveLength(1);
  });

  it('when the delivery options fail: Error loading delivery options / Please refresh the page, options left empty', async () => {
    server.on('GET /delivery-options/', () => 'network');
    const { dialog } = await openEdit();
    await waitFor(() => expect(toastTitles()).toContainEqual([MSG.deliveryOptionsFailed, MSG.deliveryOptionsRefresh]));
    const options = within(field(dialog, SUBSCRIPTIONS_COPY.deliveryOption)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([SUBSCRIPTIONS_COPY.chooseDeliveryOption]);
    save(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SUBSCRIPTIONS_COPY.selectDeliveryOption);
    expect(server.to('PATCH /subscriptions/41/')).toEqual([]);
  });
});

describe('Shift Order', () => {
  const ghee = 'Bilona Desi Cow Ghee 500 ml';

  async function openShift(list: readonly ProductSubscription[] = [sampleSubscription(today, 4)]) {
    const page = await openPage(list, '1003');
    fireEvent.click(screen.getByRole('button', { name: SUBSCRIPTIONS_COPY.shiftOrderOf(ghee) }));
    const dialog = await screen.findByRole('dialog', { name: SUBSCRIPTIONS_COPY.shiftOrder });
    return { ...page, dialog, date: within(dialog).getByLabelText(SUBSCRIPTIONS_COPY.shiftDate) };
  }
  const shift = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: SUBSCRIPTIONS_COPY.shift }));

  it('offers dates from the next delivery to 15 days after it', async () => {
    const { date } = await openShift();
    expect(date.getAttribute('type')).toBe('date');
    expect(date.getAttribute('min')).toBe('2026-11-25');
    expect(date.getAttribute('max')).toBe('2026-12-10');
  });

  it.each([
    ['no date', '', MSG.selectDate],
    ['a date before the next delivery', '2026-11-24', MSG.selectDateAfterNext],
    ['a date past the window', '2026-12-11', SUBSCRIPTIONS_COPY.shiftDateTooFar('Dec 10, 2026')],
  ])('refuses %s with its warning and sends nothing', async (_, typed, warning) => {
    const { dialog, date } = await openShift();
    fireEvent.change(date, { target: { value: typed } });
    shift(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(warning);
    expect(server.to('PATCH /subscriptions/41/')).toEqual([]);
  });

  it('sends {shifted_delivery_date}; Order shifted (3 s), the dialog closes, the list reloads: new date shown, no Shift Order', async () => {
    const { dialog, date, set } = await openShift();
    const shifted = sampleSubscription(today, 4, { shifted_delivery_date: '2026-11-28' });
    server.on('PATCH /subscriptions/41/', () => ok({ status: true, message: MSG.orderShifted, data: wire(shifted) }));
    fireEvent.change(date, { target: { value: '2026-11-28' } });
    set([shifted]);
    shift(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to('PATCH /subscriptions/41/').map((r) => r.body)).toEqual([{ shifted_delivery_date: '2026-11-28' }]);
    expect(toastTitles()).toContainEqual([MSG.orderShifted, undefined]);
    expect(spy.toast).toHaveBeenCalledWith(expect.objectContaining({ title: MSG.orderShifted, duration: SUBSCRIPTION_TOAST_MS }));
    await waitFor(() => expect(server.to('GET /subscriptions/')).toHaveLength(2));
    await waitFor(() => expect(fact(card(ghee), SUBSCRIPTIONS_COPY.nextDelivery)).toBe('Nov 28, 2026 (shifted from Nov 25, 2026)'));
    expect(within(card(ghee)).queryByRole('button', { name: SUBSCRIPTIONS_COPY.shiftOrderOf(ghee) })).toBeNull();
  });

  it("a refused shift says Shift failed with the server's message and keeps the dialog open", async () => {
    const { dialog, date } = await openShift();
    server.on('PATCH /subscriptions/41/', () => ({ status: 400, body: { status: false, message: 'This delivery was already shifted once' } }));
    fireEvent.change(date, { target: { value: '2026-11-30' } });
    shift(dialog);
    await waitFor(() => expect(toastTitles()).toContainEqual([MSG.shiftFailed, 'This delivery was already shifted once']));
    expect(spy.toast).toHaveBeenCalledWith(expect.objectContaining({ title: MSG.shiftFailed, duration: SUBSCRIPTION_TOAST_MS }));
    expect(screen.getByRole('dialog', { name: SUBSCRIPTIONS_COPY.shiftOrder })).toBeTruthy();
    expect('value' in date ? date.value : null).toBe('2026-11-30');
  });
});
