import type { Order } from '../../../lambdas/repositories/order-repository';
import type { StripeClient } from '../../../lambdas/infra/stripe';
import {
  amountToRefund,
  foreignChargeOf,
  presentmentAmountOfRefund,
  usdOfRefund,
} from '../../../lambdas/services/refunds/refund-currency';

/**
 * Refunds of orders paid in the buyer's currency, in both shapes Stripe has used: a
 * PaymentIntent in USD (today: refunds by USD, Stripe reports the euros) and one charged in
 * the buyer's currency (sessions before Stripe's 2025-03-31 change: refunds by euros,
 * converted on the running total so they add up to the charge exactly).
 */
function euroOrder(overrides: Partial<Order> = {}): Order {
  return {
    session_id: 'cs_live_fx',
    status: 'paid',
    buyer_email: 'buyer@example.com',
    buyer_type: 'guest',
    mode: 'live',
    created_at: '2026-11-01T00:00:00.000Z',
    product_ids: ['a', 'b', 'c'],
    line_cents: { a: 1999, b: 1999, c: 1999 },
    product_names: { a: 'A', b: 'B', c: 'C' },
    total_cents: 5997,
    amount_paid_cents: 5997,
    currency: 'usd',
    payment_intent: 'pi_fx',
    presentment: { currency: 'eur', amount: 5517 },
    ...overrides,
  } as Order;
}

function stripeWithIntent(currency: string, amount: number): StripeClient {
  const retrieve = jest.fn().mockResolvedValue({
    payment_intent: { id: 'pi_fx', currency, amount },
  });
  return { checkout: { sessions: { retrieve } } } as unknown as StripeClient;
}

describe('refund currency', () => {
  it('refunds in USD when the payment intent is in USD, and takes Stripe’s euros', async () => {
    const order = euroOrder();
    const foreign = await foreignChargeOf(stripeWithIntent('usd', 5997), order);
    expect(foreign).toBeUndefined();
    expect(amountToRefund(order, 1999, foreign)).toBe(1999);
    const refund = {
      amount: 1999,
      currency: 'usd',
      presentment_details: { presentment_amount: 1839, presentment_currency: 'eur' },
    };
    expect(usdOfRefund(order, refund)).toBe(1999);
    expect(presentmentAmountOfRefund(order, refund, 1999)).toBe(1839);
    // Without Stripe's figure, the running-total rule gives one that adds up.
    expect(presentmentAmountOfRefund(order, { amount: 1999, currency: 'usd' }, 1999)).toBe(1839);
  });

  it('refunds a payment charged in euros in euros, three thirds summing to the charge', async () => {
    let order = euroOrder();
    const foreign = await foreignChargeOf(stripeWithIntent('eur', 5517), order);
    expect(foreign).toEqual({ currency: 'eur', amount: 5517 });
    const euros: number[] = [];
    for (const line of ['a', 'b', 'c']) {
      const amount = amountToRefund(order, 1999, foreign);
      euros.push(amount);
      const refund = { amount, currency: 'eur' };
      // The shop records USD: the euros converted back on the same running total.
      expect(usdOfRefund(order, refund)).toBe(1999);
      const presentment = presentmentAmountOfRefund(order, refund, 1999);
      order = {
        ...order,
        refunds: [
          ...(order.refunds ?? []),
          {
            refund_id: `re_${line}`,
            at: order.created_at,
            amount_cents: 1999,
            tax_cents: 0,
            presentment_amount: presentment,
            product_ids: [line],
            reason: 'Asked',
            source: 'back_office',
          },
        ],
      };
    }
    expect(euros).toEqual([1839, 1839, 1839]);
    expect(euros.reduce((sum, amount) => sum + amount, 0)).toBe(5517);
  });

  it('leaves a USD order alone: no Stripe call, amounts as they are', async () => {
    const order = euroOrder({ presentment: undefined });
    const stripe = stripeWithIntent('eur', 1);
    expect(await foreignChargeOf(stripe, order)).toBeUndefined();
    expect(stripe.checkout.sessions.retrieve).not.toHaveBeenCalled();
    expect(usdOfRefund(order, { amount: 700, currency: 'usd' })).toBe(700);
    expect(presentmentAmountOfRefund(order, { amount: 700, currency: 'usd' }, 700)).toBeUndefined();
  });
});
