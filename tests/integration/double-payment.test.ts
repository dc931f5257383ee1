import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { keys } from '../../lambdas/repositories/keys';
import { tableName } from '../../lambdas/repositories/table';
import { toCents } from '../../lambdas/rules/money';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { listPurchases } from '../../lambdas/repositories/user-repository';
import {
  call,
  guestEmail,
  localStripe,
  payOnHostedPage,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import {
  countedSales,
  deliverSessionEvent,
  getOrder,
  openCheckout,
  racingCheckout,
  receiptsTo,
  refundMailsTo,
  refundsOf,
  type Buyer,
  type CatalogueEntry,
} from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * A buyer must never pay twice for a product: a second checkout expires the first, and a
 * payment for products already owned (two checkouts paid anyway) is refunded through Stripe.
 */
const VERIFY = 'POST /api/verify-payment';
const VERIFY_GUEST = 'POST /api/verify-payment-universal';

function entry(name: string, price: number): CatalogueEntry {
  return { id: `${name.toLowerCase()}-${randomUUID()}`, name, price };
}

async function stock(...entries: CatalogueEntry[]): Promise<void> {
  for (const product of entries) {
    await putProduct(shopProduct(product.id, { name: product.name, price: product.price }));
  }
}

function verify(buyer: Buyer, sessionId: string) {
  return buyer.kind === 'user'
    ? call(checkout, VERIFY, { token: buyer.user.accessToken, body: { sessionId } })
    : call(checkout, VERIFY_GUEST, { body: { sessionId } });
}

describe('double payment', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  it('expires the buyer’s earlier open checkout of the same product', async () => {
    const alpha = entry('Alpha', 30);
    const beta = entry('Beta', 10);
    await stock(alpha, beta);
    const buyer: Buyer = { kind: 'user', user: await createSignedInUser() };
    const first = await openCheckout(buyer, [alpha.id]);
    const unrelated = await openCheckout(buyer, [beta.id]);
    const second = await openCheckout(buyer, [alpha.id]);

    const stripe = localStripe('live');
    expect((await stripe.checkout.sessions.retrieve(sessionIdOf(first))).status).toBe('expired');
    expect((await getOrder(sessionIdOf(first)))?.status).toBe('expired');
    // Other products' checkouts and the new one stay open.
    expect((await stripe.checkout.sessions.retrieve(sessionIdOf(unrelated))).status).toBe('open');
    expect((await getOrder(sessionIdOf(second)))?.status).toBe('pending');
    await expect(payOnHostedPage(first)).rejects.toThrow(/409/);
  });

  it('refunds a signed-in buyer’s second payment for the same product, once', async () => {
    const alpha = entry('Alpha', 30);
    await stock(alpha);
    const buyer: Buyer = { kind: 'user', user: await createSignedInUser() };
    const first = await openCheckout(buyer, [alpha.id]);
    const second = await racingCheckout(buyer, [alpha]);
    await payOnHostedPage(first);
    await payOnHostedPage(second);

    expect((await verify(buyer, sessionIdOf(first))).body).toMatchObject({ success: true });
    const answer = await verify(buyer, sessionIdOf(second));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      products: [{ id: alpha.id, name: 'Alpha' }],
      buyerEmail: buyer.user.email,
      refunded: { products: [{ id: alpha.id, name: 'Alpha' }], amount: 30 },
    });
    // The webhook arriving after the page changes nothing.
    expect(
      (await deliverSessionEvent(sessionIdOf(second), 'checkout.session.completed')).status,
    ).toBe(200);

    const purchases = await listPurchases(buyer.user.userId);
    expect(purchases.map((purchase) => purchase.session_id)).toEqual([sessionIdOf(first)]);
    expect(await getOrder(sessionIdOf(second))).toMatchObject({
      status: 'refunded',
      product_ids: [],
      refunded_product_ids: [alpha.id],
      refund_cents: 3000,
    });
    expect(await refundsOf(sessionIdOf(first))).toEqual([]);
    const refunds = await refundsOf(sessionIdOf(second));
    expect(refunds.map((refund) => refund.amount)).toEqual([3000]);
    expect(await receiptsTo(buyer.user.email)).toHaveLength(1);
    const [notice] = await refundMailsTo(buyer.user.email);
    expect(await refundMailsTo(buyer.user.email)).toHaveLength(1);
    expect(notice?.body.text).toContain('Refunded: $30.00');
    expect(notice?.body.text).toContain('Hello Test User,');
    // Revenue counts the product once.
    expect(await countedSales(alpha.id)).toEqual({ units: 1, revenueCents: 3000, claims: 0 });
  });

  it('grants the new products of a mixed order and refunds only the owned one', async () => {
    const alpha = entry('Alpha', 30);
    const beta = entry('Beta <b>', 12.5);
    await stock(alpha, beta);
    const buyer: Buyer = { kind: 'user', user: await createSignedInUser() };
    const first = await openCheckout(buyer, [alpha.id]);
    const mixed = await racingCheckout(buyer, [alpha, beta]);
    await payOnHostedPage(first);
    await payOnHostedPage(mixed);
    await verify(buyer, sessionIdOf(first));
    const answer = await verify(buyer, sessionIdOf(mixed));
    expect(answer.body).toMatchObject({
      success: true,
      products: [{ id: beta.id, name: 'Beta <b>' }],
      refunded: { products: [{ id: alpha.id, name: 'Alpha' }], amount: 30 },
    });
    const owned = (await listPurchases(buyer.user.userId)).map((p) => [p.product_id, p.session_id]);
    expect(owned.sort()).toEqual(
      [
        [alpha.id, sessionIdOf(first)],
        [beta.id, sessionIdOf(mixed)],
      ].sort(),
    );
    expect(await getOrder(sessionIdOf(mixed))).toMatchObject({
      status: 'paid',
      product_ids: [beta.id],
      total_cents: 1250,
      charged_cents: 4250,
      refund_cents: 3000,
    });
    expect((await refundsOf(sessionIdOf(mixed))).map((refund) => refund.amount)).toEqual([3000]);
    const receipts = await receiptsTo(buyer.user.email);
    expect(receipts).toHaveLength(2);
    // The second receipt sells Beta only; the refund e-mail names Alpha, escaped in HTML.
    expect(receipts.some((mail) => mail.body.text?.includes('Total: $12.50'))).toBe(true);
    const notices = await refundMailsTo(buyer.user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body.text).toContain('Alpha: $30.00');
    expect(await countedSales(alpha.id)).toEqual({ units: 1, revenueCents: 3000, claims: 0 });
    expect(await countedSales(beta.id)).toEqual({ units: 1, revenueCents: 1250, claims: 0 });
  });

  it('refunds a guest’s second payment for the same product', async () => {
    const alpha = entry('Alpha', 19);
    await stock(alpha);
    const buyer: Buyer = { kind: 'guest', email: guestEmail() };
    const first = await openCheckout(buyer, [alpha.id]);
    const second = await racingCheckout(buyer, [alpha]);
    await payOnHostedPage(first);
    await payOnHostedPage(second);
    // The second payment's webhook arrives first: it wins the product, the other is refunded.
    await deliverSessionEvent(sessionIdOf(second), 'checkout.session.completed');
    await deliverSessionEvent(sessionIdOf(first), 'checkout.session.completed');

    expect((await getOrder(sessionIdOf(second)))?.status).toBe('paid');
    expect((await getOrder(sessionIdOf(first)))?.status).toBe('refunded');
    expect((await refundsOf(sessionIdOf(first))).map((refund) => refund.amount)).toEqual([1900]);
    expect(await refundsOf(sessionIdOf(second))).toEqual([]);
    expect(await receiptsTo(buyer.email)).toHaveLength(1);
    const notices = await refundMailsTo(buyer.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body.text).toContain('receipt of your first purchase');
    // The refunded session is no download link; the paid one still is.
    expect((await verify(buyer, sessionIdOf(first))).body.refunded).toEqual({
      products: [{ id: alpha.id, name: 'Alpha' }],
      amount: 19,
    });
    expect(await countedSales(alpha.id)).toEqual({ units: 1, revenueCents: 1900, claims: 0 });
  });
});

