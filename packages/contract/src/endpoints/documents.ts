/** The PDFs a shopper downloads: the cart's summary and an invoiced order's tax invoice. */
import { ANSWER } from '../answers.ts';
import { MSG } from '../messages.ts';
import { CartPdfQuery } from '../cart.requests.ts';
import { InvoiceQuery } from '../orders.requests.ts';
import { endpoint, FileAnswer } from './endpoint.ts';

export const DOCUMENTS = {
  cartPdf: endpoint({
    method: 'GET',
    path: '/generate-cart-pdf/',
    query: CartPdfQuery,
    answer: FileAnswer,
    auth: 'visitor',
    file: 'application/pdf',
    summary: `The caller’s cart as a PDF download (\`cart-invoice.pdf\`): its lines and totals, with the store’s logo (\`logo_url\` is accepted and never fetched). An empty cart 400 “${MSG.cartEmpty}”.`,
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/accounting/invoice-pdf/',
    query: InvoiceQuery,
    answer: FileAnswer,
    auth: 'login',
    file: 'application/pdf',
    summary: `The tax invoice of one of the caller’s orders as a PDF download (\`invoice-{order_id}.pdf\`); \`source_doc\` is the order number. Staff may download any customer’s. Anyone else’s order 404, as an unknown one does; one not invoiced yet 409 “${ANSWER.invoiceNotReady}”.`,
  }),
};
