import type { Stripe } from '../../infra/stripe';

/** Stripe caps an invoice description at 1,500 characters; ours stays well below. */
const DESCRIPTION_LIMIT = 500;

/** The invoice's description: the shop and what was bought. */
export function invoiceDescription(productNames: readonly string[]): string {
  const text = `Automation Marketplace order: ${productNames.join(', ')}`;
  return text.length > DESCRIPTION_LIMIT ? `${text.slice(0, DESCRIPTION_LIMIT - 3)}...` : text;
}

/**
 * The Checkout Session parameters for tax and invoices.
 *
 * Every session asks for an invoice (`invoice_creation`); Stripe makes it only when the session
 * is paid, so an abandoned checkout leaves none. Its metadata carries the shop's order id, the
 * link back from Stripe's Dashboard.
 *
 * With Stripe Tax on, Checkout computes the tax from the buyer's address (`automatic_tax`),
 * which it therefore always asks for (`billing_address_collection: 'required'`: digital goods
 * are taxed where the buyer is, and no shipping address is collected), and offers a business
 * buyer the tax id field (`tax_id_collection`). `customer_creation: 'always'` keeps the
 * address and tax id on a Stripe customer, so the invoice shows them and a later correction
 * of the invoice has them.
 */
export function taxAndInvoiceParams(options: {
  stripeTax: boolean;
  orderId: string;
  productNames: readonly string[];
}): Pick<
  Stripe.Checkout.SessionCreateParams,
  | 'invoice_creation'
  | 'automatic_tax'
  | 'tax_id_collection'
  | 'billing_address_collection'
  | 'customer_creation'
> {
  const invoice = {
    invoice_creation: {
      enabled: true,
      invoice_data: {
        description: invoiceDescription(options.productNames),
        metadata: { order_id: options.orderId },
      },
    },
  };
  if (!options.stripeTax) return invoice;
  return {
    ...invoice,
    automatic_tax: { enabled: true },
    tax_id_collection: { enabled: true },
    billing_address_collection: 'required',
    customer_creation: 'always',
  };
}
