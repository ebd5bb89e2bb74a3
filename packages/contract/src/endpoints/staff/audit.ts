/** The audit log of every staff change (read only). */
import { StaffAuditQuery, StaffAuditResponse } from '../../staff-admin.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_AUDIT = {
  audit: endpoint({ method: 'GET', path: '/staff/audit', query: StaffAuditQuery, answer: StaffAuditResponse, auth: 'staff', visitor: 'none' }),
};
