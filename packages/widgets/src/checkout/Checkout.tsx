import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import {
  $loggedIn,
  $navState,
  getApi,
  isCheckoutState,
  isSubscriptionCheckoutState,
  navigate,
  openLoginDialog,
  clearCartExtras,
  reloadCart,
  requireLogin,
  setCartCount,
  toast,
  type CheckoutState,
  emit,
} from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { useForm } from '@so/ui/form';
import { useEffect, useState } from 'react';
import { routes } from '../shared/links.ts';
import { newCheckoutKey } from '../shared/txnid.ts';
import {
  checkoutTotals,
  codOrderRequest,
  paymentLinkFields,
  sortAddresses,
  validateCheckout,
  type CheckoutData,
  type CheckoutErrors,
  type CheckoutValues,
} from './checkout.ts';
import {
  CheckoutEmpty,
  CheckoutError,
  CheckoutLogin,
  CheckoutNoAddress,
  CheckoutSkeleton,
  CheckoutView,
  type CheckoutFailure,
} from './CheckoutView.tsx';
import { CHECKOUT_COPY } from './copy.ts';
import { openPaymentPage } from '../shared/redirect.ts';
import { useEliteShopper, useSendToAddAddress } from './arrival.ts';
import { SubscriptionCheckout } from './SubscriptionCheckout.tsx';
import { never } from '../shared/never.ts';

/** What the server answered once the order could not be placed: its own words, else the checkout's fallback. */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return { title: error.message };
  return { title: MSG.somethingWentWrong, description: MSG.tryAgainLater };
}

/**
 * Everything the page needs: the cart (with the voucher's totals again when one was passed
 * along) and the saved addresses. A voucher that no longer applies is dropped with the
 * server's reason; the order would be refused with it.
 */
export async function loadCheckout(state: CheckoutState, elite: boolean): Promise<CheckoutData> {
  const api = getApi();
  const code = state.voucher_code?.trim() || null;
  const voucher = code
    ? api.validateVoucher(code).then(
        (answer) => ({ ok: true as const, answer }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { ok: false as const, reason: error.message };
          throw error;
        },
      )
    : null;
  const [cart, addresses, checked] = await Promise.all([api.cart(), api.addresses(), voucher]);
  const c = cart.data;
  const data: CheckoutData = {
    items: c.cart_items,
    total: c.total,
    gst: c.gst_amt,
    discount: c.discount_amt,
    final: c.final_total,
    voucherCode: null,
    voucherProblem: null,
    usedCoin: state.used_coin,
    addresses: sortAddresses(addresses.data),
    elite,
  };
  if (code && checked?.ok) {
    const v = checked.answer;
    const total = v.total ?? data.total;
    const discount = v.discount_amt ?? 0;
    const giftVoucher = v.gift_balance !== undefined && v.gift_balance !== null;
    return { ...data, voucherCode: code, giftVoucher, total, gst: v.gst_amt ?? data.gst, discount, final: v.final_total ?? total - discount };
  }
  if (code && checked && !checked.ok) return { ...data, voucherProblem: `${CHECKOUT_COPY.voucherDropped(code)}: ${checked.reason}` };
  return data;
}

/**
 * /checkout wired to the navigation state, the session and the API. A subscription from the
 * product page's subscribe dialog takes the subscription path (SubscriptionCheckout); anything
 * else is the cart's checkout.
 */
export function Checkout() {
  const [given] = useState(() => $navState.get());
  if (isSubscriptionCheckoutState(given)) return <SubscriptionCheckout state={given} />;
  return <CartCheckout state={isCheckoutState(given) ? given : null} />;
}

/**
 * The cart's checkout. Without checkout state it goes to /cart; visitors get the login prompt;
 * with no saved address it sends the shopper to add one (coming back here afterwards). Cash on
 * delivery places the order and opens /profile#orders; online payment opens the gateway's page.
 */
/** The shopper's choices; the address is undefined until they pick one. */
type Chosen = Omit<CheckoutValues, 'addressId'> & { addressId: number | null | undefined };

