import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@so/api';
import { type StaffApi } from '@so/api/staff';
import { ANSWER, MSG } from '@so/contract';
import { useStyles } from '@so/ui';
import type { ReactNode } from 'react';
import { never } from '@so/widgets/kit';
import { withStyles } from '@so/widgets/storybook';
import dashboardStyles from '../dashboard.css?inline';
import { SectionHarness } from '../testing.tsx';
import { ORDERS_COPY } from './copy.ts';
import { ordersPage, refundsPage, sampleRefund, sampleStaffOrder, sampleStaffOrderDetail, sampleStaffOrders } from './fixtures.ts';
import { OrdersTab } from './OrdersTab.tsx';
import { OrderDetailView, OrderRefunds, type Notice } from './OrdersView.tsx';
import css from './orders.css?inline';

/** A 375 px phone (the table turns into cards; nothing scrolls sideways). */
const phone = {
  viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } },
};
const phoneGlobals = { viewport: { value: 'phone375', isRotated: false } };
const noop = () => undefined;

const allOrders = sampleStaffOrders(57);
/** The staff's calls over the sample orders (status and q filtered, 20 a page), no refunds unless given. */
function staffOver(orders = allOrders, refunds = refundsPage([])): Partial<StaffApi> {
  return {
    orders: async (filter = {}) => {
      const q = filter.q?.toLowerCase();
      const list = orders.filter((o) => (!filter.status || o.order_status === filter.status) && (!q || o.order_id.toLowerCase().includes(q)));
      return ordersPage(list, filter.page ?? 1, filter.page_size ?? 20);
    },
    ordersCsv: async () => new Blob(['order_id\r\n'], { type: 'text/csv' }),
    refunds: async (query = {}) => ({
      ...refunds,
      data: refunds.data.filter((refund) => (!query.status || refund.status === query.status) && (!query.order || refund.order_id === query.order.toUpperCase())),
    }),
    orderStatus: async (orderId, body) => ({
      status: true,
      message: ANSWER.orderUpdated,
      data: { order_id: orderId, order_status: body.order_status ?? 'Confirmed', is_invoiced: body.is_invoiced ?? false, delivery_date: null },
    }),
    sendRefund: async (id) => ({ status: true, message: ANSWER.refundSent, data: { id, status: 'requested' } }),
    order: async (orderId) => {
      const listed = orders.find((o) => o.order_id === orderId.toUpperCase());
      const status = listed?.order_status ?? 'Confirmed';
      const shipped = status === 'Dispatched' || status === 'Out for Delivery' || status === 'Delivered';
      return { status: true, data: sampleStaffOrderDetail({ order_id: orderId.toUpperCase(), order_status: status, shipment: shipped ? SAMPLE_SHIPMENT : null }) };
    },
    ship: async (orderId, body) => ({
      status: true,
      message: ANSWER.shipmentSaved,
      data: { order_id: orderId, order_status: 'Dispatched', shipment: { ...SAMPLE_SHIPMENT, courier: body.courier, awb: body.awb.toUpperCase() } },
    }),
    packingSlipPdf: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    pickListPdf: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
  };
}

const SAMPLE_SHIPMENT = {
  courier: 'Delhivery',
  awb: 'DL778899',
  tracking_url: 'https://www.delhivery.com/track/package/DL778899',
  weight_grams: 900,
  boxes: 1,
  shipped_at: '2026-03-06T05:00:00.000Z',
  updated_at: '2026-03-06T05:00:00.000Z',
};

/** The section as the shell shows it: under the tab's heading. */
function Section({ staff, detail = null, children }: { staff: Partial<StaffApi>; detail?: string | null; children?: ReactNode }) {
  useStyles(css);
  return (
    <SectionHarness tab="orders" staff={staff} detail={detail}>
      <h2>Orders</h2>
      {children ?? <OrdersTab />}
    </SectionHarness>
  );
}

const meta: Meta<typeof Section> = {
  title: 'Dashboard/Orders',
  component: Section,
  decorators: [withStyles(dashboardStyles)],
  args: { staff: staffOver() },
  argTypes: { staff: { control: false, description: 'The staff calls the section makes (fakes over sample orders).' } },
};
export default meta;
type Story = StoryObj<typeof Section>;

/** Every order, newest first: 57 orders, 20 a page, with the filters and Export CSV. */
export const Full: Story = {};
/** Filters from a link (#orders/status=Pending&q=SO9): nothing matches, Clear filters is offered. */
export const FilteredEmpty: Story = { args: { detail: 'status=Pending&q=SO9' } };
/** "Refund due" (Today's link): the refunds to send above the orders. */
export const RefundsDue: Story = {
  args: {
    detail: 'payment=refund_due',
    staff: staffOver(allOrders.slice(0, 2), refundsPage([sampleRefund({ order_id: allOrders[0].order_id }), sampleRefund({ id: 8, order_id: allOrders[1].order_id, status: 'failed', attempts: 2, gateway_message: 'Bank server unreachable' })])),
  },
};
export const Loading: Story = { args: { staff: { orders: never } } };
export const LoadError: Story = { args: { staff: { orders: () => Promise.reject(new ApiError(MSG.tryAgainLater, 500)) } } };

