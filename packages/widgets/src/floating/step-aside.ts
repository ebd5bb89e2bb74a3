import { $location } from '@so/stores';
import { useStore } from '@so/ui';
import { routes } from '../shared/links.ts';
import { useTypingOnPhone } from './typing.ts';

/** The cart and the checkout: their own controls run to the page's end, so nothing floats over them. */
const ORDER_PAGES: readonly string[] = [routes.cart(), routes.checkout()];

/** Whether a path is the cart's or the checkout's (with a trailing slash too, which routes the same). */
export function isOrderPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ORDER_PAGES.includes(path);
}

/**
 * Whether floating things (the WhatsApp and scroll-to-top buttons, the cart bar) step aside now:
 * on the cart and checkout pages, and on a phone while a text field has focus.
 */
export function useStepAside(): boolean {
  const typing = useTypingOnPhone();
  const { pathname } = useStore($location);
  return typing || isOrderPage(pathname);
}
