import { routes } from '../shared/links.ts';
import { MOBILE_BREAKPOINT_PX, MSG } from '@so/contract';
import { $elite, $location, $loggedIn, endSession, getApi, logoutEverywhere, navigate, openLoginDialog, refreshElite, requireLogin, toast } from '@so/stores';
import { useAsync, useMediaQuery, useStore } from '@so/ui';
import { useEffect } from 'react';
import { EliteTab } from '../elite/index.ts';
import { Preferences } from '../alert-settings/index.ts';
import { SubscribeTab } from '../subscriptions/index.ts';
import { ACCOUNT_COPY } from './copy.ts';
import { serverMessage } from './errors.ts';
import { pushHash } from './history.ts';
import { paymentOutcome, usePaymentResult } from '../shared/payment-result.ts';
import { OrdersTab } from './OrdersTab.tsx';
import { ProfileView, SubscriptionPaymentNotice, tabFromHash } from './ProfileView.tsx';
import { WalletTab } from './WalletTab.tsx';

/** Deactivation: when the server answers status true, clear local storage and go to /. */
export async function deactivateAccount(): Promise<boolean> {
  try {
    const answer = await getApi().deactivate();
    if (!answer.status) {
      toast({ kind: 'error', title: answer.message ?? MSG.somethingWentWrong });
      return false;
    }
    localStorage.clear();
    endSession();
    navigate(routes.home());
    return true;
  } catch (error) {
    toast({ kind: 'error', title: serverMessage(error) });
    return false;
  }
}

/** Shown to visitors instead of the profile (the login prompt opens once on arrival). */
export function LoginNeeded() {
  return (
    <div className="acc container acc__login">
      <p>{ACCOUNT_COPY.pleaseLogIn}</p>
      <button type="button" className="btn" onClick={() => openLoginDialog(ACCOUNT_COPY.loginToSeeProfile)}>
        {ACCOUNT_COPY.logIn}
      </button>
    </div>
  );
}

/** The /profile page wired to the session, the URL hash and the API. */
export function ProfilePage() {
  const loggedIn = useStore($loggedIn);
  const location = useStore($location);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const [state, retry] = useAsync(
    () => (loggedIn ? getApi().profile().then((r) => r.data) : new Promise<never>(() => undefined)),
    [loggedIn],
  );

  const elite = useStore($elite) === 'true';
  // After paying a subscription's first order the gateway comes back to the Subscribe tab.
  const subscriptionPayment = paymentOutcome(location);
  usePaymentResult('subscription', loggedIn ? subscriptionPayment : null, null);
  useEffect(() => {
    if (!loggedIn) requireLogin(ACCOUNT_COPY.loginToSeeProfile);
    // Membership begins and ends on its own (a payment, the last day): the stored flag follows it.
    else void refreshElite();
  }, [loggedIn]);

  if (!loggedIn) return <LoginNeeded />;
  return (
    <ProfileView
      state={state}
      tab={tabFromHash(location.hash, mobile, elite)}
      elite={elite}
      mobile={mobile}
      onSelectTab={(tab) => pushHash(`#${tab}`)}
      onBackToMenu={() => pushHash('')}
      onRetry={retry}
      onDeactivate={deactivateAccount}
      onLogoutAll={() => logoutEverywhere(ACCOUNT_COPY.loggedOutEverywhere, ACCOUNT_COPY.logoutAllFailed)}
      onAddAddress={() => navigate(routes.addAddress())}
      onAddAddressDouble={() => pushHash('#wallet')}
      ordersPanel={<OrdersTab />}
      walletPanel={(profile) => <WalletTab contactId={profile.contact_id} />}
      subscribePanel={
        <>
          <SubscriptionPaymentNotice outcome={subscriptionPayment} />
          <SubscribeTab />
        </>
      }
      elitePanel={<EliteTab />}
      preferencesPanel={<Preferences />}
    />
  );
}