/** A pending order: Confirm and Cancel order are offered. */
export const DetailPending: Story = { args: { detail: 'SO100001', staff: staffOver([sampleStaffOrder()]) } };
/** A dispatched order, paid online, not invoiced: Mark delivered, Mark invoiced, Cancel order. */
export const DetailDispatched: Story = {
  args: { detail: 'SO100001', staff: staffOver([sampleStaffOrder({ order_status: 'Dispatched', pay_type: 'Online', is_paid: true, partner_code: 'DEMO' })]) },
};
/** Delivered and invoiced: final, nothing more to change; Download invoice saves its PDF. */
export const DetailDeliveredInvoiced: Story = {
  args: { detail: 'SO100001', staff: staffOver([sampleStaffOrder({ order_status: 'Delivered', is_paid: true, is_invoiced: true, delivery_date: '2026-03-12' })]) },
};
/** Cancelled after an online payment: its refund failed and can be sent again. */
export const DetailCancelledRefund: Story = {
  args: {
    detail: 'SO100001',
    staff: staffOver(
      [sampleStaffOrder({ order_status: 'Cancelled', pay_type: 'Online', is_paid: true })],
      refundsPage([sampleRefund({ status: 'failed', attempts: 1, gateway_message: 'Bank server unreachable' })]),
    ),
  },
};
/** A confirmed cash-on-delivery order to pack: its items, addresses, phone, what to collect, and the Ship form. */
export const DetailToShip: Story = { args: { detail: 'SO100001', staff: staffOver([sampleStaffOrder({ order_status: 'Confirmed' })]) } };
/** Out for delivery: Mark delivered on a day, or Returned to origin; the shipment can still be corrected. */
export const DetailOutForDelivery: Story = { args: { detail: 'SO100001', staff: staffOver([sampleStaffOrder({ order_status: 'Out for Delivery' })]) } };
/** No such order. */
export const DetailNotFound: Story = { args: { detail: 'SO999999', staff: staffOver([]) } };

const refused: Notice = { tone: 'refused', text: ANSWER.orderStatusFinal('Cancelled'), at: 1 };
const done: Notice = { tone: 'done', text: ORDERS_COPY.nowStatus('SO100001', 'Confirmed'), at: 1 };
interface DetailProps {
  notice: Notice | null;
  confirmingCancel?: boolean;
  order?: ReturnType<typeof sampleStaffOrder>;
  downloadingInvoice?: boolean;
  invoiceError?: string | null;
}
function Detail({ notice, confirmingCancel = false, order = sampleStaffOrder(), downloadingInvoice = false, invoiceError = null }: DetailProps) {
  return (
    <Section staff={{}}>
      <OrderDetailView
        order={order}
        backHref="#orders"
        onBack={noop}
        historyHref="#audit/order%3ASO100001"
        onHistory={noop}
        busy={null}
        notice={notice}
        onAction={noop}
        confirmingCancel={confirmingCancel}
        onCancelClose={noop}
        onCancelConfirm={noop}
        downloadingInvoice={downloadingInvoice}
        invoiceError={invoiceError}
        onInvoice={noop}
      >
        <OrderRefunds state={{ status: 'ready', data: [] }} sending={null} notice={null} onSend={noop} onRetry={noop} />
      </OrderDetailView>
    </Section>
  );
}
/** The server refused a change (409: the order was cancelled meanwhile): its words in an alert. */
export const Refusal: Story = { render: () => <Detail notice={refused} order={sampleStaffOrder({ order_status: 'Cancelled' })} /> };
/** After Confirm: the new status and a confirmation. */
export const Confirmed: Story = { render: () => <Detail notice={done} order={sampleStaffOrder({ order_status: 'Confirmed' })} /> };
/** Download invoice pressed: the PDF is on its way. */
export const InvoiceDownloading: Story = { render: () => <Detail notice={null} downloadingInvoice order={sampleStaffOrder({ order_status: 'Delivered', is_paid: true, is_invoiced: true })} /> };
/** The invoice could not be downloaded: the server's words in an alert. */
export const InvoiceRefused: Story = {
  render: () => <Detail notice={null} invoiceError={ANSWER.invoiceNotReady} order={sampleStaffOrder({ order_status: 'Dispatched', is_invoiced: true })} />,
};
/** Cancel order asks first and says what cancelling does. */
export const CancelDialog: Story = { render: () => <Detail notice={null} confirmingCancel order={sampleStaffOrder({ pay_type: 'Online', is_paid: true })} /> };

/** On a 375 px phone: the filters wrap, each order is a card. */
export const Phone: Story = { parameters: phone, globals: phoneGlobals };
export const DetailPhone: Story = { args: DetailDispatched.args, parameters: phone, globals: phoneGlobals };
