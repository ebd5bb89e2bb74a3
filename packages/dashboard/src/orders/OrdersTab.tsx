/**
 * The dashboard's Orders section, connected: the list (GET /staff/orders, 20 a page, its filters
 * in the URL hash so a link presets them and Back returns to them), its CSV (the same filters),
 * and an order (`#orders/SO100001`) with the step the server allows next, Cancel, Mark invoiced,
 * Download invoice (once invoiced) and its refunds (GET /staff/refunds?order=). Staff and the
 * owner may do all of it.
 */
import { ApiError } from '@so/api';
import { type StaffApi, type StaffOrdersFilter } from '@so/api/staff';
import { calendarDate, STAFF_PAGE_SIZE_DEFAULT, STAFF_PAGE_SIZE_MAX, type StaffOrder, type StaffRefund } from '@so/contract';
import { getApi } from '@so/stores';
import { useAsync, useStyles, type AsyncState } from '@so/ui';
import { useMemo, useRef, useState } from 'react';
import { fileSaver } from '@so/widgets/kit';
import { dashboardHash, useDashboard } from '../context.ts';
import { failure, fieldErrors, usePagedList, type StaffPage } from '../parts.tsx';
import { actionBody, type OrderAction } from './actions.ts';
import { ORDERS_COPY } from './copy.ts';
import { isFilterDetail, orderFiltersDetail, parseOrderFilters } from './filters.ts';
import { FulfilmentView, PickListCard, type ShipmentDraft } from './FulfilmentView.tsx';
import { OrderDetailSkeleton, OrderDetailView, OrderMissing, OrderRefunds, OrdersListView, RefundsToSend, type Notice } from './OrdersView.tsx';
import css from './orders.css?inline';

let noticeCount = 0;
const notice = (tone: Notice['tone'], text: string): Notice => ({ tone, text, at: ++noticeCount });

/** The order of that number (any case), from the list searched by it; null when there is none. */
export async function findOrder(staff: StaffApi, orderId: string): Promise<StaffOrder | null> {
  const wanted = orderId.trim().toUpperCase();
  const answer = await staff.orders({ q: orderId.trim(), page_size: STAFF_PAGE_SIZE_MAX });
  return answer.data.find((order) => order.order_id.toUpperCase() === wanted) ?? null;
}

export function OrdersTab() {
  useStyles(css);
  const { detail } = useDashboard();
  // The list's filters the detail came from, so "Back to orders" returns to them.
  const listDetail = useRef<string | null>(null);
  // The order last shown, whose link takes focus back in the list.
  const lastOrder = useRef<string | null>(null);
  const isOrder = detail !== null && !isFilterDetail(detail);
  if (isOrder) lastOrder.current = detail;
  else listDetail.current = detail;
  return isOrder ? <OrderSection key={detail} orderId={detail} backDetail={listDetail.current} /> : <OrdersList detail={detail} returnTo={lastOrder.current} />;
}

// ─── The list ───────────────────────────────────────────────────────────

