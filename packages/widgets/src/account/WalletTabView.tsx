import { type WalletEntry, MSG, formatDate } from '@so/contract';
import { WALLET_PAGINATION_SIBLINGS } from '@so/ui';
import { EmptyState, ErrorState, Link, Pagination, Skeleton, type AsyncState } from '@so/ui';
import { useId } from 'react';
import { routes } from '../shared/links.ts';
import { ACCOUNT_COPY } from './copy.ts';

/** One page of the coin wallet as the tab shows it (coins are whole numbers; 1 coin = ₹1). */
export interface WalletPage {
  balance: number;
  /** Null when the server does not say (and this page is not the whole history). */
  earned: number | null;
  spent: number | null;
  entries: readonly WalletEntry[];
  totalPages: number;
}

export interface WalletTabViewProps {
  state: AsyncState<WalletPage>;
  page: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** When a wallet entry happened (the field's name varies between backends). */
export function entryDate(entry: WalletEntry): string | null {
  return entry.created_at ?? entry.date ?? entry.created_on ?? entry.timestamp ?? null;
}

/** The order a wallet entry belongs to, if any. */
export function entryOrder(entry: WalletEntry): string | null {
  return entry.pos_order?.order_id?.trim() || entry.order_id?.trim() || null;
}

/** The Wallet tab of /profile: balance, earned and spent cards, and the coin history paged by 20. */
export function WalletTabView({ state, page, hrefFor, onPage, onRetry }: WalletTabViewProps) {
  const id = useId();
  if (state.status === 'loading') {
    return (
      <div className="acc__wallet" role="status" aria-busy="true">
        <span className="visually-hidden">{ACCOUNT_COPY.walletLoading}</span>
        <div className="acc__wallet-cards">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={92} />
          ))}
        </div>
        <Skeleton height={240} />
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState title={MSG.walletLoadFailed} description={MSG.walletUnable} onRetry={onRetry} />;
  const { balance, earned, spent, entries, totalPages } = state.data;
  const coins = (n: number | null) => (n === null ? ACCOUNT_COPY.notAvailable : ACCOUNT_COPY.coins(n));
  return (
    <div className="acc__wallet">
      <ul className="acc__wallet-cards" part="wallet-cards">
        <li className="acc__wallet-card acc__wallet-card--balance">
          <span className="acc__wallet-label">{ACCOUNT_COPY.currentBalance}</span>
          <strong>{coins(balance)}</strong>
        </li>
        <li className="acc__wallet-card">
          <span className="acc__wallet-label">{ACCOUNT_COPY.totalEarned}</span>
          <strong>{coins(earned)}</strong>
        </li>
        <li className="acc__wallet-card">
          <span className="acc__wallet-label">{ACCOUNT_COPY.totalSpent}</span>
          <strong>{coins(spent)}</strong>
        </li>
      </ul>
      <section className="acc__wallet-history" part="wallet-history">
        <h2 id={`${id}-history`} className="acc__wallet-title">
          {ACCOUNT_COPY.history}
        </h2>
        {entries.length === 0 ? (
          <EmptyState>{MSG.noTransactions}</EmptyState>
        ) : (
          <div className="acc__table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-history`}>
            <table className="acc__table">
              <thead>
                <tr>
                  <th scope="col">{ACCOUNT_COPY.date}</th>
                  <th scope="col">{ACCOUNT_COPY.order}</th>
                  <th scope="col" className="acc__num">
                    {ACCOUNT_COPY.earned}
                  </th>
                  <th scope="col" className="acc__num">
                    {ACCOUNT_COPY.used}
                  </th>
                  <th scope="col" className="acc__num">
                    {ACCOUNT_COPY.balance}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => {
                  const when = entryDate(entry);
                  const order = entryOrder(entry);
                  return (
                    <tr key={entry.id}>
                      <td>{when ? <time dateTime={when}>{formatDate(when)}</time> : ACCOUNT_COPY.notAvailable}</td>
                      <td>{order ? <Link to={routes.order(order)}>{order}</Link> : ACCOUNT_COPY.notAvailable}</td>
                      <td className="acc__num">{entry.new_added_coin > 0 ? `+${entry.new_added_coin}` : '0'}</td>
                      <td className="acc__num">{entry.used_coin > 0 ? `−${entry.used_coin}` : '0'}</td>
                      <td className="acc__num">{entry.available_coin}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={hrefFor}
          onPage={onPage}
          label={ACCOUNT_COPY.walletPages}
          outer={1}
          inner={WALLET_PAGINATION_SIBLINGS}
        />
      </section>
    </div>
  );
}
