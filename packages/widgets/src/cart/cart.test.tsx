import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import {
  $cartCount,
  $cartExtras,
  $loginDialog,
  $session,
  $toasts,
  closeLoginDialog,
  cartSignature,
  cartTotals,
  completeLogin,
  setCartCoins,
  setCartVoucher,
  type CartData,
} from '@so/stores';
import { sampleProfile } from '../shared/account-fixtures.ts';
import { sampleUser } from '../shared/fixtures.ts';
import { recordNavigations, resetCart, resetShopper, serverCart } from '../shared/test-setup.ts';
import { Cart } from './Cart.tsx';
import { CartView, type CartViewProps } from './CartView.tsx';
import { CART_COPY } from './copy.ts';
import { defaultLines, sampleCart, sampleLine } from '../shared/cart-fixtures.ts';
import { checkCoins, checkLineQuantity, checkoutBlock, lineStock } from './rules.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));
// The stores create their client with @so/api's createApi: every call goes to this file's fake.
vi.mock('@so/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/api')>()),
  createApi: () => new Proxy({}, { get: (_target, key) => Reflect.get(fake.api, key) }),
}));

const refused = (message: string, status = 400, extra: Record<string, unknown> = {}) =>
  new ApiError(message, status, { status: false, message, ...extra });
const offline = () => new ApiError(MSG.tryAgainLater, 0, 'fetch failed');

function wallet(available: number, isWallet = true) {
  return {
    profile: vi.fn(async () => ({ status: true, data: sampleProfile({ is_wallet: isWallet }) })),
    walletHistory: vi.fn(async () => ({ status: true, available_coin: available, SoseCoins: [] })),
  };
}

const titles = () => $toasts.get().map((t) => t.title);
const navigations = recordNavigations();

beforeEach(() => {
  fake.api = {};
  resetShopper();
  resetCart();
});

afterEach(() => {
  vi.useRealTimers();
});

// ─── Rules ───

describe('cart rules', () => {
  it('checks a typed quantity with the store texts', () => {
    expect(checkLineQuantity('3', 4)).toEqual({ ok: true, quantity: 3 });
    expect(checkLineQuantity('0', 4)).toEqual({ ok: false, kind: 'warning', title: MSG.quantityGreaterThanZero });
    expect(checkLineQuantity('-2', 4)).toEqual({ ok: false, kind: 'error', title: MSG.quantityBelowZero });
    expect(checkLineQuantity('5', 4)).toEqual({ ok: false, kind: 'error', title: MSG.invalidQuantity, description: MSG.maximumUnits(4) });
    expect(checkLineQuantity('2.5', 4)).toMatchObject({ ok: false, title: MSG.invalidQuantity });
    expect(checkLineQuantity(' ', 4)).toEqual({ ok: false, empty: true });
  });

  it('caps a line at its stock, or 20 when the stock is unknown; none or 0 is out of stock', () => {
    expect(lineStock(sampleLine({ available_quantity: { Quantity: 4 } }))).toEqual({ outOfStock: false, max: 4 });
    expect(lineStock(sampleLine({ available_quantity: { Quantity: null } }))).toEqual({ outOfStock: true, max: 0 });
    expect(lineStock(sampleLine({ available_quantity: { Quantity: 0 } }))).toEqual({ outOfStock: true, max: 0 });
    // A backend that does not say (no Quantity at all).
    const unknown: { Quantity: number | null } = JSON.parse('{}');
    expect(lineStock(sampleLine({ available_quantity: unknown }))).toEqual({ outOfStock: false, max: 20 });
  });

  it('checks coins in the documented order', () => {
    const base = { loggedIn: true, contactId: 501, text: '10', available: 50, finalTotalPaise: 3000_00 };
    expect(checkCoins({ ...base, loggedIn: false, contactId: null, text: '0' })).toEqual({ ok: false, message: MSG.loginToRedeem, login: true });
    expect(checkCoins({ ...base, contactId: null, text: '0' })).toEqual({ ok: false, message: MSG.userNotLoaded });
    expect(checkCoins({ ...base, text: '0', available: 0 })).toEqual({ ok: false, message: MSG.coinsGreaterThanZero });
    expect(checkCoins({ ...base, text: '', available: 0 })).toEqual({ ok: false, message: MSG.coinsGreaterThanZero });
    expect(checkCoins({ ...base, text: '51', finalTotalPaise: 10_00 })).toEqual({ ok: false, message: MSG.coinsAboveAvailable });
    // ₹40.99 takes at most 40 coins.
    expect(checkCoins({ ...base, text: '41', finalTotalPaise: 40_99 })).toEqual({ ok: false, message: MSG.coinsAboveTotal });
    expect(checkCoins({ ...base, text: '40', finalTotalPaise: 40_99 })).toEqual({ ok: true, coins: 40 });
  });

  it('blocks checkout for out-of-stock lines first, then below the minimum (books exempt)', () => {
    const out = [sampleLine({ id: 1, product_name: 'Ghee', available_quantity: { Quantity: null } }), sampleLine({ id: 2, product_name: 'Honey', available_quantity: { Quantity: 0 } })];
    expect(checkoutBlock(out, 900_00)).toEqual({ title: MSG.cannotProceedToCheckout, description: MSG.isOutOfStock('Ghee, Honey') });
    expect(checkoutBlock([sampleLine({ product_name: 'Ghee' })], 250_00)).toEqual({ title: MSG.minimumOrderValue });
    expect(checkoutBlock([sampleLine({ product_name: 'Ayurveda Cook Book' })], 199_00)).toBeNull();
    expect(checkoutBlock([sampleLine({ product_name: 'Ghee' })], 250_01)).toBeNull();
  });

});

