import { ApiError } from '@so/api';
import { COIN_REDEMPTION_VALID_MS, type CartResponse, MSG } from '@so/contract';
import { atom } from 'nanostores';
import { getApi } from './api.ts';
import { $cartCount, setCartCount } from './counters.ts';
import { emit } from './events.ts';
import { $session } from './session.ts';
import { toast } from './toasts.ts';

/** The cart as GET /cart/ answers it (money in paise). */
export type CartData = CartResponse['data'];
export type CartLine = CartData['cart_items'][number];

/**
 * The shopper's cart, shared by every element on the page (cart page, drawer, bottom bar):
 * `data` stays while a reload runs, so a reload never blanks what is shown.
 */
export interface CartState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: CartData | null;
  error: Error | null;
}

const IDLE: CartState = { status: 'idle', data: null, error: null };
export const $cart = atom<CartState>(IDLE);

/** Each fetch has a number; only the newest one may write $cart. */
let generation = 0;
let inflight: Promise<CartData | null> | null = null;

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function fetchCart(): Promise<CartData | null> {
  const mine = ++generation;
  $cart.set({ status: 'loading', data: $cart.get().data, error: null });
  const answer = getApi()
    .cart()
    .then(
      (res) => {
        if (mine !== generation) return res.data;
        $cart.set({ status: 'ready', data: res.data, error: null });
        setCartCount(res.data.cart_counter);
        // An emptied cart (an order placed, everything removed) leaves no voucher or coins behind.
        if (res.data.cart_items.length === 0) clearCartExtras();
        return res.data;
      },
      (error: unknown) => {
        if (mine === generation) $cart.set({ status: 'error', data: $cart.get().data, error: asError(error) });
        return null;
      },
    );
  inflight = answer;
  void answer.then(() => {
    if (inflight === answer) inflight = null;
  });
  return answer;
}

/** Loads the cart unless a load is already under way (then shares it). Never rejects: null on failure. */
export function loadCart(): Promise<CartData | null> {
  return inflight ?? fetchCart();
}

/** Loads the cart afresh (after a change), superseding any older load. Never rejects. */
export function reloadCart(): Promise<CartData | null> {
  return fetchCart();
}

/**
 * The server's own explanation of a refusal (a 4xx with a message), or null when there is none
 * (network failure, server error, an answer that did not match the contract).
 */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const body = error.body;
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown; errors?: unknown };
    const field = error.fieldErrors.quantity;
    if (field) return field;
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.error === 'string' && b.error) return b.error;
  }
  return null;
}

/**
 * Removes a line ("Product removed from cart!", else the server's text); answers whether
 * it went and the text shown.
 */
export async function removeCartLine(itemId: number): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await getApi().removeCartItem(itemId);
    const current = $cart.get().data;
    const removed = current?.cart_items.find((line) => line.id === itemId);
    if (current) {
      const cart_items = current.cart_items.filter((line) => line.id !== itemId);
      $cart.set({
        ...$cart.get(),
        data: {
          ...current,
          cart_items,
          total: res.total ?? current.total,
          gst_amt: res.gst_amt ?? current.gst_amt,
          discount_amt: res.discount_amt ?? current.discount_amt,
          final_total: res.final_total ?? current.final_total,
          cart_counter: res.cart_counter ?? cart_items.length,
        },
      });
    }
    if (res.cart_counter !== undefined) setCartCount(res.cart_counter);
    const message = res.message || MSG.productRemovedFromCart;
    toast({ kind: 'success', title: message });
    if (removed) emit('so:remove-from-cart', { productId: removed.product_id, quantity: removed.quantity, cartCount: $cartCount.get() });
    void reloadCart();
    return { ok: true, message };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : MSG.somethingWentWrong;
    toast({ kind: 'error', title: message });
    return { ok: false, message };
  }
}

/**
 * Sets a line's quantity on the server ("Quantity updated!"; failure: the server's
 * reason, else "There was an error updating the quantity!"), then reloads the cart's totals.
 */
export async function updateCartLine(itemId: number, quantity: number): Promise<boolean> {
  try {
    const res = await getApi().updateCartItem(itemId, quantity);
    if (res.cart_counter !== undefined) setCartCount(res.cart_counter);
    toast({ kind: 'success', title: res.message || MSG.quantityUpdated });
    await reloadCart();
    return true;
  } catch (error) {
    toast({ kind: 'error', title: serverReason(error) ?? MSG.quantityUpdateFailed });
    await reloadCart();
    return false;
  }
}

// ─── Voucher and coins chosen on the cart page, kept for this browser tab ───

/** A voucher the server validated for the cart, with the totals it answered (paise). */
export interface CartVoucher {
  code: string;
  total: number;
  gst_amt: number;
  discount_amt: number;
  final_total: number;
  /** The cart (lines and quantities) the voucher was validated for. */
  signature: string;
  /**
   * A gift voucher (stored value): it pays for the order rather than making it smaller,
   * so the ₹250 minimum looks at the total before it, as the server does.
   */
  gift?: boolean;
}

