import type Stripe from 'stripe';
import {
  ACCOUNT_HOOK_PATH,
  createPaidSessionParams,
  SECRETS,
  startLocalStripe,
  type LocalStripeHarness,
} from './local-stripe-harness';

/**
 * Invoices of paid Checkout Sessions on the local server, through the official SDK: the
 * invoice's amounts (discount and tax), the buyer's tax id from the payment page, the hosted
 * page and a PDF that a reader can open (its cross-reference table points at its objects).
 */
let local: LocalStripeHarness;
let stripe: Stripe;

beforeAll(async () => {
  local = await startLocalStripe();
  stripe = local.client('sk_test_invoices');
});

afterAll(() => local.close());

async function payWithTaxId(sessionId: string, taxId: string) {
  const page = await (await fetch(`${local.base}/checkout/${sessionId}`)).text();
  expect(page).toContain('<label for="tax-id">Tax ID (optional)</label>');
  expect(page).toContain('form="pay-form"');
  const paid = await fetch(`${local.base}/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tax_id: taxId }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

/** Checks what a PDF reader relies on: header, every xref offset at its object, trailer. */
function expectReadablePdf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 9)).toBe('endstream');
  }
  return text;
}

describe('invoices', () => {
  it('makes a paid invoice with the discount, the tax and the buyer’s tax id', async () => {
    const coupon = await stripe.coupons.create({ percent_off: 12.5, name: 'Launch' });
    const session = await stripe.checkout.sessions.create({
      ...createPaidSessionParams(),
      discounts: [{ coupon: coupon.id }],
      automatic_tax: { enabled: true },
      tax_id_collection: { enabled: true },
      invoice_creation: {
        enabled: true,
        invoice_data: { description: 'Automation templates', metadata: { order_id: 'o-9' } },
      },
    });
    expect(session.invoice).toBeNull();
    await payWithTaxId(session.id, 'de 123456789');

    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.customer_details?.tax_ids).toEqual([{ type: 'eu_vat', value: 'DE123456789' }]);
    expect(paid.invoice).toMatch(/^in_/);
    const [completed] = local.eventsAt(ACCOUNT_HOOK_PATH, SECRETS.account.testSecret);
    expect(completed?.data.object).toMatchObject({ id: session.id, invoice: paid.invoice });

    const invoice = await stripe.invoices.retrieve(paid.invoice as string);
    expect(invoice).toMatchObject({
      object: 'invoice',
      number: 'LOCALTEST-0001',
      status: 'paid',
      currency: 'usd',
      subtotal: 6899,
      total_excluding_tax: 6036,
      total: 7243,
      amount_paid: 7243,
      amount_remaining: 0,
      customer_email: 'guest@example.com',
      customer_tax_ids: [{ type: 'eu_vat', value: 'DE123456789' }],
      description: 'Automation templates',
      metadata: { order_id: 'o-9' },
      livemode: false,
    });
    expect(invoice.total_discount_amounts?.map((item) => item.amount)).toEqual([863]);
    expect(invoice.total_taxes?.map((item) => [item.amount, item.taxable_amount])).toEqual([
      [1207, 6036],
    ]);
    expect(invoice.lines.data.map((line) => [line.description, line.amount])).toEqual([
      ['Lead CRM', 4900],
      ['Invoice OCR', 1999],
    ]);
    expect(invoice.hosted_invoice_url).toBe(`${local.base}/invoices/${invoice.id}`);
    expect(invoice.invoice_pdf).toBe(`${local.base}/invoices/${invoice.id}/pdf`);

    const page = await fetch(invoice.hosted_invoice_url!);
    const html = await page.text();
    expect(html).toContain('<h1>Invoice LOCALTEST-0001</h1>');
    for (const shown of ['Discount (Launch)', '-8.63 USD', 'Tax (20%)', '12.07 USD', '72.43 USD']) {
      expect(html).toContain(shown);
    }
    expect(html).toContain('Tax ID: DE123456789 (eu_vat)');

    const response = await fetch(invoice.invoice_pdf!);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = expectReadablePdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf).toContain('(Invoice LOCALTEST-0001) Tj');
    expect(pdf).toContain('(Discount \\(Launch\\): -8.63 USD) Tj');
    expect(pdf).toContain('(Tax \\(20%\\): 12.07 USD) Tj');
    expect(pdf).toContain('(Total: 72.43 USD) Tj');
  });

  it('makes none without invoice_creation, and numbers each mode on its own', async () => {
    const plain = await stripe.checkout.sessions.create(createPaidSessionParams());
    await local.pay(plain.id);
    expect((await stripe.checkout.sessions.retrieve(plain.id)).invoice).toBeNull();

    const params = { ...createPaidSessionParams(), invoice_creation: { enabled: true } };
    const second = await stripe.checkout.sessions.create(params);
    await local.pay(second.id);
    const secondInvoice = (await stripe.checkout.sessions.retrieve(second.id)).invoice as string;
    expect((await stripe.invoices.retrieve(secondInvoice)).number).toBe('LOCALTEST-0002');

    const live = local.client('sk_live_invoices');
    const liveSession = await live.checkout.sessions.create(params);
    await local.pay(liveSession.id);
    const liveInvoice = (await live.checkout.sessions.retrieve(liveSession.id)).invoice as string;
    expect((await live.invoices.retrieve(liveInvoice)).number).toBe('LOCAL-0001');
    await expect(stripe.invoices.retrieve(liveInvoice)).rejects.toMatchObject({ statusCode: 404 });
    expect((await fetch(`${local.base}/invoices/in_unknown/pdf`)).status).toBe(404);
  });
});
