/** The PDFs a shopper downloads: the cart's summary and an invoiced order's tax invoice. */
import { CartPdfQuery, InvoiceQuery } from '../requests.ts';
import { endpoint, FileAnswer } from './endpoint.ts';

export const DOCUMENTS = {
  /** The caller's cart (visitor or user); `logo_url` is accepted and never fetched: the store's logo is drawn. */
  cartPdf: endpoint({ method: 'GET', path: '/generate-cart-pdf/', query: CartPdfQuery, answer: FileAnswer, auth: 'visitor', file: 'application/pdf' }),
  /**
   * The caller's own invoiced order (staff: any customer's); anyone else's order is a 404 as if
   * unknown, one not invoiced yet a 409.
   */
  invoicePdf: endpoint({ method: 'GET', path: '/accounting/invoice-pdf/', query: InvoiceQuery, answer: FileAnswer, auth: 'login', file: 'application/pdf' }),
};
