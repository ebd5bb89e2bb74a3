/**
 * The Orders section's views (pure: props in, callbacks out): the filters, the list with its
 * count, CSV export and pager, an order's detail with the actions the server allows next, the
 * cancel dialog, and refunds with "Send refund again".
 */
import type { StaffOrdersFilter } from '@so/api/staff';
import { calendarDate, MAX_SEARCH_LENGTH, ORDER_STATUSES, type StaffOrder, type StaffRefund } from '@so/contract';
import { STAFF_PAYMENT_FILTERS } from '@so/contract/staff';
import { Dialog, EmptyState, ErrorState, type AsyncState } from '@so/ui';
import { useForm, type FieldErrors } from '@so/ui/form';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { DASHBOARD_COPY } from '../copy.ts';
import { Field } from '../Field.tsx';
import { Badge, CountLine, failure, HashLink, ListLoading, money, Pager, when, day, type StaffPage } from '../parts.tsx';
import { ACTION_LABEL, orderActions, type OrderAction } from './actions.ts';
import { ORDERS_COPY } from './copy.ts';
import { isPaymentFilter } from './filters.ts';

/** Focus was lost (the control that had it went away): it is on the page's body. */
function focusLost(): boolean {
  return typeof document !== 'undefined' && (document.activeElement === null || document.activeElement === document.body);
}

/** A status in words, toned by what it asks of staff. */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone = (ORDERS_COPY.statusTone as Readonly<Record<string, 'neutral' | 'good' | 'warn' | 'bad'>>)[status] ?? 'neutral';
  return <Badge tone={tone}>{status}</Badge>;
}

/** "COD · Not paid", "Online · Paid". */
export function paymentWords(order: Pick<StaffOrder, 'pay_type' | 'is_paid'>): string {
  return ORDERS_COPY.paymentOf(ORDERS_COPY.payTypes[order.pay_type] ?? order.pay_type, order.is_paid);
}

// ─── Filters ────────────────────────────────────────────────────────────

interface Draft {
  status: string;
  payment: string;
  from: string;
  to: string;
  partner: string;
  q: string;
}
const draftOf = (filters: StaffOrdersFilter): Draft => ({
  status: filters.status ?? '',
  payment: filters.payment ?? '',
  from: filters.from ?? '',
  to: filters.to ?? '',
  partner: filters.partner ?? '',
  q: filters.q ?? '',
});
const EMPTY_DRAFT: Draft = draftOf({});

/** The days the filters check: the first day not after the last (the message stands with the first). */
function checkDays(draft: Draft): FieldErrors<keyof Draft> {
  return { from: draft.from && draft.to && draft.from > draft.to ? ORDERS_COPY.fromAfterTo : undefined };
}

export interface OrderFiltersFormProps {
  /** The filters applied (the form shows them again when they change: a link, Back). */
  filters: StaffOrdersFilter;
  onApply: (filters: StaffOrdersFilter) => void;
  onClear: () => void;
}

