/**
 * Pieces every section of the dashboard uses: a list's loading with paging, the money and time
 * formats, the failure text, a status label, the count line and the pager.
 */
import { ApiError } from '@so/api';
import { formatPaise, MSG, rupeesToPaise } from '@so/contract';
import { EmptyState, ErrorState, Pagination, Skeleton, useAsync, type AsyncState } from '@so/ui';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { DASHBOARD_COPY } from './copy.ts';

/** The server's words for a refused call (400/403/404/409…), else the generic fallback. */
export function failure(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : MSG.tryAgainLater;
}
/** Field errors of a refused form (`errors: {field: message}`), empty otherwise. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** Paise as the store shows money: ₹1,23,456.50. */
export const money = (paise: number): string => formatPaise(paise);
/** Rupees (the products, vouchers and customers answers) as the store shows money. */
export const rupees = (value: number): string => formatPaise(rupeesToPaise(value));

const whenFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });
/** A time in India, "05 Mar 2026, 02:05 pm"; '' when not a time. */
export function when(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : whenFormat.format(date);
}
/** A day in India, "05 Mar 2026" (a `YYYY-MM-DD` is that calendar day). */
export function day(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}

/** A page of a staff list as the server answers it. */
export interface StaffPage<T> {
  count: number;
  total_pages: number;
  page: number;
  data: T[];
}

/**
 * A paged staff list: loads `load(page)` again when `deps` or the page change (the page goes back
 * to 1 when `deps` change). `reload` keeps the page (after a change).
 */
export function usePagedList<T>(load: (page: number) => Promise<StaffPage<T>>, deps: readonly unknown[]) {
  const key = JSON.stringify(deps);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is new at each render; the caller's `deps` (as `key`) say when it changes
  const [state, reload] = useAsync(() => load(page), [key, page]);
  const setPage = (next: number) => setPaging({ key, page: next });
  return { state: state as AsyncState<StaffPage<T>>, page, setPage, reload };
}

/** "42 orders" above a list (a live region: a filter's result is announced). */
export function CountLine({ count, one, many }: { count: number; one: string; many: string }) {
  return (
    <p className="dash-count" role="status">
      {DASHBOARD_COPY.count(count, one, many)}
    </p>
  );
}

/** The pager below a list (hash-free: pages are not part of the URL). */
export function Pager({ page, totalPages, onPage, label = DASHBOARD_COPY.pages }: { page: number; totalPages: number; onPage: (page: number) => void; label?: string }) {
  return <Pagination page={page} totalPages={totalPages} hrefFor={() => '#'} onPage={onPage} label={label} />;
}

/** A status in words with its tone as a class (never colour alone: the word is the signal). */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'good' | 'warn' | 'bad'; children: ReactNode }) {
  return <span className={`dash-badge dash-badge--${tone}`}>{children}</span>;
}

/** A list while its answer is on the way: placeholders of the given heights, announced once by `label`. */
export function ListLoading({ label, heights }: { label: string; heights: readonly number[] }) {
  return (
    <div className="dash-loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {heights.map((height, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}

/**
 * A link to a place of the dashboard (`#section/detail`): a real link (a new tab, a copied
 * address work), followed in place on a plain click.
 */
export function HashLink({ href, onFollow, className, order, children }: { href: string; onFollow: () => void; className?: string; order?: string; children: ReactNode }) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow();
  };
  return (
    <a href={href} className={className} onClick={click} data-order={order}>
      {children}
    </a>
  );
}

/**
 * A page of a staff list in its states: `loading` while it comes, the failure with Try again,
 * `empty` when it holds nothing, else "n things", the list (`children`) and the pager.
 */
export function PagedList<T>({
  state,
  page,
  onPage,
  onRetry,
  loading,
  loadFailed,
  empty,
  one,
  many,
  children,
}: {
  state: AsyncState<StaffPage<T>>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  loading: ReactNode;
  loadFailed: string;
  empty: ReactNode;
  one: string;
  many: string;
  children: (data: T[]) => ReactNode;
}) {
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'error') return <ErrorState title={loadFailed} description={MSG.tryAgainLater} onRetry={onRetry} />;
  const { data, count, total_pages: totalPages } = state.data;
  if (data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <CountLine count={count} one={one} many={many} />
      {children(data)}
      <Pager page={page} totalPages={totalPages} onPage={onPage} />
    </>
  );
}
