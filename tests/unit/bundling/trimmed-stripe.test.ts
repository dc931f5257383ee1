import * as fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import type Stripe from 'stripe';
import { BUNDLED_STRIPE_RESOURCES, STRIPE_BUNDLES } from '../../../lambdas/infra/stripe-resources';
import { REPO_ROOT } from '../../../lib/config';
import { trimmedStripeModule, trimStripeEntry } from '../../../lib/bundling/trimmed-stripe';
import { createLocalStripeServer } from '../../../scripts/local/stripe/server';

/**
 * The Stripe SDK the Lambdas bundle, with only the client resources they call: what it keeps,
 * what each kind of bundle (STRIPE_BUNDLES) cuts, that it fails loudly for the rest, and that the
 * payments bundle's resources still talk to the local Stripe server (the webhook signature
 * check included).
 */
process.env.LOG_LEVEL = 'silent';

const SDK_ENTRY = path.join(REPO_ROOT, 'node_modules', 'stripe', 'esm', 'stripe.esm.node.js');
const WEBHOOK_SECRET = 'whsec_unit_trimmed';

type StripeConstructor = typeof Stripe;
let TrimmedStripe: StripeConstructor;
let stripeServer: http.Server;
let port: number;

beforeAll(async () => {
  TrimmedStripe = (
    (await import(trimmedStripeModule(STRIPE_BUNDLES.payments))) as { default: StripeConstructor }
  ).default;
  stripeServer = createLocalStripeServer({
    port: 0,
    publicUrl: 'http://127.0.0.1:0',
    // Nobody listens there: these tests never pay, so no event is delivered.
    webhook: {
      url: 'http://127.0.0.1:9/api/stripe-webhook',
      liveSecret: 'whsec_unit_live',
      testSecret: 'whsec_unit_test',
    },
  });
  await new Promise<void>((resolve) => stripeServer.listen(0, '127.0.0.1', resolve));
  port = (stripeServer.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => stripeServer.close(resolve));
});

function client(): Stripe {
  return new TrimmedStripe('sk_test_trimmed', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    telemetry: false,
  });
}

describe('trimming the SDK entry', () => {
  const source = fs.readFileSync(SDK_ENTRY, 'utf8');

  it('keeps the listed resources and cuts the rest of the client', () => {
    const trimmed = trimStripeEntry(source);
    expect(trimmed.kept).toEqual([...BUNDLED_STRIPE_RESOURCES]);
    expect(trimmed.cut).toEqual(expect.arrayContaining(['customers', 'issuing', 'v2']));
    for (const kept of BUNDLED_STRIPE_RESOURCES) expect(trimmed.cut).not.toContain(kept);
    expect(trimmed.code).not.toContain("from './resources/Customers.js'");
    expect(trimmed.code).toContain("from './resources/Refunds.js'");
    expect(trimmed.code).not.toContain('StripeEventNotificationHandler');
  });

  it('cuts from each bundle what only the other kind calls', () => {
    const payments = trimStripeEntry(source, STRIPE_BUNDLES.payments);
    expect(payments.cut).toEqual(
      expect.arrayContaining(['accounts', 'accountLinks', 'paymentIntents']),
    );
    expect(payments.code).not.toContain("from './resources/Accounts.js'");
    const payouts = trimStripeEntry(source, STRIPE_BUNDLES.payouts);
    expect(payouts.cut).toEqual(expect.arrayContaining(['checkout', 'refunds']));
    expect(payouts.code).not.toContain("from './resources/Refunds.js'");
    expect(payouts.code).toContain("from './resources/Transfers.js'");
  });

  it('refuses a resource the SDK does not have', () => {
    expect(() => trimStripeEntry(source, ['checkout', 'refundz'])).toThrow(
      "The Stripe SDK's client has no resource refundz to keep",
    );
  });

  it('refuses an entry whose shape it does not know', () => {
    const reshaped = source.replace(/this\.(\w+) = new (\w+)\(this\);/g, 'this.$1 = $2.of(this);');
    expect(() => trimStripeEntry(reshaped, [])).toThrow('changed shape');
  });
});

describe('the trimmed client', () => {
  it('creates, retrieves and expires a Checkout Session on the local Stripe server', async () => {
    const stripe = client();
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 4900, product_data: { name: 'Lead CRM' } },
        },
      ],
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payment-canceled',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect((await stripe.checkout.sessions.retrieve(session.id)).amount_total).toBe(4900);
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
  });

  it('lists refunds', async () => {
    const refunds = await client().refunds.list({ payment_intent: 'pi_none', limit: 100 });
    expect(refunds.data).toEqual([]);
  });

  it('maps an API error to the SDK error class', async () => {
    const failure = client()
      .checkout.sessions.retrieve('cs_test_missing')
      .catch((error: unknown) => error);
    expect(await failure).toBeInstanceOf(TrimmedStripe.errors.StripeInvalidRequestError);
  });

  it('names the list to extend when code reaches for a cut resource or its alias', () => {
    const stripe = client() as unknown as Record<string, unknown>;
    expect(() => stripe['customers']).toThrow(
      'The Stripe resource "customers" is not bundled: add it to BUNDLED_STRIPE_RESOURCES',
    );
    expect(() => stripe['account']).toThrow('"account" is not bundled');
  });

  it('has no v2 event notification handler: our webhook takes v1 events', () => {
    const stripe = client();
    expect(() => stripe.notificationHandler(WEBHOOK_SECRET, async () => undefined)).toThrow(
      'Stripe event notification handlers (v2 thin events) are not bundled',
    );
    expect(() => stripe.notificationHandlerWithoutVerification(async () => undefined)).toThrow(
      'are not bundled',
    );
  });

  it('verifies webhook signatures', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
    });
    const header = TrimmedStripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    expect(TrimmedStripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET).id).toBe('evt_1');
    expect(() => TrimmedStripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      TrimmedStripe.errors.StripeSignatureVerificationError,
    );
  });
});