/** The list's filters: search, status, payment, days, partner; Search applies, Clear filters empties. */
export function OrderFiltersForm({ filters, onApply, onClear }: OrderFiltersFormProps) {
  const id = useId();
  const form = useForm<Draft>({ initial: () => draftOf(filters), validate: checkDays, follows: { to: ['from'] } });
  const { values: draft, reset } = form;
  const datesWrong = Boolean(form.errors.from);
  const search = useRef<HTMLInputElement>(null);
  // The form follows the filters applied (kept mounted, so focus stays on the button pressed).
  const applied = JSON.stringify(draftOf(filters));
  useEffect(() => {
    reset(JSON.parse(applied) as Draft);
  }, [applied, reset]);
  const set = (key: keyof Draft) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => form.setField(key, event.target.value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Days the wrong way round: the message, and the focus on the first day.
    if (!form.check()) return;
    const next: StaffOrdersFilter = {};
    if (draft.status) next.status = draft.status;
    if (isPaymentFilter(draft.payment)) next.payment = draft.payment;
    if (draft.from) next.from = draft.from;
    if (draft.to) next.to = draft.to;
    if (draft.partner.trim()) next.partner = draft.partner.trim();
    if (draft.q.trim()) next.q = draft.q.trim();
    onApply(next);
  };
  const clear = () => {
    reset(EMPTY_DRAFT);
    // The button goes away with the filters: focus goes to the search field.
    search.current?.focus();
    onClear();
  };
  const filtered = Object.values(filters).some(Boolean) || Object.values(draft).some(Boolean);
  const datesError = `${id}-dates`;
  return (
    <form ref={form.formRef} className="dash-toolbar orders__filters" role="search" aria-label={ORDERS_COPY.filters} onSubmit={submit} noValidate>
      <div className="dash-field dash-field--wide">
        <label htmlFor={`${id}-q`}>{ORDERS_COPY.search}</label>
        <input id={`${id}-q`} ref={search} type="search" value={draft.q} onChange={set('q')} maxLength={MAX_SEARCH_LENGTH} aria-describedby={`${id}-q-hint`} autoComplete="off" />
        <span id={`${id}-q-hint`} className="dash-hint">
          {ORDERS_COPY.searchHint}
        </span>
      </div>
      <div className="dash-field">
        <label htmlFor={`${id}-status`}>{ORDERS_COPY.status}</label>
        <select id={`${id}-status`} value={draft.status} onChange={set('status')}>
          <option value="">{ORDERS_COPY.anyStatus}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="dash-field">
        <label htmlFor={`${id}-payment`}>{ORDERS_COPY.payment}</label>
        <select id={`${id}-payment`} value={draft.payment} onChange={set('payment')}>
          <option value="">{ORDERS_COPY.anyPayment}</option>
          {STAFF_PAYMENT_FILTERS.map((payment) => (
            <option key={payment} value={payment}>
              {ORDERS_COPY.paymentFilters[payment]}
            </option>
          ))}
        </select>
      </div>
      <div className="dash-field">
        <label htmlFor={`${id}-from`}>{ORDERS_COPY.from}</label>
        <input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} max={draft.to || undefined} aria-invalid={datesWrong || undefined} aria-describedby={datesWrong ? datesError : undefined} />
      </div>
      <div className="dash-field">
        <label htmlFor={`${id}-to`}>{ORDERS_COPY.to}</label>
        <input id={`${id}-to`} type="date" value={draft.to} onChange={set('to')} min={draft.from || undefined} aria-invalid={datesWrong || undefined} aria-describedby={datesWrong ? datesError : undefined} />
      </div>
      <div className="dash-field">
        <label htmlFor={`${id}-partner`}>{ORDERS_COPY.partner}</label>
        <input id={`${id}-partner`} type="text" value={draft.partner} onChange={set('partner')} autoCapitalize="characters" autoComplete="off" spellCheck={false} />
      </div>
      <div className="orders__filter-buttons">
        <button type="submit" className="btn">
          {DASHBOARD_COPY.search}
        </button>
        {filtered && (
          <button type="button" className="btn btn--ghost" onClick={clear}>
            {DASHBOARD_COPY.clearFilters}
          </button>
        )}
      </div>
      {datesWrong && (
        <p id={datesError} className="dash-error orders__filters-error" role="alert">
          {form.errors.from}
        </p>
      )}
    </form>
  );
}

// ─── The list ───────────────────────────────────────────────────────────

export interface OrdersTableProps {
  orders: readonly StaffOrder[];
  busy?: boolean;
  hrefFor: (orderId: string) => string;
  onOpen: (orderId: string) => void;
  /** The order whose detail staff came back from: its link takes focus when the rows appear. */
  returnTo?: string | null;
  /** Called once focus went back (so a later list does not take it again). */
  onReturned?: () => void;
}

