import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as downloads } from '../../lambdas/functions/downloads';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import type { MyPurchasesResponse } from '../../lambdas/contracts/my-account';
import type { VerifyPaymentResponse } from '../../lambdas/contracts/checkout';
import type { BuyerPurchaseResponse } from '../../lambdas/contracts/downloads';
import { call, completedEvent, guestEmail, sessionIdOf } from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import {
  countedSales,
  deliver,
  getOrder,
  openCheckout,
  receiptsTo,
  refundsOf,
} from '../support/double-payment';
import type { AdminOrderDetail } from '../../lambdas/contracts/orders';
import { callOrders } from '../support/admin-api';
import { createCode, guestCheckout, uniqueCode } from '../support/discounts-api';
import {
  alpha,
  beta,
  pay,
  payWithTaxId,
  reachable,
  sessionAndInvoice,
  useStripeTax,
  useTaxCatalogue,
} from '../support/stripe-tax';

/**
 * Stripe Tax and invoices through the shop's own routes, the local Stripe server (a fixed 20%
 * tax) and the local mailbox. The setting is this file's own (its environment is its own),
 * so no other suite's totals change.
 */
const DELIVERIES = 20;
const VERIFICATIONS = 5;

describe('tax and invoices', () => {
  useTaxCatalogue();

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
