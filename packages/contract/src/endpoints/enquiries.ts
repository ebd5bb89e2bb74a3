/** The contact page's inquiry and the B2B and export leads: open to visitors, each answered 201. */
import { B2bLeadRequest, ExportLeadRequest, InquiryRequest } from '../enquiries.ts';
import { StatusOnly } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const ENQUIRIES = {
  /** The captcha is checked after the fields. */
  inquiry: endpoint({ method: 'POST', path: '/inquiries/', body: InquiryRequest, answer: StatusOnly, auth: 'anyone' }),
  b2bLead: endpoint({ method: 'POST', path: '/user/web/b2b/create/', body: B2bLeadRequest, answer: StatusOnly, auth: 'anyone' }),
  exportLead: endpoint({ method: 'POST', path: '/user/web/Exportlead/create/', body: ExportLeadRequest, answer: StatusOnly, auth: 'anyone' }),
};
