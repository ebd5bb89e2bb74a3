import { $cart, $cartCount, $cartTotals, $elite, $lastAdded, $location, $loggedIn, loadCart, reloadCart } from '@so/stores';
import { useStore } from '@so/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { isOrderPage, useTypingOnPhone } from '../floating/index.ts';
import { CartBarView } from './CartBarView.tsx';

/** The page-wide custom property with the bar's height (0 when hidden), for floating buttons. */
export const BAR_HEIGHT_PROPERTY = '--so-cart-bar-height';

/**
 * Sticky bottom cart bar for logged-in shoppers: hidden on /cart and /checkout (they
 * show the whole cart themselves, and the bar would lie over their controls) and when the cart is
 * empty; on a phone it steps aside while a text field has focus (its place in the page stays, so
 * nothing moves). Its total is the cart page's payable total ($cartTotals: the voucher applied
 * on the cart page, less redeemed coins), never a second computation.
 */
export function CartBar() {
  const loggedIn = useStore($loggedIn);
  const count = useStore($cartCount);
  const elite = useStore($elite);
  const location = useStore($location);
  const cart = useStore($cart);
  const totals = useStore($cartTotals);
  const bar = useRef<HTMLElement>(null);
  const typing = useTypingOnPhone();

  useEffect(() => {
    if (loggedIn && count > 0) void loadCart();
  }, [loggedIn, count]);

  // More of a product already in the cart changes the total, not the count.
  useEffect(
    () =>
      $lastAdded.listen(() => {
        if ($loggedIn.get()) void reloadCart();
      }),
    [],
  );

  const empty = cart.status === 'ready' && cart.data !== null && cart.data.cart_items.length === 0;
  const visible = loggedIn && count > 0 && !empty && !isOrderPage(location.pathname);

  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!visible) {
      root.style.removeProperty(BAR_HEIGHT_PROPERTY);
      return;
    }
    const set = () => root.style.setProperty(BAR_HEIGHT_PROPERTY, `${bar.current?.offsetHeight ?? 0}px`);
    set();
    const observer = typeof ResizeObserver === 'function' && bar.current ? new ResizeObserver(set) : null;
    if (observer && bar.current) observer.observe(bar.current);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BAR_HEIGHT_PROPERTY);
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <CartBarView
      count={cart.data ? cart.data.cart_items.length : count}
      totalPaise={totals ? totals.payable : null}
      showElite={elite !== 'true'}
      barRef={bar}
      hidden={typing}
    />
  );
}
