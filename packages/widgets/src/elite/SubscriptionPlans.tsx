import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import { $elite, $loggedIn, getApi, openLoginDialog, refreshElite, toast } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { useEffect, useRef, useState } from 'react';
import { openPaymentPage } from '../shared/redirect.ts';
import { newCheckoutKey } from '../shared/txnid.ts';
import { ELITE_COPY } from './copy.ts';
import { eliteAudience } from './elite.ts';
import { SubscriptionPlansView, type ElitePlan } from './SubscriptionPlansView.tsx';

function loadPlan(): Promise<ElitePlan> {
  return getApi()
    .plansInfo()
    .then(({ data }) => ({ pricePaise: data.elite_plan_price, months: data.elite_plan_months }));
}

/**
 * /subscription-plans wired to the API: the plan's price from GET /subscription-plans-info/;
 * "Get SOSE Elite today" asks POST /get-subscription-payment-link/ with a new txnid and opens the
 * gateway's page in this tab (its callback comes back to /subscription-payment); visitors log in
 * first. The membership is asked again on arrival, so a stale stored flag does not decide the button.
 */
export function SubscriptionPlans() {
  const loggedIn = useStore($loggedIn);
  const audience = eliteAudience(loggedIn, useStore($elite));
  const [plan, retry] = useAsync(loadPlan, []);
  const [buying, setBuying] = useState(false);
  // One txnid per visit: a retry after a lost answer asks for the same payment, not a second one.
  const txnid = useRef(newCheckoutKey());
  const busy = useRef(false);

  useEffect(() => {
    if (loggedIn) void refreshElite();
  }, [loggedIn]);

  const buy = async () => {
    if (busy.current) return;
    busy.current = true;
    setBuying(true);
    try {
      openPaymentPage(await getApi().subscriptionPaymentLink(txnid.current));
    } catch (error) {
      // A txnid the server will not take (used elsewhere) is replaced for the next try.
      if (error instanceof ApiError && error.status === 409) txnid.current = newCheckoutKey();
      busy.current = false;
      setBuying(false);
      toast({ kind: 'error', title: MSG.somethingWentWrong, description: MSG.tryAgainLater });
    }
  };

  return (
    <SubscriptionPlansView
      plan={plan}
      audience={audience}
      buying={buying}
      onBuy={() => void buy()}
      onLogin={() => openLoginDialog(ELITE_COPY.loginToJoin)}
      onRetry={retry}
    />
  );
}