/** Coins whose redemption the OTP verified. */
export interface CartCoins {
  amount: number;
  verifiedAt: number;
}

export interface CartExtras {
  /** The user they belong to (another login in this tab starts clean). */
  userId: number | null;
  voucher: CartVoucher | null;
  coins: CartCoins | null;
}

const EXTRAS_KEY = 'so:cart:extras';
const NO_EXTRAS: CartExtras = { userId: null, voucher: null, coins: null };

function isVoucher(value: unknown): value is CartVoucher {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.signature === 'string' &&
    ['total', 'gst_amt', 'discount_amt', 'final_total'].every((k) => Number.isInteger(v[k]))
  );
}

function isCoins(value: unknown): value is CartCoins {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v.amount) && (v.amount as number) > 0 && typeof v.verifiedAt === 'number';
}

function readExtras(): CartExtras {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(EXTRAS_KEY);
    if (!raw) return NO_EXTRAS;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return {
      userId: typeof parsed.userId === 'number' ? parsed.userId : null,
      voucher: isVoucher(parsed.voucher) ? parsed.voucher : null,
      coins: isCoins(parsed.coins) ? parsed.coins : null,
    };
  } catch {
    return NO_EXTRAS;
  }
}

/** The voucher and verified coins of this tab (sessionStorage), for the current user. */
export const $cartExtras = atom<CartExtras>(readExtras());

$cartExtras.listen((extras) => {
  try {
    if (extras.voucher || extras.coins) sessionStorage.setItem(EXTRAS_KEY, JSON.stringify(extras));
    else sessionStorage.removeItem(EXTRAS_KEY);
  } catch {
    // storage unavailable (private mode): kept for this page only
  }
});

const currentUserId = () => $session.get()?.id ?? null;

/** What applies now: nothing for visitors or another user; coins only while still valid. */
export function activeCartExtras(extras: CartExtras = $cartExtras.get(), now = Date.now()): { voucher: CartVoucher | null; coins: CartCoins | null } {
  const userId = currentUserId();
  if (userId === null || extras.userId !== userId) return { voucher: null, coins: null };
  const coins = extras.coins && now - extras.coins.verifiedAt < COIN_REDEMPTION_VALID_MS ? extras.coins : null;
  return { voucher: extras.voucher, coins };
}

function patchExtras(patch: Partial<Omit<CartExtras, 'userId'>>): void {
  const userId = currentUserId();
  const base = $cartExtras.get().userId === userId ? $cartExtras.get() : { ...NO_EXTRAS, userId };
  $cartExtras.set({ ...base, ...patch, userId });
}

export function setCartVoucher(voucher: CartVoucher | null): void {
  patchExtras({ voucher });
}

export function setCartCoins(coins: CartCoins | null): void {
  patchExtras({ coins });
}

export function clearCartExtras(): void {
  $cartExtras.set(NO_EXTRAS);
}

/** A login, logout or another user: the old cart and its voucher and coins no longer apply. */
let lastToken = $session.get()?.token ?? null;
$session.listen((session) => {
  const token = session?.token ?? null;
  if (token === lastToken) return;
  lastToken = token;
  generation++;
  inflight = null;
  $cart.set(IDLE);
  if ($cartExtras.get().userId !== (session?.id ?? null)) clearCartExtras();
});

// ─── The mini cart ───

/** The event that opens the mini cart (events contract): every element or script may dispatch it. */
export const OPEN_CART_EVENT = 'so:open-cart';

/**
 * Asks the mini cart to open (after an add to cart, or the cart icon): `so:open-cart` from the
 * element the shopper used. A host that shows its own cart cancels it.
 */
export function openCartDrawer(productId?: number): void {
  const detail = productId === undefined ? {} : { productId };
  pendingOpen = { detail, at: Date.now() };
  if (!emit(OPEN_CART_EVENT, detail)) pendingOpen = null;
}

/**
 * An open request the mini cart has not answered yet. The widget loader defines the mini cart
 * after the first screen's elements, so an add to cart in the first moments can come before it
 * listens; it answers the request when it starts to listen, if that is soon (PENDING_OPEN_MS).
 * (The loader defines it within a second or two of the page opening.)
 * A host that cancelled the event left nothing pending.
 */
let pendingOpen: { detail: { productId?: number }; at: number } | null = null;
const PENDING_OPEN_MS = 5_000;

/** For the mini cart: takes the open request still waiting for it, if any (once). */
export function takePendingCartOpen(): { productId?: number } | null {
  const pending = pendingOpen;
  pendingOpen = null;
  return pending && Date.now() - pending.at < PENDING_OPEN_MS ? pending.detail : null;
}
