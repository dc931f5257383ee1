import { describeError, log } from '../../infra/logger';
import { stripeClient, type PaymentMode, type Stripe } from '../../infra/stripe';
import type { OrderBilling } from '../../repositories/order-settlement-repository';
import { sessionRef } from '../../rules/checkout';
import type { Order } from '../../repositories/order-repository';
import { presentmentOf } from '../../rules/presentment';
import { allocateTax, type BuyerTaxId, type OrderInvoice } from '../../rules/tax';
import { stripeProductId } from '../pricing/stripe-products';

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

/**
 * Each product's tax as Stripe computed it on the session's lines (which name the product's
 * Stripe Product). When the lines cannot be read or do not add up to the session's tax, the
 * tax is split in proportion to what each line cost: a refund then returns a fair share.
 */
async function taxByLineOf(
  session: Stripe.Checkout.Session,
  order: Pick<Order, 'product_ids' | 'line_cents' | 'mode'>,
  taxCents: number,
): Promise<Record<string, number>> {
  const fallback = () =>
    allocateTax(
      taxCents,
      Object.fromEntries(order.product_ids.map((id) => [id, order.line_cents[id] ?? 0])),
    );
  try {
    const stripe = await stripeClient(order.mode);
    const lines = await stripe.checkout.sessions.listLineItems(session.id, { limit: 100 });
    const byStripeProduct = new Map(
      lines.data.map((line) => [idOf(line.price?.product), line.amount_tax ?? 0]),
    );
    const taxByLine = Object.fromEntries(
      order.product_ids.map((id) => [id, byStripeProduct.get(stripeProductId(id)) ?? 0]),
    );
    const sum = Object.values(taxByLine).reduce((total, cents) => total + cents, 0);
    return sum === taxCents ? taxByLine : fallback();
  } catch (error) {
    log('warn', 'Could not read the tax of a paid session per line: splitting it', {
      session: sessionRef(session.id),
      ...describeError(error),
    });
    return fallback();
  }
}

/**
 * What a paid order records of its session: tax, the amount paid (USD, the session's currency
 * with Adaptive Pricing too), tax ids, the invoice, and what the buyer paid in their currency.
 */
export async function billingOf(
  session: Stripe.Checkout.Session,
  order: Pick<Order, 'product_ids' | 'line_cents' | 'mode'>,
): Promise<OrderBilling> {
  const invoice = await retrieveInvoice(session, order.mode);
  const taxCents = session.total_details?.amount_tax ?? 0;
  const presentment = presentmentOf(session.presentment_details, session.currency ?? 'usd');
  return {
    taxCents,
    amountPaidCents: session.amount_total ?? 0,
    taxIds: taxIdsOf(session),
    ...(taxCents > 0 ? { taxByLine: await taxByLineOf(session, order, taxCents) } : {}),
    ...(invoice ? { invoice } : {}),
    ...(presentment ? { presentment } : {}),
  };
}
