/** Audit log entries (GET /staff/audit) for the stories and tests of the dashboard. */
import type { StaffPage } from '../parts.tsx';
import type { AuditEntry } from './AuditView.tsx';

let next = 500;
function entry(fields: Omit<AuditEntry, 'id' | 'actor_id'> & Partial<Pick<AuditEntry, 'id' | 'actor_id'>>): AuditEntry {
  return { id: next--, actor_id: 2, ...fields };
}

/** One entry of each kind the server writes, newest first (as the server answers). */
export function sampleAuditEntries(): AuditEntry[] {
  next = 500;
  return [
    entry({
      at: '2026-11-26T05:40:00.000Z',
      actor_email: 'owner@soorganic.test',
      action: 'product.update',
      entity: 'product',
      entity_id: '7',
      before: { stock: 12, is_hidden: false, section_id: 3, selling_price: 450, mrp: 500 },
      after: { stock: 12, is_hidden: false, section_id: 3, selling_price: 420, mrp: 500 },
    }),
    entry({
      at: '2026-11-26T04:15:00.000Z',
      actor_email: 'staff@soorganic.test',
      action: 'order.status',
      entity: 'order',
      entity_id: 'SO100041',
      before: { order_status: 'Pending', is_invoiced: false, delivery_date: null },
      after: { order_status: 'Confirmed', is_invoiced: true, delivery_date: null },
    }),
    entry({
      at: '2026-11-25T12:02:00.000Z',
      actor_email: 'owner@soorganic.test',
      action: 'voucher.create',
      entity: 'voucher',
      entity_id: 'DIWALI10',
      before: null,
      after: { code: 'DIWALI10', kind: 'percent', value: 10, max_discount: 200, min_order: 999, expires_at: '2026-12-31T18:29:59.999Z', is_active: true },
    }),
    entry({
      at: '2026-11-25T09:30:00.000Z',
      actor_email: 'staff@soorganic.test',
      action: 'refund.send',
      entity: 'refund',
      entity_id: '12',
      before: { order_id: 'SO100031', amount: 499, status: 'due' },
      after: { order_id: 'SO100031', amount: 499, status: 'refunded' },
    }),
    entry({
      at: '2026-11-24T07:00:00.000Z',
      actor_email: 'owner@soorganic.test',
      action: 'customer.coins',
      entity: 'customer',
      entity_id: '77',
      before: { coin_balance: 40 },
      after: { coin_balance: 90, coins: 50, reason: 'Late delivery, sorry', ledger_entry: 311 },
    }),
    entry({
      at: '2026-11-23T10:45:00.000Z',
      actor_email: 'staff@soorganic.test',
      action: 'review.hide',
      entity: 'review',
      entity_id: '31',
      before: { is_hidden: false },
      after: { is_hidden: true },
    }),
    entry({
      at: '2026-11-22T08:00:00.000Z',
      actor_email: 'staff@soorganic.test',
      action: 'export_lead.status',
      entity: 'export_lead',
      entity_id: '5',
      before: { status: 'new' },
      after: { status: 'answered' },
    }),
    entry({
      at: '2026-11-21T06:20:00.000Z',
      actor_email: 'owner@soorganic.test',
      action: 'wishlist.archive',
      entity: 'wishlist',
      entity_id: '4',
      before: { is_shared: true },
      after: null,
    }),
  ];
}

/** A page of the log as the server answers it (20 a page unless told). */
export function auditPage(entries: AuditEntry[], page = 1, count = entries.length, pageSize = 20): StaffPage<AuditEntry> & { status: boolean } {
  return { status: true, count, total_pages: Math.max(1, Math.ceil(count / pageSize)), page, data: entries };
}