function OrdersList({ detail, returnTo }: { detail: string | null; returnTo: string | null }) {
  const { staff, open } = useDashboard();
  // Focus goes back to the order's link once, when the list first shows after its detail.
  const [focusOrder, setFocusOrder] = useState(returnTo);
  const key = orderFiltersDetail(parseOrderFilters(detail));
  // One filter object for the list and its CSV: the file holds exactly the orders listed.
  const filters = useMemo(() => parseOrderFilters(key), [key]);
  const { state, page, setPage, reload } = usePagedList<StaffOrder>((p) => staff.orders({ ...filters, page: p, page_size: STAFF_PAGE_SIZE_DEFAULT }), [key]);
  // While another page of the same filters loads, the page before stays (and the pager with it).
  const shown = useRef<{ key: string | null; data: StaffPage<StaffOrder> } | null>(null);
  if (state.status === 'ready') shown.current = { key, data: state.data };
  const previous = state.status === 'loading' && shown.current?.key === key ? shown.current.data : null;
  const view: AsyncState<StaffPage<StaffOrder>> = previous ? { status: 'ready', data: previous } : state;

  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const csv = await staff.ordersCsv(filters);
      fileSaver.save(csv, ORDERS_COPY.csvFile(calendarDate()));
    } catch (error) {
      setExportError(failure(error));
    } finally {
      setExporting(false);
    }
  };

  const apply = (next: StaffOrdersFilter) => {
    const nextKey = orderFiltersDetail(next);
    if (nextKey === key) reload();
    else open('orders', nextKey);
  };
  const clear = () => {
    if (key !== null) open('orders', null);
  };
  const hrefFor = (orderId: string) => dashboardHash('orders', orderId);
  const openOrder = (orderId: string) => open('orders', orderId);

  return (
    <OrdersListView
      filters={filters}
      state={view}
      busy={previous !== null}
      page={page}
      onPage={setPage}
      onApply={apply}
      onClear={clear}
      onRetry={reload}
      hrefFor={hrefFor}
      onOpen={openOrder}
      exporting={exporting}
      exportError={exportError}
      onExport={() => void exportCsv()}
      returnTo={focusOrder}
      onReturned={() => setFocusOrder(null)}
    >
      <PickListSection />
      {filters.payment === 'refund_due' && <RefundsToSendSection hrefFor={hrefFor} onOpen={openOrder} />}
    </OrdersListView>
  );
}

// ─── The pick list ──────────────────────────────────────────────────────

function PickListSection() {
  const { staff } = useDashboard();
  const [day, setDay] = useState(() => calendarDate());
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      fileSaver.save(await staff.pickListPdf(day), ORDERS_COPY.pickListFile(day));
    } catch (failed) {
      setError(failure(failed));
    } finally {
      setDownloading(false);
    }
  };
  return <PickListCard day={day} onDay={setDay} downloading={downloading} error={error} onDownload={() => void download()} />;
}

// ─── Refunds ────────────────────────────────────────────────────────────

/** Refunds as useAsync loads them, with "Send refund again" and what it did. */
function useRefunds([state, reload]: [AsyncState<StaffRefund[]>, () => void]) {
  const { staff } = useDashboard();
  const [sent, setSent] = useState<Readonly<Record<number, StaffRefund['status']>>>({});
  const [sending, setSending] = useState<number | null>(null);
  const [said, setSaid] = useState<Notice | null>(null);
  const send = async (refundId: number) => {
    setSending(refundId);
    setSaid(null);
    try {
      const answer = await staff.sendRefund(refundId);
      setSent((s) => ({ ...s, [refundId]: answer.data.status }));
      setSaid(notice('done', ORDERS_COPY.refundSentNow(ORDERS_COPY.refundStatus[answer.data.status])));
    } catch (error) {
      setSaid(notice('refused', failure(error)));
    } finally {
      setSending(null);
    }
  };
  const shown: AsyncState<readonly StaffRefund[]> =
    state.status === 'ready' ? { status: 'ready', data: state.data.map((refund) => (sent[refund.id] ? { ...refund, status: sent[refund.id] } : refund)) } : state;
  return {
    state: shown,
    reload: () => {
      setSent({});
      reload();
    },
    sending,
    notice: said,
    send: (refundId: number) => void send(refundId),
  };
}

function RefundsToSendSection({ hrefFor, onOpen }: { hrefFor: (orderId: string) => string; onOpen: (orderId: string) => void }) {
  const { staff } = useDashboard();
  const refunds = useRefunds(
    useAsync(
      () =>
        Promise.all([staff.refunds({ status: 'due', page_size: STAFF_PAGE_SIZE_MAX }), staff.refunds({ status: 'failed', page_size: STAFF_PAGE_SIZE_MAX })]).then(([due, failed]) =>
          [...new Map([...due.data, ...failed.data].map((refund) => [refund.id, refund])).values()].sort((a, b) => b.created_at.localeCompare(a.created_at)),
        ),
      [staff],
    ),
  );
  return <RefundsToSend state={refunds.state} sending={refunds.sending} notice={refunds.notice} onSend={refunds.send} onRetry={refunds.reload} hrefFor={hrefFor} onOpen={onOpen} />;
}

