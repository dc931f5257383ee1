import { randomUUID } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { reviewKeys } from '../../lambdas/repositories/keys';
import { runMigration } from '../../lambdas/repositories/money-migrations';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { HELPFUL_RANK_MIGRATION, rankKeyOf } from '../../lambdas/repositories/review-helpful-rank';
import { tableName } from '../../lambdas/repositories/table';
import { listVotesBy } from '../../lambdas/repositories/review-helpful-repository';
import { helpfulVotesPurge } from '../../lambdas/repositories/review-purge';
import { getReview, reviewIdOf } from '../../lambdas/repositories/review-repository';
import { setHelpfulVote } from '../../lambdas/services/reviews/helpful-service';
import { moderateReview } from '../../lambdas/services/reviews/moderation-service';
import { createReview } from '../../lambdas/services/reviews/review-service';
import { shopProduct } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { caller, owns, review, send } from '../support/reviews';

const HELPFUL = 'PUT /api/products/{id}/reviews/{reviewId}/helpful';
const UNHELPFUL = 'DELETE /api/products/{id}/reviews/{reviewId}/helpful';
const LIST = 'GET /api/products/{id}/reviews';

/** A product with one review by a fresh author, written `daysAgo` days before now. */
async function productWithReview(daysAgo = 0) {
  const id = `helpful-${randomUUID()}`;
  await putProduct(shopProduct(id));
  const author = randomUUID();
  await owns(author, id);
  await createReview(caller(author), id, review, new Date(Date.now() - daysAgo * 86_400_000));
  return { id, author, reviewId: reviewIdOf(id, author) };
}

