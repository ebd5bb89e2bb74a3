/** The staff's contact inquiries, B2B and export leads, and their statuses. */
import { StaffEnquiriesQuery } from '../../enquiries.ts';
import { StaffB2bLeadsResponse, StaffExportLeadsResponse, StaffInquiriesResponse } from '../../operations.ts';
import { LeadParams, LeadStatusRequest, LeadStatusResponse } from '../../staff-admin.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_ENQUIRIES = {
  inquiries: endpoint({
    method: 'GET',
    path: '/staff/inquiries',
    query: StaffEnquiriesQuery,
    answer: StaffInquiriesResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'The contact inquiries, newest first, each with its `status` (`new`, `answered`, `closed`), which `status` filters by.',
  }),
  b2bLeads: endpoint({
    method: 'GET',
    path: '/staff/b2b-leads',
    query: StaffEnquiriesQuery,
    answer: StaffB2bLeadsResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'The B2B leads, newest first, with their answers and places (a missing place or contact `null`) and their `status`, which `status` filters by.',
  }),
  exportLeads: endpoint({
    method: 'GET',
    path: '/staff/export-leads',
    query: StaffEnquiriesQuery,
    answer: StaffExportLeadsResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'The export leads, newest first, with their answers and places (a missing place or contact `null`) and their `status`, which `status` filters by.',
  }),
  setInquiryStatus: endpoint({
    method: 'PATCH',
    path: '/staff/inquiries/:id/',
    params: LeadParams,
    body: LeadStatusRequest,
    answer: LeadStatusResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Sets an inquiry’s status: `new` (the default), `answered` or `closed`.',
  }),
  setB2bLeadStatus: endpoint({
    method: 'PATCH',
    path: '/staff/b2b-leads/:id/',
    params: LeadParams,
    body: LeadStatusRequest,
    answer: LeadStatusResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Sets a B2B lead’s status: `new` (the default), `answered` or `closed`.',
  }),
  setExportLeadStatus: endpoint({
    method: 'PATCH',
    path: '/staff/export-leads/:id/',
    params: LeadParams,
    body: LeadStatusRequest,
    answer: LeadStatusResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Sets an export lead’s status: `new` (the default), `answered` or `closed`.',
  }),
};
