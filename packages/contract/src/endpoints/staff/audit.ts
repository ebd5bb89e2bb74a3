/** The audit log of every staff change (read only). */
import { StaffAuditQuery, StaffAuditResponse } from '../../staff-admin.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_AUDIT = {
  audit: endpoint({
    method: 'GET',
    path: '/staff/audit',
    query: StaffAuditQuery,
    answer: StaffAuditResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'The audit log of every staff change, newest first: when, who (`actor_email`), the `action` (e.g. `order.status`, `product.update`, `refund.send`, `voucher.pause`, `customer.coins`), the entity and its id (a voucher: its code), before and after; `entity` and `entity_id` filter.',
  }),
};
