import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { type OrderDetail as Order, canPayOrder, formatPaise, MSG } from '@so/contract';
import { $cartCount, $loginDialog, $session, $toasts, setCartCount } from '@so/stores';
import { pageLoad } from '../shared/redirect.ts';
import { REVIEW_FORM_COPY as PRODUCT_COPY } from '../shared/review-copy.ts';
import { goTo, resetShopper } from '../shared/test-setup.ts';
import { ORDER_COPY } from './copy.ts';
import { fileSaver } from './download.ts';
import { otherShippingAddress, sampleOrderDetail, sampleOrderLine } from './fixtures.ts';
import { canInvoice, orderTimeline, PAYMENT_TXN_KEY, sameAddress } from './order.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderDetailView } from './OrderDetailView.tsx';

const fake = vi.hoisted(() => ({
  api: {} as Record<string, unknown>,
  navigate: vi.fn((_href: string, _options?: { state?: unknown }) => undefined),
}));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
  navigate: fake.navigate,
}));

function serve(order: Order | (() => Order)) {
  fake.api.order = vi.fn(async () => ({ status: true, data: typeof order === 'function' ? order() : order }));
}

async function open(order: Order = sampleOrderDetail(), path = '/orders/SO100009') {
  serve(order);
  goTo(path);
  render(<OrderDetail orderId="SO100009" />);
  await screen.findByRole('heading', { level: 1, name: ORDER_COPY.title('SO100009') });
}

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;
const summaryValue = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

