import type Stripe from 'stripe';
import {
  CONNECT_HOOK_PATH,
  createPaidSessionParams,
  onboardedAccount,
  SECRETS,
  startLocalStripe,
  type LocalStripeHarness,
} from './local-stripe-harness';

/**
 * Separate charges and transfers on the local server, through the official SDK: the session's
 * PaymentIntent and Charge, transfers from a charge to a connected account, idempotent
 * retries, the refusals Stripe answers, and reversals.
 */
let local: LocalStripeHarness;
let stripe: Stripe;

beforeAll(async () => {
  local = await startLocalStripe();
  stripe = local.client('sk_test_transfers');
});

afterAll(() => local.close());

async function paidCharge(transferGroup?: string) {
  const session = await stripe.checkout.sessions.create(createPaidSessionParams(transferGroup));
  await local.pay(session.id);
  const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
  return (paid.payment_intent as Stripe.PaymentIntent).latest_charge as string;
}

describe('payments behind a session', () => {
  it('carries the transfer group onto the PaymentIntent and its charge', async () => {
    const session = await stripe.checkout.sessions.create(createPaidSessionParams('order-42'));
    expect(session.payment_intent).toBeNull();
    await local.pay(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const intent = await stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 6899,
      amount_received: 6899,
      status: 'succeeded',
      transfer_group: 'order-42',
      metadata: { order_id: 'order-1' },
    });
    expect(intent.latest_charge).toMatch(/^ch_/);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 6899,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      transfer_group: 'order-42',
    });
    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    const nested = (expanded.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
    expect(nested.id).toBe(charge.id);
  });
});

