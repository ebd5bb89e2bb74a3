import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type OrderRequest } from '@so/api';
import { MSG } from '@so/contract';
import { $cart, $cartCount, $cartExtras, $elite, $loginDialog, $navState, $session, $toasts, activeCartExtras, setCartCount, setCartVoucher, type CheckoutState } from '@so/stores';
import { sampleAddress } from '../shared/account-fixtures.ts';
import { pageLoad } from '../shared/redirect.ts';
import { resetShopper } from '../shared/test-setup.ts';
import { checkoutTotals, meetsMinimum } from './checkout.ts';
import { Checkout } from './Checkout.tsx';
import { CHECKOUT_COPY } from './copy.ts';
import { sampleAddresses, sampleCart, sampleCartItem, sampleCheckoutData, sampleDeliveryOptions } from './fixtures.ts';

const fake = vi.hoisted(() => ({
  api: {} as Record<string, unknown>,
  navigate: vi.fn((_href: string, _options?: { replace?: boolean; state?: unknown }) => undefined),
}));

// The stores create their client with @so/api's createApi: every call goes to this file's fake,
// so the shared cart state (reloaded after an order) uses the fake too.
vi.mock('@so/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/api')>()),
  createApi: () => new Proxy({}, { get: (_target, key) => Reflect.get(fake.api, key) }),
}));
vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  navigate: fake.navigate,
}));

const fromCart = (overrides: Partial<CheckoutState> = {}): CheckoutState => ({ source: 'cart', voucher_code: null, used_coin: 0, ...overrides });

function fakeApi(overrides: Record<string, unknown> = {}) {
  let placed = false;
  fake.api = {
    // The server empties the cart when it takes the order.
    cart: vi.fn(async () => (placed ? sampleCart([]) : sampleCart())),
    addresses: vi.fn(async () => ({ status: true, data: sampleAddresses })),
    deliveryOptions: vi.fn(async () => ({ status: true, data: sampleDeliveryOptions })),
    profile: vi.fn(async () => ({ status: true, data: { contact_id: 501, is_wallet: true } })),
    walletHistory: vi.fn(async () => ({ status: true, available_coin: 120, SoseCoins: [] })),
    validateVoucher: vi.fn(async () => ({ status: true, message: 'Voucher applied!', total: 182400, gst_amt: 8686, discount_amt: 5000, final_total: 177400 })),
    createOrder: vi.fn(async () => {
      placed = true;
      return { status: true, message: 'Order placed successfully!', data: { id: 9, order_id: 'SO100009', used_coin: 0 } };
    }),
    orderPaymentLink: vi.fn(async () => ({ status: true, payment_url: 'http://store.test/api/payments/sandbox/T1', txn_id: 'T1', order_id: 'SO100010' })),
    ...overrides,
  };
}

async function open(state: CheckoutState | null = fromCart()) {
  $navState.set(state);
  const view = render(<Checkout />);
  if (state) await screen.findByRole('heading', { name: CHECKOUT_COPY.summaryTitle });
  return view;
}

const placeButton = () => screen.getByRole('button', { name: new RegExp(`^(${CHECKOUT_COPY.placeOrder}|${CHECKOUT_COPY.proceedToPay}|${CHECKOUT_COPY.processing})$`) }) as HTMLButtonElement;
const addressGroup = () => screen.getByRole('group', { name: new RegExp(CHECKOUT_COPY.addressTitle) });
const payGroup = () => screen.getByRole('group', { name: CHECKOUT_COPY.paymentLegend });
const summaryRow = (label: string) => {
  const term = within(screen.getByRole('complementary')).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
};
const chooseCod = () => fireEvent.click(within(payGroup()).getByRole('radio', { name: new RegExp(CHECKOUT_COPY.cod) }));
const chooseOnline = () => fireEvent.click(within(payGroup()).getByRole('radio', { name: new RegExp(CHECKOUT_COPY.online) }));
const toastTitles = () => $toasts.get().map((t) => t.title);

