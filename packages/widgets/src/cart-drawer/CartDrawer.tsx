import { MSG, type SoEventDetail } from '@so/contract';
import {
  $cart,
  $cartCount,
  $location,
  $loggedIn,
  activeCartExtras,
  navigate,
  OPEN_CART_EVENT,
  reloadCart,
  removeCartLine,
  requireLogin,
  takePendingCartOpen,
  type CartData,
  type CartLine,
  type CheckoutState,
} from '@so/stores';
import { useStore } from '@so/ui';
import { useEffect, useState } from 'react';
import { checkoutBlock } from '../cart/index.ts';
import { routes } from '../shared/links.ts';
import { CartDrawerView, type CartDrawerState } from './CartDrawerView.tsx';

/**
 * The mini cart wired to the shared cart: opens on `so:open-cart` (every add to cart sends it,
 * with the product: "Added to cart"), unless a listener before it cancelled the event.
 */
export function CartDrawer() {
  const cartState = useStore($cart);
  const cartCount = useStore($cartCount);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [block, setBlock] = useState<{ title: string; description?: string } | null>(null);
  const [removing, setRemoving] = useState<number[]>([]);

  useEffect(() => {
    const show = (message: string | null) => {
      setNotice(message);
      setBlock(null);
      setOpen(true);
      void reloadCart();
    };
    // On window, so it runs after the host's own listeners: a host that shows its own cart
    // cancels the event (preventDefault) and this one stays closed.
    const onOpen = (event: Event) => {
      if (event.defaultPrevented) return;
      takePendingCartOpen();
      const detail = (event as CustomEvent<SoEventDetail<'so:open-cart'> | null>).detail;
      show(detail?.productId === undefined ? null : MSG.addedToCart);
    };
    window.addEventListener(OPEN_CART_EVENT, onOpen);
    // An add to cart made before this listened (the loader defines the mini cart after the first
    // screen's elements) is answered now.
    const waiting = takePendingCartOpen();
    if (waiting) show(waiting.productId === undefined ? null : MSG.addedToCart);
    // Leaving the page closes it (Buy now adds to the cart and goes straight to checkout).
    const unlistenLocation = $location.listen(() => setOpen(false));
    return () => {
      unlistenLocation();
      window.removeEventListener(OPEN_CART_EVENT, onOpen);
    };
  }, []);

  const close = () => setOpen(false);

  // While a reload runs, a cart that disagrees with the counter is from before the change that
  // opened the drawer (an add the server already counted): it shows as loading, never as the old
  // lines or "Your cart is empty" under "Product added to cart!".
  const outOfDate = cartState.status === 'loading' && cartState.data?.cart_counter !== cartCount;
  let state: CartDrawerState;
  if (cartState.data && !outOfDate) state = { status: 'ready', cart: cartState.data };
  else if (cartState.status === 'error') state = { status: 'error', onRetry: () => void reloadCart() };
  else state = { status: 'loading' };

  const onRemove = async (line: CartLine) => {
    setRemoving((ids) => [...ids, line.id]);
    setBlock(null);
    const result = await removeCartLine(line.id);
    setNotice(result.message);
    setRemoving((ids) => ids.filter((id) => id !== line.id));
  };

  /** The cart page's Process Checkout rules; a voucher or coins chosen on the cart page send the shopper back there. */
  const proceed = (cart: CartData) => {
    const extras = activeCartExtras();
    if (extras.voucher || extras.coins) {
      close();
      navigate(routes.cart());
      return;
    }
    const why = checkoutBlock(cart.cart_items, cart.final_total);
    if (why) {
      setBlock(why);
      setOpen(true);
      return;
    }
    close();
    const checkoutState: CheckoutState = { source: 'cart', voucher_code: null, used_coin: 0 };
    navigate(routes.checkout(), { state: checkoutState });
  };

  const onCheckout = () => {
    const cart = cartState.data;
    if (!cart) return;
    if (!$loggedIn.get()) {
      close();
      // After logging in through the dialog the shopper goes on, with the cart as it is then
      // (the visitor's lines join the account's).
      requireLogin(MSG.loginToOrder, () => {
        void reloadCart().then((fresh) => fresh && proceed(fresh));
      });
      return;
    }
    proceed(cart);
  };

  return (
    <CartDrawerView
      open={open}
      state={state}
      notice={notice}
      block={block}
      removing={removing}
      onClose={close}
      onRemove={(line) => void onRemove(line)}
      onNavigate={close}
      onCheckout={onCheckout}
    />
  );
}
