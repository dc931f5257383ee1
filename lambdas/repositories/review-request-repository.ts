/**
 * The review-request e-mail's due items and opt-outs. A run claims an item with a conditional
 * write, marks it `sending_at` right before handing the e-mail to SES and `sent_at` after, so
 * two runs (a retry, an overlap) never both send. A run that fails before SES has the e-mail
 * gives its claim back; a claim of a run that died before that point expires and the next run
 * sends. Once `sending_at` is written the item is never sent again, even when marking it sent
 * fails: a second e-mail is worse than a missed one.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { dynamo } from '../infra/aws-clients';
import { REVIEW_REQUEST_CLAIM_MS, reviewRequestDueDay } from '../rules/review-request';
import type { AccountPurgeStep } from './account-purge-step';
import { whenConditionHolds } from './conditional-write';
import { reviewRequestKeys } from './keys';
import { listOrdersByEmail } from './order-lookup-repository';
import { queryAll, tableName, withoutLayout } from './table';

export interface ReviewRequest {
  day: string;
  session_id: string;
  /** The unsubscribe link's secret (the link names the request and carries it). */
  unsubscribe_token: string;
  claimed_at?: string;
  /** Set right before the e-mail goes to SES: from then on no run sends it again. */
  sending_at?: string;
  sent_at?: string;
  /** Why nothing was sent, when nothing was (all reviewed, refunded, unsubscribed). */
  skipped?: string;
}

export async function getReviewRequest(
  day: string,
  sessionId: string,
): Promise<ReviewRequest | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: reviewRequestKeys.due(day, sessionId),
      ConsistentRead: true,
    }),
  );
  return result.Item ? withoutLayout<ReviewRequest>(result.Item) : undefined;
}

/** The orders of every request of one due day, sent or not. */
export async function listRequestSessions(day: string): Promise<Set<string>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ProjectionExpression: 'session_id',
    ExpressionAttributeValues: { ':pk': reviewRequestKeys.duePartition(day) },
    ConsistentRead: true,
  });
  return new Set(items.map((item) => String(item.session_id)));
}

/** The requests of one due day not yet sent nor handed to SES. */
export async function listUnsentRequests(day: string): Promise<ReviewRequest[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'attribute_not_exists(sent_at) AND attribute_not_exists(sending_at)',
    ExpressionAttributeValues: { ':pk': reviewRequestKeys.duePartition(day) },
    ConsistentRead: true,
  });
  return items.map((item) => withoutLayout<ReviewRequest>(item));
}

/**
 * True when this run may send: not sent nor handed to SES, and no live claim of another run.
 * The claim is `now` (the run's clock): the writes below hold only while it is still this one.
 */
export async function claimRequest(request: ReviewRequest, now: Date): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewRequestKeys.due(request.day, request.session_id),
        UpdateExpression: 'SET claimed_at = :now',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(sent_at) AND ' +
          'attribute_not_exists(sending_at) AND ' +
          '(attribute_not_exists(claimed_at) OR claimed_at < :stale)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':stale': new Date(now.getTime() - REVIEW_REQUEST_CLAIM_MS).toISOString(),
        },
      }),
    ),
  );
}

/**
 * The e-mail is about to go to SES: false when this run's claim was taken over meanwhile (it
 * ran past the claim's life), and then this run must not send.
 */
export async function markRequestSending(request: ReviewRequest, now: Date): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewRequestKeys.due(request.day, request.session_id),
        UpdateExpression: 'SET sending_at = :now',
        ConditionExpression: 'claimed_at = :now AND attribute_not_exists(sent_at)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    ),
  );
}

/** Gives back this run's claim (nothing reached SES): the next run may send at once. */
export async function releaseRequestClaim(request: ReviewRequest, now: Date): Promise<void> {
  await whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewRequestKeys.due(request.day, request.session_id),
        UpdateExpression: 'REMOVE claimed_at, sending_at',
        ConditionExpression: 'claimed_at = :now AND attribute_not_exists(sent_at)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    ),
  );
}

/** Done with: sent, or `skipped` with the reason nothing was. */
export async function markRequestDone(
  request: ReviewRequest,
  now: Date,
  skipped?: string,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: reviewRequestKeys.due(request.day, request.session_id),
      UpdateExpression: skipped ? 'SET sent_at = :now, skipped = :why' : 'SET sent_at = :now',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ...(skipped ? { ':why': skipped } : {}),
      },
    }),
  );
}

/** The opt-out's key: the lower-cased address hashed, never the address itself. */
const optOutKey = (email: string) =>
  reviewRequestKeys.optOut(createHash('sha256').update(email.toLowerCase()).digest('hex'));

export async function putOptOut(email: string, now: Date): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...optOutKey(email),
        opted_out_at: now.toISOString(),
        record_type: 'review-request-opt-out',
      },
    }),
  );
}

export async function hasOptedOut(email: string): Promise<boolean> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: optOutKey(email), ConsistentRead: true }),
  );
  return result.Item !== undefined;
}

/**
 * The requests of the orders bought with the account's e-mail go with the account: none is
 * sent after the purge. Before `ordersPurge`, which takes the orders' e-mail lookup away.
 */
export const reviewRequestsPurge: AccountPurgeStep = {
  name: "review requests of the orders bought with the account's e-mail: deleted",
  covers: [reviewRequestKeys.due],
  run: async (account) => {
    if (!account.email) return;
    for (const order of await listOrdersByEmail(account.email)) {
      if (!order.paid_at) continue;
      await dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: reviewRequestKeys.due(reviewRequestDueDay(order.paid_at), order.session_id),
        }),
      );
    }
  },
};
