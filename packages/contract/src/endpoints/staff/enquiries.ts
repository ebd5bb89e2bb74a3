/** The staff's contact inquiries, B2B and export leads, and their statuses. */
import { StaffEnquiriesQuery } from '../../enquiries.ts';
import { StaffB2bLeadsResponse, StaffExportLeadsResponse, StaffInquiriesResponse } from '../../operations.ts';
import { LeadParams, LeadStatusRequest, LeadStatusResponse } from '../../staff-admin.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_ENQUIRIES = {
  inquiries: endpoint({ method: 'GET', path: '/staff/inquiries', query: StaffEnquiriesQuery, answer: StaffInquiriesResponse, auth: 'staff', visitor: 'none' }),
  b2bLeads: endpoint({ method: 'GET', path: '/staff/b2b-leads', query: StaffEnquiriesQuery, answer: StaffB2bLeadsResponse, auth: 'staff', visitor: 'none' }),
  exportLeads: endpoint({ method: 'GET', path: '/staff/export-leads', query: StaffEnquiriesQuery, answer: StaffExportLeadsResponse, auth: 'staff', visitor: 'none' }),
  setInquiryStatus: endpoint({ method: 'PATCH', path: '/staff/inquiries/:id/', params: LeadParams, body: LeadStatusRequest, answer: LeadStatusResponse, auth: 'staff', visitor: 'none' }),
  setB2bLeadStatus: endpoint({ method: 'PATCH', path: '/staff/b2b-leads/:id/', params: LeadParams, body: LeadStatusRequest, answer: LeadStatusResponse, auth: 'staff', visitor: 'none' }),
  setExportLeadStatus: endpoint({
    method: 'PATCH',
    path: '/staff/export-leads/:id/',
    params: LeadParams,
    body: LeadStatusRequest,
    answer: LeadStatusResponse,
    auth: 'staff',
    visitor: 'none',
  }),
};
