import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, resetAwsClients } from '../../lambdas/infra/aws-clients';
import { resetConfigCache } from '../../lambdas/infra/config';
import {
  localNotificationDeadLetters,
  localNotificationReceives,
  localNotificationsSettled,
} from '../../lambdas/infra/notification-queue';
import { buyerKeys, keys } from '../../lambdas/repositories/keys';
import { putInterestIfNew } from '../../lambdas/repositories/interest-repository';
import { putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { purchaseTransactPut } from '../../lambdas/repositories/user-repository';
import { startAvailabilityNotifications } from '../../lambdas/services/notifications/notification-fanout-service';
import { FANOUT } from '../../lambdas/services/notifications/notification-messages';
import { notifyVersionBatch } from '../../lambdas/services/notifications/version-notification-service';
import { publishVersion } from '../../lambdas/services/manage/version-publishing';
import { useIsolatedTable } from '../support/isolated-table';
import { allEmails } from '../support/mailbox';
import { testProduct, testVersion } from '../support/product-fixtures';

/**
 * Update and availability e-mails fan out in bounded batches through the queue (in-process
 * here, with SQS's retry semantics): thousands of recipients, each e-mailed exactly once, and a
 * recipient whose send failed is tried again rather than lost.
 */
const run = randomUUID().slice(0, 8);
const ACCOUNT_BUYERS = 4_500;
const GUEST_BUYERS = 500;

async function writeAll(items: Record<string, unknown>[]): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25)
    chunks.push(items.slice(start, start + 25));
  // A few writers at once: DynamoDB Local on a shared machine.
  for (let start = 0; start < chunks.length; start += 8) {
    await Promise.all(
      chunks.slice(start, start + 8).map(async (chunk) => {
        let pending = chunk.map((Item) => ({ PutRequest: { Item } }));
        while (pending.length > 0) {
          const result = await dynamo().send(
            new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
          );
          pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
        }
      }),
    );
  }
}

/** Account buyers (profile + purchase) and paid guest orders (order + item) of a product. */
async function seedBuyers(productId: string, prefix: string, accounts: number, guests: number) {
  const items: Record<string, unknown>[] = [];
  const now = new Date().toISOString();
  for (let index = 0; index < accounts; index += 1) {
    const userId = `${prefix}-u${index}`;
    items.push({
      ...keys.profile(userId),
      user_id: userId,
      email: `${prefix}-u${index}@example.com`,
      full_name: `Buyer ${index}`,
      state: 'active',
    });
    const purchase = purchaseTransactPut({
      user_id: userId,
      product_id: productId,
      purchase_date: now,
      amount_paid_cents: 2900,
      is_test: false,
    });
    items.push(purchase.Put?.Item as Record<string, unknown>);
  }
  for (let index = 0; index < guests; index += 1) {
    const sessionId = `cs_live_${prefix.replace(/\W/g, '')}g${index}`;
    items.push({
      ...keys.order(sessionId),
      session_id: sessionId,
      status: 'paid',
      buyer_email: `${prefix}-g${index}@example.com`,
      buyer_type: 'guest',
      mode: 'live',
      created_at: now,
      paid_at: now,
      product_ids: [productId],
      line_cents: { [productId]: 2900 },
      product_names: { [productId]: 'Fan-out Flow' },
      total_cents: 2900,
      currency: 'usd',
    });
    items.push({
      ...keys.orderItem(sessionId, productId),
      ...buyerKeys.orderItem(productId, sessionId),
      session_id: sessionId,
      product_id: productId,
      product_name: 'Fan-out Flow',
      amount: 29,
    });
  }
  await writeAll(items);
}

/** How many e-mails each address got whose subject matches. */
async function deliveries(subject: RegExp, addressPrefix: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const email of await allEmails()) {
    if (!subject.test(email.subject)) continue;
    for (const to of email.destination.to) {
      if (!to.startsWith(addressPrefix)) continue;
      counts.set(to, (counts.get(to) ?? 0) + 1);
    }
  }
  return counts;
}

async function withSesDown<T>(work: () => Promise<T>): Promise<T> {
  const endpoint = process.env.SES_ENDPOINT;
  process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
  resetConfigCache();
  resetAwsClients();
  try {
    return await work();
  } finally {
    process.env.SES_ENDPOINT = endpoint;
    resetConfigCache();
    resetAwsClients();
  }
}

async function claimsOf(claimKey: string) {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.notificationSent(claimKey, 'x').PK },
    }),
  );
  return result.Items ?? [];
}

