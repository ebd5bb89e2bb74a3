import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import { $cartCount, $elite, $loginDialog, $navState, $session, $toasts, setCartCount, type SubscriptionCheckoutState } from '@so/stores';
import { pageLoad } from '../shared/redirect.ts';
import { resetShopper } from '../shared/test-setup.ts';
import { Checkout } from './Checkout.tsx';
import { CHECKOUT_COPY } from './copy.ts';
import { sampleAddresses, sampleCart, sampleSubscriptionState } from './fixtures.ts';

const fake = vi.hoisted(() => ({
  api: {} as Record<string, unknown>,
  navigate: vi.fn((_href: string, _options?: { replace?: boolean; state?: unknown }) => undefined),
}));

// The stores create their client with @so/api's createApi: every call goes to this file's fake,
// so the shared cart state (reloaded after the cart is emptied) uses the fake too.
vi.mock('@so/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/api')>()),
  createApi: () => new Proxy({}, { get: (_target, key) => Reflect.get(fake.api, key) }),
}));
vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  navigate: fake.navigate,
}));

/** The calls that make a subscription, in the order they were sent. */
let sent: string[] = [];

function fakeApi(overrides: Record<string, unknown> = {}) {
  let cleared = false;
  const track = <A extends unknown[], T>(name: string, answer: (...args: A) => Promise<T>) =>
    vi.fn(async (...args: A) => {
      sent.push(name);
      return answer(...args);
    });
  fake.api = {
    cart: vi.fn(async () => (cleared ? sampleCart([]) : sampleCart())),
    addresses: vi.fn(async () => ({ status: true, data: sampleAddresses })),
    removeCartItem: track('removeCartItem', async (itemId: number) => {
      if (itemId === 502) cleared = true;
      return { status: true, message: 'Item removed' };
    }),
    createSubscription: track('createSubscription', async () => ({ status: true, message: 'Subscription created', data: { id: 41 } })),
    createSubscriptionOrder: track('createSubscriptionOrder', async () => ({
      status: true,
      message: 'Order placed successfully!',
      data: { id: 77, order_id: 'SO100077', used_coin: 0 },
    })),
    editOrderPaymentLink: track('editOrderPaymentLink', async () => ({
      status: true,
      payment_url: 'http://store.test/api/payments/sandbox/S1',
      txn_id: 'S1',
    })),
    ...overrides,
  };
}

async function open(state: SubscriptionCheckoutState = sampleSubscriptionState()) {
  $navState.set(state);
  const view = render(<Checkout />);
  await screen.findByRole('heading', { name: CHECKOUT_COPY.summaryTitle });
  return view;
}

const submitButton = () =>
  screen.getByRole('button', { name: new RegExp(`^(${CHECKOUT_COPY.subscribeAndPay}|${CHECKOUT_COPY.processing})$`) }) as HTMLButtonElement;
const summary = () => screen.getByRole('complementary');
const summaryRow = (label: string) => within(summary()).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent ?? '';
const addressGroup = () => screen.getByRole('group', { name: new RegExp(CHECKOUT_COPY.addressTitle) });
const toasts = () => $toasts.get().map((t) => ({ kind: t.kind, title: t.title, description: t.description }));
const calls = (name: string): unknown[][] => {
  const fn = fake.api[name];
  return vi.isMockFunction(fn) ? fn.mock.calls : [];
};

beforeEach(() => {
  sent = [];
  fakeApi();
  fake.navigate.mockClear();
  resetShopper();
  $elite.set('false');
  setCartCount(3);
});

afterEach(() => {
  vi.restoreAllMocks();
  $navState.set(null);
});

