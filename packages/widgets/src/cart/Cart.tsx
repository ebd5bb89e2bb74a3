import { MSG } from '@so/contract';
import {
  $cart,
  $cartTotals,
  $loggedIn,
  clearCartExtras,
  getApi,
  navigate,
  reloadCart,
  removeCartLine,
  requireLogin,
  storeHref,
  toast,
  type CartLine,
  type CheckoutState,
  emit,
} from '@so/stores';
import { useStore } from '@so/ui';
import { useEffect, useState } from 'react';
import { routes } from '../shared/links.ts';
import { CartView, type CartViewState } from './CartView.tsx';
import { CART_COPY } from './copy.ts';
import { browserAlert, saveBlob } from './download.ts';
import { OtpDialog } from './OtpDialog.tsx';
import { checkoutBlock } from './rules.ts';
import { useCoins } from './useCoins.ts';
import { QUANTITY_DEBOUNCE_MS, useQuantityEdits } from './useQuantityEdits.ts';
import { useVoucher } from './useVoucher.ts';

export interface CartProps {
  /** How the PDF reaches the shopper (tests replace it). */
  saveFile?: (blob: Blob, fileName: string) => void;
  /** How a failed PDF is reported (an alert; tests replace it). */
  alertFn?: (message: string) => void;
  /** Pause before a typed quantity is sent. */
  quantityDelay?: number;
}

/** The /cart page wired to the shared cart state, the API and the session. */
export function Cart({ saveFile = saveBlob, alertFn = browserAlert, quantityDelay = QUANTITY_DEBOUNCE_MS }: CartProps) {
  const loggedIn = useStore($loggedIn);
  const cartState = useStore($cart);
  const cart = cartState.data;
  const edits = useQuantityEdits(quantityDelay);
  const { voucher, form: voucherForm, checking } = useVoucher(cart, loggedIn);
  // The same totals the bottom cart bar shows (one computation, in the stores).
  const totals = useStore($cartTotals);
  const coins = useCoins(loggedIn, totals ? totals.final : null);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    void reloadCart();
  }, [loggedIn]);

  // The cart's lines by id (null: no cart yet), so a new cart with the same lines changes nothing.
  const ids = cart ? cart.cart_items.map((line) => line.id).join(',') : null;
  const { keepOnly } = edits;
  useEffect(() => {
    if (ids === null) return;
    const lineIds = ids === '' ? [] : ids.split(',').map(Number);
    keepOnly(lineIds);
    if (lineIds.length === 0) clearCartExtras();
  }, [ids, keepOnly]);

  let state: CartViewState;
  if (cart && totals) state = { status: 'ready', cart, totals };
  else if (cartState.status === 'error') state = { status: 'error', onRetry: () => void reloadCart() };
  else state = { status: 'loading' };

  const onRemove = (line: CartLine) => {
    edits.forget(line.id);
    void removeCartLine(line.id);
  };

  const onDownload = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      const blob = await getApi().cartPdf(storeHref('/favicon.svg'));
      saveFile(blob, CART_COPY.pdfName);
    } catch (error) {
      alertFn(MSG.downloadFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setDownloading(false);
    }
  };

  /** Process Checkout's rules: out-of-stock lines and the minimum order stop it. */
  const proceed = (lines: CartLine[], final: number, checkoutState: CheckoutState) => {
    const block = checkoutBlock(lines, final);
    if (block) {
      toast({ kind: 'error', title: block.title, description: block.description });
      return;
    }
    emit('so:checkout-start', { items: lines.length, totalPaise: final });
    navigate(routes.checkout(), { state: checkoutState });
  };

  const onCheckout = () => {
    if (!cart || !totals) return;
    // A visitor logs in through the dialog, then goes on to checkout with the cart as it is
    // after login (the visitor's lines join the account's; no voucher or coins yet: both need a login).
    const afterLogin = async () => {
      const fresh = await reloadCart();
      if (fresh) proceed(fresh.cart_items, fresh.final_total, { source: 'cart', voucher_code: null, used_coin: 0 });
    };
    if (!requireLogin(MSG.loginToOrder, () => void afterLogin())) return;
    // A gift voucher pays for the order: the minimum looks at the total before it (as the server does).
    const orderValue = voucher?.gift ? totals.final + voucher.discount_amt : totals.final;
    proceed(cart.cart_items, orderValue, { source: 'cart', voucher_code: voucher?.code ?? null, used_coin: coins.redeemed ?? 0 });
  };

  return (
    <>
      <CartView
        state={state}
        lines={edits.lines}
        voucher={voucherForm}
        coins={coins.panel}
        downloading={downloading}
        busy={edits.busy || checking}
        onQuantity={edits.onQuantity}
        onQuantityLeave={edits.onLeave}
        onRemove={onRemove}
        onDownload={() => void onDownload()}
        onCheckout={onCheckout}
      />
      <OtpDialog {...coins.otpDialog} />
    </>
  );
}