export function OrdersTable({ orders, busy = false, hrefFor, onOpen, returnTo = null, onReturned }: OrdersTableProps) {
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (!returnTo || !focusLost()) return;
    const links = table.current?.querySelectorAll<HTMLAnchorElement>('a[data-order]') ?? [];
    Array.from(links).find((link) => link.dataset.order === returnTo)?.focus();
    onReturned?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the rows first appear: focus never jumps back later
  }, []);
  return (
    <table className="dash-table orders__table" aria-busy={busy || undefined} ref={table}>
      <caption className="visually-hidden">{ORDERS_COPY.table}</caption>
      <thead>
        <tr>
          <th scope="col">{ORDERS_COPY.order}</th>
          <th scope="col">{ORDERS_COPY.date}</th>
          <th scope="col">{ORDERS_COPY.customer}</th>
          <th scope="col">{ORDERS_COPY.status}</th>
          <th scope="col">{ORDERS_COPY.payment}</th>
          <th scope="col">{ORDERS_COPY.invoiced}</th>
          <th scope="col" className="dash-num">
            {ORDERS_COPY.total}
          </th>
          <th scope="col">{ORDERS_COPY.partnerCode}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td data-label={ORDERS_COPY.order}>
              <HashLink href={hrefFor(order.order_id)} onFollow={() => onOpen(order.order_id)} className="orders__number" order={order.order_id}>
                {order.order_id}
              </HashLink>
            </td>
            <td data-label={ORDERS_COPY.date}>{when(order.order_date)}</td>
            <td data-label={ORDERS_COPY.customer}>
              <span className="orders__customer">
                <span>{order.customer.name}</span>
                <span className="orders__email">{order.customer.email}</span>
              </span>
            </td>
            <td data-label={ORDERS_COPY.status}>
              <OrderStatusBadge status={order.order_status} />
            </td>
            <td data-label={ORDERS_COPY.payment}>{paymentWords(order)}</td>
            <td data-label={ORDERS_COPY.invoiced}>{order.is_invoiced ? DASHBOARD_COPY.yes : DASHBOARD_COPY.no}</td>
            <td data-label={ORDERS_COPY.total} className="dash-num">
              {money(order.final_total)}
            </td>
            <td data-label={ORDERS_COPY.partnerCode}>{order.partner_code ?? ORDERS_COPY.ownSite}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The list while its first answer is on the way. */
export function OrdersListSkeleton({ label = ORDERS_COPY.loading }: { label?: string }) {
  return <ListLoading label={label} heights={[44, 44, 44, 44, 44, 44]} />;
}

export interface OrdersListViewProps {
  /** The filters applied. */
  filters: StaffOrdersFilter;
  /** The page shown; while another page of the same filters loads, the one before it. */
  state: AsyncState<StaffPage<StaffOrder>>;
  /** Another page is loading (the rows shown are the page before). */
  busy?: boolean;
  page: number;
  onPage: (page: number) => void;
  onApply: (filters: StaffOrdersFilter) => void;
  onClear: () => void;
  onRetry: () => void;
  hrefFor: (orderId: string) => string;
  onOpen: (orderId: string) => void;
  exporting: boolean;
  /** Why the last export failed, or null. */
  exportError: string | null;
  onExport: () => void;
  /** The order whose detail staff came back from (its link takes focus), and when it did. */
  returnTo?: string | null;
  onReturned?: () => void;
  /** Shown between the filters and the list (the refunds to send, when filtering by them). */
  children?: ReactNode;
}

/** The list of orders: filters, count and CSV export, the rows (cards on a phone), the pager. */
export function OrdersListView({ filters, state, busy = false, page, onPage, onApply, onClear, onRetry, hrefFor, onOpen, exporting, exportError, onExport, returnTo = null, onReturned, children }: OrdersListViewProps) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="orders">
      <OrderFiltersForm filters={filters} onApply={onApply} onClear={onClear} />
      {children}
      <div className="orders__bar">
        {state.status === 'ready' ? <CountLine count={state.data.count} one={ORDERS_COPY.one} many={ORDERS_COPY.many} /> : <span />}
        <button type="button" className="btn btn--ghost btn--small" onClick={onExport} disabled={exporting}>
          {exporting ? ORDERS_COPY.exporting : ORDERS_COPY.exportCsv}
        </button>
      </div>
      {exportError && (
        <p className="dash-error" role="alert">
          {exportError}
        </p>
      )}
      {state.status === 'loading' && <OrdersListSkeleton />}
      {state.status === 'error' && <ErrorState title={failure(state.error)} onRetry={onRetry} />}
      {state.status === 'ready' &&
        (state.data.data.length === 0 ? (
          <EmptyState>{filtered ? DASHBOARD_COPY.nothingFound : ORDERS_COPY.none}</EmptyState>
        ) : (
          <>
            <OrdersTable orders={state.data.data} busy={busy} hrefFor={hrefFor} onOpen={onOpen} returnTo={returnTo} onReturned={onReturned} />
            <Pager page={page} totalPages={state.data.total_pages} onPage={onPage} label={ORDERS_COPY.pages} />
          </>
        ))}
    </div>
  );
}