// ─── The pure view ───

function viewProps(overrides: Partial<CartViewProps> = {}): CartViewProps {
  const cart = sampleCart();
  return {
    state: { status: 'ready', cart, totals: cartTotals(cart, null, 0) },
    voucher: {
      value: '',
      applied: null,
      editing: false,
      busy: false,
      error: null,
      onChange: vi.fn(),
      onApply: vi.fn(),
      onEdit: vi.fn(),
      onCancelEdit: vi.fn(),
      onRemove: vi.fn(),
    },
    coins: null,
    onQuantity: vi.fn(),
    onRemove: vi.fn(),
    onDownload: vi.fn(),
    onCheckout: vi.fn(),
    ...overrides,
  };
}

describe('CartView', () => {
  it('lists each line with its link, unit price, quantity, line total, and the Order Total panel in ₹ with 2 decimals', () => {
    render(<CartView {...viewProps()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(CART_COPY.title);
    const ghee = screen.getByRole('link', { name: 'A2 Desi Cow Ghee 500 ml' });
    expect(ghee.getAttribute('href')).toMatch(/\/products\/1001\/a2-desi-cow-ghee-500-ml$/);
    expect((screen.getByLabelText(CART_COPY.quantityOf('A2 Desi Cow Ghee 500 ml')) as HTMLInputElement).value).toBe('2');
    expect(screen.getByText('₹1,575.00')).toBeTruthy();
    const panel = screen.getByRole('complementary', { name: CART_COPY.orderTotal });
    for (const label of [CART_COPY.total, CART_COPY.gstIncluded, CART_COPY.discount, CART_COPY.finalTotal]) expect(within(panel).getByText(label)).toBeTruthy();
    expect(within(panel).getAllByText('₹2,521.00')).toHaveLength(2);
    expect(within(panel).getByText('₹0.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: CART_COPY.continueShopping }).getAttribute('href')).toMatch(/\/shop$/);
  });

  it('limits the stepper to the stock and marks out-of-stock lines in words', () => {
    const cart = sampleCart([sampleLine({ id: 1, quantity: 4, available_quantity: { Quantity: 4 } }), sampleLine({ id: 2, product_name: 'Honey', available_quantity: { Quantity: null } })]);
    render(<CartView {...viewProps({ state: { status: 'ready', cart, totals: cartTotals(cart, null, 0) } })} />);
    const increase = screen.getAllByRole('button', { name: 'Increase quantity' });
    expect((increase[0] as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(MSG.outOfStock)).toBeTruthy();
    expect((screen.getByLabelText(CART_COPY.quantityOf('Honey')) as HTMLInputElement).disabled).toBe(true);
  });

  it('shows "Your cart is empty" with Shop Now', () => {
    const cart = sampleCart([]);
    render(<CartView {...viewProps({ state: { status: 'ready', cart, totals: cartTotals(cart, null, 0) } })} />);
    expect(screen.getByText(MSG.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.shopNow }).getAttribute('href')).toMatch(/\/shop$/);
    expect(screen.queryByText(CART_COPY.processCheckout)).toBeNull();
  });

  it('offers Try again when the cart cannot load', () => {
    const onRetry = vi.fn();
    render(<CartView {...viewProps({ state: { status: 'error', onRetry } })} />);
    expect(screen.getByRole('alert').textContent).toContain(MSG.somethingWentWrong);
    fireEvent.click(screen.getByRole('button', { name: MSG.tryAgain }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('locks an applied voucher (read-only) and offers Edit and Remove instead of Apply', () => {
    const props = viewProps();
    render(<CartView {...props} voucher={{ ...props.voucher, value: 'FLAT50', applied: 'FLAT50' }} />);
    const input = screen.getByLabelText(CART_COPY.voucherCode) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: CART_COPY.apply })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.editVoucher }));
    expect(props.voucher.onEdit).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.removeVoucher }));
    expect(props.voucher.onRemove).toHaveBeenCalled();
  });

  // In the browser the page re-renders before the click's default action runs; were the Edit
  // button reused as the Apply (submit) button, that click would submit the old code again.
  it('Edit opens the field for a new code without submitting the form, and focus follows the buttons', () => {
    const props = viewProps();
    const onApply = vi.fn();
    function Harness() {
      const [applied, setApplied] = useState<string | null>('FLAT50');
      const [editing, setEditing] = useState(false);
      const voucher = {
        ...props.voucher,
        value: 'FLAT50',
        applied,
        editing,
        onApply,
        onEdit: () => flushSync(() => setEditing(true)),
        onCancelEdit: () => flushSync(() => setEditing(false)),
        onRemove: () => flushSync(() => setApplied(null)),
      };
      return <CartView {...props} voucher={voucher} />;
    }
    render(<Harness />);
    const input = screen.getByLabelText(CART_COPY.voucherCode) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.editVoucher }));
    expect(onApply).not.toHaveBeenCalled();
    expect(input.readOnly).toBe(false);
    expect(screen.getByRole('button', { name: CART_COPY.apply })).toBeTruthy();
    expect(document.activeElement).toBe(input);
    const cancel = screen.getByRole('button', { name: CART_COPY.cancel });
    cancel.focus();
    fireEvent.click(cancel);
    expect(onApply).not.toHaveBeenCalled();
    expect(input.readOnly).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: CART_COPY.editVoucher }));
    const remove = screen.getByRole('button', { name: CART_COPY.removeVoucher });
    remove.focus();
    fireEvent.click(remove);
    expect(onApply).not.toHaveBeenCalled();
    expect(input.readOnly).toBe(false);
    expect(document.activeElement).toBe(input);
  });
});

