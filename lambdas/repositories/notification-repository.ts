import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { BATCH_WRITE_LIMIT, batchWriteChunk, UnprocessedWritesError } from './batch-write';
import { whenConditionHolds } from './conditional-write';
import { buyerKeys, keys, lookupIndex, productItemPrefix } from './keys';
import { decodeQueueCursor, encodeQueueCursor } from './page-key';
import { queryAll, tableName } from './table';

/** Who bought a product: signed-in buyers by user id, guest buyers by Checkout Session. */
export interface ProductBuyers {
  userIds: string[];
  sessionIds: string[];
}

function buyersOf(items: Record<string, unknown>[]): ProductBuyers {
  const buyers: ProductBuyers = { userIds: [], sessionIds: [] };
  for (const item of items) {
    const sortKey = String(item.GSI2SK ?? '');
    if (sortKey.startsWith(buyerKeys.userPrefix)) {
      buyers.userIds.push(sortKey.slice(buyerKeys.userPrefix.length));
    } else if (sortKey.startsWith(buyerKeys.orderPrefix)) {
      buyers.sessionIds.push(sortKey.slice(buyerKeys.orderPrefix.length));
    }
  }
  return buyers;
}

const buyersQuery = (productId: string) => ({
  IndexName: lookupIndex.name,
  KeyConditionExpression: 'GSI2PK = :buyers',
  ExpressionAttributeValues: { ':buyers': buyerKeys.partition(productId) },
});

/** Every buyer of a product: all pages of GSI2 BUYERS#{productId} (purchases and order items). */
export async function listProductBuyers(productId: string): Promise<ProductBuyers> {
  return buyersOf(await queryAll({ ...buyersQuery(productId), ProjectionExpression: 'GSI2SK' }));
}

export interface Page<T> {
  items: T;
  /** Where the next page starts; absent on the last page. */
  cursor?: string;
}

async function queryPage(
  input: Record<string, unknown>,
  limit: number,
  cursor: string | undefined,
): Promise<{ items: Record<string, unknown>[]; cursor?: string }> {
  const startKey = cursor ? decodeQueueCursor(cursor) : undefined;
  if (cursor && !startKey) throw new Error('Malformed notification cursor');
  const page = await dynamo().send(
    new QueryCommand({
      ...input,
      TableName: tableName(),
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    } as ConstructorParameters<typeof QueryCommand>[0]),
  );
  const next = encodeQueueCursor(page.LastEvaluatedKey);
  return {
    items: (page.Items ?? []) as Record<string, unknown>[],
    ...(next ? { cursor: next } : {}),
  };
}

/** One page (at most `limit` entries) of a product's buyers, from a cursor. */
export async function listProductBuyersPage(
  productId: string,
  limit: number,
  cursor?: string,
): Promise<Page<ProductBuyers>> {
  const page = await queryPage(
    { ...buyersQuery(productId), ProjectionExpression: 'GSI2SK' },
    limit,
    cursor,
  );
  return { items: buyersOf(page.items), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/** One page of the addresses on a product's notify-me list (its INTEREST# items). */
export async function listInterestedPage(
  productId: string,
  limit: number,
  cursor?: string,
): Promise<Page<string[]>> {
  const page = await queryPage(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.productPartition(productId),
        ':prefix': productItemPrefix.interest,
      },
      ProjectionExpression: 'email',
    },
    limit,
    cursor,
  );
  const emails = page.items.map((item) => String(item.email ?? '')).filter(Boolean);
  return { items: emails, ...(page.cursor ? { cursor: page.cursor } : {}) };
}

export interface NotificationJob {
  product_id: string;
  version_id: string;
  /** pending: queued; planned: every batch of recipients is queued. */
  status: 'pending' | 'planned';
  created_at: string;
  sent?: number;
  finished_at?: string;
}

export async function putNotificationJob(job: NotificationJob): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...job, ...keys.notificationJob(job.product_id, job.version_id) },
    }),
  );
}

/**
 * One planning step of a job: `recipients` more ids queued in batches; `finished` when every
 * batch is queued (the job becomes planned).
 */
export async function recordNotificationPlan(
  productId: string,
  versionId: string,
  step: { recipients: number; finished: boolean; now: string },
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.notificationJob(productId, versionId),
      UpdateExpression: step.finished
        ? 'SET #status = :planned, planned_at = :now ADD recipients :recipients'
        : 'ADD recipients :recipients',
      ...(step.finished ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ExpressionAttributeValues: {
        ':recipients': step.recipients,
        ...(step.finished ? { ':planned': 'planned', ':now': step.now } : {}),
      },
    }),
  );
}

/** Counts the e-mails one batch sent. */
export async function addNotificationJobSent(
  productId: string,
  versionId: string,
  sent: number,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.notificationJob(productId, versionId),
      UpdateExpression: 'ADD sent :sent',
      ExpressionAttributeValues: { ':sent': sent },
    }),
  );
}

/**
 * How long a claim whose send has not been confirmed blocks others: longer than a batch can
 * run (the consumer's timeout), so only a claim left behind by a crash or a timeout is taken
 * over by the retry.
 */
export const NOTIFICATION_CLAIM_LEASE_SECONDS = 5 * 60;

/**
 * Claims the one e-mail of a version (or availability) to a recipient before sending it;
 * false when it was sent, or is being sent right now. A claim left 'sending' past its lease
 * (the sender crashed or timed out) can be claimed again, so nobody is left out.
 */
export async function claimNotification(
  claimKey: string,
  recipient: string,
  now: Date,
): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - NOTIFICATION_CLAIM_LEASE_SECONDS * 1000);
  return whenConditionHolds(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.notificationSent(claimKey, recipient),
          state: 'sending',
          claimed_at: now.toISOString(),
        },
        ConditionExpression:
          'attribute_not_exists(PK) OR (#state = :sending AND claimed_at < :stale)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sending': 'sending', ':stale': staleBefore.toISOString() },
      }),
    ),
  );
}

/** BatchWriteItem requests per 25 confirmations before giving up (throttled throughout). */
const CONFIRM_ATTEMPTS = 6;

/**
 * The sends went out: their claims become permanent (one BatchWriteItem per 25, so a batch of
 * recipients costs one conditional write each, not two).
 */
export async function markNotificationsSent(
  claimKey: string,
  recipients: readonly string[],
  now: string,
): Promise<void> {
  for (let start = 0; start < recipients.length; start += BATCH_WRITE_LIMIT) {
    const requests = recipients.slice(start, start + BATCH_WRITE_LIMIT).map((recipient) => ({
      PutRequest: {
        Item: { ...keys.notificationSent(claimKey, recipient), state: 'sent', sent_at: now },
      },
    }));
    await batchWriteChunk(requests, CONFIRM_ATTEMPTS).catch((error: unknown) => {
      if (error instanceof UnprocessedWritesError) {
        throw new Error('Could not confirm sent notifications (throttled)');
      }
      throw error;
    });
  }
}

/** Gives a claim back after a failed send, so the retried batch tries that recipient again. */
export async function releaseNotification(claimKey: string, recipient: string): Promise<void> {
  await whenConditionHolds(() =>
    dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.notificationSent(claimKey, recipient),
        ConditionExpression: '#state = :sending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sending': 'sending' },
      }),
    ),
  );
}