beforeEach(() => {
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

describe('Checkout: arriving', () => {
  it('goes back to /cart (replacing the entry) without checkout state', async () => {
    const { container } = await open(null);
    expect(fake.navigate).toHaveBeenCalledWith('/cart', { replace: true });
    expect(container.textContent).toBe('');
    expect(fake.api.cart).not.toHaveBeenCalled();
  });

  it('asks visitors to log in with the store text and loads nothing', async () => {
    $session.set(null);
    $navState.set(fromCart());
    render(<Checkout />);
    expect(toastTitles()).toEqual([MSG.loginToOrder]);
    expect($loginDialog.get()).toEqual({ open: true, reason: MSG.loginToOrder });
    expect(screen.getByText(CHECKOUT_COPY.loginPrompt)).toBeTruthy();
    expect(fake.api.cart).not.toHaveBeenCalled();
  });

  it('sends a shopper with no saved address to add one, saying why, with the checkout state to come back', async () => {
    const state = fromCart({ voucher_code: 'FLAT50' });
    fakeApi({ addresses: vi.fn(async () => ({ status: true, data: [] })) });
    $navState.set(state);
    const first = render(<Checkout />);
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/profile/addresses/add', { state }));
    expect(toastTitles()).toEqual([CHECKOUT_COPY.noAddressToast]);
    first.unmount();

    // Back without saving one: a link instead of sending them round again.
    fake.navigate.mockClear();
    render(<Checkout />);
    const link = await screen.findByRole('link', { name: CHECKOUT_COPY.addNewAddress });
    expect(link.getAttribute('href')).toMatch(/\/profile\/addresses\/add$/);
    expect(fake.navigate).not.toHaveBeenCalled();
  });

  it('says the cart is empty when there is nothing left to order', async () => {
    fakeApi({ cart: vi.fn(async () => sampleCart([])) });
    $navState.set(fromCart());
    render(<Checkout />);
    expect(await screen.findByText(MSG.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.shopNow }).getAttribute('href')).toMatch(/\/shop$/);
  });

  it('shows the checkout error texts when loading fails, and tries again', async () => {
    let fail = true;
    fakeApi({
      cart: vi.fn(async () => {
        if (fail) throw new ApiError(MSG.tryAgainLater, 0);
        return sampleCart();
      }),
    });
    $navState.set(fromCart());
    render(<Checkout />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.somethingWentWrong);
    expect(alert.textContent).toContain(MSG.tryAgainLater);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('heading', { name: CHECKOUT_COPY.summaryTitle })).toBeTruthy();
  });
});

