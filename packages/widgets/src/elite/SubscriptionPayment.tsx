import { ApiError } from '@so/api';
import { ELITE_PAYMENT_POLL_MS } from '@so/contract';
import { $location, $session, getApi, navigate, openLoginDialog, refreshElite } from '@so/stores';
import { useStore } from '@so/ui';
import { useEffect, useRef, useState } from 'react';
import { routes } from '../shared/links.ts';
import { ELITE_COPY } from './copy.ts';
import { pollOutcome, type PaymentPhase } from './elite.ts';
import { SubscriptionPaymentView } from './SubscriptionPaymentView.tsx';
import { paymentQuery, usePaymentResult } from '../shared/payment-result.ts';

/** What a failed status call means: the session ended (log in again), no such payment of this account, or keep asking. */
function failureOutcome(error: unknown): 'login' | 'unknown' | 'pending' {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return 'pending';
  return error.status === 401 ? 'login' : 'unknown';
}

/**
 * /subscription-payment?txnid=…&payment=success|failure wired to the API: asks GET
 * /user/get-subscription-payment/{txnid}/ at once and then every ELITE_PAYMENT_POLL_MS (1 s)
 * after each answer (never two requests at once; stopped when the page goes). Paid: the
 * membership is asked again (refreshElite) and the shopper goes to / (replacing this page).
 * Failed (the server says so, or the callback said failure and the server agrees it is not paid):
 * polling stops and "Payment failed! Please try again." shows. The attributes come from the route's
 * query; without them the page's own query is read.
 */
export function SubscriptionPayment({ txnid, payment }: { txnid?: string; payment?: string }) {
  const location = useStore($location);
  const token = useStore($session)?.token ?? null;
  const id = (txnid ?? location.searchParams.get('txnid') ?? '').trim();
  const query = paymentQuery(payment ?? location.searchParams.get('payment'));
  const [phase, setPhase] = useState<PaymentPhase>('waiting');
  // The callback's word is read when an answer comes: it changing (an attribute set after the
  // first render) does not start the polling again.
  const said = useRef(query);
  said.current = query;

  useEffect(() => {
    if (!id || !token) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setPhase('waiting');
    const ask = async () => {
      let outcome: ReturnType<typeof pollOutcome> | ReturnType<typeof failureOutcome>;
      try {
        outcome = pollOutcome(await getApi().subscriptionPaymentStatus(id), said.current);
      } catch (error) {
        outcome = failureOutcome(error);
      }
      if (stopped) return;
      if (outcome === 'pending') {
        timer = setTimeout(() => void ask(), ELITE_PAYMENT_POLL_MS);
        return;
      }
      setPhase(outcome);
      if (outcome !== 'paid') return;
      await refreshElite();
      if (!stopped) navigate(routes.home(), { replace: true });
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, token]);

  const shown: PaymentPhase = !id ? 'missing' : !token ? 'login' : phase;
  usePaymentResult('elite', shown === 'paid' ? 'success' : shown === 'failed' ? 'failure' : null, id || null);
  return <SubscriptionPaymentView phase={shown} onLogin={() => openLoginDialog(ELITE_COPY.loginToSeePayment)} />;
}