describe('notification fan-out', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  it(`e-mails ${ACCOUNT_BUYERS + GUEST_BUYERS} buyers of a new version exactly once each`, async () => {
    const productId = `fan-${run}`;
    const versionId = `v2-${run}`;
    const prefix = `fan-${run}`;
    await putProduct(testProduct(productId, { name: `Fan-out Flow ${run}` }));
    await putVersion(testVersion(productId, 'v1', { is_latest: true, version_number: '1.0.0' }));
    await putVersion(
      testVersion(productId, versionId, { is_published: false, version_number: '2.0.0' }),
    );
    await seedBuyers(productId, prefix, ACCOUNT_BUYERS, GUEST_BUYERS);
    const receivedBefore = localNotificationReceives();

    const result = await publishVersion(productId, versionId);
    expect(result.notification).toBe('inline');
    await localNotificationsSettled();
    // Fanned out: one message per batch of at most recipientsPerBatch buyers, plus the plans.
    const buyers = ACCOUNT_BUYERS + GUEST_BUYERS;
    expect(localNotificationReceives() - receivedBefore).toBeGreaterThanOrEqual(
      Math.ceil(buyers / FANOUT.recipientsPerBatch) + 1,
    );

    const counts = await deliveries(new RegExp(`^New version of Fan-out Flow ${run}`), prefix);
    expect(counts.size).toBe(ACCOUNT_BUYERS + GUEST_BUYERS);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(localNotificationDeadLetters()).toEqual([]);
  }, 600_000);

  it('sends the notify-me list its "now available" e-mails through the queue, once', async () => {
    const productId = `avail-${run}`;
    const prefix = `avail-${run}`;
    const fans = FANOUT.recipientsPerBatch * 2 + 7;
    await putProduct(testProduct(productId, { name: `Soon Flow ${run}` }));
    for (let index = 0; index < fans; index += 1) {
      await putInterestIfNew({
        product_id: productId,
        email: `${prefix}-${index}@example.com`,
        name: 'Fan',
        registered_at: new Date().toISOString(),
      });
    }
    expect(await startAvailabilityNotifications(productId)).toBe('inline');
    expect(await startAvailabilityNotifications(productId)).toBe('inline');
    await localNotificationsSettled();
    const counts = await deliveries(new RegExp(`^Now available: Soon Flow ${run}`), prefix);
    expect(counts.size).toBe(fans);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it('gives back the claims of failed sends and serves them on retry; takes over abandoned claims', async () => {
    const productId = `retry-${run}`;
    const versionId = `v2r-${run}`;
    const prefix = `retry-${run}`;
    await putProduct(testProduct(productId, { name: `Retry Flow ${run}` }));
    await putVersion(
      testVersion(productId, versionId, { is_latest: true, version_number: '2.0.0' }),
    );
    await seedBuyers(productId, prefix, 12, 0);
    const buyers = {
      userIds: Array.from({ length: 12 }, (_, i) => `${prefix}-u${i}`),
      sessionIds: [],
    };

    // SES is unreachable: every send fails, every claim is given back, the batch fails.
    await expect(
      withSesDown(() => notifyVersionBatch(productId, versionId, buyers)),
    ).rejects.toThrow(/12 version notification\(s\) failed/);
    expect(await claimsOf(versionId)).toEqual([]);

    // One claim was abandoned by a crashed sender long ago; another is being sent right now.
    const abandoned = `${prefix}-u0@example.com`;
    const inFlight = `${prefix}-u1@example.com`;
    for (const [recipient, at] of [
      [abandoned, new Date(Date.now() - 60 * 60 * 1000).toISOString()],
      [inFlight, new Date().toISOString()],
    ] as const) {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.notificationSent(versionId, recipient),
            state: 'sending',
            claimed_at: at,
          },
        }),
      );
    }
    const retried = await notifyVersionBatch(productId, versionId, buyers);
    expect(retried).toEqual({ sent: 11, skipped: 1, failed: 0 });
    const again = await notifyVersionBatch(productId, versionId, buyers);
    expect(again).toEqual({ sent: 0, skipped: 12, failed: 0 });

    const counts = await deliveries(new RegExp(`^New version of Retry Flow ${run}`), prefix);
    expect(counts.size).toBe(11);
    expect(counts.get(abandoned)).toBe(1);
    expect(counts.has(inFlight)).toBe(false);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });
});
