import { MSG, SUBSCRIPTION_TOAST_MS } from '@so/contract';
import {
  $loggedIn,
  emit,
  getApi,
  navigate,
  openLoginDialog,
  reloadCart,
  requireLogin,
  setCartCount,
  toast,
  type SubscriptionCheckoutState,
} from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { useForm } from '@so/ui/form';
import { useEffect, useRef, useState } from 'react';
import { routes } from '../shared/links.ts';
import { openPaymentPage } from '../shared/redirect.ts';
import { newCheckoutKey } from '../shared/txnid.ts';
import { useEliteShopper, useSendToAddAddress } from './arrival.ts';
import { sortAddresses } from './checkout.ts';
import { CHECKOUT_COPY } from './copy.ts';
import { CheckoutError, CheckoutLogin, CheckoutNoAddress, CheckoutSkeleton } from './CheckoutView.tsx';
import { subscriptionOrderRequest, subscriptionPaymentFields, subscriptionRequest } from './subscription.ts';
import { SubscriptionCheckoutView } from './SubscriptionCheckoutView.tsx';
import type { CheckoutFailure } from './SummaryParts.tsx';
import { never } from '../shared/never.ts';

/**
 * The subscription made for a checkout state (one visit): a retry after its first order failed
 * places that order again instead of creating a second subscription.
 */
const created = new WeakMap<SubscriptionCheckoutState, number>();

/** The cart could not be emptied before the subscription. */
const CART_CLEAR_FAILED: CheckoutFailure = { title: MSG.cartClearFailed, description: MSG.cartClearRetry };
/** The subscription or its first order could not be made. */
const CREATION_FAILED: CheckoutFailure = { title: MSG.subscriptionCreationFailed, description: MSG.contactSupport };

/** Empties the shopper's cart, one line after another (before a subscription checkout). */
async function clearCart(): Promise<void> {
  const api = getApi();
  const cart = await api.cart();
  for (const item of cart.data.cart_items) await api.removeCartItem(item.id);
}

/**
 * /checkout's subscription path wired to the API. Subscribe and pay: (a) empties the
 * cart (failure: "Error clearing cart / Please try again", nothing else happens); (b) creates the
 * subscription; (c) places its first order for the chosen address (a failure of either:
 * "Subscription creation failed! / Please contact support."); (d) asks for the order's payment
 * link and opens the gateway's page, which comes back to /profile#subscribe. If (d) fails the
 * subscription stands: the shopper is told to pay its first order with Accept and Pay and goes
 * to /profile#subscribe.
 */
export function SubscriptionCheckout({ state }: { state: SubscriptionCheckoutState }) {
  const loggedIn = useStore($loggedIn);
  const elite = useEliteShopper();
  const [addresses, retry] = useAsync(() => (loggedIn ? getApi().addresses().then((r) => sortAddresses(r.data)) : never()), [loggedIn]);
  const [key] = useState(newCheckoutKey);
  /** The shopper's choice; undefined until they pick one (the default address is the choice). */
  const form = useForm<{ chosen: number | undefined }, 'address'>({
    initial: { chosen: undefined },
    validate: ({ chosen }) => (defaultOr(chosen) === null ? { address: MSG.selectBillingAddress } : {}),
    follows: { chosen: ['address'] },
  });
  const chosen = form.values.chosen;
  const defaultOr = (picked: number | undefined): number | null =>
    picked === undefined ? (addresses.status === 'ready' ? (addresses.data.find((a) => a.is_default)?.id ?? null) : null) : picked;
  const [showAll, setShowAll] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (!loggedIn) requireLogin(MSG.loginToSubscribe);
  }, [loggedIn]);

  useSendToAddAddress(addresses.status === 'ready' && addresses.data.length === 0, state);

  if (!loggedIn) return <CheckoutLogin onLogin={() => openLoginDialog(MSG.loginToSubscribe)} />;
  if (addresses.status === 'loading') return <CheckoutSkeleton />;
  if (addresses.status === 'error') return <CheckoutError onRetry={retry} />;
  const saved = addresses.data;
  if (saved.length === 0) return <CheckoutNoAddress addAddressState={state} />;
  const addressId = chosen === undefined ? (saved.find((a) => a.is_default)?.id ?? null) : chosen;

  const fail = (why: CheckoutFailure) => {
    busy.current = false;
    setProcessing(false);
    setFailure(why);
    toast({ kind: 'error', title: why.title, description: why.description, duration: SUBSCRIPTION_TOAST_MS });
  };

  const submit = async () => {
    if (busy.current) return;
    if (!form.check() || addressId === null) return;
    busy.current = true;
    setProcessing(true);
    setFailure(null);
    const api = getApi();
    let subscriptionId = created.get(state);

    if (subscriptionId === undefined) {
      try {
        await clearCart();
      } catch {
        // Some lines may be gone: the shared cart shows what is left.
        void reloadCart();
        fail(CART_CLEAR_FAILED);
        return;
      }
      // The shared cart (header counter, drawer, bottom bar) shows the emptied cart.
      setCartCount(0);
      void reloadCart();
    }

    let orderId: string;
    try {
      if (subscriptionId === undefined) {
        const made = await api.createSubscription(subscriptionRequest(state.subscription));
        if (!made.data) throw new Error('No subscription id');
        subscriptionId = made.data.id;
        created.set(state, subscriptionId);
        emit('so:subscription-created', { subscriptionId, productId: state.subscription.product_id });
      }
      const order = await api.createSubscriptionOrder(subscriptionOrderRequest(subscriptionId, addressId));
      if (!order.data) throw new Error('No order id');
      orderId = order.data.order_id;
    } catch {
      fail(CREATION_FAILED);
      return;
    }

    try {
      openPaymentPage(await api.editOrderPaymentLink(subscriptionPaymentFields(orderId, key)));
    } catch {
      toast({ kind: 'warning', title: CHECKOUT_COPY.subscriptionPayLater, description: CHECKOUT_COPY.subscriptionPayLaterHint, duration: SUBSCRIPTION_TOAST_MS });
      navigate(routes.subscribeTab());
    }
  };

  return (
    <SubscriptionCheckoutView
      subscription={state.subscription}
      addresses={saved}
      elite={elite}
      addressId={addressId}
      addressError={form.errors.address}
      formRef={form.formRef}
      showAll={showAll}
      processing={processing}
      failure={failure}
      addAddressState={state}
      onChoose={(id) => {
        form.setField('chosen', id);
      }}
      onShowAll={() => setShowAll(true)}
      onSubmit={() => void submit()}
    />
  );
}