describe('helpful votes on reviews', () => {
  let voter: TestUser;
  let author: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    [voter, author] = await Promise.all([createSignedInUser(), createSignedInUser()]);
  }, 60_000);

  it('takes one vote per user, idempotently, refuses the author and can be taken back', async () => {
    const id = `helpful-own-${randomUUID()}`;
    await putProduct(shopProduct(id));
    await owns(author.userId, id);
    await createReview(caller(author.userId), id, review);
    const params = { id, reviewId: reviewIdOf(id, author.userId) };

    expect(await send(HELPFUL, { params })).toMatchObject({ status: 401 });
    expect(await send(HELPFUL, { token: author.accessToken, params })).toEqual({
      status: 400,
      body: { error: 'You cannot mark your own review as helpful' },
    });
    const first = await send(HELPFUL, { token: voter.accessToken, params });
    expect(first).toEqual({ status: 200, body: { helpfulCount: 1, helpful: true } });
    // Again: the same answer, still one vote.
    expect(await send(HELPFUL, { token: voter.accessToken, params })).toEqual(first);

    const page = await send(LIST, { token: voter.accessToken, params: { id } });
    expect(page.body.reviews).toEqual([
      expect.objectContaining({ helpfulCount: 1, helpfulByMe: true }),
    ]);
    const guestPage = await send(LIST, { params: { id } });
    const [shown] = guestPage.body.reviews as Record<string, unknown>[];
    expect(shown?.helpfulCount).toBe(1);
    expect(shown).not.toHaveProperty('helpfulByMe');

    expect(await send(UNHELPFUL, { token: voter.accessToken, params })).toEqual({
      status: 200,
      body: { helpfulCount: 0, helpful: false },
    });
    expect(await send(UNHELPFUL, { token: voter.accessToken, params })).toEqual({
      status: 200,
      body: { helpfulCount: 0, helpful: false },
    });
  });

  it('answers 404 for a hidden review, an unknown one and a product the caller cannot see', async () => {
    const { id, reviewId } = await productWithReview();
    const admin = { caller: caller(randomUUID(), 'admin'), ip: '203.0.113.9' };
    await moderateReview(admin, id, reviewId, 'hide', 'Off topic');
    const notFound = { status: 404, body: { error: 'Review not found' } };
    expect(await send(HELPFUL, { token: voter.accessToken, params: { id, reviewId } })).toEqual(
      notFound,
    );
    expect(
      await send(HELPFUL, { token: voter.accessToken, params: { id, reviewId: 'nope' } }),
    ).toEqual(notFound);
    expect(
      await send(HELPFUL, {
        token: voter.accessToken,
        params: { id: `missing-${randomUUID()}`, reviewId },
      }),
    ).toMatchObject({ status: 404, body: { error: 'Product Not Found' } });
  });

  it('keeps the count and the listing exact under a storm of votes and take-backs', async () => {
    const { id, reviewId } = await productWithReview();
    const voters = Array.from({ length: 16 }, () => randomUUID());
    // Every voter votes twice at once; the first six also take it back.
    await Promise.all(
      voters.flatMap((userId) => [
        setHelpfulVote(caller(userId), id, reviewId, true),
        setHelpfulVote(caller(userId), id, reviewId, true),
      ]),
    );
    await Promise.all(
      voters.slice(0, 6).map((userId) => setHelpfulVote(caller(userId), id, reviewId, false)),
    );
    expect((await getReview(id, reviewId))?.helpful_count).toBe(10);
    const page = await send(LIST, { params: { id }, query: { sort: 'helpful' } });
    expect(page.body.reviews).toEqual([expect.objectContaining({ reviewId, helpfulCount: 10 })]);
  });

  it('pages "most helpful" by votes, then newest, with opaque cursors, and hides hidden ones', async () => {
    const id = `helpful-order-${randomUUID()}`;
    await putProduct(shopProduct(id));
    const authors = Array.from({ length: 5 }, () => randomUUID());
    for (const [index, writer] of authors.entries()) {
      await owns(writer, id);
      await createReview(caller(writer), id, review, new Date(Date.UTC(2026, 0, 1 + index)));
    }
    const votes = [2, 0, 3, 0, 1];
    for (const [index, writer] of authors.entries()) {
      for (let vote = 0; vote < (votes[index] ?? 0); vote += 1) {
        await setHelpfulVote(caller(randomUUID()), id, reviewIdOf(id, writer), true);
      }
    }
    const admin = { caller: caller(randomUUID(), 'admin'), ip: '203.0.113.9' };
    await moderateReview(admin, id, reviewIdOf(id, authors[4] ?? ''), 'hide', 'Spam');

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await send(LIST, {
        params: { id },
        query: { sort: 'helpful', limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(page.status).toBe(200);
      seen.push(...(page.body.reviews as { reviewId: string }[]).map((r) => r.reviewId));
      cursor = page.body.nextCursor as string | undefined;
    } while (cursor);
    // 3 votes, 2 votes, then the unvoted newest first; the hidden one is left out.
    expect(seen).toEqual([2, 0, 3, 1].map((index) => reviewIdOf(id, authors[index] ?? '')));

    const newest = await send(LIST, { params: { id }, query: { limit: '1' } });
    expect(
      await send(LIST, {
        params: { id },
        query: { sort: 'helpful', cursor: String(newest.body.nextCursor) },
      }),
    ).toEqual({ status: 400, body: { error: 'Invalid cursor' } });
  });

  it('deletes a purged account’s votes and leaves the counts', async () => {
    const { id, reviewId } = await productWithReview();
    const leaving = randomUUID();
    await setHelpfulVote(caller(leaving), id, reviewId, true);
    expect(await listVotesBy(leaving)).toHaveLength(1);
    await helpfulVotesPurge.run(
      { user_id: leaving, email: '', username: leaving },
      new Date().toISOString(),
    );
    expect(await listVotesBy(leaving)).toEqual([]);
    expect((await getReview(id, reviewId))?.helpful_count).toBe(1);
  });

  it('lists reviews written before votes existed once the migration has run', async () => {
    const { id, reviewId } = await productWithReview();
    const stored = await getReview(id, reviewId);
    if (!stored) throw new Error('No review');
    // The shape of a review written before votes: no count, no listing item.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewKeys.review(id, reviewId),
        UpdateExpression: 'REMOVE helpful_count',
      }),
    );
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: rankKeyOf(stored) }));
    const before = await send(LIST, { params: { id }, query: { sort: 'helpful' } });
    expect(before.body.reviews).toEqual([]);
    await runMigration(HELPFUL_RANK_MIGRATION, { pageSize: 1000, maxPages: 1000 });
    const after = await send(LIST, { params: { id }, query: { sort: 'helpful' } });
    expect(after.body.reviews).toEqual([expect.objectContaining({ reviewId, helpfulCount: 0 })]);
  });
});
