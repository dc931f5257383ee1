import { describeError, log } from '../../infra/logger';
import { stripeClient, type PaymentMode, type Stripe } from '../../infra/stripe';
import type { OrderBilling } from '../../repositories/order-settlement-repository';
import { sessionRef } from '../../rules/checkout';
import type { BuyerTaxId, OrderInvoice } from '../../rules/tax';

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.id;
}

function invoiceOf(invoice: Stripe.Invoice): OrderInvoice {
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    hosted_url: invoice.hosted_invoice_url ?? null,
    pdf_url: invoice.invoice_pdf ?? null,
  };
}

/**
 * The invoice Checkout made for the paid session. A failed retrieval keeps the id (the invoice
 * exists at Stripe) rather than holding up the order: the receipt then goes without the link.
 */
async function retrieveInvoice(
  session: Stripe.Checkout.Session,
  mode: PaymentMode,
): Promise<OrderInvoice | undefined> {
  const expanded = session.invoice;
  if (expanded && typeof expanded !== 'string') return invoiceOf(expanded);
  const invoiceId = idOf(expanded);
  if (!invoiceId) return undefined;
  try {
    const stripe = await stripeClient(mode);
    return invoiceOf(await stripe.invoices.retrieve(invoiceId));
  } catch (error) {
    log('error', 'Could not retrieve the invoice of a paid Checkout Session', {
      session: sessionRef(session.id),
      ...describeError(error),
    });
    return { id: invoiceId, number: null, hosted_url: null, pdf_url: null };
  }
}

function taxIdsOf(session: Stripe.Checkout.Session): BuyerTaxId[] {
  return (session.customer_details?.tax_ids ?? []).map((taxId) => ({
    type: String(taxId.type),
    value: String(taxId.value ?? ''),
  }));
}

/** What a paid order records of its session: tax, the amount paid, tax ids and the invoice. */
export async function billingOf(
  session: Stripe.Checkout.Session,
  mode: PaymentMode,
): Promise<OrderBilling> {
  const invoice = await retrieveInvoice(session, mode);
  return {
    taxCents: session.total_details?.amount_tax ?? 0,
    amountPaidCents: session.amount_total ?? 0,
    taxIds: taxIdsOf(session),
    ...(invoice ? { invoice } : {}),
  };
}