describe('CartView: coins', () => {
  const coins = (redeemed: number | null) => ({ available: 150, cap: 150, value: '40', redeemed, sending: false, error: null, onChange: vi.fn(), onSend: vi.fn() });

  it('gives focus to the coins field once redeemed, as the OTP dialog closes onto the now disabled button', async () => {
    const props = viewProps({ coins: coins(null) });
    const { rerender } = render(<CartView {...props} />);
    const send = screen.getByRole('button', { name: CART_COPY.sendOtp });
    send.focus();
    send.blur(); // the dialog had focus; closing it leaves focus on the page
    rerender(<CartView {...props} coins={coins(40)} />);
    const redeemedButton = screen.getByRole('button', { name: CART_COPY.redeemed }) as HTMLButtonElement;
    expect(redeemedButton.disabled).toBe(true);
    const input = screen.getByLabelText(CART_COPY.coinsToRedeem) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.readOnly).toBe(true);
  });
});

// ─── The connected page ───

async function renderCart(data: CartData = sampleCart(), extra: Record<string, unknown> = {}) {
  const server = serverCart(data);
  fake.api = { cart: server.cart, ...wallet(0, false), ...extra };
  const props = { saveFile: vi.fn(), alertFn: vi.fn(), quantityDelay: 0 };
  const view = render(<Cart {...props} />);
  await screen.findByRole('complementary', { name: CART_COPY.orderTotal });
  return { server, props, view };
}

const qty = (name: string) => screen.getByLabelText(CART_COPY.quantityOf(name)) as HTMLInputElement;
const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
/** The line's total as shown (without its visually hidden label). */
const lineTotal = (name: string) => lineOf(name).querySelector('.cart-line__total .price')?.textContent;
const panel = () => screen.getByRole('complementary', { name: CART_COPY.orderTotal });

