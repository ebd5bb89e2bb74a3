import { WALLET_PAGE_SIZE } from '@so/contract';
import { $location, getApi, setQuery } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { pageParam } from './OrdersTab.tsx';
import { WalletTabView, type WalletPage } from './WalletTabView.tsx';

/** URL query name of the wallet's page (the hash names the tab). */
export const WALLET_PAGE_PARAM = 'wallet_page';

type WalletAnswer = Awaited<ReturnType<ReturnType<typeof getApi>['walletHistory']>>;

/**
 * The tab's numbers. The reference server sends the totals and paging; a backend that sends only
 * the entries gets totals summed from them when they are the whole history, "—" otherwise.
 */
export function walletPage(answer: WalletAnswer): WalletPage {
  const entries = answer.SoseCoins;
  const totalPages = answer.total_pages ?? (answer.count !== undefined ? Math.max(1, Math.ceil(answer.count / WALLET_PAGE_SIZE)) : 1);
  const whole = totalPages <= 1;
  const sum = (pick: (e: (typeof entries)[number]) => number) => entries.reduce((total, e) => total + pick(e), 0);
  return {
    balance: answer.available_coin ?? entries[0]?.available_coin ?? 0,
    earned: answer.total_earned ?? (whole ? sum((e) => e.new_added_coin) : null),
    spent: answer.total_spent ?? (whole ? sum((e) => e.used_coin) : null),
    entries,
    totalPages,
  };
}

/** The Wallet tab wired to GET /coin_app/wallet_history/{contactId}/; its page lives in the URL query. */
export function WalletTab({ contactId }: { contactId: number }) {
  const location = useStore($location);
  const page = pageParam(location, WALLET_PAGE_PARAM);
  const [state, retry] = useAsync(
    () => getApi().walletHistory(contactId, { page, page_size: WALLET_PAGE_SIZE }).then(walletPage),
    [contactId, page],
  );
  const hrefFor = (p: number) => {
    const url = new URL(location.href);
    if (p > 1) url.searchParams.set(WALLET_PAGE_PARAM, String(p));
    else url.searchParams.delete(WALLET_PAGE_PARAM);
    return url.pathname + url.search + url.hash;
  };
  return <WalletTabView state={state} page={page} hrefFor={hrefFor} onPage={(p) => setQuery({ [WALLET_PAGE_PARAM]: p > 1 ? p : null })} onRetry={retry} />;
}
