/** Sample answers of the staff's orders and refunds calls, for the Orders section's stories and tests. */
import type { StaffOrder, StaffRefund } from '@so/contract';
import type { StaffOrderDetail } from '@so/contract/staff';
import type { StaffPage } from '../parts.tsx';

const NAMES = ['Asha Rao', 'Vikram Iyer', 'Meera Nair', 'Rahul Verma', 'Priya Menon', 'Arjun Das'];
const STATUSES = ['Pending', 'Confirmed', 'Dispatched', 'Delivered', 'Cancelled'] as const;

export function sampleStaffOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    id: 1,
    order_id: 'SO100001',
    order_date: '2026-03-05T09:05:00+05:30',
    order_status: 'Pending',
    sale_status: 'sale',
    pay_type: 'COD',
    is_paid: false,
    is_invoiced: false,
    final_total: 192450,
    delivery_date: null,
    customer: { email: 'asha@example.in', name: 'Asha Rao' },
    partner_code: null,
    ...overrides,
  };
}

/** `n` orders, newest first, of every status, COD and online, some from partner DEMO. */
export function sampleStaffOrders(n: number): StaffOrder[] {
  return Array.from({ length: n }, (_, i) => {
    const number = 100000 + n - i;
    const status = STATUSES[i % STATUSES.length];
    const online = i % 3 !== 0;
    const name = NAMES[i % NAMES.length];
    return sampleStaffOrder({
      id: n - i,
      order_id: `SO${number}`,
      order_date: new Date(Date.UTC(2026, 2, 20, 6, 30) - i * 7 * 3_600_000).toISOString(),
      order_status: status,
      pay_type: online ? 'Online' : 'COD',
      is_paid: online ? i % 4 !== 1 : status === 'Delivered',
      is_invoiced: status === 'Delivered' || (status === 'Dispatched' && i % 2 === 0),
      final_total: 25000 + ((i * 13_579) % 400_000),
      delivery_date: status === 'Delivered' ? '2026-03-18' : null,
      customer: { email: `${name.split(' ')[0].toLowerCase()}${i}@example.in`, name },
      partner_code: i % 4 === 2 ? 'DEMO' : null,
    });
  });
}

/** A page of `orders` as GET /staff/orders answers it (20 a page). */
export function ordersPage(orders: readonly StaffOrder[], page = 1, pageSize = 20): StaffPage<StaffOrder> & { status: boolean } {
  return {
    status: true,
    count: orders.length,
    total_pages: Math.ceil(orders.length / pageSize),
    page,
    data: orders.slice((page - 1) * pageSize, page * pageSize),
  };
}

export function sampleRefund(overrides: Partial<StaffRefund> = {}): StaffRefund {
  return {
    id: 7,
    order_id: 'SO100001',
    txnid: 'SO100001-1741150000',
    gateway: 'payu',
    gateway_payment_id: '403993715531234567',
    amount: 192450,
    reason: 'cancelled',
    status: 'due',
    gateway_reference: null,
    gateway_message: null,
    attempts: 0,
    created_at: '2026-03-06T11:00:00+05:30',
    updated_at: '2026-03-06T11:00:00+05:30',
    customer: { email: 'asha@example.in', name: 'Asha Rao' },
    ...overrides,
  };
}

export function refundsPage(refunds: readonly StaffRefund[]): StaffPage<StaffRefund> & { status: boolean } {
  return { status: true, count: refunds.length, total_pages: refunds.length > 0 ? 1 : 0, page: 1, data: [...refunds] };
}

/** An order as staff pack it (GET /staff/orders/{id}): two items to Ahmedabad 380001, cash on delivery, confirmed. */
export function sampleStaffOrderDetail(overrides: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  const address = { full_name: 'Asha Rao', mobile_no: '+919800000002', full_address: '12 Lake View Road, Navrangpura, Ahmedabad, Gujarat - 380009, India', pin_code: '380009' };
  return {
    order_id: 'SO100001',
    order_date: '2026-03-05T09:05:00+05:30',
    order_status: 'Confirmed',
    pay_type: 'COD',
    is_paid: false,
    payment: 'cod',
    cod_amount: 192450,
    is_invoiced: false,
    final_total: 192450,
    delivery_date: null,
    customer: { name: 'Asha Rao', email: 'asha@example.in', mobile: '+919800000002' },
    phone: '+919800000002',
    billing_address: address,
    shipping_address: address,
    is_gift: true,
    gift_message: 'Happy Diwali!',
    lines: [
      { product_id: 1003, product_name: 'Bilona Desi Cow Ghee', image: '/media/products/1003-1-320.webp', net_quantity: '500 ml', quantity: 2, selling_price: 79900, line_total: 159800, returned_stock: 0 },
      { product_id: 1002, product_name: 'Raw Forest Honey', image: '/media/products/1002-1-320.webp', net_quantity: '250 g', quantity: 1, selling_price: 32650, line_total: 32650, returned_stock: 0 },
    ],
    refunds: [],
    shipment: null,
    events: [
      { kind: 'placed', at: '2026-03-05T03:35:00.000Z', by: null },
      { kind: 'confirmed', at: '2026-03-05T05:00:00.000Z', by: 'staff@soorganic.test' },
    ],
    restocked: false,
    couriers: ['Delhivery', 'India Post'],
    ...overrides,
  };
}
