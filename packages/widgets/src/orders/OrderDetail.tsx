import { ApiError } from '@so/api';
import { type OrderLine, MSG, payMinutesLeft } from '@so/contract';
import { $location, $loggedIn, getApi, openLoginDialog, requireLogin, setCartCount, toast } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { useEffect, useRef, useState } from 'react';
import { openPaymentPage } from '../shared/redirect.ts';
import { ORDER_COPY } from './copy.ts';
import { fileSaver } from './download.ts';
import { paymentOutcome, usePaymentResult } from '../shared/payment-result.ts';
import { newTxnId, PAYMENT_TXN_KEY, payLaterFields } from './order.ts';
import { OrderDetailError, OrderDetailSkeleton, OrderDetailView, OrderLogin, OrderNotFound } from './OrderDetailView.tsx';
import { ReviewProduct } from './ReviewProduct.tsx';
import { never } from '../shared/never.ts';

/** The server's words for a failed call, else the page's fallback. */
function reason(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : MSG.tryAgainLater;
}

/** How often the time left to pay is brought up to date. */
const PAY_CLOCK_MS = 15_000;

/**
 * The clock of an unpaid online order's time left to pay (`payBy`): the time now, moved on every
 * PAY_CLOCK_MS while there is a deadline; once it has passed, the order is loaded again (`reload`),
 * and the server answers it Cancelled. No timer runs without a deadline or after unmount.
 */
function usePayClock(payBy: string | null | undefined, reload: () => void): Date {
  const [now, setNow] = useState(() => new Date());
  const reloaded = useRef<string | null>(null);
  useEffect(() => {
    if (!payBy) return undefined;
    const tick = () => {
      const at = new Date();
      setNow(at);
      if (payMinutesLeft(payBy, at) === 0 && reloaded.current !== payBy) {
        reloaded.current = payBy;
        reload();
      }
    };
    const timer = setInterval(tick, PAY_CLOCK_MS);
    return () => clearInterval(timer);
  }, [payBy, reload]);
  return now;
}

/**
 * /orders/{orderId} wired to the API: GET /orders/{id}; Accept and Pay (PATCH
 * /edit-order-payment-link/, then the payment page); Invoice (the PDF as invoice-{id}.pdf);
 * Review Product per line; ?payment=failure|success from the payment callback.
 */
export function OrderDetail({ orderId }: { orderId?: string }) {
  const id = (orderId ?? '').trim();
  const loggedIn = useStore($loggedIn);
  const location = useStore($location);
  const [state, retry] = useAsync(() => (id && loggedIn ? getApi().order(id).then((r) => r.data) : never()), [id, loggedIn]);
  const [paying, setPaying] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [reviewing, setReviewing] = useState<OrderLine | null>(null);
  const busy = useRef(false);
  const now = usePayClock(state.status === 'ready' ? state.data.pay_by : null, retry);
  const payment = paymentOutcome(location);
  usePaymentResult('order', state.status === 'ready' ? payment : null, state.status === 'ready' ? state.data.order_id : null);

  useEffect(() => {
    if (id && !loggedIn) requireLogin(ORDER_COPY.loginToSeeOrder);
  }, [id, loggedIn]);

  // No order id (a missing or blank `order-id`) names no order: not found, without a request.
  if (!id) return <OrderNotFound />;
  if (!loggedIn) return <OrderLogin onLogin={() => openLoginDialog(ORDER_COPY.loginToSeeOrder)} />;
  if (state.status === 'loading') return <OrderDetailSkeleton />;
  if (state.status === 'error') {
    return state.error instanceof ApiError && state.error.status === 404 ? <OrderNotFound /> : <OrderDetailError onRetry={retry} />;
  }
  const order = state.data;

  const pay = async () => {
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    try {
      const txnid = newTxnId();
      const answer = await getApi().editOrderPaymentLink(payLaterFields(order, txnid));
      openPaymentPage(answer, () => {
        try {
          sessionStorage.setItem(PAYMENT_TXN_KEY, answer.txn_id ?? txnid);
        } catch {
          // storage unavailable (private mode): the payment still goes ahead
        }
        setCartCount(0);
      });
    } catch (error) {
      busy.current = false;
      setPaying(false);
      toast({ kind: 'error', title: MSG.paymentFailed, description: reason(error) });
    }
  };

  const invoice = async () => {
    setDownloading(true);
    try {
      const pdf = await getApi().invoicePdf(order.order_id);
      fileSaver.save(pdf, `invoice-${order.order_id}.pdf`);
    } catch (error) {
      toast({ kind: 'error', title: MSG.downloadFailed(reason(error)) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <OrderDetailView
        order={order}
        payment={payment}
        paying={paying}
        downloading={downloading}
        onPay={() => void pay()}
        onInvoice={() => void invoice()}
        onReview={setReviewing}
        now={now}
      />
      <ReviewProduct line={reviewing} onClose={() => setReviewing(null)} onDone={retry} />
    </>
  );
}