describe('Cart: loading and quantities', () => {
  it('shows a skeleton, then the cart, and keeps the header counter in step', async () => {
    const server = serverCart(sampleCart());
    fake.api = { cart: server.cart, ...wallet(0, false) };
    render(<Cart quantityDelay={0} />);
    expect(screen.getByRole('status', { busy: true }).textContent).toContain(CART_COPY.loading);
    await screen.findByRole('link', { name: 'Raw Forest Honey 250 g' });
    expect($cartCount.get()).toBe(3);
  });

  it('offers Try again after a failed load', async () => {
    const cart = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue({ status: true, data: sampleCart() });
    fake.api = { cart, ...wallet(0, false) };
    render(<Cart quantityDelay={0} />);
    fireEvent.click(await screen.findByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('link', { name: 'Tulsi Green Tea' })).toBeTruthy();
  });

  it('warns "Please set the quantity greater than 0!" without calling the server; the box goes back to the quantity its total is for', async () => {
    const updateCartItem = vi.fn();
    await renderCart(undefined, { updateCartItem });
    fireEvent.change(qty('Tulsi Green Tea'), { target: { value: '0' } });
    await waitFor(() => expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'warning', title: MSG.quantityGreaterThanZero })]));
    expect(screen.getByRole('alert').textContent).toBe(MSG.quantityGreaterThanZero);
    expect(qty('Tulsi Green Tea').getAttribute('aria-describedby')).toBeTruthy();
    expect(qty('Tulsi Green Tea').value).toBe('3');
    expect(lineTotal('Tulsi Green Tea')).toBe('₹597.00');
    expect(updateCartItem).not.toHaveBeenCalled();
  });

  it('clamps a quantity typed above the stock to it, with "Invalid quantity" / "Maximum n units available"; the line total follows the box and the stock is sent', async () => {
    const updateCartItem = vi.fn(async () => ({ status: true, message: MSG.quantityUpdated, cart_counter: 3 }));
    const { server } = await renderCart(undefined, { updateCartItem });
    server.set(sampleCart([sampleLine({ id: 1, quantity: 2 }), sampleLine({ id: 2, product_name: 'Raw Forest Honey 250 g', selling_price: 34900, quantity: 4, available_quantity: { Quantity: 4 } }), sampleLine({ id: 3, product_name: 'Tulsi Green Tea', selling_price: 19900, quantity: 3 })]));
    fireEvent.change(qty('Raw Forest Honey 250 g'), { target: { value: '999' } });
    // At once: the box shows the stock, the total is for the stock, and the message says why.
    expect(qty('Raw Forest Honey 250 g').value).toBe('4');
    expect(lineTotal('Raw Forest Honey 250 g')).toBe('₹1,396.00');
    expect(screen.getByRole('alert').textContent).toBe(`${MSG.invalidQuantity}: ${MSG.maximumUnits(4)}`);
    await waitFor(() => expect(updateCartItem).toHaveBeenCalledWith(2, 4));
    await waitFor(() => expect(titles()).toContain(MSG.quantityUpdated));
    expect($toasts.get()[0]).toMatchObject({ title: MSG.invalidQuantity, description: MSG.maximumUnits(4) });
    await waitFor(() => expect(within(panel()).getAllByText('₹3,568.00').length).toBeGreaterThan(0));
    expect(qty('Raw Forest Honey 250 g').value).toBe('4');
    expect(lineTotal('Raw Forest Honey 250 g')).toBe('₹1,396.00');
    expect(screen.getByRole('alert').textContent).toBe(`${MSG.invalidQuantity}: ${MSG.maximumUnits(4)}`);
    expect(updateCartItem).toHaveBeenCalledTimes(1);
  });

  it('clamps to 20 when the stock is unknown', async () => {
    const updateCartItem = vi.fn(async () => ({ status: true, message: MSG.quantityUpdated, cart_counter: 1 }));
    const unknown: { Quantity: number | null } = JSON.parse('{}');
    await renderCart(sampleCart([sampleLine({ id: 1, product_name: 'Ghee', quantity: 1, available_quantity: unknown })]), { updateCartItem });
    fireEvent.change(qty('Ghee'), { target: { value: '25' } });
    expect(qty('Ghee').value).toBe('20');
    expect(lineTotal('Ghee')).toBe('₹15,750.00');
    await waitFor(() => expect(updateCartItem).toHaveBeenCalledWith(1, 20));
  });

  it('shows the line total for the quantity in the box while the update is on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const updateCartItem = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    await renderCart(undefined, { updateCartItem });
    fireEvent.click(within(lineOf('Tulsi Green Tea')).getByRole('button', { name: 'Decrease quantity' }));
    expect(qty('Tulsi Green Tea').value).toBe('2');
    expect(lineTotal('Tulsi Green Tea')).toBe('₹398.00');
    await waitFor(() => expect(updateCartItem).toHaveBeenCalledWith(3, 2));
    expect(lineTotal('Tulsi Green Tea')).toBe('₹398.00');
    answer({ status: true, message: MSG.quantityUpdated, cart_counter: 3 });
  });

  it('a box left empty shows the quantity the cart has again and sends nothing', async () => {
    const updateCartItem = vi.fn();
    await renderCart(undefined, { updateCartItem });
    fireEvent.change(qty('Tulsi Green Tea'), { target: { value: '' } });
    fireEvent.blur(qty('Tulsi Green Tea'));
    expect(qty('Tulsi Green Tea').value).toBe('3');
    expect(lineTotal('Tulsi Green Tea')).toBe('₹597.00');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(qty('Tulsi Green Tea').value).toBe('3');
    expect(updateCartItem).not.toHaveBeenCalled();
  });

  it('sends a changed quantity once typing pauses, says "Quantity updated!" and shows the new totals', async () => {
    const updateCartItem = vi.fn(async () => ({ status: true, message: MSG.quantityUpdated, cart_counter: 3 }));
    const { server } = await renderCart(undefined, { updateCartItem });
    server.set(sampleCart([sampleLine({ id: 1, quantity: 2 }), sampleLine({ id: 2, product_name: 'Raw Forest Honey 250 g', selling_price: 34900, quantity: 1, available_quantity: { Quantity: 4 } }), sampleLine({ id: 3, product_name: 'Tulsi Green Tea', selling_price: 19900, quantity: 4 })]));
    fireEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[2]);
    expect(qty('Tulsi Green Tea').value).toBe('4');
    await waitFor(() => expect(titles()).toContain(MSG.quantityUpdated));
    expect(updateCartItem).toHaveBeenCalledWith(3, 4);
    await waitFor(() => expect(within(panel()).getAllByText('₹2,720.00').length).toBeGreaterThan(0));
  });

  it('debounces: several quick changes send one request with the last value', async () => {
    vi.useFakeTimers();
    const updateCartItem = vi.fn(async () => ({ status: true, message: MSG.quantityUpdated, cart_counter: 3 }));
    fake.api = { cart: serverCart(sampleCart()).cart, ...wallet(0, false), updateCartItem };
    render(<Cart quantityDelay={600} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    const increase = screen.getAllByRole('button', { name: 'Increase quantity' })[0];
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(screen.getByRole('button', { name: CART_COPY.processCheckout }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(updateCartItem).toHaveBeenCalledTimes(1);
    expect(updateCartItem).toHaveBeenCalledWith(1, 4);
  });

  it("shows the server's reason when it refuses a quantity, else the store's failure text", async () => {
    const updateCartItem = vi
      .fn()
      .mockRejectedValueOnce(refused('Maximum 3 units available', 400, { errors: { quantity: ['Maximum 3 units available'] } }))
      .mockRejectedValueOnce(offline());
    await renderCart(undefined, { updateCartItem });
    fireEvent.change(qty('Tulsi Green Tea'), { target: { value: '4' } });
    await waitFor(() => expect(titles()).toEqual(['Maximum 3 units available']));
    // The line goes back to what the server has.
    await waitFor(() => expect(qty('Tulsi Green Tea').value).toBe('3'));
    $toasts.set([]);
    fireEvent.change(qty('Tulsi Green Tea'), { target: { value: '2' } });
    await waitFor(() => expect(titles()).toEqual([MSG.quantityUpdateFailed]));
  });

  it('removes a line with "Product removed from cart!"; a refusal shows the server\'s text', async () => {
    const removeCartItem = vi
      .fn()
      .mockResolvedValueOnce({ status: true, message: MSG.productRemovedFromCart, cart_counter: 2 })
      .mockRejectedValueOnce(refused('This item is not in your cart', 404));
    const { server } = await renderCart(undefined, { removeCartItem });
    server.set(sampleCart([sampleLine({ id: 1, quantity: 2 }), sampleLine({ id: 3, product_name: 'Tulsi Green Tea', selling_price: 19900, quantity: 3 })]));
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.removeItem('Raw Forest Honey 250 g') }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Raw Forest Honey 250 g' })).toBeNull());
    expect(removeCartItem).toHaveBeenCalledWith(2);
    expect(titles()).toEqual([MSG.productRemovedFromCart]);
    expect($cartCount.get()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.removeItem('Tulsi Green Tea') }));
    await waitFor(() => expect(titles()).toContain('This item is not in your cart'));
    expect(screen.getByRole('link', { name: 'Tulsi Green Tea' })).toBeTruthy();
  });
});

