/** The staff's Vaidya appointments and their statuses. */
import { StaffAppointmentsQuery } from '../../appointments.ts';
import { StaffAppointmentsResponse } from '../../operations.ts';
import { LeadParams, LeadStatusRequest, LeadStatusResponse } from '../../staff-admin.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_APPOINTMENTS = {
  appointments: endpoint({
    method: 'GET',
    path: '/staff/appointments',
    query: StaffAppointmentsQuery,
    answer: StaffAppointmentsResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'The Vaidya bookings, newest first; `from` (`YYYY-MM-DD`) keeps those on or after that day (India time); `status` filters like the leads’.',
  }),
  setAppointmentStatus: endpoint({
    method: 'PATCH',
    path: '/staff/appointments/:id/',
    params: LeadParams,
    body: LeadStatusRequest,
    answer: LeadStatusResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Sets a booking’s status: `new` (the default), `answered` or `closed`.',
  }),
};