describe('Checkout: choices', () => {
  it('shows 2 addresses first, the default chosen, and all of them after Show all addresses', async () => {
    await open();
    const radios = () => within(addressGroup()).getAllByRole('radio') as HTMLInputElement[];
    expect(radios()).toHaveLength(2);
    expect(radios()[0].checked).toBe(true);
    expect(radios()[0].closest('label')?.textContent).toContain('Nariman Point');
    expect(screen.queryByText('9, Koregaon Park')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(CHECKOUT_COPY.showAllAddresses) }));
    expect(radios()).toHaveLength(3);
    expect(screen.getByText('9, Koregaon Park')).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(CHECKOUT_COPY.showAllAddresses) })).toBeNull();
  });

  it('offers no Show all addresses with 2 or fewer', async () => {
    fakeApi({ addresses: vi.fn(async () => ({ status: true, data: sampleAddresses.slice(0, 2) })) });
    await open();
    expect(screen.queryByRole('button', { name: new RegExp(CHECKOUT_COPY.showAllAddresses) })).toBeNull();
  });

  it('charges ₹100.00 shipping outside Ahmedabad, free in Ahmedabad, and adds it to the payable total', async () => {
    await open();
    expect(summaryRow(CHECKOUT_COPY.total)).toBe('₹1,824.00');
    expect(summaryRow(CHECKOUT_COPY.shipping)).toBe('₹100.00');
    expect(summaryRow(CHECKOUT_COPY.payable)).toBe('₹1,924.00');
    expect(screen.getByText(CHECKOUT_COPY.coinsEarned(19))).toBeTruthy();
    fireEvent.click(within(addressGroup()).getByRole('radio', { name: /Shanti Kunj/ }));
    expect(summaryRow(CHECKOUT_COPY.shipping)).toBe(CHECKOUT_COPY.free);
    expect(summaryRow(CHECKOUT_COPY.payable)).toBe('₹1,824.00');
    expect(screen.getByText(CHECKOUT_COPY.coinsEarned(18))).toBeTruthy();
  });

  it('ships free to SO Elite members anywhere', async () => {
    $elite.set('true');
    await open();
    expect(summaryRow(CHECKOUT_COPY.shipping)).toBe(CHECKOUT_COPY.free);
    expect(summaryRow(CHECKOUT_COPY.payable)).toBe('₹1,824.00');
  });

  it('shows the delivery method read-only with the stated 4-7 days', async () => {
    await open();
    const delivery = screen.getByRole('region', { name: CHECKOUT_COPY.deliveryTitle });
    expect(delivery.textContent).toContain('Standard');
    expect(delivery.textContent).toContain('Delivery in 4-7 days');
    expect(within(delivery).queryByRole('radio')).toBeNull();
  });

  it('requires a billing address and a payment method, with their messages, and sends nothing', async () => {
    fakeApi({ addresses: vi.fn(async () => ({ status: true, data: sampleAddresses.map((a) => ({ ...a, is_default: false })) })) });
    await open();
    expect(summaryRow(CHECKOUT_COPY.shipping)).toBe(CHECKOUT_COPY.shippingPending);
    fireEvent.click(placeButton());
    expect(within(addressGroup()).getByText(MSG.selectBillingAddress)).toBeTruthy();
    expect(within(payGroup()).getByText(CHECKOUT_COPY.selectPayment)).toBeTruthy();
    const firstAddress = within(addressGroup()).getAllByRole('radio')[0];
    expect(firstAddress.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstAddress.getAttribute('aria-describedby') ?? '')?.textContent).toBe(MSG.selectBillingAddress);
    expect(document.activeElement).toBe(within(addressGroup()).getAllByRole('radio')[0]);
    expect(fake.api.createOrder).not.toHaveBeenCalled();
    expect(fake.api.orderPaymentLink).not.toHaveBeenCalled();

    fireEvent.click(within(addressGroup()).getAllByRole('radio')[1]);
    expect(screen.queryByText(MSG.selectBillingAddress)).toBeNull();
    fireEvent.click(placeButton());
    expect(screen.getByText(CHECKOUT_COPY.selectPayment)).toBeTruthy();
    expect(document.activeElement).toBe(within(payGroup()).getAllByRole('radio')[0]);
    chooseCod();
    expect(screen.queryByText(CHECKOUT_COPY.selectPayment)).toBeNull();
  });

  it('blocks an order at or below the ₹250 minimum', async () => {
    fakeApi({ cart: vi.fn(async () => sampleCart([sampleCartItem({ product_name: 'Tulsi Green Tea', selling_price: 25000, quantity: 1 })])) });
    await open();
    expect(screen.getByText(MSG.minimumOrderValue)).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
  });
});

describe('Checkout: voucher and coins', () => {
  it('takes the voucher totals again and sends the code', async () => {
    await open(fromCart({ voucher_code: 'FLAT50' }));
    expect(fake.api.validateVoucher).toHaveBeenCalledWith('FLAT50');
    expect(summaryRow(CHECKOUT_COPY.discount('FLAT50'))).toBe('−₹50.00');
    expect(summaryRow(CHECKOUT_COPY.payable)).toBe('₹1,874.00');
    chooseCod();
    fireEvent.click(placeButton());
    await waitFor(() => expect(fake.api.createOrder).toHaveBeenCalledTimes(1));
    expect(fake.api.createOrder).toHaveBeenCalledWith(expect.objectContaining({ udf4: 'FLAT50' }));
  });

  it('drops a voucher that no longer applies, with the server reason', async () => {
    fakeApi({
      validateVoucher: vi.fn(async () => {
        throw new ApiError('This voucher has expired', 400);
      }),
    });
    await open(fromCart({ voucher_code: 'EXPIRED20' }));
    expect(screen.getByText(`${CHECKOUT_COPY.voucherDropped('EXPIRED20')}: This voucher has expired`)).toBeTruthy();
    expect(screen.queryByText(CHECKOUT_COPY.discount('EXPIRED20'))).toBeNull();
    chooseCod();
    fireEvent.click(placeButton());
    await waitFor(() => expect(fake.api.createOrder).toHaveBeenCalledWith(expect.objectContaining({ udf4: null })));
  });

  it('subtracts redeemed coins from the payable total and earns none', async () => {
    await open(fromCart({ used_coin: 40 }));
    expect(summaryRow(CHECKOUT_COPY.coinsRedeemed)).toBe('−₹40.00');
    expect(summaryRow(CHECKOUT_COPY.payable)).toBe('₹1,884.00');
    expect(screen.getByText(CHECKOUT_COPY.noCoinsWhenRedeemed)).toBeTruthy();
    chooseCod();
    fireEvent.click(placeButton());
    await waitFor(() => expect(fake.api.createOrder).toHaveBeenCalledWith(expect.objectContaining({ used_coin: 40 })));
  });
});

