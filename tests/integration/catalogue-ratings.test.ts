import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { listingSortKey } from '../../lambdas/repositories/catalogue-browse/browse-entries';
import { browseKeys } from '../../lambdas/repositories/keys';
import {
  getProduct,
  productItem,
  putFile,
  putProduct,
  putVersion,
} from '../../lambdas/repositories/product-repository';
import { getAggregate, reviewIdOf } from '../../lambdas/repositories/review-repository';
import { tableName } from '../../lambdas/repositories/table';
import { cardRating } from '../../lambdas/rules/catalogue-rating';
import {
  createReview,
  deleteReview,
  editReview,
} from '../../lambdas/services/reviews/review-service';
import { app, browse, browseAll, fileUsing } from '../support/catalogue-browse';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct, testVersion } from '../support/product-fixtures';
import { caller, owns, review, send } from '../support/reviews';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();

/** A buyer of the product writes a review with these stars. */
async function reviewBy(productId: string, rating: number, author = randomUUID()) {
  await owns(author, productId);
  await createReview(caller(author), productId, { ...review, rating });
  return author;
}

/** The product's items in a listing partition (there must be exactly one). */
async function listedIn(partition: string, productId: string) {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'product_id = :id',
      ExpressionAttributeValues: { ':pk': partition, ':id': productId },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => String(item.SK));
}

/** The product's place in the rating order is the one its aggregate gives, in every partition. */
async function expectRatingKeyInStep(productId: string) {
  const product = await getProduct(productId);
  const aggregate = await getAggregate(productId);
  const wanted = listingSortKey('RATING', product!, 0, aggregate);
  expect(await listedIn(browseKeys.listing('RATING', 'ALL'), productId)).toEqual([wanted]);
  expect(
    await listedIn(browseKeys.listing('RATING', `CATEGORY#${product!.category}`), productId),
  ).toEqual([wanted]);
  expect(product?.rating).toEqual(cardRating(aggregate));
}

