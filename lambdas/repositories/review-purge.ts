/**
 * What the final removal of an account does with reviews: the account's own reviews go (with
 * their reports, and out of their products' aggregates in the same transaction), the reports
 * it made go, and its replies as a seller lose the replier's id (the reply speaks for the
 * product and stays).
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { AccountPurgeStep } from './account-purge-step';
import { reviewKeys } from './keys';
import { sellerProductIdPages } from './product-repository';
import { deleteVote, listVotesBy } from './review-helpful-repository';
import { listReportsBy, listReportsOf } from './review-report-repository';
import { getReview, listAllReviews, reviewIdOf, writeReviewChange } from './review-repository';
import { tableName } from './table';
import { getSellerRecord, listPurchaseRecords } from './user-repository';

const MAX_ROUNDS = 8;

async function deleteReport(productId: string, reviewId: string, reporterId: string) {
  await dynamo().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: reviewKeys.report(productId, reviewId, reporterId),
    }),
  );
}

/** Deletes the author's review of a product with its aggregate change; retried on a race. */
async function deleteReviewOf(productId: string, authorId: string): Promise<void> {
  const reviewId = reviewIdOf(productId, authorId);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const review = await getReview(productId, reviewId);
    if (!review) break;
    if (await writeReviewChange(productId, reviewId, review, undefined)) break;
    if (round === MAX_ROUNDS - 1) throw new Error('A review kept changing while it was purged');
  }
  for (const report of await listReportsOf(productId, reviewId)) {
    await deleteReport(productId, reviewId, report.reporter_id);
  }
}

/** A seller's replies stay on their products' reviews, without who wrote them. */
async function anonymiseReplies(userId: string): Promise<void> {
  const seller = await getSellerRecord(userId);
  if (!seller) return;
  for await (const productIds of sellerProductIdPages(seller.id)) {
    for (const productId of productIds) await anonymiseRepliesOf(productId, userId);
  }
}

async function anonymiseRepliesOf(productId: string, userId: string): Promise<void> {
  for (const review of await listAllReviews(productId)) {
    if (review.reply?.by_id !== userId) continue;
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: reviewKeys.review(productId, review.review_id),
          UpdateExpression: 'SET #reply.by_id = :none ADD version :one',
          ConditionExpression: '#reply.by_id = :user',
          ExpressionAttributeNames: { '#reply': 'reply' },
          ExpressionAttributeValues: { ':none': '', ':one': 1, ':user': userId },
        }),
      )
      .catch((error: { name?: string }) => {
        // Replied over or removed meanwhile: nothing of the account is left on it.
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
  }
}

export const reviewsPurge: AccountPurgeStep = {
  name: 'reviews: own reviews and reports deleted, replies anonymised',
  covers: [reviewKeys.review, reviewKeys.report],
  run: async (account) => {
    // Every review needs a purchase, so the purchases (refunded ones too) name every product.
    for (const purchase of await listPurchaseRecords(account.user_id)) {
      await deleteReviewOf(purchase.product_id, account.user_id);
    }
    for (const report of await listReportsBy(account.user_id)) {
      await deleteReport(report.product_id, report.review_id, account.user_id);
    }
    await anonymiseReplies(account.user_id);
  },
};

/**
 * The account's "helpful" votes go; the counts they added stay, anonymous (a count names
 * nobody, and taking it back would change what other readers were shown for no one's benefit).
 */
export const helpfulVotesPurge: AccountPurgeStep = {
  name: 'reviews: helpful votes deleted (their counts stay, anonymous)',
  covers: [reviewKeys.helpfulVote],
  run: async (account) => {
    for (const vote of await listVotesBy(account.user_id)) await deleteVote(account.user_id, vote);
  },
};
