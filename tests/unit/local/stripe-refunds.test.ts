import type Stripe from 'stripe';
import {
  ACCOUNT_HOOK_PATH,
  createPaidSessionParams,
  SECRETS,
  startLocalStripe,
  type LocalStripeHarness,
} from './local-stripe-harness';

/**
 * Refunds and disputes on the local server, through the official SDK: partial and whole
 * refunds never above what was paid, idempotent retries, `charge.refunded` signed to the
 * account's endpoint, and disputes opened through the local control path.
 */
let local: LocalStripeHarness;
let stripe: Stripe;

beforeAll(async () => {
  local = await startLocalStripe();
  stripe = local.client('sk_live_refunds');
});

afterAll(() => local.close());

beforeEach(() => {
  local.deliveries.length = 0;
});

async function paidSession() {
  const session = await stripe.checkout.sessions.create(createPaidSessionParams());
  await local.pay(session.id);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  const paymentIntent = paid.payment_intent as string;
  const intent = await stripe.paymentIntents.retrieve(paymentIntent);
  local.deliveries.length = 0;
  return { session: paid, paymentIntent, charge: intent.latest_charge as string };
}

/** Like Stripe, the server sends an event after its answer: wait for it to arrive. */
function eventsOnceDelivered(count: number): Promise<Stripe.Event[]> {
  return local.eventsDelivered(ACCOUNT_HOOK_PATH, SECRETS.account.liveSecret, count);
}

describe('refunds', () => {
  it('refunds in part or whole, never more than was paid, and lists them', async () => {
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toThrow(
      /No such payment_intent/,
    );
    const { session, paymentIntent, charge } = await paidSession();
    // A key of the other mode does not see this payment.
    await expect(
      local.client('sk_test_refunds').refunds.create({ payment_intent: paymentIntent }),
    ).rejects.toThrow(/No such payment_intent/);
    const part = await stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 4900,
      reason: 'duplicate',
      metadata: { duplicate_of_session: session.id },
    });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 4900,
      charge,
      currency: 'usd',
      payment_intent: paymentIntent,
      status: 'succeeded',
      reason: 'duplicate',
      metadata: { duplicate_of_session: session.id },
    });
    await expect(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 2000 }),
    ).rejects.toThrow(/greater than unrefunded amount on charge \(\$19\.99\)/);
    const rest = await stripe.refunds.create({ charge });
    expect(rest.amount).toBe(1999);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    const listed = await stripe.refunds.list({ payment_intent: paymentIntent });
    expect(listed.data.map((refund) => refund.amount).sort()).toEqual([1999, 4900]);
    expect((await stripe.refunds.list({ charge })).data).toHaveLength(2);
    expect((await stripe.refunds.retrieve(part.id)).amount).toBe(4900);
  });

  it('announces each refund with charge.refunded, signed for the account’s endpoint', async () => {
    const { charge } = await paidSession();
    const first = await stripe.refunds.create({ charge, amount: 1000 });
    const second = await stripe.refunds.create({ charge });
    const events = await eventsOnceDelivered(2);
    expect(events.map((event) => event.type)).toEqual(['charge.refunded', 'charge.refunded']);
    const [partly, fully] = events.map((event) => event.data.object as Stripe.Charge);
    expect(partly).toMatchObject({ id: charge, amount_refunded: 1000, refunded: false });
    expect(fully).toMatchObject({
      id: charge,
      amount: 6899,
      amount_refunded: 6899,
      refunded: true,
    });
    expect(fully?.refunds?.data.map((refund) => refund.id)).toEqual([second.id, first.id]);
    expect(events[1]?.data.previous_attributes).toMatchObject({ amount_refunded: 1000 });
    const retrieved = await stripe.charges.retrieve(charge);
    expect(retrieved).toMatchObject({ amount_refunded: 6899, refunded: true });
  });

  it('answers a repeated Idempotency-Key with the first refund, even concurrently', async () => {
    const { paymentIntent } = await paidSession();
    const key = `refund-${paymentIntent}`;
    const refunds = await Promise.all(
      Array.from({ length: 10 }, () =>
        stripe.refunds.create(
          { payment_intent: paymentIntent, amount: 1000, metadata: { order: 'o-1' } },
          { idempotencyKey: key },
        ),
      ),
    );
    expect(new Set(refunds.map((refund) => refund.id)).size).toBe(1);
    const listed = await stripe.refunds.list({ payment_intent: paymentIntent });
    expect(listed.data.map((refund) => refund.amount)).toEqual([1000]);
    await eventsOnceDelivered(1);
    await expect(
      stripe.refunds.create(
        { payment_intent: paymentIntent, amount: 500 },
        { idempotencyKey: key },
      ),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('refuses to refund a session that was not paid', async () => {
    const session = await stripe.checkout.sessions.create(createPaidSessionParams());
    await fetch(`${local.base}/checkout/${session.id}/pay-later`, {
      method: 'POST',
      redirect: 'manual',
    });
    const pending = await stripe.checkout.sessions.retrieve(session.id);
    await expect(
      stripe.refunds.create({ payment_intent: pending.payment_intent as string }),
    ).rejects.toThrow(/does not have a successful charge/);
  });
});

describe('disputes', () => {
  function openDispute(charge: string, body = '') {
    return fetch(`${local.base}/_local/charges/${charge}/dispute`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }

  it('opens a dispute through the control path and announces charge.dispute.created', async () => {
    const { charge, paymentIntent } = await paidSession();
    await stripe.refunds.create({ charge, amount: 899 });
    await eventsOnceDelivered(1);
    local.deliveries.length = 0;
    const response = await openDispute(charge, 'reason=product_not_received');
    expect(response.status).toBe(200);
    const dispute = (await response.json()) as Stripe.Dispute;
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 6000,
      charge,
      payment_intent: paymentIntent,
      reason: 'product_not_received',
      status: 'needs_response',
      livemode: true,
    });
    expect(dispute.id).toMatch(/^dp_/);
    const [event] = await eventsOnceDelivered(1);
    expect(event).toMatchObject({ type: 'charge.dispute.created', livemode: true });
    expect(event?.data.object).toMatchObject({ id: dispute.id, charge });
    expect((await stripe.charges.retrieve(charge)).disputed).toBe(true);
    expect(await stripe.disputes.retrieve(dispute.id)).toMatchObject({ id: dispute.id });
    expect((await stripe.disputes.list({ charge })).data.map((item) => item.id)).toEqual([
      dispute.id,
    ]);

    const again = await openDispute(charge);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: { message: expect.stringMatching(/already/) },
    });
    expect((await openDispute('ch_unknown')).status).toBe(404);
  });
});