describe('Subscription checkout: what it shows', () => {
  it('shows the subscribed product with its price and discount, shipping by the address and what the first order costs', async () => {
    await open();
    const line = within(within(summary()).getByRole('list', { name: CHECKOUT_COPY.items })).getByRole('listitem');
    expect(line.textContent).toContain('Bilona Desi Cow Ghee 500 ml');
    expect(line.textContent).toContain('Qty 2');
    expect(line.textContent).toContain('Standard, every 7 days');
    expect(within(line).getByText('₹548.80').closest('s')).not.toBeNull();
    expect(line.textContent).toContain(`${CHECKOUT_COPY.subscriptionPrice} ₹521.36`);
    expect(within(line).getByText('5% off')).toBeTruthy();
    expect(summaryRow(CHECKOUT_COPY.perDelivery)).toBe('₹1,042.72');
    // The default address is in Mumbai: ₹100 shipping.
    expect(summaryRow(CHECKOUT_COPY.shipping)).toBe('₹100.00');
    expect(summaryRow(CHECKOUT_COPY.payableNow)).toBe('₹1,142.72');

    fireEvent.click(within(addressGroup()).getByRole('radio', { name: /Shanti Kunj/ }));
    expect(summaryRow(CHECKOUT_COPY.shipping)).toBe(CHECKOUT_COPY.free);
    expect(summaryRow(CHECKOUT_COPY.payableNow)).toBe('₹1,042.72');
  });

  it('ships free to SO Elite members anywhere', async () => {
    $elite.set('true');
    await open();
    expect(summaryRow(CHECKOUT_COPY.shipping)).toBe(CHECKOUT_COPY.free);
    expect(summaryRow(CHECKOUT_COPY.payableNow)).toBe('₹1,042.72');
  });

  it('offers no cash on delivery, coins, voucher or gift: payment is automatic and online', async () => {
    await open();
    expect(screen.queryByRole('radio', { name: new RegExp(CHECKOUT_COPY.cod) })).toBeNull();
    expect(screen.queryByText(new RegExp(CHECKOUT_COPY.cod))).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/SO Coin/)).toBeNull();
    const payment = screen.getByRole('region', { name: CHECKOUT_COPY.paymentLegend });
    expect(payment.textContent).toContain(CHECKOUT_COPY.online);
    expect(payment.textContent).toContain('Charged automatically for each delivery');
    expect(within(payment).queryByRole('radio')).toBeNull();
  });

  it('asks visitors to log in to subscribe and loads nothing', async () => {
    $session.set(null);
    $navState.set(sampleSubscriptionState());
    render(<Checkout />);
    expect($toasts.get().map((t) => t.title)).toEqual([MSG.loginToSubscribe]);
    expect($loginDialog.get()).toEqual({ open: true, reason: MSG.loginToSubscribe });
    expect(calls('addresses')).toHaveLength(0);
  });

  it('sends a shopper with no saved address to add one, with the subscription to come back to', async () => {
    const state = sampleSubscriptionState();
    fakeApi({ addresses: vi.fn(async () => ({ status: true, data: [] })) });
    $navState.set(state);
    render(<Checkout />);
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/profile/addresses/add', { state }));
    expect(calls('cart')).toHaveLength(0);
  });

  it('requires a billing address and sends nothing without one', async () => {
    fakeApi({ addresses: vi.fn(async () => ({ status: true, data: sampleAddresses.map((a) => ({ ...a, is_default: false })) })) });
    await open();
    expect(summaryRow(CHECKOUT_COPY.shipping)).toBe(CHECKOUT_COPY.shippingPending);
    fireEvent.click(submitButton());
    expect(within(addressGroup()).getByRole('alert').textContent).toBe(MSG.selectBillingAddress);
    expect(document.activeElement).toBe(within(addressGroup()).getAllByRole('radio')[0]);
    expect(sent).toEqual([]);
  });
});

