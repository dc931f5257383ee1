import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { config } from '../../lambdas/infra/config';
import { localNotificationsSettled } from '../../lambdas/infra/notification-queue';
import { handler as notifyBuyers } from '../../lambdas/jobs/notify-buyers';
import { putPreferences } from '../../lambdas/repositories/account-settings-repository';
import { keys } from '../../lambdas/repositories/keys';
import { createPendingOrder, type Order } from '../../lambdas/repositories/order-repository';
import {
  getProduct,
  listCatalogueProducts,
  listProductVersions,
  putProduct,
  putVersion,
} from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { putPurchase } from '../../lambdas/repositories/user-repository';
import { publishVersion } from '../../lambdas/services/manage/version-publishing';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { browseAll } from '../support/catalogue-browse';
import { useIsolatedTable } from '../support/isolated-table';
import { emailsTo, linkIn, waitForEmail } from '../support/mailbox';
import { testProduct, testVersion } from '../support/product-fixtures';

const SUBJECT = /^New version of /;

function guestOrder(productId: string, status: Order['status']): Order {
  return {
    session_id: `cs_live_${randomUUID().replace(/-/g, '')}`,
    status,
    buyer_email: `guest-${randomUUID()}@example.com`,
    buyer_name: 'Guest Buyer',
    buyer_type: 'guest',
    mode: 'live',
    created_at: new Date().toISOString(),
    paid_at: status === 'paid' ? new Date().toISOString() : undefined,
    product_ids: [productId],
    line_cents: { [productId]: 2900 },
    product_names: { [productId]: 'Product' },
    total_cents: 2900,
    currency: 'usd',
  };
}

async function buy(user: TestUser, productId: string): Promise<void> {
  await putPurchase({
    user_id: user.userId,
    product_id: productId,
    purchase_date: new Date().toISOString(),
    amount_paid_cents: 2900,
    is_test: false,
  });
}

function sqsEvent(bodies: string[]): SQSEvent {
  return {
    Records: bodies.map((body, index) => ({
      messageId: `m-${index}`,
      body,
      attributes: { ApproximateReceiveCount: '1' },
    })),
  } as SQSEvent;
}

describe('update notifications when a version is published', () => {
  const productId = `notify-${randomUUID()}`;
  const draftId = randomUUID();
  let subscriber: TestUser;
  let optedOut: TestUser;
  let paidGuest: Order;
  let unpaidGuest: Order;

  beforeAll(async () => {
    await useIsolatedTable();
    await putProduct(testProduct(productId, { name: 'Notify Flow', has_published_version: false }));
    await putVersion(testVersion(productId, 'v1', { is_latest: true, version_number: '1.0.0' }));
    await putVersion(
      testVersion(productId, draftId, { is_published: false, version_number: '2.0.0' }),
    );
    [subscriber, optedOut] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    await buy(subscriber, productId);
    await buy(optedOut, productId);
    await putPreferences(
      optedOut.userId,
      { news_updates: true, product_notifications: false },
      new Date().toISOString(),
    );
    paidGuest = guestOrder(productId, 'paid');
    unpaidGuest = guestOrder(productId, 'pending');
    await createPendingOrder(paidGuest);
    await createPendingOrder(unpaidGuest);
  });

  it('publishes: published + latest, the product listed, a job item written', async () => {
    const result = await publishVersion(productId, draftId);
    expect(result.notification).toBe('inline');
    await localNotificationsSettled();
    const versions = await listProductVersions(productId);
    expect(versions.find((version) => version.id === draftId)).toMatchObject({
      is_published: true,
      is_latest: true,
    });
    expect(versions.find((version) => version.id === 'v1')?.is_latest).toBe(false);
    expect((await getProduct(productId))?.has_published_version).toBe(true);
    expect((await listCatalogueProducts()).map((product) => product.id)).toContain(productId);
    // Shoppers browse the listing items: publishing lists the product there too.
    expect(await browseAll()).toContain(productId);
    const job = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.notificationJob(productId, draftId) }),
    );
    expect(job.Item).toMatchObject({ status: 'planned', recipients: 4, sent: 2 });
  });

  it('e-mails each buyer once, with their link, even when published twice or retried', async () => {
    await publishVersion(productId, draftId);
    const retry = await notifyBuyers(sqsEvent([JSON.stringify({ productId, versionId: draftId })]));
    expect(retry.batchItemFailures).toEqual([]);
    await localNotificationsSettled();

    const mail = await waitForEmail(subscriber.email, SUBJECT);
    expect(mail.subject).toBe('New version of Notify Flow: 2.0.0');
    expect(linkIn(mail, config().siteUrl)).toBe(
      `${config().siteUrl}/myaccount?product=${productId}`,
    );
    const guestMail = await waitForEmail(paidGuest.buyer_email, SUBJECT);
    expect(linkIn(guestMail, config().siteUrl)).toBe(
      `${config().siteUrl}/downloads?session=${paidGuest.session_id}`,
    );

    const count = async (address: string) =>
      (await emailsTo(address)).filter((email) => SUBJECT.test(email.subject)).length;
    expect(await count(subscriber.email)).toBe(1);
    expect(await count(paidGuest.buyer_email)).toBe(1);
    expect(await count(optedOut.email)).toBe(0);
    expect(await count(unpaidGuest.buyer_email)).toBe(0);
  });

  it('the consumer reports malformed messages as failures and answers unknown versions', async () => {
    const result = await notifyBuyers(
      sqsEvent(['{oops', JSON.stringify({ productId, versionId: 'no-such-version' })]),
    );
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm-0' }]);
  });

  it('refuses to publish an unknown version', async () => {
    await expect(publishVersion(productId, 'missing')).rejects.toThrow('Version not found');
  });
});