beforeEach(() => {
  fake.api = {};
  fake.navigate.mockClear();
  resetShopper();
  setCartCount(2);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Order detail: what it shows', () => {
  it('shows the order id, dates, status as text, payment, and one card when billing and shipping are the same', async () => {
    await open();
    expect(fake.api.order).toHaveBeenCalledWith('SO100009');
    const facts = screen.getByText(ORDER_COPY.orderDate).closest('dl') as HTMLElement;
    expect(within(facts).getByText('05 Mar 2026')).toBeTruthy();
    expect(within(facts).getByText('12 Mar 2026')).toBeTruthy();
    expect(within(facts).getByText(/Cash on Delivery/).textContent).toBe(`Cash on Delivery · ${ORDER_COPY.notPaid}`);
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByRole('region', { name: ORDER_COPY.billingAndShipping }).textContent).toContain('Nariman Point');
    expect(screen.queryByRole('region', { name: ORDER_COPY.billing })).toBeNull();
    expect(screen.getByRole('link', { name: ORDER_COPY.backToProfile }).getAttribute('href')).toMatch(/\/profile#orders$/);
  });

  it('marks an order a subscription placed, and only such an order', async () => {
    await open();
    expect(screen.queryByText(ORDER_COPY.subscriptionOrder)).toBeNull();
    cleanup();
    await open(sampleOrderDetail({ subscription_id: 7 }));
    expect(screen.getByText(ORDER_COPY.subscriptionOrder)).toBeTruthy();
  });

  it('shows billing and shipping apart when they differ', async () => {
    await open(sampleOrderDetail({ shipping_address: otherShippingAddress }));
    expect(screen.getByRole('region', { name: ORDER_COPY.billing }).textContent).toContain('Nariman Point');
    expect(screen.getByRole('region', { name: ORDER_COPY.shipping }).textContent).toContain('Koregaon Park');
    expect(screen.queryByRole('region', { name: ORDER_COPY.billingAndShipping })).toBeNull();
  });

  it('shows each product with quantity, price, tax, line total; stars once rated, Review Product otherwise', async () => {
    await open(sampleOrderDetail({ order_status: 'Delivered' }));
    const ghee = screen.getByRole('article', { name: 'A2 Desi Cow Ghee 500 ml' });
    expect(ghee.textContent).toContain('Qty 2 · ₹787.50 each · GST 5%');
    expect(within(ghee).getByText('₹1,575.00')).toBeTruthy();
    expect(within(ghee).getByRole('button', { name: ORDER_COPY.reviewProductOf('A2 Desi Cow Ghee 500 ml') })).toBeTruthy();
    const honey = screen.getByRole('article', { name: 'Raw Forest Honey' });
    expect(within(honey).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(within(honey).getByText(ORDER_COPY.yourRating(4))).toBeTruthy();
    expect(within(honey).queryByRole('button')).toBeNull();
  });

  it('sums up: product total, tax, discount with the code, shipping, coins used, final total, and the gift message', async () => {
    await open(
      sampleOrderDetail({ discount_amt: 5000, applied_voucher_code: 'FLAT50', used_coin: 40, shipping_amt: 0, final_total: 177400, is_gift: true, gift_message: 'Happy Diwali, Dadi!' }),
    );
    expect(summaryValue(ORDER_COPY.productTotal)).toBe('₹1,824.00');
    expect(summaryValue(ORDER_COPY.tax)).toBe('₹86.86');
    expect(summaryValue(ORDER_COPY.discount('FLAT50'))).toBe('−₹50.00');
    expect(summaryValue(ORDER_COPY.shippingCharge)).toBe(ORDER_COPY.free);
    expect(summaryValue(ORDER_COPY.coinsUsed)).toBe('−₹40.00');
    expect(summaryValue(ORDER_COPY.finalTotal)).toBe('₹1,774.00');
    expect(screen.getByRole('heading', { name: ORDER_COPY.gift }).nextElementSibling?.textContent).toBe('Happy Diwali, Dadi!');
  });

  it('shows Payment failed! after a failed payment and a note after a paid one', async () => {
    await open(sampleOrderDetail(), '/orders/SO100009?payment=failure');
    expect(screen.getByRole('alert').textContent).toBe(MSG.paymentFailed);
    cleanup();
    await open(sampleOrderDetail({ is_paid: true, pay_type: 'Online' }), '/orders/SO100009?payment=success');
    expect(screen.getByText(ORDER_COPY.paymentReceived)).toBeTruthy();
    expect(screen.queryByText(MSG.paymentFailed)).toBeNull();
  });

  it("says the page's Failed to load order details for an unknown order (not the server's words), and offers Try again when loading failed", async () => {
    fake.api.order = vi.fn(async () => {
      throw new ApiError('Order Not Found', 404);
    });
    goTo('/orders/SO999');
    const { unmount } = render(<OrderDetail orderId="SO999" />);
    expect(await screen.findByText(MSG.orderDetailFailed)).toBeTruthy();
    expect(screen.queryByText(MSG.orderNotFound)).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.tryAgain })).toBeNull();
    unmount();

    let fail = true;
    fake.api.order = vi.fn(async () => {
      if (fail) throw new ApiError('boom', 500);
      return { status: true, data: sampleOrderDetail() };
    });
    render(<OrderDetail orderId="SO100009" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.orderDetailFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: ORDER_COPY.title('SO100009') })).toBeTruthy();
  });

  it('tells the shopper about a payment being returned, in words, with the amount', async () => {
    const order = sampleOrderDetail({
      is_paid: true,
      pay_type: 'Online',
      refunds: [
        { amount: 192400, reason: 'duplicate', status: 'refunded', created_at: '2026-03-05T11:00:00Z' },
        { amount: 5000, reason: 'cancelled', status: 'failed', created_at: '2026-03-06T11:00:00Z' },
      ],
    });
    await open(order, '/orders/SO100009?payment=refund');
    const notes = screen.getAllByRole('status').filter((note) => note.getAttribute('part') === 'refund');
    expect(notes).toHaveLength(2);
    expect(notes[0].textContent).toContain(ORDER_COPY.refundTitle(formatPaise(192400), 'refunded'));
    expect(notes[0].textContent).toContain('₹1,924.00 refunded');
    expect(notes[0].textContent).toContain(ORDER_COPY.refundReasons.duplicate);
    expect(notes[1].textContent).toContain('Refund of ₹50.00 delayed');
    expect(notes[1].textContent).toContain(ORDER_COPY.refundFailedHint);
    cleanup();
    await open(sampleOrderDetail(), '/orders/SO100009');
    expect(screen.queryByText(/refund/i)).toBeNull();
  });

  it('asks visitors to log in and loads nothing', () => {
    $session.set(null);
    fake.api.order = vi.fn();
    render(<OrderDetail orderId="SO100009" />);
    expect($toasts.get().map((t) => t.title)).toEqual([ORDER_COPY.loginToSeeOrder]);
    expect($loginDialog.get().open).toBe(true);
    expect(fake.api.order).not.toHaveBeenCalled();
  });
});