// ─── An order ───────────────────────────────────────────────────────────

function OrderSection({ orderId, backDetail }: { orderId: string; backDetail: string | null }) {
  const { staff, open } = useDashboard();
  const [state, reload] = useAsync(() => findOrder(staff, orderId), [orderId, staff]);
  const backHref = dashboardHash('orders', backDetail);
  const onBack = () => open('orders', backDetail);
  if (state.status === 'loading') return <OrderDetailSkeleton backHref={backHref} onBack={onBack} />;
  if (state.status === 'error') return <OrderMissing orderId={orderId} error={state.error} backHref={backHref} onBack={onBack} onRetry={reload} />;
  if (!state.data) return <OrderMissing orderId={orderId} backHref={backHref} onBack={onBack} onRetry={reload} />;
  return <OrderPanel first={state.data} backHref={backHref} onBack={onBack} />;
}

function OrderPanel({ first, backHref, onBack }: { first: StaffOrder; backHref: string; onBack: () => void }) {
  const { staff, open } = useDashboard();
  const [order, setOrder] = useState(first);
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const [said, setSaid] = useState<Notice | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [confirmingReturn, setConfirmingReturn] = useState(false);
  const [deliveredOn, setDeliveredOn] = useState(() => calendarDate());
  const orderId = order.order_id;
  const packing = usePacking(orderId);
  const refunds = useRefunds(useAsync(() => staff.refunds({ order: orderId, page_size: STAFF_PAGE_SIZE_MAX }).then((answer) => answer.data), [orderId, staff]));
  const [downloadingInvoice, setDownloadingInvoice] = useState(false);
  const [invoiceError, setInvoiceError] = useState<string | null>(null);

  // The invoice PDF as the customer gets it (GET /accounting/invoice-pdf/ serves staff any customer's).
  const downloadInvoice = async () => {
    setDownloadingInvoice(true);
    setInvoiceError(null);
    try {
      const pdf = await getApi().invoicePdf(orderId);
      fileSaver.save(pdf, ORDERS_COPY.invoiceFile(orderId));
    } catch (error) {
      setInvoiceError(failure(error));
    } finally {
      setDownloadingInvoice(false);
    }
  };

  const run = async (action: OrderAction) => {
    setBusy(action);
    setSaid(null);
    try {
      const answer = await staff.orderStatus(orderId, actionBody(action, action === 'deliver' && deliveredOn !== calendarDate() ? deliveredOn : undefined));
      const { order_status, is_invoiced, delivery_date } = answer.data;
      setOrder((o) => ({ ...o, order_status, is_invoiced, delivery_date }));
      setSaid(notice('done', action === 'invoice' ? ORDERS_COPY.nowInvoiced(orderId) : ORDERS_COPY.nowStatus(orderId, order_status)));
      // A cancelled or returned order's online payment became a refund due; its events moved on.
      if (action === 'cancel' || action === 'rto') refunds.reload();
      if (action !== 'invoice') packing.reload();
    } catch (error) {
      setSaid(notice('refused', failure(error)));
      // Refused because the order moved meanwhile: show it as it is now (its actions with it).
      if (error instanceof ApiError && error.status === 409) {
        findOrder(staff, orderId).then(
          (fresh) => fresh && setOrder(fresh),
          () => undefined,
        );
      }
    } finally {
      setBusy(null);
      setConfirmingCancel(false);
      setConfirmingReturn(false);
    }
  };

  // Ship (or correct the shipment): the order becomes Dispatched with it.
  const ship = async (draft: ShipmentDraft) => {
    const shipped = await packing.ship(draft);
    if (shipped) setOrder((o) => ({ ...o, order_status: shipped }));
  };

  const history = `order:${orderId}`;
  return (
    <OrderDetailView
      order={order}
      backHref={backHref}
      onBack={onBack}
      historyHref={dashboardHash('audit', history)}
      onHistory={() => open('audit', history)}
      busy={busy}
      notice={said}
      onAction={(action) => (action === 'cancel' ? setConfirmingCancel(true) : action === 'rto' ? setConfirmingReturn(true) : void run(action))}
      confirmingCancel={confirmingCancel}
      onCancelClose={() => setConfirmingCancel(false)}
      onCancelConfirm={() => void run('cancel')}
      confirmingReturn={confirmingReturn}
      onReturnClose={() => setConfirmingReturn(false)}
      onReturnConfirm={() => void run('rto')}
      deliveredOn={deliveredOn}
      onDeliveredOn={setDeliveredOn}
      downloadingInvoice={downloadingInvoice}
      invoiceError={invoiceError}
      onInvoice={() => void downloadInvoice()}
    >
      <FulfilmentView
        state={packing.state}
        status={order.order_status}
        onRetry={packing.reload}
        notice={packing.notice}
        shipping={packing.shipping}
        shipErrors={packing.shipErrors}
        onShip={(draft) => void ship(draft)}
        downloadingSlip={packing.downloadingSlip}
        slipError={packing.slipError}
        onSlip={() => void packing.downloadSlip()}
        restocking={packing.restocking}
        onRestock={() => void packing.restock()}
      />
      <OrderRefunds state={refunds.state} sending={refunds.sending} notice={refunds.notice} onSend={refunds.send} onRetry={refunds.reload} />
    </OrderDetailView>
  );
}