describe('GET /api/products?sort=rating and the cards’ ratings', () => {
  let admin: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    admin = await createSignedInUser({ groups: ['admin'] });
    await Promise.all(
      ['one-five', 'six-high', 'two-fours', 'one-one', 'none-old', 'none-new'].map((id, index) =>
        putProduct(
          testProduct(id, {
            category: 'Ratings',
            platform: index % 2 ? 'n8n' : 'Make',
            created_at: day(index),
          }),
        ),
      ),
    );
    await reviewBy('one-five', 5);
    await Promise.all([5, 5, 5, 5, 5, 4].map((stars) => reviewBy('six-high', stars)));
    await Promise.all([4, 4].map((stars) => reviewBy('two-fours', stars)));
    await reviewBy('one-one', 1);
  }, 60_000);

  it('orders by Bayesian average across pages, unreviewed last and newest first', async () => {
    const expected = ['six-high', 'one-five', 'two-fours', 'one-one', 'none-new', 'none-old'];
    expect(await browseAll({ sort: 'rating', category: 'Ratings' })).toEqual(expected);
    // Pages of two: no product twice, none missing.
    expect(await browseAll({ sort: 'rating', category: 'Ratings', limit: '2' })).toEqual(expected);
    expect(await browseAll({ sort: 'rating', limit: '4' })).toEqual(expected);
    expect(await browseAll({ sort: 'rating', platform: 'n8n' })).toEqual(
      expected.filter((id) => ['six-high', 'one-one', 'none-new'].includes(id)),
    );
  });

  it("shows each card's average and count, and nothing without reviews", async () => {
    const { body } = await browse({ sort: 'rating', category: 'Ratings' });
    const rating = Object.fromEntries(body.products.map((card) => [card.id, card.rating]));
    expect(rating['six-high']).toEqual({ average: 4.8, count: 6 });
    expect(rating['one-five']).toEqual({ average: 5, count: 1 });
    expect(rating['none-new']).toBeUndefined();
    expect(JSON.stringify(body).length).toBeLessThan(50_000);
  });

  it('follows a review written, edited, hidden, restored and deleted, facet counts unmoved', async () => {
    const id = `followed-${randomUUID()}`;
    await putProduct(testProduct(id, { category: 'Followed', created_at: day(40) }));
    await putProduct(testProduct(`${id}-peer`, { category: 'Followed', created_at: day(1) }));
    await reviewBy(`${id}-peer`, 4);
    const order = () => browseAll({ sort: 'rating', category: 'Followed' });
    const { body: before } = await browse({ category: 'Followed' });

    const author = await reviewBy(id, 5);
    expect(await order()).toEqual([id, `${id}-peer`]);
    await expectRatingKeyInStep(id);

    await editReview(caller(author), id, { rating: 1 });
    expect(await order()).toEqual([`${id}-peer`, id]);
    expect((await getProduct(id))?.rating).toEqual({ average: 1, count: 1 });
    await expectRatingKeyInStep(id);

    const reviewId = reviewIdOf(id, author);
    const hidden = await send('POST /api/admin/products/{id}/reviews/{reviewId}/hide', {
      token: admin.accessToken,
      params: { id, reviewId },
      body: { reason: 'Spam' },
    });
    expect(hidden.status).toBe(200);
    expect((await getProduct(id))?.rating).toBeUndefined();
    await expectRatingKeyInStep(id);

    const restored = await send('POST /api/admin/products/{id}/reviews/{reviewId}/restore', {
      token: admin.accessToken,
      params: { id, reviewId },
      body: { reason: 'Not spam after all' },
    });
    expect(restored.status).toBe(200);
    expect((await getProduct(id))?.rating).toEqual({ average: 1, count: 1 });
    await expectRatingKeyInStep(id);

    await deleteReview(caller(author), id);
    expect(await order()).toEqual([`${id}-peer`, id]);
    expect((await getProduct(id))?.rating).toBeUndefined();
    await expectRatingKeyInStep(id);

    const { body: after } = await browse({ category: 'Followed' });
    expect(after.facets).toEqual(before.facets);
  });

  it('puts back the rating an edit of the product wrote over with an older copy', async () => {
    const id = `edited-${randomUUID()}`;
    await putProduct(testProduct(id, { category: 'Edited' }));
    const stale = await getProduct(id);
    await reviewBy(id, 4);
    // A whole-product write from a copy read before the review (an editor's save).
    await putProduct({ ...stale!, name: 'Renamed' });
    const product = await getProduct(id);
    expect(product).toMatchObject({ name: 'Renamed', rating: { average: 4, count: 1 } });
  });

  it('ends a storm of concurrent reviews with the exact order and card rating', async () => {
    const id = `storm-${randomUUID()}`;
    await putProduct(testProduct(id, { category: 'Storm', created_at: day(50) }));
    const peers = [`${id}-a`, `${id}-b`];
    await putProduct(testProduct(peers[0]!, { category: 'Storm', created_at: day(2) }));
    await putProduct(testProduct(peers[1]!, { category: 'Storm', created_at: day(3) }));
    // Bayesian averages: a 3.57, b 3.0; the storm leaves the product at 94 / 28 = 3.36.
    await Promise.all([reviewBy(peers[0]!, 5), reviewBy(peers[0]!, 5), reviewBy(peers[1]!, 3)]);

    const stars = Array.from({ length: 24 }, (_, index) => [5, 4, 5, 3, 5, 1][index % 6]!);
    const authors = await Promise.all(stars.map((rating) => reviewBy(id, rating)));
    // Edits and deletes racing new reviews on the same product.
    await Promise.all([
      ...authors.slice(0, 6).map((author) => editReview(caller(author), id, { rating: 2 })),
      ...authors.slice(6, 10).map((author) => deleteReview(caller(author), id)),
      ...[5, 5, 5].map((rating) => reviewBy(id, rating)),
    ]);

    const aggregate = await getAggregate(id);
    expect(aggregate.count).toBe(24 - 4 + 3);
    await expectRatingKeyInStep(id);
    const { body } = await browse({ sort: 'rating', category: 'Storm' });
    expect(body.products.find((card) => card.id === id)?.rating).toEqual(cardRating(aggregate));
    expect(body.products.map((card) => card.id)).toEqual([peers[0], id, peers[1]]);
  }, 60_000);

  it('lists a product anew when everything about it changes at once (over one transaction)', async () => {
    const id = `apps-${randomUUID()}`;
    const apps = (prefix: string) => Array.from({ length: 8 }, (_, n) => app(`${prefix}${n}`));
    await putProduct(testProduct(id, { category: 'Apps', price: 10 }));
    await putVersion(testVersion(id, 'v1', { is_latest: true }));
    await putFile(fileUsing(id, 'v1', 'flow', apps(`old-${id}-`)));
    await reviewBy(id, 5);
    expect(await browseAll({ app: `old-${id}-7`, sort: 'rating' })).toEqual([id]);

    // Category, platform, price, featured and all eight apps changed before one sync: 42 items
    // to delete, 44 to put, 20 counters to move. DynamoDB takes at most 100 items in one
    // transaction (DynamoDB Local does not enforce it: counted here).
    const moved = testProduct(id, {
      category: 'Apps2',
      platform: 'n8n',
      price: 99,
      featured: true,
    });
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: productItem(moved) }));
    const sizes: number[] = [];
    const stack = dynamo().middlewareStack;
    stack.add(
      (next) => async (args) => {
        const input = args.input as { TransactItems?: unknown[] };
        if (input.TransactItems) sizes.push(input.TransactItems.length);
        return next(args);
      },
      { step: 'initialize', name: 'transaction-size' },
    );
    try {
      await putFile(fileUsing(id, 'v1', 'flow', apps(`new-${id}-`)));
    } finally {
      stack.remove('transaction-size');
    }
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
    expect(await browseAll({ app: `old-${id}-7`, sort: 'rating' })).toEqual([]);
    expect(await browseAll({ app: `new-${id}-7`, sort: 'rating' })).toEqual([id]);
    expect(await browseAll({ app: `new-${id}-0`, sort: 'popular' })).toEqual([id]);
    expect(await browseAll({ category: 'Apps' })).toEqual([]);
    expect(await browseAll({ category: 'Apps2', platform: 'n8n', sort: 'price_desc' })).toEqual([
      id,
    ]);
    const { body } = await browse({ category: 'Apps2' });
    const counts = Object.fromEntries(body.facets.apps.map((facet) => [facet.value, facet.count]));
    expect(counts[`new-${id}-3`]).toBe(1);
    expect(counts[`old-${id}-3`]).toBeUndefined();
    await expectRatingKeyInStep(id);
  });
});
