import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REFUND_MESSAGES, type AdminOrderDetail } from '../../lambdas/contracts/orders';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { keys } from '../../lambdas/repositories/keys';
import type { RefundClaim } from '../../lambdas/rules/refunds';
import { tableName } from '../../lambdas/repositories/table';
import { callOrders } from '../support/admin-api';
import {
  localStripe,
  payOnHostedPage,
  seedProductWithVersions,
  shopProduct,
} from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import {
  deliverSessionEvent,
  getOrder,
  openCheckout,
  refundMailsTo,
  refundsOf,
  sessionIdOf,
} from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * Back-office refunds of one order racing each other: whatever the overlap and the timing, each
 * line goes back at most once, what Stripe gave back equals what the order records, and the
 * requests that lose get a clear 409.
 */
const PRICES = { a: 53.99, b: 24.99, c: 9.01 };

async function paidThreeLineOrder(buyer: TestUser) {
  const products = {
    a: shopProduct(`race-a-${randomUUID()}`, { name: 'Race A', price: PRICES.a }),
    b: shopProduct(`race-b-${randomUUID()}`, { name: 'Race B', price: PRICES.b }),
    c: shopProduct(`race-c-${randomUUID()}`, { name: 'Race C', price: PRICES.c }),
  };
  for (const product of Object.values(products)) await seedProductWithVersions(product);
  const url = await openCheckout({ kind: 'user', user: buyer }, [
    products.a.id,
    products.b.id,
    products.c.id,
  ]);
  await payOnHostedPage(url);
  const sessionId = sessionIdOf(url);
  expect((await deliverSessionEvent(sessionId, 'checkout.session.completed')).status).toBe(200);
  return { sessionId, products };
}

function refund(admin: TestUser, sessionId: string, productIds: string[]) {
  return callOrders<AdminOrderDetail & { error?: string }>(
    'POST /api/admin/orders/{sessionId}/refunds',
    {
      token: admin.accessToken,
      pathParameters: { sessionId },
      body: { product_ids: productIds, reason: 'Race' },
    },
  );
}

/** A hold as a refund in progress (or one that died) leaves it on the order. */
async function holdOrder(sessionId: string, claim: RefundClaim) {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.order(sessionId),
      UpdateExpression: 'SET refund_claim = :claim',
      ExpressionAttributeValues: { ':claim': claim },
    }),
  );
}

/** Stripe's refunds of the order against what the order recorded, line by line. */
async function moneyTrail(sessionId: string) {
  const order = await getOrder(sessionId);
  const recorded = order?.refunds ?? [];
  const refundedLines = recorded.flatMap((made) => made.product_ids);
  return {
    order,
    stripeCents: (await refundsOf(sessionId)).reduce((sum, made) => sum + made.amount, 0),
    recordedCents: recorded.reduce((sum, made) => sum + made.amount_cents, 0),
    refundedLines,
    uniqueLines: new Set(refundedLines).size,
  };
}

describe('back-office refunds racing on one order', () => {
  let admin: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    admin = await createSignedInUser({ groups: ['admin'] });
  });

  it('8 refunds at once alternating {A} and {A, B}: one wins, each line goes back once', async () => {
    const buyer = await createSignedInUser();
    const { sessionId, products } = await paidThreeLineOrder(buyer);
    const sets = [[products.a.id], [products.a.id, products.b.id]];

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => refund(admin, sessionId, sets[index % 2] ?? [])),
    );

    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    // The others lost the race (409) or came after the winner and found A refunded (400).
    for (const lost of answers.filter((answer) => answer.status !== 200)) {
      expect([
        { status: 409, error: REFUND_MESSAGES.inProgress },
        { status: 400, error: REFUND_MESSAGES.alreadyRefunded },
      ]).toContainEqual({ status: lost.status, error: lost.body.error });
    }
    const trail = await moneyTrail(sessionId);
    expect(trail.uniqueLines).toBe(trail.refundedLines.length);
    expect(trail.stripeCents).toBe(trail.recordedCents);
    expect(trail.order?.refunds).toHaveLength(1);
    expect([Math.round(PRICES.a * 100), Math.round((PRICES.a + PRICES.b) * 100)]).toContain(
      trail.stripeCents,
    );
    // C was never asked for: still the buyer's; the hold is gone; one e-mail.
    expect(trail.order?.product_ids).toContain(products.c.id);
    expect(trail.order?.refund_claim).toBeUndefined();
    expect(await refundMailsTo(buyer.email)).toHaveLength(1);
  });

  it('a live hold refuses a second refund with 409 and asks Stripe for nothing', async () => {
    const buyer = await createSignedInUser();
    const { sessionId, products } = await paidThreeLineOrder(buyer);
    await holdOrder(sessionId, {
      id: randomUUID(),
      seq: 0,
      product_ids: [products.b.id],
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });

    const answer = await refund(admin, sessionId, [products.a.id]);

    expect(answer).toMatchObject({ status: 409, body: { error: REFUND_MESSAGES.inProgress } });
    expect(await refundsOf(sessionId)).toEqual([]);
  });

  it('a refund that died after Stripe made it is recorded by the next one, which is refused', async () => {
    const buyer = await createSignedInUser();
    const { sessionId, products } = await paidThreeLineOrder(buyer);
    const order = await getOrder(sessionId);
    // What a request that died between Stripe and the table leaves: Stripe's refund of A with
    // the back office's metadata, and its hold, now expired.
    const deadClaim = randomUUID();
    await localStripe('live').refunds.create({
      payment_intent: order?.payment_intent ?? '',
      amount: Math.round(PRICES.a * 100),
      metadata: {
        source: 'back_office',
        session_id: sessionId,
        product_ids: products.a.id,
        reason: 'Died',
        refund_claim: deadClaim,
        refund_seq: '0',
      },
    });
    await holdOrder(sessionId, {
      id: deadClaim,
      seq: 0,
      product_ids: [products.a.id],
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });

    // The admin, not knowing, asks for A and B: Stripe's refund of A is recorded, the request
    // is refused as stale, and nothing more is refunded.
    const stale = await refund(admin, sessionId, [products.a.id, products.b.id]);
    expect(stale).toMatchObject({ status: 409, body: { error: REFUND_MESSAGES.changedInStripe } });
    let trail = await moneyTrail(sessionId);
    expect(trail.refundedLines).toEqual([products.a.id]);
    expect(trail.stripeCents).toBe(trail.recordedCents);
    expect(trail.order?.refund_claim).toBeUndefined();

    // Choosing again on the order as it now is works, and the two still agree to the cent.
    expect((await refund(admin, sessionId, [products.b.id])).status).toBe(200);
    trail = await moneyTrail(sessionId);
    expect(trail.refundedLines.sort()).toEqual([products.a.id, products.b.id].sort());
    expect(trail.stripeCents).toBe(Math.round((PRICES.a + PRICES.b) * 100));
    expect(trail.stripeCents).toBe(trail.recordedCents);
    expect(trail.order?.product_ids).toEqual([products.c.id]);
  });
});
