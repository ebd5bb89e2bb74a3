/** What both checkouts (the cart's and a subscription's) do on arrival. */
import { $elite, $session, navigate, toast } from '@so/stores';
import { useStore } from '@so/ui';
import { useEffect } from 'react';
import { routes } from '../shared/links.ts';
import { CHECKOUT_COPY } from './copy.ts';

/** Whether the shopper is an SO Elite member (the stored flag, or the session's), who ships free. */
export function useEliteShopper(): boolean {
  const eliteFlag = useStore($elite);
  const session = useStore($session);
  return eliteFlag === 'true' || Boolean(session?.is_sose_elite_user);
}

/** The checkouts already sent to add an address: coming back without one shows a link, not a loop. */
const sentToAddAddress = new WeakSet<object>();

/**
 * With no saved address, sends the shopper to add one (once per checkout state), carrying the
 * state so that saving comes back to this checkout.
 */
export function useSendToAddAddress(noAddress: boolean, state: object | null): void {
  useEffect(() => {
    if (!noAddress || !state || sentToAddAddress.has(state)) return;
    sentToAddAddress.add(state);
    toast({ kind: 'info', title: CHECKOUT_COPY.noAddressToast });
    navigate(routes.addAddress(), { state });
  }, [noAddress, state]);
}