describe('Accept and Pay and Invoice', () => {
  const matrix: [string, boolean, boolean, boolean, boolean][] = [
    // status, is_paid, is_invoiced → Accept and Pay, Invoice
    ['Pending', false, false, true, false],
    ['Pending', false, true, true, false],
    ['Pending', true, false, false, false],
    ['Confirmed', false, false, true, false],
    ['Confirmed', false, true, true, true],
    ['Dispatched', true, true, false, true],
    ['Delivered', false, true, false, true],
    ['Delivered', true, false, false, false],
    ['Cancelled', false, false, false, false],
    ['Cancelled', false, true, false, true],
  ];
  it.each(matrix)('online, %s, paid %s, invoiced %s: Accept and Pay %s, Invoice %s', (order_status, is_paid, is_invoiced, pay, invoice) => {
    const order = sampleOrderDetail({ pay_type: 'Online', order_status, is_paid, is_invoiced });
    expect(canPayOrder(order)).toBe(pay);
    expect(canInvoice(order)).toBe(invoice);
    render(<OrderDetailView order={order} payment={null} paying={false} downloading={false} onPay={vi.fn()} onInvoice={vi.fn()} onReview={vi.fn()} />);
    expect(Boolean(button(ORDER_COPY.acceptAndPay))).toBe(pay);
    expect(Boolean(button(ORDER_COPY.invoice))).toBe(invoice);
  });

  it('Accept and Pay asks for a new payment link, keeps the transaction id, resets the cart counter and loads the payment page', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    let answer: (value: unknown) => void = () => undefined;
    const editOrderPaymentLink = vi.fn((_fields: Record<string, unknown>) => new Promise((resolve) => (answer = resolve)));
    fake.api.editOrderPaymentLink = editOrderPaymentLink;
    await open(sampleOrderDetail({ pay_type: 'Online' }));
    fireEvent.click(button(ORDER_COPY.acceptAndPay) as HTMLButtonElement);
    fireEvent.click(screen.getByRole('button', { name: ORDER_COPY.processing }));
    expect(editOrderPaymentLink).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: ORDER_COPY.processing }) as HTMLButtonElement).disabled).toBe(true);
    expect(editOrderPaymentLink.mock.calls[0][0]).toEqual({ order_id: 'SO100009', txnid: expect.stringMatching(/^\d{17}$/) });
    await act(async () => answer({ status: true, txn_id: 'T42', payment_url: 'http://store.test/api/payments/sandbox/T42', order_id: 'SO100009' }));
    expect(assign).toHaveBeenCalledWith('http://store.test/api/payments/sandbox/T42');
    expect(sessionStorage.getItem(PAYMENT_TXN_KEY)).toBe('T42');
    expect($cartCount.get()).toBe(0);
  });

  it('says Payment failed! with the server reason when no payment link comes back', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    fake.api.editOrderPaymentLink = vi.fn(async () => {
      throw new ApiError('This order is already paid', 409);
    });
    await open(sampleOrderDetail({ pay_type: 'Online' }));
    fireEvent.click(button(ORDER_COPY.acceptAndPay) as HTMLButtonElement);
    await waitFor(() => expect($toasts.get()).toHaveLength(1));
    expect($toasts.get()[0]).toMatchObject({ kind: 'error', title: MSG.paymentFailed, description: 'This order is already paid' });
    expect(assign).not.toHaveBeenCalled();
    expect(button(ORDER_COPY.acceptAndPay)?.disabled).toBe(false);
    expect($cartCount.get()).toBe(2);
  });

  it('never offers Accept and Pay on a cash on delivery order, before or after dispatch', async () => {
    for (const order_status of ['Pending', 'Confirmed', 'Dispatched']) {
      cleanup();
      await open(sampleOrderDetail({ pay_type: 'COD', order_status, is_paid: false, pay_by: null }));
      expect(button(ORDER_COPY.acceptAndPay)).toBeNull();
      expect(screen.queryByText(/Pay within/)).toBeNull();
    }
  });

  it('tells the shopper how long is left to pay an unpaid online order', async () => {
    // 27 minutes less a second: shown as 27 (rounded up).
    const payBy = new Date(Date.now() + 27 * 60_000 - 1000).toISOString();
    await open(sampleOrderDetail({ pay_type: 'Online', pay_by: payBy }));
    expect(screen.getByText(MSG.payWithin(27))).toBeTruthy();
    expect(button(ORDER_COPY.acceptAndPay)).toBeTruthy();
  });

  it('offers no Accept and Pay once the time to pay is over, and shows a cancelled order as Cancelled', async () => {
    const over = new Date(Date.now() - 1000).toISOString();
    await open(sampleOrderDetail({ pay_type: 'Online', pay_by: over }));
    expect(screen.getByText(MSG.payTimeOver)).toBeTruthy();
    expect(button(ORDER_COPY.acceptAndPay)).toBeNull();
    cleanup();
    await open(sampleOrderDetail({ pay_type: 'Online', order_status: 'Cancelled', pay_by: null }));
    expect(screen.getByText('Cancelled', { selector: '.od__status' })).toBeTruthy();
    expect(button(ORDER_COPY.acceptAndPay)).toBeNull();
    expect(screen.queryByText(/Pay within/)).toBeNull();
  });

  it('Invoice saves the PDF as invoice-{order_id}.pdf', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    fake.api.invoicePdf = vi.fn(async () => pdf);
    await open(sampleOrderDetail({ order_status: 'Confirmed', is_invoiced: true }));
    fireEvent.click(button(ORDER_COPY.invoice) as HTMLButtonElement);
    await waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'invoice-SO100009.pdf'));
    expect(fake.api.invoicePdf).toHaveBeenCalledWith('SO100009');
    expect(button(ORDER_COPY.invoice)?.disabled).toBe(false);
  });

  it('says why the invoice could not be downloaded', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    fake.api.invoicePdf = vi.fn(async () => {
      throw new ApiError('Invoice not ready yet', 409);
    });
    await open(sampleOrderDetail({ order_status: 'Confirmed', is_invoiced: true }));
    fireEvent.click(button(ORDER_COPY.invoice) as HTMLButtonElement);
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toEqual([MSG.downloadFailed('Invoice not ready yet')]));
    expect(save).not.toHaveBeenCalled();
  });
});

