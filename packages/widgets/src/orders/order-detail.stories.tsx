import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewDialog } from '../shared/ReviewDialog.tsx';
import { withStyles } from '../shared/storybook.tsx';
import { ORDER_COPY } from './copy.ts';
import { otherShippingAddress, sampleOrderDetail, sampleOrderLine } from './fixtures.ts';
import { ORDER_REVIEW_INITIAL_RATING } from './ReviewProduct.tsx';
import { OrderDetailError, OrderDetailSkeleton, OrderDetailView, OrderLogin, OrderNotFound } from './OrderDetailView.tsx';
import styles from './order-detail.css?inline';

const meta: Meta<typeof OrderDetailView> = {
  title: 'Orders/Order detail',
  component: OrderDetailView,
  decorators: [withStyles(styles)],
  args: {
    order: sampleOrderDetail(),
    payment: null,
    paying: false,
    downloading: false,
    onPay: () => undefined,
    onInvoice: () => undefined,
    onReview: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof OrderDetailView>;

export const Loading: Story = { render: () => <OrderDetailSkeleton /> };
export const LoadError: Story = { render: () => <OrderDetailError onRetry={() => undefined} /> };
export const NotFound: Story = { render: () => <OrderNotFound /> };
export const Visitor: Story = { render: () => <OrderLogin onLogin={() => undefined} /> };
/** Pending cash-on-delivery order: paid at the door, so no Accept and Pay; no Invoice; one address card. */
export const PendingUnpaid: Story = {};
/** An unpaid online order: the time left to pay, and Accept and Pay. */
export const OnlineWaitingForPayment: Story = {
  args: { order: sampleOrderDetail({ pay_type: 'Online', pay_by: '2026-03-05T05:27:00Z' }), now: new Date('2026-03-05T05:00:00Z') },
};
export const Paying: Story = { args: { paying: true, order: sampleOrderDetail({ pay_type: 'Online' }) } };
export const SeparateAddresses: Story = { args: { order: sampleOrderDetail({ shipping_address: otherShippingAddress, shipping_amt: 10000 }) } };
/** Confirmed and invoiced cash-on-delivery order: Invoice. */
export const ConfirmedInvoiced: Story = { args: { order: sampleOrderDetail({ order_status: 'Confirmed', is_invoiced: true }) } };
export const DownloadingInvoice: Story = { args: { order: sampleOrderDetail({ order_status: 'Confirmed', is_invoiced: true }), downloading: true } };
/** Delivered and paid online: Invoice only, and every product reviewed. */
export const DeliveredPaid: Story = {
  args: {
    order: sampleOrderDetail({
      order_status: 'Delivered',
      is_paid: true,
      is_invoiced: true,
      pay_type: 'Online',
      rated_product_info: [sampleOrderLine({ is_rated: true, product_rating_by_user: 5 }), sampleOrderLine({ id: 72, product_id: 2, product_name: 'Raw Forest Honey', quantity: 1, selling_price: 24900, product_total: 24900, is_rated: true, product_rating_by_user: 3 })],
    }),
  },
};
export const Cancelled: Story = { args: { order: sampleOrderDetail({ order_status: 'Cancelled', events: [{ kind: 'placed', at: '2026-03-05T05:00:00Z' }, { kind: 'cancelled', at: '2026-03-05T09:10:00Z' }] }) } };
/** On its way: the timeline shows the courier, the tracking number and a Track link. */
export const Shipped: Story = {
  args: {
    order: sampleOrderDetail({
      pay_type: 'Online',
      is_paid: true,
      order_status: 'Dispatched',
      events: [
        { kind: 'placed', at: '2026-03-05T05:00:00Z' },
        { kind: 'paid', at: '2026-03-05T05:02:00Z' },
        { kind: 'confirmed', at: '2026-03-05T08:00:00Z' },
        { kind: 'shipped', at: '2026-03-06T06:30:00Z' },
      ],
      shipment: { courier: 'Delhivery', awb: 'DL123456789', tracking_url: 'https://www.delhivery.com/track/package/DL123456789', shipped_at: '2026-03-06T06:30:00Z' },
    }),
  },
};
/** Delivered: the timeline ends Delivered, with Review your products. */
export const DeliveredToReview: Story = {
  args: {
    order: sampleOrderDetail({
      order_status: 'Delivered',
      is_paid: true,
      is_invoiced: true,
      events: [
        { kind: 'placed', at: '2026-03-05T05:00:00Z' },
        { kind: 'confirmed', at: '2026-03-05T08:00:00Z' },
        { kind: 'shipped', at: '2026-03-06T06:30:00Z' },
        { kind: 'out_for_delivery', at: '2026-03-08T03:30:00Z' },
        { kind: 'delivered', at: '2026-03-08T09:45:00Z' },
        { kind: 'paid', at: '2026-03-08T09:45:00Z' },
      ],
      shipment: { courier: 'India Post', awb: 'EE123456789IN', tracking_url: null, shipped_at: '2026-03-06T06:30:00Z' },
    }),
  },
};
/** Sent back to the store (cash on delivery not collected). */
export const ReturnedToOrigin: Story = {
  args: {
    order: sampleOrderDetail({
      order_status: 'Returned',
      events: [
        { kind: 'placed', at: '2026-03-05T05:00:00Z' },
        { kind: 'confirmed', at: '2026-03-05T08:00:00Z' },
        { kind: 'shipped', at: '2026-03-06T06:30:00Z' },
        { kind: 'returned', at: '2026-03-12T10:00:00Z' },
      ],
      shipment: { courier: 'Delhivery', awb: 'DL123456789', tracking_url: null, shipped_at: '2026-03-06T06:30:00Z' },
    }),
  },
};
export const VoucherCoinsAndGift: Story = {
  args: {
    order: sampleOrderDetail({ discount_amt: 5000, applied_voucher_code: 'FLAT50', used_coin: 40, shipping_amt: 0, final_total: 177400, is_gift: true, gift_message: 'Happy Diwali, Dadi! With love from Asha.' }),
  },
};
export const PaymentFailed: Story = { args: { payment: 'failure', order: sampleOrderDetail({ pay_type: 'Online' }) } };
export const PaymentReceived: Story = { args: { payment: 'success', order: sampleOrderDetail({ pay_type: 'Online', is_paid: true, order_status: 'Confirmed' }) } };
export const SecondPaymentRefunded: Story = {
  args: {
    order: sampleOrderDetail({
      pay_type: 'Online',
      is_paid: true,
      refunds: [{ amount: 192400, reason: 'duplicate', status: 'refunded', created_at: '2026-03-05T11:00:00+05:30' }],
    }),
  },
};
export const CancelledRefundDelayed: Story = {
  args: {
    order: sampleOrderDetail({
      pay_type: 'Online',
      is_paid: true,
      order_status: 'Cancelled',
      refunds: [{ amount: 192400, reason: 'cancelled', status: 'failed', created_at: '2026-03-06T11:00:00+05:30' }],
    }),
  },
};
export const NoDeliveryDateYet: Story = { args: { order: sampleOrderDetail({ delivery_date: null }) } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
/** The Review Product dialog (initial rating 1; text optional). */
export const ReviewProductDialog: Story = {
  render: () => (
    <ReviewDialog
      open
      title={ORDER_COPY.reviewProduct}
      productName="A2 Desi Cow Ghee 500 ml"
      rating={ORDER_REVIEW_INITIAL_RATING}
      review=""
      status="idle"
      onRating={() => undefined}
      onReview={() => undefined}
      onSubmit={() => undefined}
      onClose={() => undefined}
    />
  ),
};
export const ReviewProductFailed: Story = {
  render: () => (
    <ReviewDialog
      open
      title={ORDER_COPY.reviewProduct}
      productName="A2 Desi Cow Ghee 500 ml"
      rating={3}
      review="Good."
      status="failed"
      message="You have already reviewed this product"
      onRating={() => undefined}
      onReview={() => undefined}
      onSubmit={() => undefined}
      onClose={() => undefined}
    />
  ),
};