// ─── Packing and shipping ───────────────────────────────────────────────

/**
 * An order's packing detail (GET /staff/orders/{id}) with what staff do there: ship (or correct the
 * shipment), download the packing slip and label, restock a returned order.
 */
function usePacking(orderId: string) {
  const { staff } = useDashboard();
  const [state, reload] = useAsync(() => staff.order(orderId).then((answer) => answer.data), [orderId, staff]);
  const [said, setSaid] = useState<Notice | null>(null);
  const [shipping, setShipping] = useState(false);
  const [shipErrors, setShipErrors] = useState<Readonly<Record<string, string>>>({});
  const [downloadingSlip, setDownloadingSlip] = useState(false);
  const [slipError, setSlipError] = useState<string | null>(null);
  const [restocking, setRestocking] = useState(false);

  /** Saves the shipment; answers the order's status after, or null when refused. */
  const ship = async (draft: ShipmentDraft): Promise<string | null> => {
    setShipping(true);
    setSaid(null);
    setShipErrors({});
    const correcting = state.status === 'ready' && state.data.shipment !== null;
    try {
      const answer = await staff.ship(orderId, { courier: draft.courier, awb: draft.awb, weight_grams: draft.weight_grams, boxes: draft.boxes });
      const { shipment } = answer.data;
      setSaid(notice('done', correcting ? ORDERS_COPY.shipmentCorrected(orderId) : ORDERS_COPY.shipped(orderId, shipment.courier, shipment.awb)));
      reload();
      return answer.data.order_status;
    } catch (error) {
      setShipErrors(fieldErrors(error));
      setSaid(notice('refused', failure(error)));
      return null;
    } finally {
      setShipping(false);
    }
  };

  const downloadSlip = async () => {
    setDownloadingSlip(true);
    setSlipError(null);
    try {
      fileSaver.save(await staff.packingSlipPdf(orderId), ORDERS_COPY.slipFile(orderId));
    } catch (error) {
      setSlipError(failure(error));
    } finally {
      setDownloadingSlip(false);
    }
  };

  const restock = async () => {
    setRestocking(true);
    setSaid(null);
    try {
      await staff.restock(orderId);
      setSaid(notice('done', ORDERS_COPY.restocked));
      reload();
    } catch (error) {
      setSaid(notice('refused', failure(error)));
    } finally {
      setRestocking(false);
    }
  };

  return { state, reload, notice: said, ship, shipping, shipErrors, downloadSlip, downloadingSlip, slipError, restock, restocking };
}
