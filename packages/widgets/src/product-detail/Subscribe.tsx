import { type Product, MSG, SUBSCRIPTION_TOAST_MS } from '@so/contract';
import { getApi, navigate, toast } from '@so/stores';
import { useAsync } from '@so/ui';
import { useEffect } from 'react';
import { routes } from '../shared/links.ts';
import { subscriptionCheckoutState } from './subscribe.ts';
import { SubscribeDialog } from './SubscribeDialog.tsx';
import { never } from '../shared/never.ts';

/**
 * The subscribe dialog wired to the API: each time it opens it loads GET /delivery-options/ (a
 * failure says "Error loading delivery options / Please refresh the page" and leaves
 * the choice empty) and the store's discount (GET /subscription-plans-info/); Proceed to checkout
 * goes to /checkout with the subscription as navigation state. The page checks the login first.
 */
export function Subscribe({ product, open, initialQuantity, onClose }: { product: Product; open: boolean; initialQuantity: number; onClose: () => void }) {
  const [options] = useAsync(() => (open ? getApi().deliveryOptions().then((r) => r.data) : never()), [open]);
  const [discount, retryDiscount] = useAsync(
    () => (open ? getApi().plansInfo().then((r) => r.data.subscription_discount_percent) : never()),
    [open],
  );

  const optionsFailed = options.status === 'error';
  useEffect(() => {
    if (optionsFailed) toast({ kind: 'error', title: MSG.deliveryOptionsFailed, description: MSG.deliveryOptionsRefresh, duration: SUBSCRIPTION_TOAST_MS });
  }, [optionsFailed]);

  return (
    <SubscribeDialog
      open={open}
      product={product}
      options={options}
      discount={discount}
      initialQuantity={initialQuantity}
      onRetryDiscount={retryDiscount}
      onClose={onClose}
      onConfirm={(choice) => {
        onClose();
        navigate(routes.checkout(), { state: subscriptionCheckoutState(product, choice) });
      }}
    />
  );
}
