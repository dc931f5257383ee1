import { randomUUID } from 'node:crypto';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { putProduct } from '../../lambdas/repositories/product-repository';
import type { VerifyPaymentResponse } from '../../lambdas/contracts/checkout';
import { call, sessionIdOf, shopProduct } from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import {
  countedSales,
  getOrder,
  openCheckout,
  racingCheckout,
  refundMailsTo,
  refundsOf,
} from '../support/double-payment';
import { pay, useStripeTax, useTaxCatalogue } from '../support/stripe-tax';

/** Stripe Tax on a second payment for an owned product: refunded with its tax. */
describe('tax and invoices', () => {
  useTaxCatalogue();

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
});