describe('Subscription checkout: Subscribe and pay', () => {
  it('empties the cart first, then creates the subscription, its first order and the payment link, and opens the payment page', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    await open();
    fireEvent.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://store.test/api/payments/sandbox/S1'));
    expect(sent).toEqual(['removeCartItem', 'removeCartItem', 'createSubscription', 'createSubscriptionOrder', 'editOrderPaymentLink']);
    expect(calls('removeCartItem').map((c) => c[0])).toEqual([501, 502]);
    expect(calls('createSubscription')[0][0]).toEqual({ product: 1003, quantity: 2, delivery_options: 1 });
    expect(calls('createSubscriptionOrder')[0][0]).toEqual({ subscription_id: 41, billing_address: 32 });
    expect(calls('editOrderPaymentLink')[0][0]).toEqual({ order_id: 'SO100077', txnid: expect.stringMatching(/^SO[0-9A-Z]{10,23}$/) });
    expect($cartCount.get()).toBe(0);
    expect(submitButton().textContent).toBe(CHECKOUT_COPY.processing);
    expect(submitButton().disabled).toBe(true);
  });

  it('places one subscription on a double click', async () => {
    vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    await open();
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    await waitFor(() => expect(calls('editOrderPaymentLink')).toHaveLength(1));
    expect(calls('createSubscription')).toHaveLength(1);
  });

  it('stops when the cart cannot be emptied: "Error clearing cart / Please try again", nothing created', async () => {
    fakeApi({
      removeCartItem: vi.fn(async () => {
        throw new ApiError(MSG.tryAgainLater, 0);
      }),
    });
    await open();
    fireEvent.click(submitButton());
    const alert = await within(summary()).findByRole('alert');
    expect(alert.textContent).toBe(`${MSG.cartClearFailed}${MSG.cartClearRetry}`);
    expect(toasts()).toContainEqual({ kind: 'error', title: MSG.cartClearFailed, description: MSG.cartClearRetry });
    expect(calls('createSubscription')).toHaveLength(0);
    expect(fake.navigate).not.toHaveBeenCalled();
    expect(submitButton().disabled).toBe(false);
  });

  it('says "Subscription creation failed! / Please contact support." when the subscription is refused, and places no order', async () => {
    fakeApi({
      createSubscription: vi.fn(async () => {
        throw new ApiError('Only 1 unit of Bilona Desi Cow Ghee 500 ml left', 400);
      }),
    });
    await open();
    fireEvent.click(submitButton());
    const alert = await within(summary()).findByRole('alert');
    expect(alert.textContent).toBe(`${MSG.subscriptionCreationFailed}${MSG.contactSupport}`);
    expect(toasts()).toContainEqual({ kind: 'error', title: MSG.subscriptionCreationFailed, description: MSG.contactSupport });
    expect(calls('createSubscriptionOrder')).toHaveLength(0);
    expect(calls('editOrderPaymentLink')).toHaveLength(0);
  });

  it('when the first order fails, says so, and a retry orders the same subscription instead of making a second', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    const createSubscriptionOrder = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(MSG.tryAgainLater, 0))
      .mockResolvedValueOnce({ status: true, message: 'Order placed successfully!', data: { id: 77, order_id: 'SO100077', used_coin: 0 } });
    fakeApi({ createSubscriptionOrder });
    await open();
    fireEvent.click(submitButton());
    const alert = await within(summary()).findByRole('alert');
    expect(alert.textContent).toBe(`${MSG.subscriptionCreationFailed}${MSG.contactSupport}`);
    expect(toasts().map((t) => t.title)).toContain(MSG.subscriptionCreationFailed);
    expect(calls('editOrderPaymentLink')).toHaveLength(0);

    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls('createSubscription')).toHaveLength(1);
    expect(createSubscriptionOrder).toHaveBeenCalledTimes(2);
    expect(createSubscriptionOrder).toHaveBeenNthCalledWith(1, expect.objectContaining({ subscription_id: 41 }));
    expect(createSubscriptionOrder).toHaveBeenNthCalledWith(2, expect.objectContaining({ subscription_id: 41 }));
    // The cart was emptied once, before the subscription.
    expect(calls('removeCartItem')).toHaveLength(2);
  });

  it('when the payment page cannot be opened, says the first order waits in the orders and goes to /profile#subscribe', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    fakeApi({
      editOrderPaymentLink: vi.fn(async () => {
        throw new ApiError('Payment gateway unavailable', 503);
      }),
    });
    await open();
    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/profile#subscribe'));
    expect(toasts()).toContainEqual({ kind: 'warning', title: CHECKOUT_COPY.subscriptionPayLater, description: CHECKOUT_COPY.subscriptionPayLaterHint });
    expect(toasts().map((t) => t.title)).not.toContain(MSG.subscriptionCreationFailed);
    expect(assign).not.toHaveBeenCalled();
  });
});