describe('Checkout: placing the order', () => {
  it('cash on delivery: sends the order request, empties the counter, toasts and opens /profile#orders', async () => {
    await open();
    chooseCod();
    fireEvent.click(screen.getByRole('checkbox', { name: CHECKOUT_COPY.giftLabel }));
    fireEvent.change(screen.getByLabelText(CHECKOUT_COPY.giftMessage), { target: { value: ' Happy Diwali! ' } });
    fireEvent.click(placeButton());
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/profile#orders'));
    const body = (fake.api.createOrder as ReturnType<typeof vi.fn>).mock.calls[0][0] as OrderRequest;
    // No amounts: the server prices the order itself.
    expect(body).toEqual({
      address1: 32,
      pay_type: 'COD',
      udf4: null,
      udf5: 'Happy Diwali!',
      is_gift: true,
      used_coin: 0,
      client_key: expect.stringMatching(/^SO[0-9A-Z]{10,23}$/),
    });
    expect($cartCount.get()).toBe(0);
    await waitFor(() => expect($cart.get().status).toBe('ready'));
    expect($cart.get().data?.cart_items).toEqual([]);
    expect($cartCount.get()).toBe(0);
    expect(toastTitles()).toContain('Order placed successfully!');
    expect(fake.api.orderPaymentLink).not.toHaveBeenCalled();
  });

  it('a placed order leaves no voucher behind, even when the page is left before the cart reloads', async () => {
    await open(fromCart({ voucher_code: 'SOWELCOME10' }));
    setCartVoucher({ code: 'SOWELCOME10', total: 192_400, gst_amt: 0, discount_amt: 10_000, final_total: 182_400, signature: 'lines' });
    expect(activeCartExtras().voucher?.code).toBe('SOWELCOME10');
    // The cart's reload never answers: the shopper has gone on before it does.
    fake.api.cart = vi.fn(() => new Promise(() => undefined));
    chooseCod();
    fireEvent.click(placeButton());
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/profile#orders'));
    expect(activeCartExtras()).toEqual({ voucher: null, coins: null });
    expect($cartExtras.get().voucher).toBeNull();
  });

  it('online payment: asks for the payment link with the same per-visit key and loads the payment page', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    await open();
    chooseOnline();
    expect(placeButton().textContent).toBe(CHECKOUT_COPY.proceedToPay);
    fireEvent.click(placeButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://store.test/api/payments/sandbox/T1'));
    const fields = (fake.api.orderPaymentLink as ReturnType<typeof vi.fn>).mock.calls[0][0] as Record<string, unknown>;
    expect(fields).toEqual({ txnid: expect.any(String), billing_address: 32, is_a_gift: false, giftMessage: null, voucherCode: null, used_coin: 0 });
    expect(String(fields.txnid)).toMatch(/^SO[0-9A-Z]{10,23}$/);
    expect($cartCount.get()).toBe(0);
    expect(fake.api.createOrder).not.toHaveBeenCalled();
    expect(placeButton().textContent).toBe(CHECKOUT_COPY.processing);
  });

  it('a double click places one order; a retry after a lost answer sends the same key', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const createOrder = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)).then(() => Promise.reject(new ApiError(MSG.tryAgainLater, 0))))
      .mockResolvedValueOnce({ status: true, message: 'Order placed successfully!', data: { id: 9, order_id: 'SO100009', used_coin: 0 } });
    fakeApi({ createOrder });
    await open();
    chooseCod();
    fireEvent.click(placeButton());
    fireEvent.click(placeButton());
    fireEvent.submit(placeButton().closest('form') as HTMLFormElement);
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(placeButton().disabled).toBe(true);
    expect(placeButton().textContent).toBe(CHECKOUT_COPY.processing);

    await act(async () => answer(null));
    const alert = within(screen.getByRole('complementary')).getByRole('alert');
    expect(alert.textContent).toContain(MSG.somethingWentWrong);
    expect(alert.textContent).toContain(MSG.tryAgainLater);
    expect(placeButton().disabled).toBe(false);

    fireEvent.click(placeButton());
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(2));
    const keys = createOrder.mock.calls.map((call) => (call[0] as OrderRequest).client_key);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the server message when the order is refused and keeps every choice', async () => {
    fakeApi({
      createOrder: vi.fn(async () => {
        throw new ApiError('Only 2 units of A2 Desi Cow Ghee 500 ml left', 409);
      }),
    });
    await open();
    chooseCod();
    fireEvent.click(screen.getByRole('checkbox', { name: CHECKOUT_COPY.giftLabel }));
    fireEvent.change(screen.getByLabelText(CHECKOUT_COPY.giftMessage), { target: { value: 'For Dadi' } });
    fireEvent.click(placeButton());
    const alert = await within(screen.getByRole('complementary')).findByRole('alert');
    expect(alert.textContent).toBe('Only 2 units of A2 Desi Cow Ghee 500 ml left');
    expect(toastTitles()).toContain('Only 2 units of A2 Desi Cow Ghee 500 ml left');
    expect((screen.getByLabelText(CHECKOUT_COPY.giftMessage) as HTMLTextAreaElement).value).toBe('For Dadi');
    expect((within(payGroup()).getByRole('radio', { name: new RegExp(CHECKOUT_COPY.cod) }) as HTMLInputElement).checked).toBe(true);
    expect(fake.navigate).not.toHaveBeenCalled();
    expect($cartCount.get()).toBe(3);
  });

  it('says Something went wrong when the payment link has no URL', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    fakeApi({ orderPaymentLink: vi.fn(async () => ({ status: true })) });
    await open();
    chooseOnline();
    fireEvent.click(placeButton());
    const alert = await within(screen.getByRole('complementary')).findByRole('alert');
    expect(alert.textContent).toContain(MSG.somethingWentWrong);
    expect(assign).not.toHaveBeenCalled();
    expect($cartCount.get()).toBe(3);
  });
});

