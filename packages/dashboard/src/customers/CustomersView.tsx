/**
 * The Customers section's views (pure: props in, callbacks out). The list: a search by name,
 * e-mail or mobile and a page of accounts; the detail: the account's facts, orders, coin ledger
 * and subscriptions, with a superuser's coin adjustment and staff access controls.
 */
import type { StaffApi } from '@so/api/staff';
import { EmptyState, ErrorState, Skeleton, type AsyncState } from '@so/ui';
import { useForm, type FieldErrors } from '@so/ui/form';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { dashboardHash } from '../context.ts';
import { DASHBOARD_COPY } from '../copy.ts';
import { Field } from '../Field.tsx';
import { Badge, CountLine, day, failure, Pager, rupees, when, type StaffPage } from '../parts.tsx';
import { CUSTOMERS_COPY as C, roleOf } from './copy.ts';

export type StaffCustomerRow = Awaited<ReturnType<StaffApi['customers']>>['data'][number];
export type StaffCustomerDetail = Awaited<ReturnType<StaffApi['customer']>>['data'];

/** A click that opens a link in the page (not in a new tab or window). */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function roleTone(customer: { is_staff: boolean; is_superuser: boolean }): 'neutral' | 'good' | 'warn' {
  if (customer.is_superuser) return 'warn';
  return customer.is_staff ? 'good' : 'neutral';
}

// ─── The list ────────────────────────────────────────────────────────────

export interface CustomersListViewProps {
  /** The search the list shows (sent to the server). */
  search: string;
  onSearch: (search: string) => void;
  state: AsyncState<StaffPage<StaffCustomerRow>>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  onOpen: (customerId: number) => void;
}

export function CustomersListView({ search, onSearch, state, page, onPage, onRetry, onOpen }: CustomersListViewProps) {
  const [typed, setTyped] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <div className="dash-detail">
      <form className="dash-toolbar" role="search" aria-label={C.searchLabel} onSubmit={submit}>
        <Field label={C.searchLabel} hint={C.searchHint} className="dash-field--wide">
          {(control) => <input {...control} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />}
        </Field>
        <button type="submit" className="btn btn--primary">
          {DASHBOARD_COPY.search}
        </button>
        {search && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setTyped('');
              onSearch('');
            }}
          >
            {DASHBOARD_COPY.clearFilters}
          </button>
        )}
      </form>
      <CustomersList search={search} state={state} page={page} onPage={onPage} onRetry={onRetry} onOpen={onOpen} />
    </div>
  );
}

function CustomersList({ search, state, page, onPage, onRetry, onOpen }: Omit<CustomersListViewProps, 'onSearch'>) {
  if (state.status === 'loading') {
    return (
      <div aria-busy="true" aria-label={C.loading} role="status">
        <Skeleton height={20} width="30%" />
        <Skeleton height={220} style={{ marginTop: 10 }} />
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState title={C.loadFailed} description={failure(state.error)} onRetry={onRetry} />;
  const { count, total_pages: totalPages, data } = state.data;
  if (count === 0 || data.length === 0) return <EmptyState>{search ? C.noneFound(search) : C.none}</EmptyState>;
  return (
    <>
      <CountLine count={count} one={C.one} many={C.many} />
      <table className="dash-table">
        <caption className="visually-hidden">{C.listCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.cols.name}</th>
            <th scope="col">{C.cols.email}</th>
            <th scope="col">{C.cols.mobile}</th>
            <th scope="col" className="dash-num">
              {C.cols.coins}
            </th>
            <th scope="col">{C.cols.role}</th>
            <th scope="col">{C.cols.joined}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((customer) => (
            <tr key={customer.id}>
              <td data-label={C.cols.name}>
                <a
                  href={dashboardHash('customers', String(customer.id))}
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    onOpen(customer.id);
                  }}
                >
                  {customer.name.trim() || C.noName}
                </a>
              </td>
              <td data-label={C.cols.email}>{customer.email}</td>
              <td data-label={C.cols.mobile}>{customer.mobile_no || DASHBOARD_COPY.none}</td>
              <td data-label={C.cols.coins} className="dash-num">
                {customer.coin_balance.toLocaleString('en-IN')}
              </td>
              <td data-label={C.cols.role}>
                <Badge tone={roleTone(customer)}>{roleOf(customer)}</Badge>
              </td>
              <td data-label={C.cols.joined}>{day(customer.date_joined)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {totalPages > 1 && <Pager page={page} totalPages={totalPages} onPage={onPage} label={C.pages} />}
    </>
  );
}

// ─── The detail ──────────────────────────────────────────────────────────

export function CustomerDetailLoading() {
  return (
    <div className="dash-detail" aria-busy="true" aria-label={C.detailLoading} role="status">
      <Skeleton height={28} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={200} />
    </div>
  );
}

export function CustomerDetailError({ error, onRetry, onBack }: { error: unknown; onRetry: () => void; onBack: () => void }) {
  return (
    <div className="dash-detail">
      <BackLink onBack={onBack} />
      <ErrorState title={C.detailFailed} description={failure(error)} onRetry={onRetry} />
    </div>
  );
}

function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <a
      className="dash-back"
      href={dashboardHash('customers')}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onBack();
      }}
    >
      ← {C.back}
    </a>
  );
}