describe('a refund that could not be made at once', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  /** An order settled as refunded whose Stripe refund did not happen (Stripe was unreachable). */
  async function refundDue(buyer: Buyer & { kind: 'user' }, product: CatalogueEntry) {
    const first = await openCheckout(buyer, [product.id]);
    const second = await racingCheckout(buyer, [product]);
    await payOnHostedPage(first);
    await payOnHostedPage(second);
    await verify(buyer, sessionIdOf(first));
    const sessionId = sessionIdOf(second);
    const session = await localStripe('live').checkout.sessions.retrieve(sessionId);
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(sessionId),
        UpdateExpression:
          'SET #status = :refunded, product_ids = :none, refunded_product_ids = :ids, refund_cents = :cents, payment_intent = :intent, paid_at = :now REMOVE #ttl',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':refunded': 'refunded',
          ':none': [],
          ':ids': [product.id],
          ':cents': toCents(product.price),
          ':intent': session.payment_intent,
          ':now': new Date().toISOString(),
        },
      }),
    );
    return { sessionId, paymentIntent: String(session.payment_intent) };
  }

  it('is made by the next fulfilment, once, however many callers race for it', async () => {
    const product = entry('Delta', 22);
    await stock(product);
    const buyer = { kind: 'user' as const, user: await createSignedInUser() };
    const { sessionId } = await refundDue(buyer, product);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => verify(buyer, sessionId)),
      ...Array.from({ length: 8 }, () =>
        deliverSessionEvent(sessionId, 'checkout.session.completed'),
      ),
    ]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect((await refundsOf(sessionId)).map((refund) => refund.amount)).toEqual([2200]);
    expect((await getOrder(sessionId))?.refund_id).toMatch(/^re_/);
    expect(await refundMailsTo(buyer.user.email)).toHaveLength(1);
  });

  it('is not made twice when Stripe made it but the shop did not record it', async () => {
    const product = entry('Epsilon', 8);
    await stock(product);
    const buyer = { kind: 'user' as const, user: await createSignedInUser() };
    const { sessionId, paymentIntent } = await refundDue(buyer, product);
    // The earlier attempt reached Stripe, then the function stopped before recording it.
    await localStripe('live').refunds.create({
      payment_intent: paymentIntent,
      amount: 800,
      metadata: { duplicate_of_session: sessionId },
    });
    await deliverSessionEvent(sessionId, 'checkout.session.completed');
    expect((await refundsOf(sessionId)).map((refund) => refund.amount)).toEqual([800]);
    expect(await refundMailsTo(buyer.user.email)).toHaveLength(1);
  });

  it('makes Stripe deliver the webhook again while the refund cannot be made', async () => {
    const product = entry('Zeta', 5);
    await stock(product);
    const buyer = { kind: 'user' as const, user: await createSignedInUser() };
    const { sessionId } = await refundDue(buyer, product);
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(sessionId),
        UpdateExpression: 'SET payment_intent = :unknown',
        ExpressionAttributeValues: { ':unknown': 'pi_unknowntothestripeserver' },
      }),
    );
    const answer = await deliverSessionEvent(sessionId, 'checkout.session.completed');
    expect(answer.status).toBe(500);
    // The success page still shows the buyer what they own; nothing was sent yet.
    expect((await verify(buyer, sessionId)).body.success).toBe(true);
    expect(await refundMailsTo(buyer.user.email)).toEqual([]);
  });
});
