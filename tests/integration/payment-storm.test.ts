import { randomUUID } from 'node:crypto';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { listPurchases } from '../../lambdas/repositories/user-repository';
import {
  call,
  completedEvent,
  payOnHostedPage,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
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
import { useIsolatedTable } from '../support/isolated-table';

/**
 * Stripe delivers an event at least once, sometimes many times at once, while the buyer's
 * payment-success page verifies the same session: whatever arrives, and in whatever order, a
 * payment is recorded once, and a second payment for the same product is refunded once.
 */
const DELIVERIES = 50;
const VERIFICATIONS = 10;
const alpha = { id: `storm-a-${randomUUID()}`, name: 'Storm Alpha', price: 40 };
const beta = { id: `storm-b-${randomUUID()}`, name: 'Storm Beta', price: 15 };

/** Half the deliveries repeat one event id (Stripe's retries), half are distinct events. */
async function deliveriesOf(sessionId: string, count: number) {
  const repeated = await completedEvent(sessionId);
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      index % 2 === 0 ? repeated : completedEvent(sessionId),
    ),
  );
}

function verifications(user: TestUser, sessionId: string, count: number) {
  return Array.from({ length: count }, () =>
    call(checkout, 'POST /api/verify-payment', {
      token: user.accessToken,
      body: { sessionId },
    }),
  );
}

describe('payment storms', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    for (const product of [alpha, beta]) {
      await putProduct(shopProduct(product.id, { name: product.name, price: product.price }));
    }
  });

  it(`${DELIVERIES} duplicate deliveries and ${VERIFICATIONS} verifications: one order, one set of purchases, one receipt`, async () => {
    const user = await createSignedInUser();
    const url = await openCheckout({ kind: 'user', user }, [alpha.id, beta.id]);
    const sessionId = sessionIdOf(url);
    await payOnHostedPage(url);
    const events = await deliveriesOf(sessionId, DELIVERIES);

    const answers = await Promise.all([
      ...events.map((event) => deliver(event)),
      ...verifications(user, sessionId, VERIFICATIONS),
    ]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect((await getOrder(sessionId))?.status).toBe('paid');
    const purchases = await listPurchases(user.userId);
    expect(purchases.map((purchase) => purchase.product_id).sort()).toEqual(
      [alpha.id, beta.id].sort(),
    );
    expect(await receiptsTo(user.email)).toHaveLength(1);
    expect(await refundsOf(sessionId)).toEqual([]);
    expect(await countedSales(alpha.id)).toEqual({ units: 1, revenueCents: 4000, claims: 0 });
    expect(await countedSales(beta.id)).toEqual({ units: 1, revenueCents: 1500, claims: 0 });
  });

  it('two paid checkouts of one product, both storming at once: one purchase, one refund', async () => {
    const user = await createSignedInUser();
    const buyer = { kind: 'user' as const, user };
    const first = await openCheckout(buyer, [alpha.id]);
    const second = await racingCheckout(buyer, [alpha]);
    await payOnHostedPage(first);
    await payOnHostedPage(second);
    const sessions = [sessionIdOf(first), sessionIdOf(second)];
    const before = await countedSales(alpha.id);
    const events = (
      await Promise.all(sessions.map((id) => deliveriesOf(id, DELIVERIES / 2)))
    ).flat();

    const answers = await Promise.all([
      ...events.map((event) => deliver(event)),
      ...sessions.flatMap((id) => verifications(user, id, VERIFICATIONS / 2)),
    ]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

    const purchases = await listPurchases(user.userId);
    expect(purchases).toHaveLength(1);
    const winner = purchases[0]?.session_id ?? '';
    const loser = sessions.find((id) => id !== winner) ?? '';
    expect(sessions).toContain(winner);
    expect((await getOrder(winner))?.status).toBe('paid');
    expect((await getOrder(loser))?.status).toBe('refunded');
    expect(await refundsOf(winner)).toEqual([]);
    expect((await refundsOf(loser)).map((refund) => refund.amount)).toEqual([4000]);
    expect(await receiptsTo(user.email)).toHaveLength(1);
    expect(await refundMailsTo(user.email)).toHaveLength(1);
    const after = await countedSales(alpha.id);
    expect(after.units - before.units).toBe(1);
    expect(after.revenueCents - before.revenueCents).toBe(4000);
  });
});
