export { $config, configure, mediaUrl, onStoreSite, storeHref, type StoreConfig } from './config.ts';
export { getApi } from './api.ts';
export { $visitorId, ensureVisitor } from './visitor.ts';
export { $handoffLogin, adoptHandoff, confirmHandoffLogin, declineHandoffLogin, startHandoff, withHandoff } from './handoff.ts';
export { $session, $elite, $loggedIn, setSession, clearSession } from './session.ts';
export { refreshElite } from './elite.ts';
export {
  $counters,
  $cartCount,
  $wishlistCount,
  $cartBadge,
  $wishlistBadge,
  setCartCount,
  setWishlistCount,
  resetCounters,
} from './counters.ts';
export { $toasts, toast, dismissToast, clearToasts, type Toast, type ToastKind } from './toasts.ts';
export { $location, $navState, navigate, setQuery, syncLocation, NAVIGATE_EVENT, type NavigateDetail } from './navigation.ts';
export { $metaCache, loadMeta, $pageMeta, setPageMeta, type PageMeta } from './meta.ts';
export { $wished, isWished, $lastAdded, addToCart, toggleWishlist, refreshCounters } from './cart.ts';
export { $loginDialog, openLoginDialog, closeLoginDialog, requireLogin, completeLogin, endSession, logout, logoutEverywhere } from './auth.ts';
export { isCheckoutState, isSubscriptionCheckoutState, type CheckoutState, type SubscriptionCheckoutState } from './checkout.ts';
export {
  $cart,
  $cartExtras,
  loadCart,
  reloadCart,
  removeCartLine,
  updateCartLine,
  serverReason,
  activeCartExtras,
  setCartVoucher,
  setCartCoins,
  clearCartExtras,
  openCartDrawer,
  takePendingCartOpen,
  OPEN_CART_EVENT,
  type CartData,
  type CartLine,
  type CartState,
  type CartVoucher,
  type CartCoins,
  type CartExtras,
} from './cart-state.ts';
export { $cartTotals, cartTotals, cartSignature, type CartTotals } from './cart-totals.ts';
export { emit, eventOrigin, watchInteractions, forgetInteractions, type EmitOptions } from './events.ts';

