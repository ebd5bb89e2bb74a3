/**
 * The orders list's filters as the URL hash carries them: `#orders/status=Pending&payment=refund_due`
 * (a URLSearchParams string after "#orders/"), so a link can preset them and Back returns to them.
 * An order's detail is `#orders/SO100001`: a detail without '='.
 */
import type { StaffOrdersFilter } from '@so/api/staff';
import { ORDER_STATUSES } from '@so/contract';
import { STAFF_PAYMENT_FILTERS, type StaffPaymentFilter } from '@so/contract/staff';

/** The filters in the order the hash writes them. */
const KEYS = ['status', 'payment', 'from', 'to', 'partner', 'q'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a section detail names filters (else it is an order number, or nothing). */
export function isFilterDetail(detail: string | null): boolean {
  return detail !== null && detail.includes('=');
}

/**
 * The filters a detail string names. A status or payment the list does not know, or a day that is
 * not YYYY-MM-DD, is left out (the list shows what the rest selects); blanks are left out.
 */
export function parseOrderFilters(detail: string | null): StaffOrdersFilter {
  if (!isFilterDetail(detail)) return {};
  const params = new URLSearchParams(detail ?? '');
  const filter: StaffOrdersFilter = {};
  const text = (key: string) => (params.get(key) ?? '').trim();
  const status = ORDER_STATUSES.find((s) => s.toLowerCase() === text('status').toLowerCase());
  if (status) filter.status = status;
  const payment = STAFF_PAYMENT_FILTERS.find((p) => p === text('payment').toLowerCase());
  if (payment) filter.payment = payment;
  if (DAY.test(text('from'))) filter.from = text('from');
  if (DAY.test(text('to'))) filter.to = text('to');
  if (text('partner')) filter.partner = text('partner');
  if (text('q')) filter.q = text('q');
  return filter;
}

/** The detail string of `filter` (blank ones left out), null when nothing is filtered. */
export function orderFiltersDetail(filter: StaffOrdersFilter): string | null {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = (filter[key] ?? '').trim();
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? null : text;
}

/** The same filters without blanks (what the list and the CSV are both asked with). */
export function cleanOrderFilters(filter: StaffOrdersFilter): StaffOrdersFilter {
  return parseOrderFilters(orderFiltersDetail(filter));
}

export function isPaymentFilter(value: string): value is StaffPaymentFilter {
  return (STAFF_PAYMENT_FILTERS as readonly string[]).includes(value);
}