describe('checkout rules', () => {
  it('payable = cart final total + shipping − coins; shipping unknown until an address is chosen', () => {
    const data = sampleCheckoutData({ final: 30000, usedCoin: 0 });
    expect(checkoutTotals(data, null)).toEqual({ shipping: null, coins: 0, payable: 30000, earned: 3 });
    expect(checkoutTotals(data, sampleAddress({ city_obj: { id: 301, name: 'Mumbai' } })).payable).toBe(40000);
    expect(checkoutTotals({ ...data, elite: true }, null).shipping).toBe(0);
    expect(checkoutTotals({ ...data, usedCoin: 50 }, sampleAddress()).payable).toBe(25000);
  });

  it('the ₹250 minimum looks at the total after a discount voucher, but before a gift voucher (it pays for the order)', () => {
    const items = [sampleCartItem({ product_name: 'A2 Gir Cow Ghee 500 ml' })];
    const discounted = sampleCheckoutData({ items, total: 34160, discount: 10000, final: 24160 });
    expect(meetsMinimum(discounted)).toBe(false);
    expect(meetsMinimum({ ...discounted, giftVoucher: true })).toBe(true);
    expect(meetsMinimum(sampleCheckoutData({ items, total: 20000, discount: 20000, final: 0, giftVoucher: true }))).toBe(false);
  });
});