/** What a change in progress or done says (a live region). */
export interface ChangeState {
  busy: boolean;
  /** The server's refusal (its message), or null. */
  error: string | null;
  /** What the last change did, or null. */
  notice: string | null;
}
export const IDLE: ChangeState = { busy: false, error: null, notice: null };

export interface CustomerDetailViewProps {
  detail: StaffCustomerDetail;
  /** The session is a superuser's: coin adjustments and staff access. */
  superuser: boolean;
  /** The logged-in staff member's e-mail (their own account's staff access is not changed). */
  email: string;
  onBack: () => void;
  onOpenOrder: (orderId: string) => void;
  onHistory: (entity: 'customer' | 'user') => void;
  adjust: ChangeState;
  /**
   * Sends an adjustment: resolves when it was made (the form empties), rejects with the refusal
   * (the form keeps what was typed, the server's field errors beside their fields).
   */
  onAdjust: (coins: number, reason: string) => Promise<void>;
  staffChange: ChangeState;
  onSetStaff: (isStaff: boolean) => void;
}

export function CustomerDetailView({ detail, superuser, email, onBack, onOpenOrder, onHistory, adjust, onAdjust, staffChange, onSetStaff }: CustomerDetailViewProps) {
  const { customer, orders, coin_ledger: ledger, subscriptions } = detail;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [customer.id]);
  const name = customer.name.trim() || C.noName;
  return (
    <div className="dash-detail cust">
      <BackLink onBack={onBack} />
      <div className="cust__head">
        <h3 ref={heading} tabIndex={-1} className="cust__name">
          {name}
        </h3>
        <Badge tone={roleTone(customer)}>{roleOf(customer)}</Badge>
      </div>

      <section className="dash-card" aria-labelledby={`cust-account-${customer.id}`}>
        <h4 id={`cust-account-${customer.id}`}>{C.account}</h4>
        <dl className="dash-facts">
          <div>
            <dt>{C.facts.email}</dt>
            <dd>{customer.email}</dd>
          </div>
          <div>
            <dt>{C.facts.mobile}</dt>
            <dd>{customer.mobile_no || DASHBOARD_COPY.none}</dd>
          </div>
          <div>
            <dt>{C.facts.coins}</dt>
            <dd>{customer.coin_balance.toLocaleString('en-IN')}</dd>
          </div>
          <div>
            <dt>{C.facts.role}</dt>
            <dd>{roleOf(customer)}</dd>
          </div>
          <div>
            <dt>{C.facts.joined}</dt>
            <dd>{day(customer.date_joined)}</dd>
          </div>
          <div>
            <dt>{C.facts.active}</dt>
            <dd>{customer.is_active ? DASHBOARD_COPY.yes : DASHBOARD_COPY.no}</dd>
          </div>
        </dl>
        <div className="dash-actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onHistory('customer')} aria-describedby={`cust-history-${customer.id}`}>
            {C.history}
          </button>
          <span id={`cust-history-${customer.id}`} className="dash-hint">
            {C.historyHint}
          </span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onHistory('user')}>
            {C.staffHistory}
          </button>
        </div>
      </section>

      <CoinsCard key={customer.id} superuser={superuser} state={adjust} onAdjust={onAdjust} />
      <StaffAccessCard customer={customer} superuser={superuser} self={customer.email.toLowerCase() === email.toLowerCase()} state={staffChange} onSetStaff={onSetStaff} />

      <section className="cust__block" aria-labelledby={`cust-orders-${customer.id}`}>
        <h4 id={`cust-orders-${customer.id}`}>{C.orders}</h4>
        {orders.length === 0 ? (
          <p className="dash-hint">{C.noOrders}</p>
        ) : (
          <table className="dash-table">
            <caption className="visually-hidden">{C.ordersCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{C.orderCols.order}</th>
                <th scope="col">{C.orderCols.date}</th>
                <th scope="col">{C.orderCols.status}</th>
                <th scope="col">{C.orderCols.paid}</th>
                <th scope="col" className="dash-num">
                  {C.orderCols.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.order_id}>
                  <td data-label={C.orderCols.order}>
                    <a
                      href={dashboardHash('orders', order.order_id)}
                      aria-label={C.openOrder(order.order_id)}
                      onClick={(event) => {
                        if (!plainClick(event)) return;
                        event.preventDefault();
                        onOpenOrder(order.order_id);
                      }}
                    >
                      {order.order_id}
                    </a>
                  </td>
                  <td data-label={C.orderCols.date}>{day(order.order_date)}</td>
                  <td data-label={C.orderCols.status}>
                    <Badge tone={orderTone(order.order_status)}>{order.order_status}</Badge>
                  </td>
                  <td data-label={C.orderCols.paid}>{order.is_paid ? DASHBOARD_COPY.yes : DASHBOARD_COPY.no}</td>
                  <td data-label={C.orderCols.total} className="dash-num">
                    {rupees(order.final_total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="cust__block" aria-labelledby={`cust-ledger-${customer.id}`}>
        <h4 id={`cust-ledger-${customer.id}`}>{C.ledger}</h4>
        {ledger.length === 0 ? (
          <p className="dash-hint">{C.noLedger}</p>
        ) : (
          <table className="dash-table">
            <caption className="visually-hidden">{C.ledgerCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{C.ledgerCols.when}</th>
                <th scope="col" className="dash-num">
                  {C.ledgerCols.coins}
                </th>
                <th scope="col">{C.ledgerCols.kind}</th>
                <th scope="col">{C.ledgerCols.reason}</th>
                <th scope="col" className="dash-num">
                  {C.ledgerCols.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={C.ledgerCols.when}>{when(entry.created_at)}</td>
                  <td data-label={C.ledgerCols.coins} className="dash-num">
                    {C.delta(entry.delta)}
                  </td>
                  <td data-label={C.ledgerCols.kind}>{C.kinds[entry.kind] ?? entry.kind}</td>
                  <td data-label={C.ledgerCols.reason}>{entry.reason || (entry.order_id ? C.openOrder(entry.order_id) : DASHBOARD_COPY.none)}</td>
                  <td data-label={C.ledgerCols.balance} className="dash-num">
                    {entry.balance_after.toLocaleString('en-IN')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="cust__block" aria-labelledby={`cust-subs-${customer.id}`}>
        <h4 id={`cust-subs-${customer.id}`}>{C.subscriptions}</h4>
        {subscriptions.length === 0 ? (
          <p className="dash-hint">{C.noSubscriptions}</p>
        ) : (
          <table className="dash-table">
            <caption className="visually-hidden">{C.subscriptionsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{C.subscriptionCols.product}</th>
                <th scope="col">{C.subscriptionCols.status}</th>
                <th scope="col">{C.subscriptionCols.since}</th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((sub) => (
                <tr key={sub.id}>
                  <td data-label={C.subscriptionCols.product}>{sub.product_name}</td>
                  <td data-label={C.subscriptionCols.status}>
                    <Badge tone={sub.status === 'active' ? 'good' : 'neutral'}>{capitalise(sub.status)}</Badge>
                  </td>
                  <td data-label={C.subscriptionCols.since}>{day(sub.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

const capitalise = (word: string) => (word ? word[0].toUpperCase() + word.slice(1) : word);

function orderTone(status: string): 'neutral' | 'good' | 'warn' | 'bad' {
  if (status === 'Delivered') return 'good';
  if (status === 'Cancelled') return 'bad';
  if (status === 'Pending') return 'warn';
  return 'neutral';
}

/** "40", "-20", "−20", "+5" → the number; null when not a whole number other than 0. */
export function parseCoins(text: string): number | null {
  const clean = text.trim().replace(/^[−–]/, '-').replace(/^\+/, '');
  if (!/^-?\d{1,7}$/.test(clean)) return null;
  const n = Number(clean);
  return n === 0 ? null : n;
}

interface CoinsValues {
  coins: string;
  reason: string;
}

/** The adjustment's own checks: a whole number of coins other than 0, and a reason. */
function checkCoins(values: CoinsValues): FieldErrors<keyof CoinsValues> {
  return { coins: parseCoins(values.coins) === null ? C.coinsWhole : undefined, reason: values.reason.trim() ? undefined : C.reasonRequired };
}

function CoinsCard({ superuser, state, onAdjust }: { superuser: boolean; state: ChangeState; onAdjust: CustomerDetailViewProps['onAdjust'] }) {
  const form = useForm<CoinsValues>({ initial: { coins: '', reason: '' }, validate: checkCoins });
  const id = useId();
  if (!superuser) {
    return (
      <section className="dash-card" aria-labelledby={`${id}-h`}>
        <h4 id={`${id}-h`}>{C.adjust}</h4>
        <p className="dash-hint">{DASHBOARD_COPY.superuserOnly}</p>
      </section>
    );
  }
  const { values, errors } = form;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The checks passed when it is sent, so the coins are a number.
    const result = await form.submit(async (v) => {
      const coins = parseCoins(v.coins);
      if (coins !== null) await onAdjust(coins, v.reason.trim());
    });
    if (result.status === 'sent') form.reset();
  };
  return (
    <section className="dash-card" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`}>{C.adjust}</h4>
      <form ref={form.formRef} className="dash-toolbar" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-h`}>
        <Field label={C.adjustCoins} hint={C.adjustCoinsHint} error={errors.coins} announced={false}>
          {(control) => <input {...control} inputMode="numeric" value={values.coins} onChange={(e) => form.setField('coins', e.target.value)} autoComplete="off" />}
        </Field>
        <Field label={C.adjustReason} hint={C.adjustReasonHint} error={errors.reason} announced={false} className="dash-field--wide">
          {(control) => <input {...control} value={values.reason} maxLength={200} onChange={(e) => form.setField('reason', e.target.value)} autoComplete="off" />}
        </Field>
        <button type="submit" className="btn btn--primary" disabled={form.submitting}>
          {form.submitting ? C.adjusting : C.adjustSubmit}
        </button>
      </form>
      <Outcome state={state} />
    </section>
  );
}

/** The result of a change: the server's refusal (an alert) or what it did (a status). */
function Outcome({ state }: { state: ChangeState }) {
  return (
    <>
      {state.error && (
        <p className="dash-error" role="alert">
          {state.error}
        </p>
      )}
      <p className="dash-hint" role="status">
        {state.notice ?? ''}
      </p>
    </>
  );
}

function StaffAccessCard({
  customer,
  superuser,
  self,
  state,
  onSetStaff,
}: {
  customer: StaffCustomerDetail['customer'];
  superuser: boolean;
  self: boolean;
  state: ChangeState;
  onSetStaff: (isStaff: boolean) => void;
}) {
  const id = useId();
  let body;
  if (!superuser) body = <p className="dash-hint">{DASHBOARD_COPY.superuserOnly}</p>;
  else if (self) body = <p className="dash-hint">{C.ownAccount}</p>;
  else if (customer.is_superuser) body = <p className="dash-hint">{C.ownerAccount}</p>;
  else {
    body = (
      <div className="dash-actions">
        <button type="button" className="btn btn--ghost" disabled={state.busy} onClick={() => onSetStaff(!customer.is_staff)}>
          {state.busy ? C.changingStaff : customer.is_staff ? C.removeStaff : C.makeStaff}
        </button>
      </div>
    );
  }
  return (
    <section className="dash-card" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`}>{C.staffAccess}</h4>
      <p className="dash-hint">{roleOf(customer)}</p>
      {body}
      <Outcome state={state} />
    </section>
  );
}