describe('Cart: voucher', () => {
  const applied = (cart: CartData, discount: number) => ({
    status: true,
    message: 'Voucher applied!',
    total: cart.total,
    gst_amt: cart.gst_amt,
    discount_amt: discount,
    final_total: cart.total - discount,
  });

  it('asks visitors to log in, without calling the server', async () => {
    $session.set(null);
    const validateVoucher = vi.fn();
    await renderCart(undefined, { validateVoucher });
    fireEvent.change(screen.getByLabelText(CART_COPY.voucherCode), { target: { value: 'FLAT50' } });
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.apply }));
    expect(titles()).toEqual([MSG.loginToOrder]);
    expect($loginDialog.get().open).toBe(true);
    expect(validateVoucher).not.toHaveBeenCalled();
  });

  it("applies the server's totals, locks the input with Edit and Remove, and keeps it for this tab", async () => {
    const cart = sampleCart();
    const validateVoucher = vi.fn(async () => applied(cart, 200_00));
    const { view } = await renderCart(cart, { validateVoucher });
    fireEvent.change(screen.getByLabelText(CART_COPY.voucherCode), { target: { value: 'SOWELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.apply }));
    await screen.findByRole('button', { name: CART_COPY.removeVoucher });
    expect(validateVoucher).toHaveBeenCalledWith('SOWELCOME10');
    expect(titles()).toEqual(['Voucher applied!']);
    expect((screen.getByLabelText(CART_COPY.voucherCode) as HTMLInputElement).readOnly).toBe(true);
    expect(within(panel()).getByText(CART_COPY.discountWith('SOWELCOME10'))).toBeTruthy();
    expect(within(panel()).getByText('₹200.00')).toBeTruthy();
    expect(within(panel()).getByText('₹2,321.00')).toBeTruthy();
    expect(sessionStorage.getItem('so:cart:extras')).toContain('SOWELCOME10');

    // Back on /cart later in the session: still applied, checked again with the server.
    view.unmount();
    render(<Cart quantityDelay={0} />);
    await screen.findByRole('button', { name: CART_COPY.removeVoucher });
    await waitFor(() => expect(validateVoucher).toHaveBeenCalledTimes(2));
    expect(within(panel()).getByText('₹2,321.00')).toBeTruthy();
  });

  it("shows the server's reason for a refused voucher, and \"There was an error!\" when there is none", async () => {
    const validateVoucher = vi.fn().mockRejectedValueOnce(refused('This voucher has expired')).mockRejectedValueOnce(offline());
    await renderCart(undefined, { validateVoucher });
    const input = screen.getByLabelText(CART_COPY.voucherCode);
    fireEvent.change(input, { target: { value: 'EXPIRED20' } });
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.apply }));
    expect((await screen.findByRole('alert')).textContent).toBe('This voucher has expired');
    expect(titles()).toEqual(['This voucher has expired']);
    expect((input as HTMLInputElement).readOnly).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.apply }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.voucherError));
  });

  it('Edit unlocks the input for another code; Remove drops the voucher and reloads the cart', async () => {
    const cart = sampleCart();
    const validateVoucher = vi.fn(async (code: string) => applied(cart, code === 'FLAT50' ? 50_00 : 200_00));
    const { server } = await renderCart(cart, { validateVoucher });
    const input = screen.getByLabelText(CART_COPY.voucherCode) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'SOWELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.apply }));
    fireEvent.click(await screen.findByRole('button', { name: CART_COPY.editVoucher }));
    expect(input.readOnly).toBe(false);
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'FLAT50' } });
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.apply }));
    await waitFor(() => expect(within(panel()).getByText(CART_COPY.discountWith('FLAT50'))).toBeTruthy());
    const loads = server.cart.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.removeVoucher }));
    expect(input.value).toBe('');
    expect(input.readOnly).toBe(false);
    expect(within(panel()).getByText(CART_COPY.discount)).toBeTruthy();
    await waitFor(() => expect(server.cart.mock.calls.length).toBe(loads + 1));
    expect(activeVoucher()).toBeNull();
  });

  it('does not keep checkout waiting when the voucher is removed while it is being checked', async () => {
    const cart = sampleCart();
    setCartVoucher({ code: 'FLAT50', total: cart.total, gst_amt: cart.gst_amt, discount_amt: 50_00, final_total: cart.total - 50_00, signature: cartSignature(cart) });
    let answer: (value: unknown) => void = () => undefined;
    const validateVoucher = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    await renderCart(cart, { validateVoucher });
    const checkout = screen.getByRole('button', { name: CART_COPY.processCheckout }) as HTMLButtonElement;
    await waitFor(() => expect(checkout.disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.removeVoucher }));
    await act(async () => answer(applied(cart, 50_00)));
    await waitFor(() => expect(checkout.disabled).toBe(false));
    expect(activeVoucher()).toBeNull();
  });

  it('checks the voucher again when the cart changes and drops it, with the reason, when it no longer applies', async () => {
    const cart = sampleCart();
    const validateVoucher = vi
      .fn()
      .mockResolvedValueOnce(applied(cart, 100_00))
      .mockRejectedValueOnce(refused('Minimum cart value for this voucher is ₹500.00'));
    const removeCartItem = vi.fn(async () => ({ status: true, message: MSG.productRemovedFromCart, cart_counter: 1 }));
    const { server } = await renderCart(cart, { validateVoucher, removeCartItem });
    fireEvent.change(screen.getByLabelText(CART_COPY.voucherCode), { target: { value: 'ONCEONLY' } });
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.apply }));
    await screen.findByRole('button', { name: CART_COPY.removeVoucher });
    server.set(sampleCart(defaultLines().slice(1)));
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.removeItem('A2 Desi Cow Ghee 500 ml') }));
    await waitFor(() => expect(titles()).toContain(CART_COPY.voucherDropped('ONCEONLY')));
    expect(validateVoucher).toHaveBeenCalledTimes(2);
    expect($toasts.get().find((t) => t.title === CART_COPY.voucherDropped('ONCEONLY'))?.description).toBe('Minimum cart value for this voucher is ₹500.00');
    expect(screen.getByRole('button', { name: CART_COPY.apply })).toBeTruthy();
    expect(activeVoucher()).toBeNull();
  });
});