// ─── Refunds ────────────────────────────────────────────────────────────

/** A notice after an action: done (a status, focused) or refused (an alert with the server's words). */
export interface Notice {
  tone: 'done' | 'refused';
  text: string;
  /** Changes with each notice, so the same words twice are still announced and focused. */
  at: number;
}

export interface RefundListProps {
  refunds: readonly StaffRefund[];
  /** The refund being sent, or null. */
  sending: number | null;
  onSend: (refundId: number) => void;
  /** A link to each refund's order (the list of refunds to send), or none (inside the order). */
  orderLink?: (refund: StaffRefund) => ReactNode;
}

/** Refunds with their status in words; a due or failed one can be sent again. */
export function RefundList({ refunds, sending, onSend, orderLink }: RefundListProps) {
  const id = useId();
  return (
    <ul className="orders__refunds">
      {refunds.map((refund) => {
        const head = `${id}-${refund.id}`;
        return (
          <li key={refund.id} className="dash-card orders__refund">
            <p className="orders__refund-head" id={head}>
              <strong>{ORDERS_COPY.refundOf(money(refund.amount))}</strong> <Badge tone={ORDERS_COPY.refundTone[refund.status]}>{ORDERS_COPY.refundStatus[refund.status]}</Badge>
            </p>
            <dl className="dash-facts">
              {orderLink && (
                <div>
                  <dt>{ORDERS_COPY.order}</dt>
                  <dd>
                    {orderLink(refund)} · {refund.customer.name}
                  </dd>
                </div>
              )}
              <div>
                <dt>{ORDERS_COPY.refundWhy}</dt>
                <dd>{ORDERS_COPY.refundReason[refund.reason]}</dd>
              </div>
              <div>
                <dt>{ORDERS_COPY.refundCreated}</dt>
                <dd>{when(refund.created_at)}</dd>
              </div>
              <div>
                <dt>{ORDERS_COPY.refundAttempts}</dt>
                <dd>{refund.attempts}</dd>
              </div>
              <div>
                <dt>{ORDERS_COPY.refundTxn}</dt>
                <dd>{refund.txnid}</dd>
              </div>
              {refund.gateway_message && (
                <div>
                  <dt>{ORDERS_COPY.refundGatewayMessage}</dt>
                  <dd>{refund.gateway_message}</dd>
                </div>
              )}
            </dl>
            {(refund.status === 'due' || refund.status === 'failed') && (
              <div className="dash-actions">
                <button type="button" className="btn btn--small" onClick={() => onSend(refund.id)} disabled={sending !== null} aria-describedby={head}>
                  {sending === refund.id ? ORDERS_COPY.sending : ORDERS_COPY.sendAgain}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A notice's words: a status (announced, focused when asked) or an alert. */
export function NoticeLine({ notice, focus = false }: { notice: Notice | null; focus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus && notice?.tone === 'done') ref.current?.focus();
  }, [focus, notice?.at, notice?.tone]);
  return (
    <>
      <div role="status" className="orders__notice-slot">
        {notice?.tone === 'done' && (
          <p className="orders__notice orders__notice--done" tabIndex={-1} ref={ref}>
            {notice.text}
          </p>
        )}
      </div>
      {notice?.tone === 'refused' && (
        <p className="orders__notice orders__notice--refused" role="alert">
          {notice.text}
        </p>
      )}
    </>
  );
}

export interface OrderRefundsProps {
  state: AsyncState<readonly StaffRefund[]>;
  sending: number | null;
  notice: Notice | null;
  onSend: (refundId: number) => void;
  onRetry: () => void;
}

/** An order's refunds (nothing when it has none). */
export function OrderRefunds({ state, sending, notice, onSend, onRetry }: OrderRefundsProps) {
  const heading = useId();
  if (state.status === 'loading') return null;
  if (state.status === 'ready' && state.data.length === 0 && !notice) return null;
  return (
    <section className="dash-card orders__refunds-card" aria-labelledby={heading}>
      <h4 id={heading}>{ORDERS_COPY.refunds}</h4>
      {state.status === 'error' && <ErrorState title={ORDERS_COPY.refundsLoadFailed} description={failure(state.error)} onRetry={onRetry} />}
      <NoticeLine notice={notice} />
      {state.status === 'ready' && <RefundList refunds={state.data} sending={sending} onSend={onSend} />}
    </section>
  );
}

/** The refunds waiting to be sent, above the list filtered by "Refund due". */
export function RefundsToSend({
  state,
  sending,
  notice,
  onSend,
  onRetry,
  hrefFor,
  onOpen,
}: OrderRefundsProps & { hrefFor: (orderId: string) => string; onOpen: (orderId: string) => void }) {
  const heading = useId();
  return (
    <section className="dash-card orders__to-send" aria-labelledby={heading}>
      <h3 id={heading}>{ORDERS_COPY.refundsToSend}</h3>
      <p className="dash-hint">{ORDERS_COPY.refundsToSendHint}</p>
      {state.status === 'loading' && <OrdersListSkeleton label={ORDERS_COPY.loadingRefunds} />}
      {state.status === 'error' && <ErrorState title={ORDERS_COPY.refundsLoadFailed} description={failure(state.error)} onRetry={onRetry} />}
      <NoticeLine notice={notice} />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="dash-hint">{ORDERS_COPY.noRefundsToSend}</p>
        ) : (
          <RefundList
            refunds={state.data}
            sending={sending}
            onSend={onSend}
            orderLink={(refund) => (
              <HashLink href={hrefFor(refund.order_id)} onFollow={() => onOpen(refund.order_id)}>
                {refund.order_id}
              </HashLink>
            )}
          />
        ))}
    </section>
  );
}

// ─── An order ───────────────────────────────────────────────────────────

export function OrderDetailSkeleton({ backHref, onBack }: { backHref: string; onBack: () => void }) {
  return (
    <div className="dash-detail orders__detail">
      <HashLink href={backHref} onFollow={onBack} className="dash-back">
        {ORDERS_COPY.backToList}
      </HashLink>
      <OrdersListSkeleton label={ORDERS_COPY.loadingOrder} />
    </div>
  );
}

/** No order of that number (or the detail could not be loaded: `error` and Try again). */
export function OrderMissing({ orderId, error, backHref, onBack, onRetry }: { orderId: string; error?: unknown; backHref: string; onBack: () => void; onRetry: () => void }) {
  return (
    <div className="dash-detail orders__detail">
      <HashLink href={backHref} onFollow={onBack} className="dash-back">
        {ORDERS_COPY.backToList}
      </HashLink>
      {error === undefined ? <EmptyState>{ORDERS_COPY.notFound(orderId)}</EmptyState> : <ErrorState title={failure(error)} onRetry={onRetry} />}
    </div>
  );
}

export interface OrderDetailViewProps {
  order: StaffOrder;
  backHref: string;
  onBack: () => void;
  historyHref: string;
  onHistory: () => void;
  /** The action on its way to the server, or null. */
  busy: OrderAction | null;
  /** What the last action did, or the server's refusal. */
  notice: Notice | null;
  /** Any action but cancel runs at once; cancel asks first (`confirmingCancel`). */
  onAction: (action: OrderAction) => void;
  confirmingCancel: boolean;
  onCancelClose: () => void;
  onCancelConfirm: () => void;
  /** Download invoice (offered once the order is invoiced): its PDF on its way, or why it failed (the server's words). */
  downloadingInvoice: boolean;
  invoiceError: string | null;
  onInvoice: () => void;
  /** The day Mark delivered dates the delivery (YYYY-MM-DD), and its change; no field without them. */
  deliveredOn?: string;
  onDeliveredOn?: (day: string) => void;
  /** Returned to origin asks first, as Cancel does. */
  confirmingReturn?: boolean;
  onReturnClose?: () => void;
  onReturnConfirm?: () => void;
  /** The order's packing and shipping (FulfilmentView), and its refunds (OrderRefunds). */
  children?: ReactNode;
}

/** An order: its facts, the next step the server allows, Cancel (asks first), History, Download invoice, its refunds. */
export function OrderDetailView({
  order,
  backHref,
  onBack,
  historyHref,
  onHistory,
  busy,
  notice,
  onAction,
  confirmingCancel,
  onCancelClose,
  onCancelConfirm,
  downloadingInvoice,
  invoiceError,
  onInvoice,
  deliveredOn,
  onDeliveredOn,
  confirmingReturn = false,
  onReturnClose,
  onReturnConfirm,
  children,
}: OrderDetailViewProps) {
  const noticeSlot = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The link that opened the order is gone: focus starts at the order's heading.
  useEffect(() => {
    if (focusLost()) title.current?.focus();
  }, []);
  const actionsHeading = useId();
  const actions = orderActions(order);
  return (
    <div className="dash-detail orders__detail">
      <HashLink href={backHref} onFollow={onBack} className="dash-back">
        {ORDERS_COPY.backToList}
      </HashLink>
      <h3 className="orders__title" tabIndex={-1} ref={title}>
        {ORDERS_COPY.title(order.order_id)}
      </h3>
      <dl className="dash-facts">
        <div>
          <dt>{ORDERS_COPY.status}</dt>
          <dd>
            <OrderStatusBadge status={order.order_status} />
          </dd>
        </div>
        <div>
          <dt>{ORDERS_COPY.orderDate}</dt>
          <dd>{when(order.order_date)}</dd>
        </div>
        <div>
          <dt>{ORDERS_COPY.customer}</dt>
          <dd>{order.customer.name}</dd>
        </div>
        <div>
          <dt>{ORDERS_COPY.customerEmail}</dt>
          <dd>
            <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
          </dd>
        </div>
        <div>
          <dt>{ORDERS_COPY.payment}</dt>
          <dd>{paymentWords(order)}</dd>
        </div>
        <div>
          <dt>{ORDERS_COPY.total}</dt>
          <dd>{money(order.final_total)}</dd>
        </div>
        <div>
          <dt>{ORDERS_COPY.invoiced}</dt>
          <dd>{order.is_invoiced ? DASHBOARD_COPY.yes : DASHBOARD_COPY.no}</dd>
        </div>
        <div>
          <dt>{ORDERS_COPY.partnerCode}</dt>
          <dd>{order.partner_code ?? ORDERS_COPY.ownSite}</dd>
        </div>
        {order.delivery_date && (
          <div>
            <dt>{ORDERS_COPY.deliveryDate}</dt>
            <dd>{day(order.delivery_date)}</dd>
          </div>
        )}
      </dl>
      <div ref={noticeSlot}>
        <NoticeLine notice={notice} focus />
      </div>
      <section className="dash-card" aria-labelledby={actionsHeading}>
        <h4 id={actionsHeading}>{ORDERS_COPY.actions}</h4>
        {actions.length === 0 && <p className="dash-hint">{ORDERS_COPY.noActions}</p>}
        {actions.includes('deliver') && deliveredOn !== undefined && onDeliveredOn && (
          <Field label={ORDERS_COPY.deliveredOn} hint={ORDERS_COPY.deliveredOnHint}>
            {(control) => <input {...control} type="date" value={deliveredOn} max={calendarDate()} onChange={(event) => onDeliveredOn(event.target.value)} />}
          </Field>
        )}
        <div className="dash-actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'cancel' || action === 'rto' ? 'btn btn--ghost orders__danger' : action === 'invoice' ? 'btn btn--ghost' : 'btn'}
              onClick={() => onAction(action)}
              disabled={busy !== null}
            >
              {busy === action && action !== 'cancel' && action !== 'rto' ? DASHBOARD_COPY.saving : ACTION_LABEL[action]}
            </button>
          ))}
          <HashLink href={historyHref} onFollow={onHistory} className="orders__history">
            {ORDERS_COPY.history}
          </HashLink>
        </div>
        {order.is_invoiced && (
          <div className="dash-actions">
            <button type="button" className="btn btn--ghost" onClick={onInvoice} disabled={downloadingInvoice}>
              {downloadingInvoice ? ORDERS_COPY.downloadingInvoice : ORDERS_COPY.downloadInvoice}
            </button>
          </div>
        )}
        {order.is_invoiced && invoiceError && (
          <p className="dash-error" role="alert">
            {invoiceError}
          </p>
        )}
      </section>
      {children}
      <Dialog
        open={confirmingCancel}
        title={ORDERS_COPY.cancelTitle(order.order_id)}
        onClose={() => busy === null && onCancelClose()}
        className="orders__dialog"
        fallback={() => noticeSlot.current?.querySelector<HTMLElement>('[tabindex]') ?? noticeSlot.current}
      >
        <p>{ORDERS_COPY.cancelWhat}</p>
        <ul>
          {ORDERS_COPY.cancelEffects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
        <p>{ORDERS_COPY.cancelFinal}</p>
        <div className="dash-actions">
          <button type="button" className="btn orders__danger-solid" onClick={onCancelConfirm} disabled={busy !== null}>
            {busy === 'cancel' ? DASHBOARD_COPY.saving : ORDERS_COPY.cancelYes}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onCancelClose} disabled={busy !== null}>
            {ORDERS_COPY.cancelNo}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={confirmingReturn}
        title={ORDERS_COPY.returnTitle(order.order_id)}
        onClose={() => busy === null && onReturnClose?.()}
        className="orders__dialog"
        fallback={() => noticeSlot.current?.querySelector<HTMLElement>('[tabindex]') ?? noticeSlot.current}
      >
        <p>{ORDERS_COPY.returnWhat}</p>
        <ul>
          {ORDERS_COPY.returnEffects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
        <p>{ORDERS_COPY.returnFinal}</p>
        <div className="dash-actions">
          <button type="button" className="btn orders__danger-solid" onClick={onReturnConfirm} disabled={busy !== null}>
            {busy === 'rto' ? DASHBOARD_COPY.saving : ORDERS_COPY.returnYes}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onReturnClose} disabled={busy !== null}>
            {ORDERS_COPY.returnNo}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
