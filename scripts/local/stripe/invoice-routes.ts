import type http from 'node:http';
import { noSuch } from './errors';
import { sendHtml } from './http-utils';
import { invoicePage, invoicePdf } from './invoice-document';
import { publicInvoice } from './invoices';
import type { ApiRoute } from './routes';
import type { LocalStripeStore } from './store';

/** `invoices.retrieve` of the invoices Checkout made. */
export const INVOICE_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/v1\/invoices\/([^/]+)$/,
    handle: ({ ids: [id = ''], store, livemode }) => {
      const invoice = store.invoices.get(id);
      if (!invoice || invoice.livemode !== livemode) throw noSuch('invoice', id);
      return { body: publicInvoice(invoice) };
    },
  },
];

const INVOICE_PAGE_PATH = /^\/invoices\/(in_\w+)(\/pdf)?$/;

/**
 * The invoice's hosted page (`hosted_invoice_url`) and its PDF (`invoice_pdf`). Like Stripe's,
 * they need no key: the id in the URL is the secret.
 */
export function handleInvoicePageRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  store: LocalStripeStore,
): boolean {
  const match = INVOICE_PAGE_PATH.exec(url.pathname);
  if (!match || request.method !== 'GET') return false;
  const invoice = store.invoices.get(match[1] ?? '');
  if (!invoice) throw noSuch('invoice', match[1] ?? '');
  if (!match[2]) {
    sendHtml(response, 200, invoicePage(invoice));
    return true;
  }
  const pdf = invoicePdf(invoice);
  response.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': String(pdf.length),
    'content-disposition': `inline; filename="invoice-${invoice.number}.pdf"`,
  });
  response.end(pdf);
  return true;
}