function activeVoucher() {
  return $cartExtras.get().voucher;
}

describe('Cart: coins', () => {
  const coinApi = (available = 120) => ({
    ...wallet(available),
    sendCoinOtp: vi.fn(async () => ({ status: true, message: 'OTP sent to your mobile number' })),
    verifyCoinOtp: vi.fn(async () => ({ status: true, is_verified: true, message: 'OTP verified' })),
  });
  const coinInput = () => screen.getByLabelText(CART_COPY.coinsToRedeem) as HTMLInputElement;
  const sendButton = () => screen.getByRole('button', { name: CART_COPY.sendOtp });

  async function renderWithCoins(api: ReturnType<typeof coinApi> & Record<string, unknown> = coinApi(), cart = sampleCart()) {
    const server = serverCart(cart);
    fake.api = { cart: server.cart, ...api };
    render(<Cart quantityDelay={0} />);
    await screen.findByText(CART_COPY.coinsAvailable(120));
    return { api, server };
  }

  it('is not offered to visitors', async () => {
    $session.set(null);
    const { profile } = wallet(50);
    await renderCart(undefined, { profile });
    expect(screen.queryByText(CART_COPY.coins)).toBeNull();
    expect(profile).not.toHaveBeenCalled();
  });

  it('is not offered when the wallet is off', async () => {
    const api = wallet(50, false);
    await renderCart(undefined, api);
    await waitFor(() => expect(api.profile).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText(CART_COPY.coins)).toBeNull());
    expect(api.walletHistory).not.toHaveBeenCalled();
  });

  it('checks the coins with the store texts before asking for an OTP', async () => {
    const { api } = await renderWithCoins();
    fireEvent.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe(MSG.coinsGreaterThanZero);
    fireEvent.change(coinInput(), { target: { value: '121' } });
    fireEvent.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe(MSG.coinsAboveAvailable);
    expect(titles()).toEqual([MSG.coinsGreaterThanZero, MSG.coinsAboveAvailable]);
    expect(api.sendCoinOtp).not.toHaveBeenCalled();
  });

  it('refuses more coins than the order total', async () => {
    const api = coinApi();
    fake.api = { cart: serverCart(sampleCart([sampleLine({ selling_price: 99_99 })])).cart, ...api };
    render(<Cart quantityDelay={0} />);
    await screen.findByText(CART_COPY.coinsAvailable(120));
    fireEvent.change(coinInput(), { target: { value: '100' } });
    fireEvent.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe(MSG.coinsAboveTotal);
    expect(api.sendCoinOtp).not.toHaveBeenCalled();
  });

  it('says "User not loaded. Please try again." until the profile is read, and reads it again', async () => {
    const api = coinApi();
    api.profile.mockRejectedValueOnce(offline());
    fake.api = { cart: serverCart(sampleCart()).cart, ...api };
    render(<Cart quantityDelay={0} />);
    await screen.findByText(MSG.walletLoadFailed);
    fireEvent.change(coinInput(), { target: { value: '10' } });
    fireEvent.click(sendButton());
    expect(titles()).toEqual([MSG.userNotLoaded]);
    await screen.findByText(CART_COPY.coinsAvailable(120));
  });

  it('shows "Failed to send OTP" with the server\'s reason', async () => {
    const api = coinApi();
    api.sendCoinOtp.mockRejectedValueOnce(refused('Coin wallet is not enabled for this account', 403));
    await renderWithCoins(api);
    fireEvent.change(coinInput(), { target: { value: '10' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: MSG.failedToSendOtp, description: 'Coin wallet is not enabled for this account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the applied voucher with the coins, so the server caps them at the total after it', async () => {
    const cart = sampleCart();
    const validateVoucher = vi.fn(async () => ({ status: true, message: 'Voucher applied!', total: cart.total, gst_amt: cart.gst_amt, discount_amt: 200_00, final_total: cart.total - 200_00 }));
    const { api } = await renderWithCoins({ ...coinApi(), validateVoucher }, cart);
    fireEvent.change(screen.getByLabelText(CART_COPY.voucherCode), { target: { value: 'SOWELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.apply }));
    await screen.findByRole('button', { name: CART_COPY.removeVoucher });
    fireEvent.change(coinInput(), { target: { value: '20' } });
    fireEvent.click(sendButton());
    await screen.findByRole('dialog', { name: CART_COPY.otpTitle });
    expect(api.sendCoinOtp).toHaveBeenCalledWith(501, 20, 'SOWELCOME10');
  });

  it('opens the OTP dialog with focus in the OTP field, trapped inside, and returns focus on Escape', async () => {
    const { api } = await renderWithCoins();
    fireEvent.change(coinInput(), { target: { value: '20' } });
    sendButton().focus();
    fireEvent.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: CART_COPY.otpTitle });
    expect(api.sendCoinOtp).toHaveBeenCalledWith(501, 20, undefined);
    const otp = within(dialog).getByLabelText(CART_COPY.otpLabel);
    expect(document.activeElement).toBe(otp);
    expect(within(dialog).getByText('OTP sent to your mobile number')).toBeTruthy();
    const verify = within(dialog).getByRole('button', { name: CART_COPY.verify });
    verify.focus();
    fireEvent.keyDown(verify, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(verify);
    fireEvent.keyDown(verify, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(sendButton());
  });

  it('asks for the OTP ("Enter OTP"), reports a wrong one ("OTP verification failed"), then reads Redeemed', async () => {
    const api = coinApi();
    api.verifyCoinOtp.mockRejectedValueOnce(refused(MSG.otpVerificationFailed, 400, { is_verified: false }));
    await renderWithCoins(api);
    fireEvent.change(coinInput(), { target: { value: '20' } });
    fireEvent.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: CART_COPY.otpTitle });
    const verify = within(dialog).getByRole('button', { name: CART_COPY.verify });
    fireEvent.click(verify);
    expect(within(dialog).getByRole('alert').textContent).toBe(MSG.enterOtp);
    fireEvent.change(within(dialog).getByLabelText(CART_COPY.otpLabel), { target: { value: '111111' } });
    fireEvent.click(verify);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.otpVerificationFailed));
    fireEvent.change(within(dialog).getByLabelText(CART_COPY.otpLabel), { target: { value: '123456' } });
    fireEvent.click(verify);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.verifyCoinOtp).toHaveBeenLastCalledWith(501, 20, '123456');
    const redeemed = screen.getByRole('button', { name: CART_COPY.redeemed }) as HTMLButtonElement;
    expect(redeemed.disabled).toBe(true);
    expect(coinInput().readOnly).toBe(true);
    expect(within(panel()).getByText(CART_COPY.coinsRedeemed)).toBeTruthy();
    expect(within(panel()).getByText('₹20.00')).toBeTruthy();
    expect(within(panel()).getByText(CART_COPY.payable)).toBeTruthy();
    expect(within(panel()).getByText('₹2,501.00')).toBeTruthy();
    expect(within(panel()).getByText(CART_COPY.noNewCoins)).toBeTruthy();
  });

  it('takes the coins off when the order total falls below them', async () => {
    setCartCoins({ amount: 1000, verifiedAt: Date.now() });
    const removeCartItem = vi.fn(async () => ({ status: true, message: MSG.productRemovedFromCart, cart_counter: 1 }));
    const { server } = await renderWithCoins({ ...coinApi(), removeCartItem });
    expect(screen.getByRole('button', { name: CART_COPY.redeemed })).toBeTruthy();
    // ₹2,521.00 → ₹946.00: 1000 coins no longer fit.
    server.set(sampleCart(defaultLines().slice(1)));
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.removeItem('A2 Desi Cow Ghee 500 ml') }));
    await waitFor(() => expect(titles()).toContain(CART_COPY.coinsDropped));
    expect(screen.getByRole('button', { name: CART_COPY.sendOtp })).toBeTruthy();
    expect($cartExtras.get().coins).toBeNull();
  });
});