describe('Review Product', () => {
  it('is offered only once the order is delivered', async () => {
    for (const order_status of ['Pending', 'Confirmed', 'Dispatched', 'Cancelled']) {
      cleanup();
      await open(sampleOrderDetail({ order_status }));
      expect(screen.queryByRole('button', { name: ORDER_COPY.reviewProductOf('A2 Desi Cow Ghee 500 ml') })).toBeNull();
    }
    cleanup();
    await open(sampleOrderDetail({ order_status: 'Delivered' }));
    expect(screen.getByRole('button', { name: ORDER_COPY.reviewProductOf('A2 Desi Cow Ghee 500 ml') })).toBeTruthy();
  });

  const star = (n: number) => screen.getByRole('radio', { name: PRODUCT_COPY.stars(n) }) as HTMLInputElement;

  it('opens at 1 star, sends rating and text, toasts, and shows read-only stars after the order reloads', async () => {
    let rated = false;
    serve(() =>
      sampleOrderDetail({
        order_status: 'Delivered',
        rated_product_info: [sampleOrderLine(rated ? { is_rated: true, product_rating_by_user: 5 } : {})],
      }),
    );
    const writeReview = vi.fn(async () => {
      rated = true;
      return { status: true, message: 'Review submitted' };
    });
    fake.api.writeReview = writeReview;
    goTo('/orders/SO100009');
    render(<OrderDetail orderId="SO100009" />);
    fireEvent.click(await screen.findByRole('button', { name: ORDER_COPY.reviewProductOf('A2 Desi Cow Ghee 500 ml') }));
    const dialog = screen.getByRole('dialog', { name: ORDER_COPY.reviewProduct });
    expect(star(1).checked).toBe(true);
    expect(within(dialog).getByText('A2 Desi Cow Ghee 500 ml')).toBeTruthy();
    fireEvent.click(star(5));
    fireEvent.change(within(dialog).getByLabelText(PRODUCT_COPY.reviewText), { target: { value: ' Fragrant ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: PRODUCT_COPY.submit }));
    await waitFor(() => expect(screen.getByText(ORDER_COPY.yourRating(5))).toBeTruthy());
    expect(writeReview).toHaveBeenCalledWith(1, { rating: 5, review: 'Fragrant' });
    expect($toasts.get().map((t) => t.title)).toEqual(['Review submitted']);
    expect(screen.queryByRole('button', { name: ORDER_COPY.reviewProductOf('A2 Desi Cow Ghee 500 ml') })).toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
  });

  it('shows the server message when the review is refused and keeps the dialog open', async () => {
    fake.api.writeReview = vi.fn(async () => {
      throw new ApiError('You have already reviewed this product', 400);
    });
    await open(sampleOrderDetail({ order_status: 'Delivered' }));
    fireEvent.click(screen.getByRole('button', { name: ORDER_COPY.reviewProductOf('A2 Desi Cow Ghee 500 ml') }));
    const dialog = screen.getByRole('dialog', { name: ORDER_COPY.reviewProduct });
    fireEvent.click(within(dialog).getByRole('button', { name: PRODUCT_COPY.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You have already reviewed this product');
    expect(star(1)).toBeTruthy();
  });
});

describe('order rules', () => {
  it('merges addresses that say the same thing, whatever the spacing and case', () => {
    const a = sampleOrderDetail().billing_address;
    expect(sameAddress(a, a && { ...a, id: 99, full_address: `  ${a.full_address?.toUpperCase()} ` })).toBe(true);
    expect(sameAddress(a, otherShippingAddress)).toBe(false);
    expect(sameAddress(a, null)).toBe(false);
  });
});

describe('Order detail: the timeline', () => {
  const at = (hour: number) => `2026-03-0${5 + Math.floor(hour / 24)}T${String(hour % 24).padStart(2, '0')}:00:00.000Z`;
  const steps = (order: Order) => orderTimeline(order).map((step) => `${step.kind}${step.done ? '' : '?'}`);
  const shipped = sampleOrderDetail({
    pay_type: 'Online',
    is_paid: true,
    order_status: 'Dispatched',
    events: [
      { kind: 'placed', at: at(5) },
      { kind: 'paid', at: at(6) },
      { kind: 'confirmed', at: at(8) },
      { kind: 'shipped', at: at(30) },
    ],
    shipment: { courier: 'Delhivery', awb: 'DL123456789', tracking_url: 'https://track.example/DL123456789', shipped_at: at(30) },
  });

  it('goes Placed, Paid (online only), Confirmed, Shipped, Out for delivery, Delivered, the rest still to come', () => {
    expect(steps(shipped)).toEqual(['placed', 'paid', 'confirmed', 'shipped', 'out_for_delivery?', 'delivered?']);
    expect(steps(sampleOrderDetail())).toEqual(['placed', 'confirmed?', 'shipped?', 'out_for_delivery?', 'delivered?']);
    expect(orderTimeline(shipped)[3]).toEqual({ kind: 'shipped', at: at(30), done: true });
  });

  it('leaves out a step the order went past, and ends a stopped order where it stopped, refunds after', () => {
    const delivered = { ...shipped, order_status: 'Delivered', events: [...shipped.events, { kind: 'delivered', at: at(50) }] };
    expect(steps(delivered)).toEqual(['placed', 'paid', 'confirmed', 'shipped', 'delivered']);
    const returned = { ...shipped, order_status: 'Returned', pay_type: 'COD', is_paid: false, events: [...shipped.events, { kind: 'returned', at: at(60) }] };
    expect(steps(returned)).toEqual(['placed', 'confirmed', 'shipped', 'returned']);
    const cancelled = sampleOrderDetail({
      pay_type: 'Online',
      is_paid: true,
      order_status: 'Cancelled',
      events: [{ kind: 'placed', at: at(5) }, { kind: 'paid', at: at(6) }, { kind: 'cancelled', at: at(7) }],
      refunds: [
        { amount: 50000, reason: 'cancelled', status: 'refunded', created_at: at(7), updated_at: at(9) },
        { amount: 50000, reason: 'duplicate', status: 'failed', created_at: at(8), updated_at: at(8) },
      ],
    });
    expect(orderTimeline(cancelled)).toEqual([
      { kind: 'placed', at: at(5), done: true },
      { kind: 'paid', at: at(6), done: true },
      { kind: 'cancelled', at: at(7), done: true },
      { kind: 'refunded', at: at(9), done: true },
      { kind: 'refund_due', at: at(8), done: true },
    ]);
  });

  it('says each step in words with its time in India, marks where the order is now, and shows the courier, AWB and a Track link', async () => {
    await open(shipped);
    const timeline = screen.getByRole('region', { name: ORDER_COPY.timeline });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${ORDER_COPY.stepDone}: Placed 05 Mar 2026, 10:30 am`,
      `${ORDER_COPY.stepDone}: Paid 05 Mar 2026, 11:30 am`,
      `${ORDER_COPY.stepDone}: Confirmed 05 Mar 2026, 1:30 pm`,
      `✓${ORDER_COPY.stepNow}: Shipped 06 Mar 2026, 11:30 am${ORDER_COPY.shippedWith('Delhivery', 'DL123456789')} ${ORDER_COPY.track}`,
      `${ORDER_COPY.stepToCome}: Out for delivery ${ORDER_COPY.notYet}`,
      `${ORDER_COPY.stepToCome}: Delivered ${ORDER_COPY.notYet}`,
    ].map((text, index) => (index < 3 ? `✓${text}` : text)));
    expect(items[3].getAttribute('aria-current')).toBe('step');
    const track = within(timeline).getByRole('link', { name: ORDER_COPY.trackWith('Delhivery') });
    expect(track.getAttribute('href')).toBe('https://track.example/DL123456789');
    expect(track.getAttribute('target')).toBe('_blank');
  });

  it('ends Delivered with Review your products, which opens the review of the first product not yet reviewed', async () => {
    const delivered = { ...shipped, order_status: 'Delivered', events: [...shipped.events, { kind: 'delivered', at: at(50) }] };
    await open(delivered);
    const timeline = screen.getByRole('region', { name: ORDER_COPY.timeline });
    const last = within(timeline).getAllByRole('listitem').at(-1) as HTMLElement;
    expect(last.textContent).toContain(`${ORDER_COPY.stepNow}: Delivered 07 Mar 2026, 7:30 am`);
    fireEvent.click(within(last).getByRole('button', { name: ORDER_COPY.reviewProducts }));
    const dialog = await screen.findByRole('dialog', { name: ORDER_COPY.reviewProduct });
    expect(within(dialog).getByText('A2 Desi Cow Ghee 500 ml')).toBeTruthy();
  });
});
