import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  FollowResponse,
  MyFollowsResponse,
  MyStorefrontResponse,
  StorefrontPageResponse,
} from '../../lambdas/contracts/storefronts';
import { STOREFRONT_MESSAGES } from '../../lambdas/contracts/storefronts';
import { handler as catalogue } from '../../lambdas/functions/catalogue';
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
import { HANDLE_MESSAGES } from '../../lambdas/rules/storefront';
import { createSignedInUser } from '../support/cognito-users';
import { apiEvent, testContext } from '../support/api-event';
import { useIsolatedTable } from '../support/isolated-table';
import { allEmails, linkIn } from '../support/mailbox';
import { createSeller, manageCall } from '../support/manage-api';
import { testProduct, testVersion } from '../support/product-fixtures';
import {
  listedProductOf,
  makeStorefront,
  storefrontCall,
  storefrontInput,
  uniqueHandle,
} from '../support/storefronts-api';

/**
 * Seller storefronts: one handle per storefront across the shop (also when two sellers ask at
 * once), renames that keep old addresses working, pages that exist only while something is
 * listed and nobody hid them, follows counted exactly, and one e-mail per follower when the
 * seller lists a new product, with an unsubscribe link that ends the follow.
 */
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  await useIsolatedTable();
  admin = await createSignedInUser({ groups: ['admin'] });
}, 60_000);

const page = (handle: string, token?: string) =>
  storefrontCall<StorefrontPageResponse & { error?: string }>('GET /api/sellers/{handle}', {
    params: { handle },
    token,
  });

async function storedCount(sellerId: string): Promise<number> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: storefrontKeys.profile(sellerId) }),
  );
  return Number(result.Item?.follower_count);
}

