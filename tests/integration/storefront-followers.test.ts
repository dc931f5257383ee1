import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  FollowResponse,
  MyFollowsResponse,
  MyStorefrontResponse,
} from '../../lambdas/contracts/storefronts';
import { STOREFRONT_MESSAGES } from '../../lambdas/contracts/storefronts';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { config } from '../../lambdas/infra/config';
import { localNotificationsSettled } from '../../lambdas/infra/notification-queue';
import { storefrontKeys } from '../../lambdas/repositories/keys';
import { putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { markProfileForDeletion } from '../../lambdas/repositories/account-deletion-repository';
import { putPreferences } from '../../lambdas/repositories/account-settings-repository';
import { putProfile } from '../../lambdas/repositories/user-repository';
import { purgeDeletedAccounts } from '../../lambdas/services/my-account/account-purge-service';
import { followSeller, unfollowSeller } from '../../lambdas/services/storefronts/follows';
import { publishVersion } from '../../lambdas/services/manage/version-publishing';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { allEmails, linkIn } from '../support/mailbox';
import { createSeller, manageCall, productInput } from '../support/manage-api';
import { testProduct, testVersion } from '../support/product-fixtures';
import {
  storedFollowerCount as storedCount,
  storefrontPage as page,
  listedProductOf,
  makeStorefront,
  storefrontCall,
  uniqueHandle,
} from '../support/storefronts-api';

/**
 * Following sellers: follows counted exactly however many arrive at once, one e-mail per
 * follower when the seller lists a new product (an unsubscribe link ends the follow), and the
 * account purge removing follows and storefronts.
 */
beforeAll(async () => {
  await useIsolatedTable();
});

describe('followers', () => {
  it('keeps the follower count exact under concurrent follows and unfollows', async () => {
    const seller = await createSeller();
    await listedProductOf(seller.sellerId);
    const { handle } = await makeStorefront(seller.accessToken);
    const users = Array.from({ length: 16 }, () => `fan-${randomUUID()}`);
    // Each follows twice at once: still one follow each.
    await Promise.all(
      [...users, ...users].map((userId) => followSeller({ userId, role: 'user' }, handle)),
    );
    expect(await storedCount(seller.sellerId)).toBe(16);
    const leaving = users.slice(0, 5);
    await Promise.all(
      [...leaving, ...leaving].map((userId) => unfollowSeller({ userId, role: 'user' }, handle)),
    );
    expect(await storedCount(seller.sellerId)).toBe(11);
    const own = await storefrontCall<MyStorefrontResponse>('GET /api/seller/storefront', {
      token: seller.accessToken,
    });
    expect(own.body.storefront?.follower_count).toBe(11);
  });

  it('follows through the API, lists them in the account, and refuses following oneself', async () => {
    const seller = await createSeller();
    await listedProductOf(seller.sellerId);
    const { handle } = await makeStorefront(seller.accessToken, { display_name: 'Followed Co' });
    const buyer = await createSignedInUser();
    const followed = await storefrontCall<FollowResponse>('PUT /api/sellers/{handle}/follow', {
      token: buyer.accessToken,
      params: { handle },
    });
    expect(followed.body).toEqual({ following: true, follower_count: 1 });
    const mine = await storefrontCall<MyFollowsResponse>('GET /api/my/follows', {
      token: buyer.accessToken,
    });
    expect(mine.body.follows).toEqual([
      expect.objectContaining({ handle, display_name: 'Followed Co', seller_id: seller.sellerId }),
    ]);
    const self = await storefrontCall<{ error: string }>('PUT /api/sellers/{handle}/follow', {
      token: seller.accessToken,
      params: { handle },
    });
    expect(self).toMatchObject({
      status: 400,
      body: { error: STOREFRONT_MESSAGES.followYourself },
    });
    const unfollowed = await storefrontCall<FollowResponse>('DELETE /api/sellers/{handle}/follow', {
      token: buyer.accessToken,
      params: { handle },
    });
    expect(unfollowed.body).toEqual({ following: false, follower_count: 0 });
  });

  it('e-mails each follower once when a product is first listed; unsubscribe ends the follow', async () => {
    const seller = await createSeller();
    await listedProductOf(seller.sellerId);
    const { handle } = await makeStorefront(seller.accessToken, { display_name: 'Maker Co' });
    const run = randomUUID().slice(0, 8);
    const followers = Array.from({ length: 57 }, (_, index) => `lf-${run}-${index}`);
    for (const userId of followers) {
      await putProfile({
        id: userId,
        email: `${userId}@example.com`,
        full_name: 'Follower',
        state: 'active',
        created_at: new Date().toISOString(),
      });
    }
    // One more follower has turned product notifications off: no e-mail, as for updates.
    const quiet = `lf-${run}-quiet`;
    await putProfile({
      id: quiet,
      email: `${quiet}@example.com`,
      full_name: 'Quiet',
      state: 'active',
      created_at: new Date().toISOString(),
    });
    await putPreferences(
      quiet,
      { news_updates: true, product_notifications: false },
      new Date().toISOString(),
    );
    await Promise.all(
      [...followers, quiet].map((userId) => followSeller({ userId, role: 'user' }, handle)),
    );

    // A product of the seller that is not listed yet: its first publication lists it.
    const productId = `new-${run}`;
    await putProduct(
      testProduct(productId, {
        name: `Fresh Flow ${run}`,
        seller_id: seller.sellerId,
        has_published_version: false,
      }),
    );
    await putVersion(testVersion(productId, 'v1', { is_published: false }));
    await putVersion(
      testVersion(productId, 'v2', { is_published: false, version_number: '2.0.0' }),
    );
    // Published from the back office, as the seller does.
    const published = await manageCall(
      'POST /api/manage/products/{id}/versions/{versionId}/publish',
      {
        token: seller.accessToken,
        params: { id: productId, versionId: 'v1' },
        body: { revision: 0 },
      },
    );
    expect(published.status).toBe(200);
    // A second publication, and a retried announcement, are no news.
    await publishVersion(productId, 'v2');
    await localNotificationsSettled();

    const subject = `New from Maker Co: Fresh Flow ${run}`;
    const mails = (await allEmails()).filter((email) => email.subject === subject);
    const counts = new Map<string, number>();
    for (const mail of mails) {
      for (const to of mail.destination.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    expect(counts.size).toBe(followers.length);
    expect(counts.has(`${quiet}@example.com`)).toBe(false);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);

    const mail = mails.find((email) =>
      email.destination.to.includes(`${followers[0]}@example.com`),
    );
    const link = new URL(linkIn(mail!, `${config().siteUrl}/unfollow?`));
    const body = Object.fromEntries(link.searchParams);
    const forged = await storefrontCall('POST /api/follows/unsubscribe', {
      body: { ...body, token: 'forged-token-forged-token-forged' },
    });
    expect(forged.status).toBe(400);
    const done = await storefrontCall('POST /api/follows/unsubscribe', { body });
    expect(done).toMatchObject({
      status: 200,
      body: { message: STOREFRONT_MESSAGES.unsubscribed, display_name: 'Maker Co' },
    });
    // Used again, the link no longer names a follow: refused like any other.
    expect((await storefrontCall('POST /api/follows/unsubscribe', { body })).status).toBe(400);
    expect(await storedCount(seller.sellerId)).toBe(followers.length);
  });
});

describe('listing through the back office', () => {
  it('announces a product made available by its flags, once', async () => {
    const seller = await createSeller();
    await listedProductOf(seller.sellerId);
    const { handle } = await makeStorefront(seller.accessToken, { display_name: 'Flag Co' });
    const fan = await createSignedInUser();
    await followSeller({ userId: fan.userId, role: 'user' }, handle);
    const productId = await listedProductOf(seller.sellerId, {
      name: 'Flagged Flow',
      available_for_purchase: false,
    });
    await putVersion(testVersion(productId, 'v1', { is_latest: true }));
    const flags = (revision: number, available: boolean) =>
      manageCall('PUT /api/manage/products/{id}/flags', {
        token: seller.accessToken,
        params: { id: productId },
        body: { revision, available_for_purchase: available },
      });
    expect((await flags(0, true)).status).toBe(200);
    // Off and on again: no second announcement.
    await flags(1, false);
    await flags(2, true);
    await localNotificationsSettled();
    const mails = (await allEmails()).filter(
      (email) =>
        email.subject === 'New from Flag Co: Flagged Flow' &&
        email.destination.to.includes(fan.email),
    );
    expect(mails).toHaveLength(1);
  });
});

describe('activating a product', () => {
  it('announces an inactive product once the seller activates it', async () => {
    const seller = await createSeller();
    await listedProductOf(seller.sellerId);
    const { handle } = await makeStorefront(seller.accessToken, { display_name: 'Active Co' });
    const fan = await createSignedInUser();
    await followSeller({ userId: fan.userId, role: 'user' }, handle);
    const productId = await listedProductOf(seller.sellerId, { name: 'Woken Flow', active: false });
    await putVersion(testVersion(productId, 'v1', { is_latest: true }));
    const saved = await manageCall('PUT /api/manage/products/{id}', {
      token: seller.accessToken,
      params: { id: productId },
      body: { ...productInput({ name: 'Woken Flow', active: true }), revision: 0 },
    });
    expect(saved.status).toBe(200);
    await localNotificationsSettled();
    const mails = (await allEmails()).filter(
      (email) =>
        email.subject === 'New from Active Co: Woken Flow' &&
        email.destination.to.includes(fan.email),
    );
    expect(mails).toHaveLength(1);
  });
});

describe('account purge', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const stored = async (key: { PK: string; SK: string }) =>
    (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }))).Item;

  it("removes a follower's follows and a seller's storefront, followers and handle claims", async () => {
    const [seller, followedSeller] = await Promise.all([createSeller(), createSeller()]);
    await Promise.all([listedProductOf(seller.sellerId), listedProductOf(followedSeller.sellerId)]);
    const old = await makeStorefront(seller.accessToken);
    const renamed = uniqueHandle('gone');
    await makeStorefront(seller.accessToken, { handle: renamed });
    const { handle: otherHandle } = await makeStorefront(followedSeller.accessToken);
    const fan = await createSignedInUser();
    // The seller follows another seller; a buyer follows the seller.
    await followSeller({ userId: seller.userId, role: 'seller' }, otherHandle);
    await followSeller({ userId: fan.userId, role: 'user' }, renamed);
    await markProfileForDeletion({
      user_id: seller.userId,
      email: seller.email,
      username: seller.email,
      requested_at: daysAgo(31),
    });

    const result = await purgeDeletedAccounts(new Date());
    expect(result.purged).toContain(seller.userId);

    expect(await stored(storefrontKeys.profile(seller.sellerId))).toBeUndefined();
    expect(await stored(storefrontKeys.handle(renamed))).toBeUndefined();
    expect(await stored(storefrontKeys.handle(old.handle))).toBeUndefined();
    expect(await stored(storefrontKeys.follower(seller.sellerId, fan.userId))).toBeUndefined();
    expect(await stored(storefrontKeys.follow(fan.userId, seller.sellerId))).toBeUndefined();
    expect(
      await stored(storefrontKeys.follow(seller.userId, followedSeller.sellerId)),
    ).toBeUndefined();
    expect(await storedCount(followedSeller.sellerId)).toBe(0);
    expect((await page(renamed)).status).toBe(404);
    // The address is free again.
    const reuse = await createSeller();
    await makeStorefront(reuse.accessToken, { handle: renamed });
  });
});
