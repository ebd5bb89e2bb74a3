/** Sample answers of the customers endpoints, for the section's stories and tests. */
import type { StaffCustomerDetail, StaffCustomerRow } from './CustomersView.tsx';

export function sampleCustomer(overrides: Partial<StaffCustomerRow> = {}): StaffCustomerRow {
  return {
    id: 12,
    email: 'asha@example.test',
    name: 'Asha Patel',
    mobile_no: '+919812345678',
    coin_balance: 40,
    is_staff: false,
    is_superuser: false,
    is_active: true,
    date_joined: '2026-01-05T06:30:00Z',
    ...overrides,
  };
}

export function sampleCustomers(n: number): StaffCustomerRow[] {
  const names = ['Asha Patel', 'Ravi Kumar', 'Meera Shah', 'Imran Sheikh', 'Kavya Rao', 'Dev Joshi'];
  return Array.from({ length: n }, (_, i) =>
    sampleCustomer({
      id: 100 - i,
      name: names[i % names.length],
      email: `${names[i % names.length].split(' ')[0].toLowerCase()}${i}@example.test`,
      mobile_no: i % 3 === 2 ? null : `+9198${String(12345670 + i).padStart(8, '0')}`,
      coin_balance: (i * 37) % 250,
      is_staff: i === 1,
      is_superuser: i === 4,
    }),
  );
}

export function sampleCustomerDetail(overrides: Partial<StaffCustomerRow> = {}): StaffCustomerDetail {
  return {
    customer: sampleCustomer(overrides),
    orders: [
      { order_id: 'SO100042', order_date: '2026-03-05T08:35:00Z', order_status: 'Delivered', is_paid: true, final_total: 1924.5 },
      { order_id: 'SO100031', order_date: '2026-02-11T14:05:00Z', order_status: 'Cancelled', is_paid: false, final_total: 349 },
    ],
    coin_ledger: [
      { id: 9, delta: -15, kind: 'adjustment', balance_after: 40, reason: 'Correction', order_id: null, created_at: '2026-03-06T05:00:00Z' },
      { id: 8, delta: 19, kind: 'earned', balance_after: 55, reason: null, order_id: 'SO100042', created_at: '2026-03-05T08:35:00Z' },
      { id: 7, delta: 36, kind: 'adjustment', balance_after: 36, reason: 'Late delivery', order_id: null, created_at: '2026-02-12T09:00:00Z' },
    ],
    subscriptions: [{ id: 3, product_name: 'A2 Cow Ghee 500 ml', status: 'active', created_at: '2026-02-01T04:00:00Z' }],
  };
}
