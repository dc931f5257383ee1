import type Stripe from 'stripe';
import {
  invoiceDescription,
  taxAndInvoiceParams,
} from '../../../lambdas/services/checkout/tax-and-invoice-params';
import { startLocalStripe, type LocalStripeHarness } from '../local/local-stripe-harness';

/**
 * The Checkout parameters for tax and invoices, sent through the official SDK to the local
 * Stripe server: with Stripe Tax off a paid session gets an invoice and no tax; with it on,
 * Checkout adds tax and offers the tax id field, and the invoice carries the order id.
 */
let local: LocalStripeHarness;
let stripe: Stripe;

beforeAll(async () => {
  local = await startLocalStripe();
  stripe = local.client('sk_test_tax_params');
});

afterAll(() => local.close());

async function paidSession(stripeTax: boolean, orderId: string) {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 4900, product_data: { name: 'Lead Flow' } },
      },
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 1550, product_data: { name: 'CRM Sync' } },
      },
    ],
    success_url: 'http://localhost/payment-success?session_id={CHECKOUT_SESSION_ID}',
    ...taxAndInvoiceParams({ stripeTax, orderId, productNames: ['Lead Flow', 'CRM Sync'] }),
  });
  await local.pay(session.id);
  return stripe.checkout.sessions.retrieve(session.id);
}

describe('Checkout parameters for tax and invoices', () => {
  it('asks for an invoice and nothing about tax while Stripe Tax is off', async () => {
    const params = taxAndInvoiceParams({ stripeTax: false, orderId: 'o-1', productNames: ['A'] });
    expect(Object.keys(params)).toEqual(['invoice_creation']);

    const session = await paidSession(false, 'order-off');
    expect(session.automatic_tax.enabled).toBe(false);
    expect(session.tax_id_collection?.enabled).toBe(false);
    expect(session.total_details?.amount_tax).toBe(0);
    expect(session.amount_total).toBe(6450);
    const invoice = await stripe.invoices.retrieve(String(session.invoice));
    expect(invoice.status).toBe('paid');
    expect(invoice.metadata).toEqual({ order_id: 'order-off' });
    expect(invoice.description).toBe('Automation Marketplace order: Lead Flow, CRM Sync');
    expect(invoice.total).toBe(6450);
  });

  it('turns on automatic tax, tax id collection, the address and a customer while on', async () => {
    const params = taxAndInvoiceParams({ stripeTax: true, orderId: 'o-2', productNames: ['A'] });
    expect(params).toMatchObject({
      automatic_tax: { enabled: true },
      tax_id_collection: { enabled: true },
      billing_address_collection: 'required',
      customer_creation: 'always',
    });

    const session = await paidSession(true, 'order-on');
    expect(session.automatic_tax.enabled).toBe(true);
    expect(session.tax_id_collection?.enabled).toBe(true);
    // The local server's fixed 20% on each line: 980 + 310.
    expect(session.total_details?.amount_tax).toBe(1290);
    expect(session.amount_total).toBe(6450 + 1290);
    const invoice = await stripe.invoices.retrieve(String(session.invoice));
    expect(invoice.metadata).toEqual({ order_id: 'order-on' });
    expect(invoice.total).toBe(session.amount_total);
  });

  it('keeps a long list of products within a short description', () => {
    const names = Array.from({ length: 50 }, (_, index) => `Automation number ${index}`);
    const description = invoiceDescription(names);
    expect(description.length).toBe(500);
    expect(description.endsWith('...')).toBe(true);
  });
});
