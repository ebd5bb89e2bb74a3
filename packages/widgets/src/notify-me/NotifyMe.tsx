import { ApiError } from '@so/api';
import { consentedChannels, MSG, type NotifyChannel } from '@so/contract';
import { $loggedIn, getApi, requireLogin, toast } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { useState } from 'react';
import { routes } from '../shared/links.ts';
import { NotifyMeView } from './NotifyMeView.tsx';

/**
 * Notify me for an out-of-stock product: a visitor is asked to log in first; a logged-in shopper
 * sees by which channels they would be told (their consent) and saves the wish.
 */
export function NotifyMe({ productId }: { productId: number }) {
  const loggedIn = useStore($loggedIn);
  const [consent] = useAsync(
    async () => (loggedIn ? consentedChannels((await getApi().preferences()).data.consents) : null),
    [loggedIn],
  );
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<NotifyChannel[] | null>(null);
  const notify = async () => {
    if (!requireLogin(MSG.loginToNotifyMe)) return;
    setBusy(true);
    try {
      const answer = await getApi().notifyMe(productId);
      setSaved(answer.data.channels);
    } catch (error) {
      toast({ kind: 'error', title: error instanceof ApiError ? error.message : MSG.somethingWentWrong });
    } finally {
      setBusy(false);
    }
  };
  return (
    <NotifyMeView
      channels={consent.status === 'ready' ? consent.data : null}
      busy={busy}
      saved={saved}
      settingsHref={`${routes.profile()}#details`}
      onNotify={() => void notify()}
    />
  );
}
