import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import {
  BROWSE_MIGRATION,
  migrateCatalogueBrowse,
} from '../../lambdas/repositories/catalogue-browse/browse-migration';
import {
  countPaidOrder,
  countRefundedLines,
} from '../../lambdas/repositories/catalogue-browse/popularity';
import { browseKeys, keys } from '../../lambdas/repositories/keys';
import { tableName } from '../../lambdas/repositories/table';
import { getProduct } from '../../lambdas/repositories/product-repository';
import { createReview } from '../../lambdas/services/reviews/review-service';
import { callOrders } from '../support/admin-api';
import { browse, browseAll } from '../support/catalogue-browse';
import {
  payOnHostedPage,
  seedProductWithVersions,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { deliverSessionEvent, openCheckout } from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';
import { caller, review } from '../support/reviews';

/** A guest buys the products and Stripe's webhook settles the order; answers its session. */
async function buy(productIds: string[]): Promise<string> {
  const url = await openCheckout(
    { kind: 'guest', email: `${randomUUID()}@example.com` },
    productIds,
  );
  await payOnHostedPage(url);
  const sessionId = sessionIdOf(url);
  expect((await deliverSessionEvent(sessionId, 'checkout.session.completed')).status).toBe(200);
  return sessionId;
}

async function paidOrders(productId: string) {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: browseKeys.popularity(productId),
      ConsistentRead: true,
    }),
  );
  return result.Item?.paid_orders as number | undefined;
}

describe('the popular order follows purchases and refunds', () => {
  const category = `Popular-${randomUUID().slice(0, 8)}`;
  const older = `older-${randomUUID()}`;
  const newer = `newer-${randomUUID()}`;
  let admin: TestUser;
  let olderSessions: string[] = [];
  let newerSession = '';

  const popular = () => browseAll({ sort: 'popular', category });

  beforeAll(async () => {
    await useIsolatedTable();
    // A shop whose migration ran: every product's counter is the whole truth.
    expect((await migrateCatalogueBrowse()).finished).toBe(true);
    admin = await createSignedInUser({ groups: ['admin'] });
    await seedProductWithVersions(
      shopProduct(older, { category, price: 20, created_at: '2026-01-01T00:00:00.000Z' }),
    );
    await seedProductWithVersions(
      shopProduct(newer, { category, price: 30, created_at: '2026-02-01T00:00:00.000Z' }),
    );
  }, 60_000);

  it('moves a product up when it is bought, and counts a redelivered payment once', async () => {
    const { body: before } = await browse({ category });
    expect(await popular()).toEqual([newer, older]);

    olderSessions = [await buy([older]), await buy([older])];
    expect(await popular()).toEqual([older, newer]);
    expect(await paidOrders(older)).toBe(2);

    // Stripe sends the event again; the success page settles too: still two orders.
    expect(
      (await deliverSessionEvent(olderSessions[0]!, 'checkout.session.completed')).status,
    ).toBe(200);
    await countPaidOrder(olderSessions[0]!, [older]);
    expect(await paidOrders(older)).toBe(2);

    newerSession = await buy([newer]);
    expect(await paidOrders(newer)).toBe(1);
    expect(await popular()).toEqual([older, newer]);
    // Only the order moved: the facet counts are what they were.
    expect((await browse({ category })).body.facets).toEqual(before.facets);
  }, 60_000);

  it('moves a product down when an order of it is refunded, once however often told', async () => {
    const refunded = await callOrders('POST /api/admin/orders/{sessionId}/refunds', {
      token: admin.accessToken,
      pathParameters: { sessionId: olderSessions[0]! },
      body: { product_ids: [older], reason: 'Asked for it' },
    });
    expect(refunded.status).toBe(200);
    expect(await paidOrders(older)).toBe(1);
    // One each: the tie goes to the newer product.
    expect(await popular()).toEqual([newer, older]);

    await countRefundedLines(olderSessions[0]!, [older]);
    // A count arriving after the refund does not bring the refunded order back.
    await countPaidOrder(olderSessions[0]!, [older]);
    expect(await paidOrders(older)).toBe(1);
    expect(await popular()).toEqual([newer, older]);
    expect(newerSession).not.toBe('');
  }, 60_000);

  it('counts the orders of products from before the counters in the migration, once', async () => {
    // As before the deploy: no counter, no markers, the migration not yet run.
    await dynamo().send(
      new DeleteCommand({ TableName: tableName(), Key: browseKeys.popularity(newer) }),
    );
    await dynamo().send(
      new DeleteCommand({ TableName: tableName(), Key: browseKeys.sale(newer, newerSession) }),
    );
    const migration = { TableName: tableName(), Key: keys.migration(BROWSE_MIGRATION) };
    await dynamo().send(new DeleteCommand(migration));

    expect((await migrateCatalogueBrowse({ pageSize: 1 })).finished).toBe(true);
    expect(await paidOrders(newer)).toBe(1);
    expect(await paidOrders(older)).toBe(1);
    expect(await popular()).toEqual([newer, older]);

    await dynamo().send(new DeleteCommand(migration));
    expect(await migrateCatalogueBrowse()).toEqual({ finished: true, migrated: 0 });
    expect(await paidOrders(newer)).toBe(1);
  }, 60_000);

  it('takes a refunded buyer’s hidden review out of the card and the rating order', async () => {
    const id = `reviewed-${randomUUID()}`;
    const rated = `Rated-${randomUUID().slice(0, 8)}`;
    await seedProductWithVersions(shopProduct(id, { category: rated, price: 25 }));
    await seedProductWithVersions(
      shopProduct(`${id}-peer`, { category: rated, created_at: '2026-06-01T00:00:00.000Z' }),
    );
    const customer = await createSignedInUser();
    const url = await openCheckout({ kind: 'user', user: customer }, [id]);
    await payOnHostedPage(url);
    const sessionId = sessionIdOf(url);
    expect((await deliverSessionEvent(sessionId, 'checkout.session.completed')).status).toBe(200);
    await createReview(caller(customer.userId), id, { ...review, rating: 5 });
    expect(await browseAll({ sort: 'rating', category: rated })).toEqual([id, `${id}-peer`]);
    expect((await getProduct(id))?.rating).toEqual({ average: 5, count: 1 });

    const refunded = await callOrders('POST /api/admin/orders/{sessionId}/refunds', {
      token: admin.accessToken,
      pathParameters: { sessionId },
      body: { product_ids: [id], reason: 'Asked for it' },
    });
    expect(refunded.status).toBe(200);
    expect((await getProduct(id))?.rating).toBeUndefined();
    // Unreviewed now, so newest first: the peer is newer.
    expect(await browseAll({ sort: 'rating', category: rated })).toEqual([`${id}-peer`, id]);
    expect(await paidOrders(id)).toBe(0);
  }, 60_000);
});
