/**
 * The staff's part of the endpoint table (the owner's dashboard), one file per resource; every
 * entry needs a staff or superuser session and sends no visitor id.
 */
import { STAFF_APPOINTMENTS } from './appointments.ts';
import { STAFF_AUDIT } from './audit.ts';
import { STAFF_CATALOGUE } from './catalogue.ts';
import { STAFF_CONTENT } from './content.ts';
import { STAFF_CUSTOMERS } from './customers.ts';
import { STAFF_ENQUIRIES } from './enquiries.ts';
import { STAFF_FULFILMENT } from './fulfilment.ts';
import { STAFF_GIFT_VOUCHERS } from './gift-vouchers.ts';
import { STAFF_ORDERS } from './orders.ts';
import { STAFF_VOUCHERS } from './vouchers.ts';

export { STAFF_APPOINTMENTS, STAFF_AUDIT, STAFF_CATALOGUE, STAFF_CONTENT, STAFF_CUSTOMERS, STAFF_ENQUIRIES, STAFF_FULFILMENT, STAFF_GIFT_VOUCHERS, STAFF_ORDERS, STAFF_VOUCHERS };

/** The staff's resources of the table (ENDPOINTS spreads them). */
export const STAFF_ENDPOINTS = {
  staffOrders: STAFF_ORDERS,
  staffFulfilment: STAFF_FULFILMENT,
  staffCatalogue: STAFF_CATALOGUE,
  staffVouchers: STAFF_VOUCHERS,
  staffGiftVouchers: STAFF_GIFT_VOUCHERS,
  staffCustomers: STAFF_CUSTOMERS,
  staffEnquiries: STAFF_ENQUIRIES,
  staffAppointments: STAFF_APPOINTMENTS,
  staffContent: STAFF_CONTENT,
  staffAudit: STAFF_AUDIT,
} as const;