function CartCheckout({ state }: { state: CheckoutState | null }) {
  const loggedIn = useStore($loggedIn);
  const elite = useEliteShopper();
  const [loaded, retry] = useAsync(() => (state && loggedIn ? loadCheckout(state, elite) : never()), [state, loggedIn, elite]);
  const [delivery] = useAsync(() => (state && loggedIn ? getApi().deliveryOptions().then((r) => r.data) : never()), [state, loggedIn]);
  const [key] = useState(newCheckoutKey);
  /** Until the shopper picks one, the default address is the choice. */
  const withDefault = (picked: Chosen): CheckoutValues => ({
    ...picked,
    addressId: picked.addressId === undefined ? (loaded.status === 'ready' ? (loaded.data.addresses.find((a) => a.is_default)?.id ?? null) : null) : picked.addressId,
  });
  const form = useForm<Chosen, keyof CheckoutErrors>({
    initial: { addressId: undefined, payType: null, gift: false, giftMessage: '' },
    validate: (picked) => validateCheckout(withDefault(picked), { address: MSG.selectBillingAddress, payType: CHECKOUT_COPY.selectPayment }),
    // A choice settles its own message.
    follows: { addressId: ['address'], payType: ['payType'] },
    // A refused order is said in the failure alert and a toast.
    serverErrors: () => ({}),
  });
  const [showAll, setShowAll] = useState(false);
  /** The order is placed (or the gateway opening): the page stays busy until it goes. */
  const [placed, setPlaced] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);

  useEffect(() => {
    if (!state) navigate(routes.cart(), { replace: true });
    else if (!loggedIn) requireLogin(MSG.loginToOrder);
  }, [state, loggedIn]);

  const noAddress = loaded.status === 'ready' && loaded.data.items.length > 0 && loaded.data.addresses.length === 0;
  useSendToAddAddress(noAddress, state);

  if (!state) return null;
  if (!loggedIn) return <CheckoutLogin onLogin={() => openLoginDialog(MSG.loginToOrder)} />;
  if (loaded.status === 'loading') return <CheckoutSkeleton />;
  if (loaded.status === 'error') return <CheckoutError onRetry={retry} />;
  const data = loaded.data;
  if (data.items.length === 0) return <CheckoutEmpty />;
  if (data.addresses.length === 0) return <CheckoutNoAddress addAddressState={state} />;

  const values = withDefault(form.values);

  const change = (patch: Partial<CheckoutValues>) => form.setValues((current) => ({ ...current, ...patch }), Object.keys(patch) as (keyof Chosen)[]);

  const submit = async () => {
    if (placed) return;
    const result = await form.submit(async (picked) => {
      const chosenValues = withDefault(picked);
      const addressId = chosenValues.addressId;
      // The checks passed, so an address is chosen; without one nothing is sent.
      if (addressId === null) return;
      const address = data.addresses.find((a) => a.id === addressId) ?? null;
      const totals = checkoutTotals(data, address);
      setFailure(null);
      if (chosenValues.payType === 'COD') {
        const answer = await getApi().createOrder(codOrderRequest(data, { ...chosenValues, addressId }, key));
        setPlaced(true);
        setCartCount(0);
        // The order took the voucher and coins: they go now, not when the reload below answers
        // (the shopper may leave the page first, and the next cart would start with them applied).
        clearCartExtras();
        if (answer.data) emit('so:order-placed', { orderId: answer.data.order_id, totalPaise: totals.payable, payment: 'cod' });
        // The shared cart (drawer, bottom bar) takes the emptied cart.
        void reloadCart();
        toast({ kind: 'success', title: answer.message || CHECKOUT_COPY.orderPlaced });
        navigate(routes.orders());
        return;
      }
      const answer = await getApi().orderPaymentLink(paymentLinkFields(data, { ...chosenValues, addressId }, key));
      setPlaced(true);
      if (answer.order_id !== undefined) emit('so:order-placed', { orderId: String(answer.order_id), totalPaise: totals.payable, payment: 'online' });
      openPaymentPage(answer, () => {
        setCartCount(0);
        clearCartExtras();
      });
    });
    if (result.status === 'failed' || result.status === 'refused') {
      setPlaced(false);
      const why = checkoutFailure(result.error);
      setFailure(why);
      toast({ kind: 'error', title: why.title, description: why.description });
    }
  };

  return (
    <CheckoutView
      data={data}
      delivery={delivery}
      values={values}
      errors={form.errors}
      formRef={form.formRef}
      showAll={showAll}
      processing={form.submitting || placed}
      failure={failure}
      addAddressState={state}
      onChange={change}
      onShowAll={() => setShowAll(true)}
      onSubmit={() => void submit()}
    />
  );
}
