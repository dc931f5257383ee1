import type Stripe from 'stripe';
import { localisationParams } from '../../../lambdas/services/checkout/checkout-localisation';
import { startLocalStripe, type LocalStripeHarness } from './local-stripe-harness';

/**
 * Adaptive Pricing on the local Stripe server, through the official SDK: the session and its
 * payment stay in USD; the buyer's currency (fixed test rate) and language come from their
 * browser or a test control, and Stripe's objects carry `presentment_details` as the API does.
 */
let local: LocalStripeHarness;
let stripe: Stripe;

beforeAll(async () => {
  local = await startLocalStripe();
  stripe = local.client('sk_test_adaptive_pricing');
});

afterAll(() => local.close());

function openSession(adaptivePricing: boolean) {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 4000, product_data: { name: 'Lead Flow' } },
      },
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 1550, product_data: { name: 'CRM Sync' } },
      },
    ],
    success_url: 'http://localhost/payment-success?session_id={CHECKOUT_SESSION_ID}',
    ...localisationParams(adaptivePricing),
  });
}

async function pageOf(sessionId: string, acceptLanguage: string) {
  const response = await fetch(`${local.base}/checkout/${sessionId}`, {
    headers: { 'accept-language': acceptLanguage },
  });
  return response.text();
}

async function payIn(sessionId: string, form: Record<string, string>) {
  const response = await fetch(`${local.base}/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

describe('local Stripe: the buyer’s currency and language', () => {
  it('shows a German buyer euros in German and records the payment in USD beside them', async () => {
    const session = await openSession(true);
    expect(session).toMatchObject({ adaptive_pricing: { enabled: true }, locale: 'auto' });
    const html = await pageOf(session.id, 'de-DE,de;q=0.9,en;q=0.8');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Bezahlen');
    // $55.50 at 0.92 = €51.06, with the rate disclosed.
    expect(html).toMatch(/51,06\s€/);
    expect(html).toContain('1 USD = 0.92 EUR');
    expect(html).toContain('name="presentment_currency" value="eur"');

    await payIn(session.id, { presentment_currency: 'eur' });
    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    const euros = { presentment_amount: 5106, presentment_currency: 'eur' };
    expect(paid).toMatchObject({ currency: 'usd', amount_total: 5550 });
    expect(paid.presentment_details).toEqual(euros);
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ currency: 'usd', amount: 5550, presentment_details: euros });
    expect(intent.latest_charge).toMatchObject({ amount: 5550, presentment_details: euros });

    // Partial refunds in USD go back in euros and add up to exactly what was paid.
    const first = await stripe.refunds.create({ payment_intent: intent.id, amount: 1550 });
    const second = await stripe.refunds.create({ payment_intent: intent.id, amount: 3333 });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    const back = [first, second, rest].map((refund) => refund.presentment_details);
    expect(back.map((details) => details?.presentment_currency)).toEqual(['eur', 'eur', 'eur']);
    expect([first, second, rest].map((refund) => refund.currency)).toEqual(['usd', 'usd', 'usd']);
    expect(back.reduce((sum, details) => sum + (details?.presentment_amount ?? 0), 0)).toBe(5106);
    expect(first.presentment_details?.presentment_amount).toBe(1426);
  });

  it('a British browser sees pounds; French is spoken for fr; a US one pays in dollars', async () => {
    const session = await openSession(true);
    expect(await pageOf(session.id, 'en-GB')).toContain('£43.85');
    const french = await pageOf(session.id, 'fr-FR');
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('Payer');
    const american = await pageOf(session.id, 'en-US');
    expect(american).toContain('$55.50');
    expect(american).not.toContain('presentment_currency');
    await payIn(session.id, {});
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.presentment_details).toBeUndefined();
  });

  it('without the setting the session and page are as before, whatever the browser', async () => {
    const session = await openSession(false);
    expect(localisationParams(false)).toEqual({});
    expect(session).toMatchObject({ adaptive_pricing: { enabled: false }, locale: null });
    const html = await pageOf(session.id, 'de-DE');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('$55.50');
    expect(html).not.toContain('€');
    await payIn(session.id, { presentment_currency: 'eur' });
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.presentment_details).toBeUndefined();
  });
});
