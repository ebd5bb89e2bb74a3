import { ADD_SUBSCRIPTION_DELAY_MS, calendarDate } from '@so/contract';
import { getApi, navigate } from '@so/stores';
import { useAsync } from '@so/ui';
import { useEffect, useRef } from 'react';
import { routes } from '../shared/links.ts';
import { subscriptionList } from './subscription.ts';
import { SubscribeTabView } from './SubscribeTabView.tsx';

/**
 * The profile's #subscribe tab wired to GET /subscriptions/ (the profile shows it to logged-in
 * shoppers only). Add Subscription goes to /shop after 500 ms; leaving the tab first
 * cancels that.
 */
export function SubscribeTab() {
  const [state, retry] = useAsync(() => getApi().subscriptions().then(subscriptionList), []);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const add = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      navigate(routes.shop());
    }, ADD_SUBSCRIPTION_DELAY_MS);
  };

  return <SubscribeTabView state={state} today={calendarDate()} onAdd={add} onRetry={retry} />;
}
