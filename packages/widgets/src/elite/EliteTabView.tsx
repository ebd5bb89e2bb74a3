import { type EliteRecord, ELITE_PAGE_SIZES, MSG } from '@so/contract';
import { EmptyState, ErrorState, Link, Pagination, Skeleton, useStyles, type AsyncState } from '@so/ui';
import { routes } from '../shared/links.ts';
import { PageSizeSelect } from '../shared/PageSizeSelect.tsx';
import { ELITE_COPY } from './copy.ts';
import { eliteDate, eliteStatus, showingRange, type ElitePage } from './elite.ts';
import styles from './elite-tab.css?inline';

export interface EliteTabViewProps {
  state: AsyncState<ElitePage>;
  page: number;
  pageSize: number;
  /** The stored elite flag is 'true': Renew Subscription, else Buy Subscription. */
  member: boolean;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onRetry: () => void;
}

/**
 * The profile's #elite tab: the member's periods as cards (name, DD-MM-YYYY dates,
 * Active / Expired / Upcoming in words), page size, "Showing x to y of n subscriptions",
 * pagination, and Renew or Buy Subscription (to /subscription-plans).
 */
export function EliteTabView({ state, page, pageSize, member, hrefFor, onPage, onPageSize, onRetry }: EliteTabViewProps) {
  useStyles(styles);
  const renew = (
    <Link to={routes.eliteplans()} className="btn btn--small" part="renew">
      {member ? ELITE_COPY.renew : ELITE_COPY.buy}
    </Link>
  );
  const head = (
    <div className="elite-tab__head">
      <h2>{ELITE_COPY.tabTitle}</h2>
      {renew}
    </div>
  );

  if (state.status === 'loading') {
    return (
      <div className="elite-tab">
        {head}
        <div className="elite-tab__list" role="status" aria-busy="true">
          <span className="visually-hidden">{ELITE_COPY.tabLoading}</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={96} />
          ))}
        </div>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="elite-tab">
        {head}
        <ErrorState title={MSG.eliteLoadingFailed} onRetry={onRetry} />
      </div>
    );
  }
  const { records, count, totalPages } = state.data;
  const { from, to } = showingRange(page, pageSize, records.length);
  return (
    <div className="elite-tab" part="elite">
      {head}
      {records.length === 0 ? (
        <EmptyState>{MSG.subscriptionNotFound}</EmptyState>
      ) : (
        <>
          <div className="elite-tab__bar">
            <p className="elite-tab__showing" role="status">
              {ELITE_COPY.showing(from, to, count)}
            </p>
            <PageSizeSelect className="elite-tab__size" label={ELITE_COPY.perPage} sizes={ELITE_PAGE_SIZES} value={pageSize} onChange={onPageSize} />
          </div>
          <ul className="elite-tab__list">
            {records.map((record, i) => (
              <li key={record.id ?? `${record.start_date}-${i}`}>
                <EliteCard record={record} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} onPage={onPage} label={ELITE_COPY.pages} />
    </div>
  );
}

export function EliteCard({ record }: { record: EliteRecord }) {
  const status = eliteStatus(record);
  const start = eliteDate(record.start_date);
  const end = eliteDate(record.end_date);
  return (
    <article className="elite-tab__card" aria-label={ELITE_COPY.period(record.user_data.name, start, end)} part="period">
      <div className="elite-tab__card-head">
        <h3>{record.user_data.name}</h3>
        <span className={`badge elite-tab__status elite-tab__status--${status}`}>
          <span className="visually-hidden">{ELITE_COPY.status}: </span>
          {ELITE_COPY.statuses[status]}
        </span>
      </div>
      <dl className="elite-tab__dates">
        <div>
          <dt>{ELITE_COPY.startDate}</dt>
          <dd>
            <time dateTime={record.start_date}>{start}</time>
          </dd>
        </div>
        <div>
          <dt>{ELITE_COPY.endDate}</dt>
          <dd>
            <time dateTime={record.end_date}>{end}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
