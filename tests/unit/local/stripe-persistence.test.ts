import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Stripe from 'stripe';
import {
  createPaidSessionParams,
  onboardedAccount,
  startLocalStripe,
} from './local-stripe-harness';

/**
 * `npm start` keeps the local Stripe server's objects in one data file: a restart finds them
 * again, and a file written by an older server (a bare list of sessions) still loads.
 */
let folder: string;
let dataFile: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'local-stripe-'));
  dataFile = path.join(folder, 'sessions.json');
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

async function paidCharge(stripe: Stripe, pay: (id: string) => Promise<void>) {
  const session = await stripe.checkout.sessions.create({
    ...createPaidSessionParams('order-restart'),
    invoice_creation: { enabled: true },
  });
  await pay(session.id);
  const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
  const charge = (paid.payment_intent as Stripe.PaymentIntent).latest_charge as string;
  return { charge, invoice: paid.invoice as string };
}

describe('persistence', () => {
  it('keeps accounts, payments, transfers, codes and invoices across a restart', async () => {
    const first = await startLocalStripe({ dataFile });
    const client = first.client('sk_test_restart');
    const destination = await onboardedAccount(client);
    const { charge, invoice } = await paidCharge(client, first.pay);
    const transfer = await client.transfers.create({
      amount: 700,
      currency: 'usd',
      destination,
      source_transaction: charge,
    });
    const coupon = await client.coupons.create({ id: 'KEPT', percent_off: 10 });
    const code = await client.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'KEPT10',
    });
    await first.close();

    const second = await startLocalStripe({ dataFile });
    const again = second.client('sk_test_restart');
    expect((await again.accounts.retrieve(destination)).charges_enabled).toBe(true);
    expect((await again.charges.retrieve(charge)).transfer_group).toBe('order-restart');
    expect(await again.transfers.retrieve(transfer.id)).toEqual(transfer);
    expect((await again.coupons.retrieve('KEPT')).percent_off).toBe(10);
    expect((await again.promotionCodes.retrieve(code.id)).code).toBe('KEPT10');
    expect((await again.invoices.retrieve(invoice)).number).toBe('LOCALTEST-0001');
    await second.close();
  });

  it('reads the sessions of an older data file', async () => {
    const first = await startLocalStripe({ dataFile });
    const client = first.client('sk_live_restart');
    const session = await client.checkout.sessions.create(createPaidSessionParams());
    await first.pay(session.id);
    await first.close();
    // An older server wrote only its sessions, as a list, without the newer fields.
    const { sessions } = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      sessions: Record<string, unknown>[];
    };
    const legacy = sessions.map(
      ({ total_details: _t, amount_subtotal: _s, discounts: _d, automatic_tax: _a, ...rest }) =>
        rest,
    );
    writeFileSync(dataFile, JSON.stringify(legacy));

    const second = await startLocalStripe({ dataFile });
    const again = second.client('sk_live_restart');
    const reloaded = await again.checkout.sessions.retrieve(session.id);
    expect(reloaded).toMatchObject({
      payment_status: 'paid',
      amount_subtotal: 6899,
      amount_total: 6899,
      total_details: { amount_discount: 0, amount_tax: 0 },
      discounts: [],
    });
    const refund = await again.refunds.create({
      payment_intent: reloaded.payment_intent as string,
    });
    expect(refund.amount).toBe(6899);
    await second.close();
  });
});
