import { randomUUID } from 'node:crypto';
import { getProductDetail } from '../../lambdas/services/catalogue/product-service';
import { putProduct } from '../../lambdas/repositories/product-repository';
import {
  getAggregate,
  listAllReviews,
  reviewIdOf,
} from '../../lambdas/repositories/review-repository';
import { recount } from '../../lambdas/rules/reviews';
import { hideReviewsOfRefund } from '../../lambdas/services/review-ledger/refund-hiding';
import { moderateReview } from '../../lambdas/services/reviews/moderation-service';
import {
  createReview,
  deleteReview,
  editReview,
} from '../../lambdas/services/reviews/review-service';
import { seedProductWithVersions, shopProduct } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller } from '../support/manage-api';
import { caller, owns, review, send } from '../support/reviews';

describe('reviews', () => {
  let seller: TestUser & { sellerId: string };
  let otherSeller: TestUser & { sellerId: string };
  let buyer: TestUser;
  let stranger: TestUser;
  let productId: string;

  beforeAll(async () => {
    await useIsolatedTable();
    [seller, otherSeller, buyer, stranger] = await Promise.all([
      createSeller(),
      createSeller(),
      createSignedInUser(),
      createSignedInUser(),
    ]);
    productId = `review-${randomUUID()}`;
    await seedProductWithVersions(shopProduct(productId, { seller_id: seller.sellerId }));
    await owns(buyer.userId, productId);
    // The seller bought their own product: still not theirs to review.
    await owns(seller.userId, productId);
  }, 60_000);

  it('lets a buyer who owns the product review it once, and nobody else', async () => {
    const params = { id: productId };
    const key = 'POST /api/products/{id}/reviews';
    expect(await send(key, { params, body: review })).toMatchObject({ status: 401 });
    expect(await send(key, { token: stranger.accessToken, params, body: review })).toEqual({
      status: 403,
      body: { error: 'Only buyers who own this product can review it' },
    });
    expect(await send(key, { token: seller.accessToken, params, body: review })).toEqual({
      status: 403,
      body: { error: 'You cannot review your own product' },
    });
    expect(
      await send(key, { token: buyer.accessToken, params, body: { ...review, rating: 6 } }),
    ).toEqual({ status: 400, body: { error: 'Rating must be a whole number from 1 to 5' } });
    expect(
      await send(key, {
        token: buyer.accessToken,
        params: { id: 'no-such-product' },
        body: review,
      }),
    ).toEqual({ status: 404, body: { error: 'Product Not Found' } });

    const created = await send(key, { token: buyer.accessToken, params, body: review });
    expect(created).toMatchObject({
      status: 201,
      body: { rating: 4, displayName: 'Ann B.', verifiedPurchase: true },
    });
    expect(JSON.stringify(created.body)).not.toContain(buyer.email);
    expect(await send(key, { token: buyer.accessToken, params, body: review })).toEqual({
      status: 409,
      body: { error: 'You have already reviewed this product' },
    });
    const page = await send('GET /api/products/{id}/reviews', { params });
    const summary = { count: 1, average: 4, stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } };
    expect(page.body.summary).toEqual(summary);
    // The product page's rating line comes with the product itself.
    expect((await getProductDetail(productId, undefined)).rating).toEqual(summary);
  });

  it('counts a guest’s purchase once linked to an account, and not a refunded one', async () => {
    const [linked, refunded] = [randomUUID(), randomUUID()];
    await owns(linked, productId, { source: 'linked' });
    await owns(refunded, productId, { refunded_at: new Date().toISOString() });
    await expect(createReview(caller(linked), productId, review)).resolves.toMatchObject({
      rating: 4,
    });
    await expect(createReview(caller(refunded), productId, review)).rejects.toMatchObject({
      status: 403,
    });
    await deleteReview(caller(linked), productId);
  });

  it('lets the product’s seller reply once and edit it; another seller finds nothing', async () => {
    const reviewId = reviewIdOf(productId, buyer.userId);
    const params = { id: productId, reviewId };
    const key = 'PUT /api/products/{id}/reviews/{reviewId}/reply';
    expect(
      await send(key, { token: otherSeller.accessToken, params, body: { text: 'Hi' } }),
    ).toEqual({ status: 404, body: { error: 'Product Not Found' } });
    const first = await send(key, { token: seller.accessToken, params, body: { text: 'Thanks' } });
    expect(first).toMatchObject({ status: 200, body: { reply: { text: 'Thanks' } } });
    const edited = await send(key, {
      token: seller.accessToken,
      params,
      body: { text: 'Thanks!' },
    });
    expect(edited).toMatchObject({ status: 200, body: { reply: { text: 'Thanks!' } } });
    expect((edited.body.reply as { editedAt?: string }).editedAt).toBeDefined();
  });

  it('takes one report per user, never of one’s own review', async () => {
    const params = { id: productId, reviewId: reviewIdOf(productId, buyer.userId) };
    const key = 'POST /api/products/{id}/reviews/{reviewId}/report';
    const body = { reason: 'Spam' };
    expect(await send(key, { token: stranger.accessToken, params, body })).toMatchObject({
      status: 200,
    });
    expect(await send(key, { token: stranger.accessToken, params, body })).toEqual({
      status: 409,
      body: { error: 'You have already reported this review' },
    });
    expect(await send(key, { token: buyer.accessToken, params, body })).toEqual({
      status: 400,
      body: { error: 'You cannot report your own review' },
    });
  });

  it('pages a product’s reviews newest first with opaque cursors', async () => {
    const id = `review-paging-${randomUUID()}`;
    await putProduct(shopProduct(id));
    const authors = Array.from({ length: 5 }, () => randomUUID());
    for (const [index, author] of authors.entries()) {
      await owns(author, id);
      await createReview(caller(author), id, review, new Date(Date.UTC(2026, 0, 1 + index)));
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await send('GET /api/products/{id}/reviews', {
        params: { id },
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(page.status).toBe(200);
      seen.push(...(page.body.reviews as { createdAt: string }[]).map((r) => r.createdAt));
      cursor = page.body.nextCursor as string | undefined;
    } while (cursor);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(seen).toHaveLength(5);
    expect(
      await send('GET /api/products/{id}/reviews', {
        params: { id },
        query: { cursor: 'not-a-cursor' },
      }),
    ).toEqual({ status: 400, body: { error: 'Invalid cursor' } });
  });

  it('keeps the aggregate exact under a storm of creates, edits, deletes, hides and refunds', async () => {
    const id = `review-storm-${randomUUID()}`;
    await putProduct(shopProduct(id));
    const authors = Array.from({ length: 10 }, () => randomUUID());
    for (const author of authors) await owns(author, id);
    const admin = { caller: caller(randomUUID(), 'admin'), ip: '203.0.113.9' };
    const operations = Array.from({ length: 40 }, (_, index) => {
      const author = authors[index % authors.length] ?? '';
      const reviewId = reviewIdOf(id, author);
      const rating = ((index * 7) % 5) + 1;
      const ignoreRefusals = (promise: Promise<unknown>) =>
        promise.catch((error: { status?: number }) => {
          // 404 (not written yet, or deleted), 409 (exists): the storm's own interleavings.
          if (error.status !== 404 && error.status !== 409) throw error;
        });
      switch (index % 5) {
        case 0:
        case 1:
          return ignoreRefusals(createReview(caller(author), id, { ...review, rating }));
        case 2:
          return ignoreRefusals(editReview(caller(author), id, { rating }));
        case 3:
          return ignoreRefusals(
            moderateReview(admin, id, reviewId, index % 2 ? 'hide' : 'restore', 'Storm'),
          );
        default:
          return index % 3
            ? ignoreRefusals(deleteReview(caller(author), id))
            : hideReviewsOfRefund(author, [id], new Date().toISOString());
      }
    });
    await Promise.all(operations);
    const all = await listAllReviews(id);
    const shown = all.filter((item) => !item.hidden).map((item) => item.rating);
    expect(await getAggregate(id)).toEqual(recount(shown));
  });
});