describe('handles', () => {
  it('gives a handle to exactly one of two sellers claiming it at once', async () => {
    const [first, second] = await Promise.all([createSeller(), createSeller()]);
    const handle = uniqueHandle('race');
    const answers = await Promise.all(
      [first, second].map((seller) =>
        storefrontCall<MyStorefrontResponse & { error?: string }>('PUT /api/seller/storefront', {
          token: seller.accessToken,
          body: storefrontInput({ handle }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toBe(
      STOREFRONT_MESSAGES.handleTaken,
    );
    const winner = answers[0]?.status === 200 ? first : second;
    await listedProductOf(winner.sellerId);
    expect((await page(handle)).body.seller_id).toBe(winner.sellerId);
  });

  it('refuses a taken, reserved or malformed handle with its message', async () => {
    const [owner, other] = await Promise.all([createSeller(), createSeller()]);
    const { handle } = await makeStorefront(owner.accessToken);
    const save = (body: unknown) =>
      storefrontCall<{ error: string }>('PUT /api/seller/storefront', {
        token: other.accessToken,
        body,
      });
    expect(await save(storefrontInput({ handle }))).toMatchObject({
      status: 409,
      body: { error: STOREFRONT_MESSAGES.handleTaken },
    });
    expect((await save(storefrontInput({ handle: 'admin' }))).body.error).toBe(
      HANDLE_MESSAGES.reserved,
    );
    expect((await save(storefrontInput({ handle: 'no_underscores' }))).status).toBe(400);
    expect((await save(storefrontInput({ links: ['http://plain.example.com'] }))).status).toBe(400);
  });

  it('renames: the old address answers with the new handle, and nobody else can take it', async () => {
    const [seller, other] = await Promise.all([createSeller(), createSeller()]);
    await listedProductOf(seller.sellerId);
    const first = await makeStorefront(seller.accessToken);
    const renamed = uniqueHandle('renamed');
    const saved = await storefrontCall<MyStorefrontResponse>('PUT /api/seller/storefront', {
      token: seller.accessToken,
      body: { ...first, handle: renamed },
    });
    expect(saved.body.storefront?.handle).toBe(renamed);

    const viaOld = await page(first.handle);
    expect(viaOld.status).toBe(200);
    expect(viaOld.body.storefront.handle).toBe(renamed);
    expect((await page(renamed.toUpperCase())).body.storefront.handle).toBe(renamed);

    const stolen = await storefrontCall<{ error: string }>('PUT /api/seller/storefront', {
      token: other.accessToken,
      body: storefrontInput({ handle: first.handle }),
    });
    expect(stolen.status).toBe(409);
    // The seller may go back to their old handle.
    const back = await storefrontCall<MyStorefrontResponse>('PUT /api/seller/storefront', {
      token: seller.accessToken,
      body: { ...first },
    });
    expect(back.body.storefront?.handle).toBe(first.handle);
  });
});

describe('the public page', () => {
  it('lists visible products only, and answers 404 with nothing listed', async () => {
    const seller = await createSeller();
    const { handle } = await makeStorefront(seller.accessToken, { display_name: 'Empty Shop' });
    expect(await page(handle)).toMatchObject({
      status: 404,
      body: { error: STOREFRONT_MESSAGES.notFound },
    });
    await listedProductOf(seller.sellerId, { active: false });
    await listedProductOf(seller.sellerId, { available_for_purchase: false });
    expect((await page(handle)).status).toBe(404);
    // The seller still sees their own page, to know what shoppers will see.
    expect((await page(handle, seller.accessToken)).status).toBe(200);

    const listed = await listedProductOf(seller.sellerId);
    const open = await page(handle);
    expect(open.status).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(open.body.products.map((product) => product.id)).toEqual([listed]);
    expect(open.body.storefront).toMatchObject({
      handle,
      display_name: 'Empty Shop',
      follower_count: 0,
      rating: null,
    });
    expect((await page('no-such-seller')).status).toBe(404);
  });

  it('pages a long list of products', async () => {
    const seller = await createSeller();
    const { handle } = await makeStorefront(seller.accessToken);
    for (let index = 0; index < 26; index += 1) await listedProductOf(seller.sellerId);
    const first = await page(handle);
    expect(first.body.products).toHaveLength(24);
    const next = await storefrontCall<StorefrontPageResponse>('GET /api/sellers/{handle}', {
      params: { handle },
      query: { cursor: first.body.nextCursor ?? '' },
    });
    expect(next.body.products).toHaveLength(2);
    expect(next.body.nextCursor).toBeNull();
    const bad = await storefrontCall('GET /api/sellers/{handle}', {
      params: { handle },
      query: { cursor: 'edited' },
    });
    expect(bad.status).toBe(400);
  });

  it('hidden by the admin: 404 for shoppers, link gone from the product page, audited', async () => {
    const seller = await createSeller();
    const productId = await listedProductOf(seller.sellerId);
    await putVersion(testVersion(productId, 'v1', { is_latest: true }));
    const { handle } = await makeStorefront(seller.accessToken, { display_name: 'Hidden Co' });
    const productPage = async () =>
      JSON.parse(
        (
          await catalogue(
            apiEvent('GET /api/products/{id}', { pathParameters: { id: productId } }),
            testContext,
          )
        ).body ?? '{}',
      ) as { seller: unknown };
    expect((await productPage()).seller).toEqual({ handle, display_name: 'Hidden Co' });

    const hide = (hidden: boolean, token = admin.accessToken) =>
      storefrontCall('PUT /api/admin/storefronts/{handle}/visibility', {
        token,
        params: { handle },
        body: { hidden },
      });
    expect((await hide(true, seller.accessToken)).status).toBe(403);
    const hidden = await hide(true);
    expect(hidden.status).toBe(200);
    expect((await page(handle)).status).toBe(404);
    expect((await page(handle, admin.accessToken)).body.hidden).toBe(true);
    expect((await productPage()).seller).toBeNull();
    const follow = await createSignedInUser();
    expect(
      (
        await storefrontCall('PUT /api/sellers/{handle}/follow', {
          token: follow.accessToken,
          params: { handle },
        })
      ).status,
    ).toBe(404);

    expect((await hide(false)).status).toBe(200);
    expect((await page(handle)).status).toBe(200);
    const audit = await storefrontAudit();
    expect(audit).toEqual(expect.arrayContaining(['storefront.hide', 'storefront.unhide']));
  });
});

async function storefrontAudit(): Promise<string[]> {
  const { handler: adminGroup } = await import('../../lambdas/functions/admin');
  const result = await adminGroup(
    apiEvent('GET /api/admin/audit', { token: admin.accessToken }),
    testContext,
  );
  const body = JSON.parse(result.body ?? '{}') as { entries: { action: string }[] };
  return body.entries.map((entry) => entry.action);
}

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
    await publishVersion(productId, 'v1');
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
