import { randomUUID } from 'node:crypto';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as downloads } from '../../lambdas/functions/downloads';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { putProduct } from '../../lambdas/repositories/product-repository';
import type { MyPurchasesResponse } from '../../lambdas/contracts/my-account';
import type { VerifyPaymentResponse } from '../../lambdas/contracts/checkout';
import type { BuyerPurchaseResponse } from '../../lambdas/contracts/downloads';
import {
  call,
  completedEvent,
  guestEmail,
  localStripe,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import {
  countedSales,
  deliver,
  getOrder,
  openCheckout,
  racingCheckout,
  receiptsTo,
  refundMailsTo,
  refundsOf,
} from '../support/double-payment';
import type { AdminOrderDetail } from '../../lambdas/contracts/orders';
import { callOrders } from '../support/admin-api';
import { createCode, guestCheckout, uniqueCode } from '../support/discounts-api';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * Stripe Tax and invoices through the shop's own routes, the local Stripe server (a fixed 20%
 * tax) and the local mailbox. The setting is this file's own (its environment is its own),
 * so no other suite's totals change.
 */
const DELIVERIES = 20;
const VERIFICATIONS = 5;
const alpha = { id: `tax-a-${randomUUID()}`, name: 'Tax Alpha', price: 40 };
const beta = { id: `tax-b-${randomUUID()}`, name: 'Tax Beta', price: 15.5 };

function useStripeTax(on: boolean) {
  process.env[ENV.stripeTax] = String(on);
  resetConfigCache();
}

/** The local server's pages answer on 127.0.0.1 (its public URL may say localhost). */
function reachable(url: string): string {
  return url.replace('//localhost:', '//127.0.0.1:');
}