describe('Cart: PDF and checkout', () => {
  it('downloads cart-invoice.pdf, and alerts "Download failed: …" when it cannot', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const cartPdf = vi.fn().mockResolvedValueOnce(pdf).mockRejectedValueOnce(new ApiError('Server unavailable', 503));
    const { props } = await renderCart(undefined, { cartPdf });
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.downloadPdf }));
    await waitFor(() => expect(props.saveFile).toHaveBeenCalledWith(pdf, 'cart-invoice.pdf'));
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.downloadPdf }));
    await waitFor(() => expect(props.alertFn).toHaveBeenCalledWith('Download failed: Server unavailable'));
  });

  it('asks visitors to log in to place an order', async () => {
    $session.set(null);
    await renderCart();
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.processCheckout }));
    expect(titles()).toEqual([MSG.loginToOrder]);
    expect($loginDialog.get().open).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('a visitor who logs in through the dialog goes on to /checkout with the cart as it is after login', async () => {
    $session.set(null);
    const wishlist = vi.fn(async () => ({ status: true, wishlist_counter: 0, data: [] }));
    const { server } = await renderCart(sampleCart(), { wishlist });
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.processCheckout }));
    expect(titles()).toEqual([MSG.loginToOrder]);
    expect($loginDialog.get().open).toBe(true);
    const asked = server.cart.mock.calls.length;
    // What the login dialog does once the shopper logged in.
    act(() => completeLogin(sampleUser()));
    await waitFor(() => expect(navigations).toEqual([{ href: '/checkout', replace: undefined, state: { source: 'cart', voucher_code: null, used_coin: 0 } }]));
    expect(server.cart.mock.calls.length).toBeGreaterThan(asked);
  });

  it('a visitor who closes the login dialog instead stays on the cart, also after logging in later', async () => {
    $session.set(null);
    const wishlist = vi.fn(async () => ({ status: true, wishlist_counter: 0, data: [] }));
    const { server } = await renderCart(sampleCart(), { wishlist });
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.processCheckout }));
    act(() => closeLoginDialog());
    const asked = server.cart.mock.calls.length;
    act(() => completeLogin(sampleUser()));
    // The cart reloads for the logged-in shopper, and nothing more happens.
    await waitFor(() => expect(server.cart.mock.calls.length).toBeGreaterThan(asked));
    await act(async () => {
      await server.cart.mock.results[server.cart.mock.results.length - 1]?.value;
    });
    expect(navigations).toEqual([]);
  });

  it('stops at out-of-stock lines, naming them', async () => {
    await renderCart(sampleCart([sampleLine({ product_name: 'Ghee' }), sampleLine({ id: 2, product_name: 'Honey', available_quantity: { Quantity: null } })]));
    fireEvent.click(screen.getByRole('button', { name: CART_COPY.processCheckout }));
    expect($toasts.get()[0]).toMatchObject({ title: MSG.cannotProceedToCheckout, description: MSG.isOutOfStock('Honey') });
    expect(navigations).toEqual([]);
  });

  it('stops below the minimum order, counted after the voucher', async () => {
    const cart = sampleCart([sampleLine({ product_name: 'Ghee', selling_price: 300_00 })]);
    setCartVoucher({ code: 'FLAT50', total: cart.total, gst_amt: cart.gst_amt, discount_amt: 50_00, final_total: 250_00, signature: cartSignature(cart) });
    const validateVoucher = vi.fn(async () => ({ status: true, message: 'Voucher applied!', total: cart.total, gst_amt: cart.gst_amt, discount_amt: 50_00, final_total: 250_00 }));
    await renderCart(cart, { validateVoucher });
    await waitFor(() => expect(validateVoucher).toHaveBeenCalled());
    fireEvent.click(await screen.findByRole('button', { name: CART_COPY.processCheckout }));
    expect(titles()).toEqual([MSG.minimumOrderValue]);
    expect(navigations).toEqual([]);
  });

  it('goes to /checkout with the voucher and the verified coins as navigation state', async () => {
    const cart = sampleCart();
    setCartVoucher({ code: 'FLAT50', total: cart.total, gst_amt: cart.gst_amt, discount_amt: 50_00, final_total: cart.total - 50_00, signature: cartSignature(cart) });
    setCartCoins({ amount: 30, verifiedAt: Date.now() });
    const validateVoucher = vi.fn(async () => ({ status: true, total: cart.total, gst_amt: cart.gst_amt, discount_amt: 50_00, final_total: cart.total - 50_00 }));
    await renderCart(cart, { validateVoucher });
    const checkout = screen.getByRole('button', { name: CART_COPY.processCheckout }) as HTMLButtonElement;
    await waitFor(() => expect(checkout.disabled).toBe(false));
    fireEvent.click(checkout);
    expect(navigations).toEqual([{ href: '/checkout', replace: undefined, state: { source: 'cart', voucher_code: 'FLAT50', used_coin: 30 } }]);
  });
});
