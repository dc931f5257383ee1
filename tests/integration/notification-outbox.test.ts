import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import {
  localNotificationReceives,
  localNotificationsSettled,
  NOTIFY_ENV,
} from '../../lambdas/infra/notification-queue';
import { keys } from '../../lambdas/repositories/keys';
import {
  listOutboxDue,
  putOutboxMessages,
} from '../../lambdas/repositories/notification-outbox-repository';
import { putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { purchaseTransactPut } from '../../lambdas/repositories/user-repository';
import { publishVersion } from '../../lambdas/services/manage/version-publishing';
import {
  processNotificationRecords,
  sweepNotifications,
} from '../../lambdas/services/notifications/notification-fanout-service';
import { NOTIFICATION_OUTBOX } from '../../lambdas/services/notifications/notification-outbox';
import { useIsolatedTable } from '../support/isolated-table';
import { allEmails } from '../support/mailbox';
import { testProduct, testVersion } from '../support/product-fixtures';

/**
 * A notification message whose send to the queue fails is not lost: it waits in the outbox, the
 * sweep sends it once the grace period is over, every buyer gets one e-mail, and sweeping again
 * (or sending the same message twice) e-mails nobody again.
 */
const run = randomUUID().slice(0, 8);
const BUYERS = 6;

/** The queue is SQS at a closed port for the duration of `work`: every send fails. */
async function withQueueDown<T>(work: () => Promise<T>): Promise<T> {
  process.env[NOTIFY_ENV.queueUrl] = 'http://127.0.0.1:9/000000000000/notify';
  try {
    return await work();
  } finally {
    delete process.env[NOTIFY_ENV.queueUrl];
  }
}

/** A time the grace period of every message written so far is over. */
const afterGrace = () => new Date(Date.now() + (NOTIFICATION_OUTBOX.graceSeconds + 1) * 1000);

async function seedBuyers(productId: string, prefix: string): Promise<void> {
  for (let index = 0; index < BUYERS; index += 1) {
    const userId = `${prefix}-u${index}`;
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.profile(userId),
          user_id: userId,
          email: `${prefix}-u${index}@example.com`,
          full_name: `Buyer ${index}`,
          state: 'active',
        },
      }),
    );
    const purchase = purchaseTransactPut({
      user_id: userId,
      product_id: productId,
      purchase_date: new Date().toISOString(),
      amount_paid_cents: 2900,
      is_test: false,
    });
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: purchase.Put?.Item as Record<string, unknown>,
      }),
    );
  }
}

/** How many e-mails each of the run's buyers got about the product. */
async function deliveries(productName: string, prefix: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const email of await allEmails()) {
    if (!email.subject.startsWith(`New version of ${productName}`)) continue;
    for (const to of email.destination.to) {
      if (to.startsWith(prefix)) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
  }
  return counts;
}

describe('notification outbox', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  it('keeps a message whose queue send failed and sends it once from the sweep', async () => {
    const productId = `outbox-${run}`;
    const versionId = `v2-${run}`;
    const prefix = `outbox-${run}`;
    const productName = `Outbox Flow ${run}`;
    await putProduct(testProduct(productId, { name: productName }));
    await putVersion(testVersion(productId, 'v1', { is_latest: true, version_number: '1.0.0' }));
    await putVersion(
      testVersion(productId, versionId, { is_published: false, version_number: '2.0.0' }),
    );
    await seedBuyers(productId, prefix);

    // Published while the queue cannot be reached: the message stays in the outbox.
    const published = await withQueueDown(() => publishVersion(productId, versionId));
    expect(published.notification).toBe('deferred');
    await localNotificationsSettled();
    const waiting = await listOutboxDue(afterGrace().toISOString(), 10);
    expect(waiting.map((message) => JSON.parse(message.body) as unknown)).toEqual([
      { kind: 'version', productId, versionId },
    ]);
    expect((await deliveries(productName, prefix)).size).toBe(0);

    // Within the grace period the sweep leaves it to its sender.
    expect(await sweepNotifications(new Date())).toEqual({ found: 0, sent: 0 });

    // After it, the sweep sends it: every buyer gets exactly one e-mail.
    expect(await sweepNotifications(afterGrace())).toEqual({ found: 1, sent: 1 });
    await localNotificationsSettled();
    const counts = await deliveries(productName, prefix);
    expect(counts.size).toBe(BUYERS);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(await listOutboxDue(afterGrace().toISOString(), 10)).toEqual([]);

    // Sweeping again sends nothing more.
    const receives = localNotificationReceives();
    expect(await sweepNotifications(afterGrace())).toEqual({ found: 0, sent: 0 });
    await localNotificationsSettled();
    expect(localNotificationReceives()).toBe(receives);

    // The same message sent again (a sender that crashed before marking it sent) is received,
    // and e-mails nobody a second time: each recipient's e-mail is claimed once.
    await putOutboxMessages(waiting, new Date().toISOString());
    expect(await sweepNotifications(afterGrace())).toEqual({ found: 1, sent: 1 });
    await localNotificationsSettled();
    expect(localNotificationReceives()).toBeGreaterThan(receives);
    const again = await deliveries(productName, prefix);
    expect(again).toEqual(counts);
  }, 120_000);

  it('keeps a plan’s batch messages when their send fails, and the sweep sends them', async () => {
    const productId = `outbox-plan-${run}`;
    const versionId = `v2p-${run}`;
    const prefix = `outbox-plan-${run}`;
    const productName = `Outbox Plan ${run}`;
    await putProduct(testProduct(productId, { name: productName }));
    await putVersion(
      testVersion(productId, versionId, { is_latest: true, version_number: '2.0.0' }),
    );
    await seedBuyers(productId, prefix);

    // The consumer plans the version while the queue is down: its batch message cannot be sent,
    // yet the plan counts as done, since the outbox holds the batch.
    const plan = { kind: 'version', productId, versionId };
    const response = await withQueueDown(() =>
      processNotificationRecords([
        {
          messageId: `m-${run}`,
          body: JSON.stringify(plan),
          attributes: { ApproximateReceiveCount: '1' },
        },
      ]),
    );
    expect(response.batchItemFailures).toEqual([]);
    const waiting = await listOutboxDue(afterGrace().toISOString(), 10);
    expect(waiting.map((message) => (JSON.parse(message.body) as { kind: string }).kind)).toEqual([
      'version-batch',
    ]);

    // While the queue is still down, the sweep fails and keeps the message.
    await withQueueDown(() =>
      expect(sweepNotifications(afterGrace())).rejects.toThrow(/still unsent/),
    );
    expect(await listOutboxDue(afterGrace().toISOString(), 10)).toEqual(waiting);

    expect(await sweepNotifications(afterGrace())).toEqual({ found: 1, sent: 1 });
    await localNotificationsSettled();
    const counts = await deliveries(productName, prefix);
    expect(counts.size).toBe(BUYERS);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  }, 120_000);
});