/** Presses Pay on the hosted page with a tax id in the page's Tax ID field. */
async function payWithTaxId(checkoutUrl: string, taxId: string): Promise<void> {
  const response = await fetch(`${reachable(checkoutUrl)}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tax_id: taxId }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

async function pay(checkoutUrl: string): Promise<void> {
  const response = await fetch(`${reachable(checkoutUrl)}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

async function sessionAndInvoice(sessionId: string) {
  const stripe = localStripe('live');
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  expect(typeof session.invoice).toBe('string');
  const invoice = await stripe.invoices.retrieve(String(session.invoice));
  return { session, invoice };
}

describe('tax and invoices', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    for (const product of [alpha, beta]) {
      await putProduct(shopProduct(product.id, { name: product.name, price: product.price }));
    }
  });

  afterEach(() => {
    delete process.env[ENV.stripeTax];
    resetConfigCache();
  });

  it('with Stripe Tax on: tax and total as Stripe charged them, one invoice stored once under a storm', async () => {
    useStripeTax(true);
    const email = guestEmail();
    const url = await openCheckout({ kind: 'guest', email }, [alpha.id, beta.id]);
    const sessionId = sessionIdOf(url);
    await payWithTaxId(url, 'DE123456789');

    const repeated = await completedEvent(sessionId);
    const events = await Promise.all(
      Array.from({ length: DELIVERIES }, (_, index) =>
        index % 2 === 0 ? repeated : completedEvent(sessionId),
      ),
    );
    const answers = await Promise.all([
      ...events.map((event) => deliver(event)),
      ...Array.from({ length: VERIFICATIONS }, () =>
        call<VerifyPaymentResponse>(checkout, 'POST /api/verify-payment-universal', {
          body: { sessionId },
        }),
      ),
    ]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

    const { session, invoice } = await sessionAndInvoice(sessionId);
    expect(session.total_details?.amount_tax).toBe(1110);
    const order = await getOrder(sessionId);
    expect(order).toMatchObject({
      status: 'paid',
      total_cents: 5550,
      tax_cents: session.total_details?.amount_tax,
      amount_paid_cents: session.amount_total,
      tax_ids: [{ type: 'eu_vat', value: 'DE123456789' }],
      invoice: {
        id: invoice.id,
        number: invoice.number,
        hosted_url: invoice.hosted_invoice_url,
        pdf_url: invoice.invoice_pdf,
      },
    });
    expect(invoice.metadata).toEqual({ order_id: order?.order_ref });
    expect(order?.order_ref).toMatch(/^ord_[0-9a-f]{32}$/);
    // Each line's tax as Stripe computed it, for refunds of single lines.
    expect(order?.tax_by_line).toEqual({ [alpha.id]: 800, [beta.id]: 310 });

    // Revenue stays before tax: the sales counters count the prices, not the amount paid.
    expect(await countedSales(alpha.id)).toEqual({ units: 1, revenueCents: 4000, claims: 0 });
    expect(await countedSales(beta.id)).toEqual({ units: 1, revenueCents: 1550, claims: 0 });

    const hosted = await fetch(reachable(invoice.hosted_invoice_url ?? ''));
    expect(hosted.status).toBe(200);
    const pdf = Buffer.from(
      await (await fetch(reachable(invoice.invoice_pdf ?? ''))).arrayBuffer(),
    );
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const receipts = await receiptsTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.body.text).toContain(`Your invoice:\n${invoice.hosted_invoice_url}`);
    expect(receipts[0]?.body.text).toContain('Tax: $11.10');
    expect(receipts[0]?.body.text).toContain('Total paid: $66.60');
    expect(receipts[0]?.body.html).toContain(`href="${invoice.hosted_invoice_url}"`);

    const verified = answers.find((answer) => 'success' in answer.body)?.body as
      VerifyPaymentResponse | undefined;
    expect(verified?.invoice).toEqual({
      number: invoice.number,
      url: invoice.hosted_invoice_url,
      pdf_url: invoice.invoice_pdf,
    });
    const page = await call<BuyerPurchaseResponse>(downloads, 'POST /api/get-buyer-purchases', {
      body: { sessionId },
    });
    expect(page.body.invoice?.url).toBe(invoice.hosted_invoice_url);
  });

  it('with Stripe Tax off: no tax, still an invoice, linked from the receipt and the account', async () => {
    useStripeTax(false);
    const user = await createSignedInUser();
    const url = await openCheckout({ kind: 'user', user }, [alpha.id]);
    const sessionId = sessionIdOf(url);
    await pay(url);
    const verified = await call<VerifyPaymentResponse>(checkout, 'POST /api/verify-payment', {
      token: user.accessToken,
      body: { sessionId },
    });
    expect(verified.status).toBe(200);

    const { session, invoice } = await sessionAndInvoice(sessionId);
    expect(session.automatic_tax.enabled).toBe(false);
    const order = await getOrder(sessionId);
    expect(order).toMatchObject({
      status: 'paid',
      total_cents: 4000,
      tax_cents: 0,
      amount_paid_cents: 4000,
      tax_ids: [],
      invoice: { id: invoice.id, hosted_url: invoice.hosted_invoice_url },
    });
    expect(verified.body.invoice?.url).toBe(invoice.hosted_invoice_url);

    const receipts = await receiptsTo(user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.body.text).toContain(`Your invoice:\n${invoice.hosted_invoice_url}`);
    expect(receipts[0]?.body.text).toContain('Total: $40.00');
    expect(receipts[0]?.body.text).not.toContain('Tax:');
    expect(receipts[0]?.body.text).not.toContain('Total paid');

    const purchases = await call<MyPurchasesResponse>(myAccount, 'GET /api/my/purchases', {
      token: user.accessToken,
    });
    expect(purchases.body.purchases.map((purchase) => purchase.invoice)).toEqual([
      { number: invoice.number, url: invoice.hosted_invoice_url, pdf_url: invoice.invoice_pdf },
    ]);
  });

  it('with Stripe Tax on: a second payment for an owned product is refunded with its tax', async () => {
    useStripeTax(true);
    const gamma = { id: `tax-g-${randomUUID()}`, name: 'Tax Gamma', price: 25 };
    await putProduct(shopProduct(gamma.id, { name: gamma.name, price: gamma.price }));
    const user = await createSignedInUser();
    const first = await openCheckout({ kind: 'user', user }, [gamma.id]);
    const second = await racingCheckout({ kind: 'user', user }, [gamma], { automaticTax: true });
    await pay(first);
    await pay(second);
    const verify = (url: string) =>
      call<VerifyPaymentResponse>(checkout, 'POST /api/verify-payment', {
        token: user.accessToken,
        body: { sessionId: sessionIdOf(url) },
      });
    expect((await verify(first)).body).toMatchObject({ success: true });
    const answer = await verify(second);

    // The buyer paid $25.00 and $5.00 tax for it: both go back; revenue counts the price once.
    expect(answer.body.refunded).toEqual({
      products: [{ id: gamma.id, name: gamma.name }],
      amount: 30,
    });
    expect((await refundsOf(sessionIdOf(second))).map((refund) => refund.amount)).toEqual([3000]);
    expect(await getOrder(sessionIdOf(second))).toMatchObject({
      status: 'refunded',
      refund_cents: 2500,
      tax_cents: 500,
      tax_by_line: { [gamma.id]: 500 },
    });
    expect(await countedSales(gamma.id)).toEqual({ units: 1, revenueCents: 2500, claims: 0 });
    const notices = await refundMailsTo(user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body.text).toContain('Refunded: $30.00');
  });

  it('with Stripe Tax on and a discount code: tax on what is paid, per line, revenue before tax', async () => {
    useStripeTax(true);
    const admin = await createSignedInUser({ groups: ['admin'] });
    const name = uniqueCode('TAXED');
    const code = await createCode(admin.accessToken, {
      code: name,
      kind: 'percent',
      percent_off: 10,
    });
    expect(code.status).toBe(201);
    const before = { alpha: await countedSales(alpha.id), beta: await countedSales(beta.id) };

    const started = await guestCheckout([alpha.id, beta.id], name);
    expect(started.status).toBe(200);
    const sessionId = sessionIdOf(started.body.url);
    await pay(started.body.url);
    expect((await deliver(await completedEvent(sessionId))).status).toBe(200);

    // 10% off $40.00 and $15.50 leaves $36.00 and $13.95; the local rate of 20% is on those.
    const { session } = await sessionAndInvoice(sessionId);
    expect(session.total_details).toMatchObject({ amount_discount: 555, amount_tax: 999 });
    expect(await getOrder(sessionId)).toMatchObject({
      total_cents: 4995,
      tax_cents: 999,
      tax_by_line: { [alpha.id]: 720, [beta.id]: 279 },
      amount_paid_cents: session.amount_total,
      discount: { code: name, cents: 555 },
    });
    expect(session.amount_total).toBe(4995 + 999);
    expect(await countedSales(alpha.id)).toEqual({
      units: before.alpha.units + 1,
      revenueCents: before.alpha.revenueCents + 3600,
      claims: 0,
    });
    expect(await countedSales(beta.id)).toEqual({
      units: before.beta.units + 1,
      revenueCents: before.beta.revenueCents + 1395,
      claims: 0,
    });

    // A refund of one line from the back office gives back what was paid for it, tax included;
    // the figures lose its price before tax.
    const refunded = await callOrders<AdminOrderDetail>(
      'POST /api/admin/orders/{sessionId}/refunds',
      {
        token: admin.accessToken,
        pathParameters: { sessionId },
        body: { product_ids: [alpha.id], reason: 'Bought by mistake' },
      },
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.refunds).toMatchObject([
      { amount_cents: 3600 + 720, tax_cents: 720, product_ids: [alpha.id] },
    ]);
    expect((await refundsOf(sessionId)).map((made) => made.amount)).toEqual([4320]);
    expect(await countedSales(alpha.id)).toEqual(before.alpha);
  });
});
