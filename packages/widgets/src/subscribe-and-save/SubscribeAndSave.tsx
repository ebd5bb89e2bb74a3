import { $loggedIn, getApi } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { SubscribeAndSaveView } from './SubscribeAndSaveView.tsx';

const loadDiscount = () =>
  getApi()
    .plansInfo()
    .then(({ data }) => data.subscription_discount_percent);

/** /subscribe-and-save wired to the API: the discount from GET /subscription-plans-info/ (no login needed). */
export function SubscribeAndSave() {
  const loggedIn = useStore($loggedIn);
  const [discount] = useAsync(loadDiscount, []);
  return <SubscribeAndSaveView discount={discount} loggedIn={loggedIn} />;
}