describe('transfers', () => {
  it('transfers from a charge with its group, lists and pages them', async () => {
    const destination = await onboardedAccount(stripe);
    const charge = await paidCharge('order-7');
    const transfer = await stripe.transfers.create({
      amount: 3430,
      currency: 'usd',
      destination,
      source_transaction: charge,
      transfer_group: 'order-7',
      description: 'Order order-7',
      metadata: { order_id: 'order-7' },
    });
    expect(transfer).toMatchObject({
      object: 'transfer',
      amount: 3430,
      amount_reversed: 0,
      reversed: false,
      destination,
      source_transaction: charge,
      transfer_group: 'order-7',
      metadata: { order_id: 'order-7' },
      reversals: { object: 'list', data: [], has_more: false },
    });
    expect(transfer.id).toMatch(/^tr_/);
    expect(await stripe.transfers.retrieve(transfer.id)).toEqual(transfer);
    const second = await stripe.transfers.create({
      amount: 100,
      currency: 'usd',
      destination,
      source_transaction: charge,
      transfer_group: 'order-7',
    });
    const byGroup = await stripe.transfers.list({ transfer_group: 'order-7' });
    expect(byGroup.data.map((item) => item.id)).toEqual([second.id, transfer.id]);
    const firstPage = await stripe.transfers.list({ destination, limit: 1 });
    expect(firstPage).toMatchObject({ object: 'list', has_more: true, url: '/v1/transfers' });
    const nextPage = await stripe.transfers.list({
      destination,
      limit: 1,
      starting_after: firstPage.data[0]!.id,
    });
    expect(nextPage.data.map((item) => item.id)).toEqual([transfer.id]);
    expect(nextPage.has_more).toBe(false);
  });

  it('answers a retried Idempotency-Key with the same transfer, and refuses other parameters', async () => {
    const destination = await onboardedAccount(stripe);
    const charge = await paidCharge('order-retry');
    const params = { amount: 1000, currency: 'usd', destination, source_transaction: charge };
    const transfers = await Promise.all(
      Array.from({ length: 5 }, () =>
        stripe.transfers.create(params, { idempotencyKey: `payout-${charge}` }),
      ),
    );
    expect(new Set(transfers.map((transfer) => transfer.id)).size).toBe(1);
    expect((await stripe.transfers.list({ destination })).data).toHaveLength(1);
    await expect(
      stripe.transfers.create({ ...params, amount: 999 }, { idempotencyKey: `payout-${charge}` }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('refuses more than is left of the source charge, and an unknown charge', async () => {
    const destination = await onboardedAccount(stripe);
    const charge = await paidCharge();
    await stripe.refunds.create({ charge, amount: 899 });
    await stripe.transfers.create({
      amount: 4000,
      currency: 'usd',
      destination,
      source_transaction: charge,
    });
    // 6899 paid, 899 refunded, 4000 transferred: 2000 left.
    await expect(
      stripe.transfers.create({
        amount: 2001,
        currency: 'usd',
        destination,
        source_transaction: charge,
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'balance_insufficient',
      message: expect.stringContaining('($20.00)'),
    });
    const rest = await stripe.transfers.create({
      amount: 2000,
      currency: 'usd',
      destination,
      source_transaction: charge,
    });
    expect(rest.amount).toBe(2000);
    await expect(
      stripe.transfers.create({
        amount: 1,
        currency: 'usd',
        destination,
        source_transaction: 'ch_nope',
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'source_transaction',
    });
  });

  it('refuses a destination without active transfers, until it onboards again', async () => {
    const charge = await paidCharge();
    const pending = await stripe.accounts.create({
      type: 'express',
      capabilities: { transfers: { requested: true } },
    });
    const params = { amount: 500, currency: 'usd', source_transaction: charge };
    await expect(
      stripe.transfers.create({ ...params, destination: pending.id }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'insufficient_capabilities_for_transfer',
      param: 'destination',
    });

    const destination = await onboardedAccount(stripe);
    local.deliveries.length = 0;
    const restricted = await fetch(`${local.base}/_local/accounts/${destination}/restrict`, {
      method: 'POST',
    });
    expect(restricted.status).toBe(200);
    expect(await stripe.accounts.retrieve(destination)).toMatchObject({
      capabilities: { transfers: 'inactive' },
      payouts_enabled: false,
      requirements: { currently_due: ['individual.verification.document'] },
    });
    const [event] = await local.eventsDelivered(CONNECT_HOOK_PATH, SECRETS.connect.testSecret, 1);
    expect(event).toMatchObject({ type: 'account.updated', account: destination });
    expect(event?.data.previous_attributes).toMatchObject({
      capabilities: { transfers: 'active' },
    });
    const refusedKey = { idempotencyKey: `payout-${destination}-1` };
    await expect(
      stripe.transfers.create({ ...params, destination }, refusedKey),
    ).rejects.toMatchObject({ code: 'insufficient_capabilities_for_transfer' });

    // The seller verifies again through a new link; the retry goes through with a new key.
    const link = await stripe.accountLinks.create({
      account: destination,
      refresh_url: 'http://localhost:3000/refresh',
      return_url: 'http://localhost:3000/return',
      type: 'account_onboarding',
    });
    await fetch(link.url);
    await fetch(`${link.url}/complete`, { method: 'POST', redirect: 'manual' });
    // As in Stripe, the refused request's key keeps answering its refusal.
    await expect(
      stripe.transfers.create({ ...params, destination }, refusedKey),
    ).rejects.toMatchObject({ code: 'insufficient_capabilities_for_transfer' });
    const retried = await stripe.transfers.create(
      { ...params, destination },
      { idempotencyKey: `payout-${destination}-2` },
    );
    expect(retried.amount).toBe(500);
  });

  it('keeps no answer for a parameter error, so the corrected call may reuse its key', async () => {
    const destination = await onboardedAccount(stripe);
    const charge = await paidCharge();
    const key = { idempotencyKey: `payout-${charge}` };
    await expect(
      stripe.transfers.create(
        { currency: 'usd', destination, source_transaction: charge } as Stripe.TransferCreateParams,
        key,
      ),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'amount' });
    const transfer = await stripe.transfers.create(
      { amount: 100, currency: 'usd', destination, source_transaction: charge },
      key,
    );
    expect(transfer.amount).toBe(100);
  });

  it('reverses part of a transfer, then the rest, and never more', async () => {
    const destination = await onboardedAccount(stripe);
    const charge = await paidCharge();
    const transfer = await stripe.transfers.create({
      amount: 3000,
      currency: 'usd',
      destination,
      source_transaction: charge,
    });
    const part = await stripe.transfers.createReversal(transfer.id, {
      amount: 1000,
      metadata: { reason: 'partial refund' },
    });
    expect(part).toMatchObject({
      object: 'transfer_reversal',
      amount: 1000,
      transfer: transfer.id,
      metadata: { reason: 'partial refund' },
    });
    expect(part.id).toMatch(/^trr_/);
    await expect(
      stripe.transfers.createReversal(transfer.id, { amount: 2001 }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'amount',
    });
    const rest = await stripe.transfers.createReversal(transfer.id);
    expect(rest.amount).toBe(2000);
    const reversed = await stripe.transfers.retrieve(transfer.id);
    expect(reversed).toMatchObject({ amount_reversed: 3000, reversed: true });
    expect(reversed.reversals.data.map((item) => item.id)).toEqual([rest.id, part.id]);
    await expect(stripe.transfers.createReversal(transfer.id, { amount: 1 })).rejects.toThrow(
      /already been fully reversed/,
    );
    const listed = await stripe.transfers.listReversals(transfer.id);
    expect(listed.data.map((item) => item.amount)).toEqual([2000, 1000]);
  });
});
