import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MeResponse } from '../../lambdas/contracts/account';
import { handler } from '../../lambdas/functions/account';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { counterKeys, keys } from '../../lambdas/repositories/keys';
import { productItem, putProduct } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { deleteDirectoryUser } from '../../lambdas/repositories/user-directory-admin';
import {
  getProfile,
  putProfile,
  putPurchase,
  putSellerRecord,
} from '../../lambdas/repositories/user-repository';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser } from '../support/cognito-users';
import { createUserWithoutProfile } from '../support/directory-users';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

async function getMe(token?: string) {
  const result = await handler(apiEvent('GET /api/me', { token }), testContext);
  return {
    status: result.statusCode,
    cacheControl: result.headers?.['cache-control'],
    body: JSON.parse(result.body ?? '{}') as MeResponse & { error?: string },
  };
}

async function usersCounted(yearMonth: string): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: counterKeys.usersOfMonth(yearMonth) }),
  );
  return Number(Item?.user_count ?? 0);
}

describe('GET /api/me against the local stack', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  it('creates the profile on the first call only, and counts the sign-up once', async () => {
    const user = await createUserWithoutProfile({ fullName: 'Nora New' });
    const month = new Date().toISOString().slice(0, 7);
    const countedBefore = await usersCounted(month);

    const first = await getMe(user.accessToken);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe('private, no-store');
    expect(first.body).toMatchObject({
      userId: user.userId,
      email: user.email,
      emailVerified: true,
      fullName: 'Nora New',
      role: 'user',
      profileState: 'active',
      ownedProductIds: [],
      sellerId: null,
    });
    expect(await getProfile(user.userId)).toMatchObject({
      email: user.email,
      full_name: 'Nora New',
      state: 'active',
      created_at: first.body.createdAt,
    });

    const second = await getMe(user.accessToken);
    expect(second.body.createdAt).toBe(first.body.createdAt);
    expect(await usersCounted(month)).toBe(countedBefore + 1);
  });

  it('creates one profile when first calls race', async () => {
    const user = await createUserWithoutProfile();
    const month = new Date().toISOString().slice(0, 7);
    const countedBefore = await usersCounted(month);
    const answers = await Promise.all([getMe(user.accessToken), getMe(user.accessToken)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body.createdAt).toBe(answers[1]?.body.createdAt);
    expect(await usersCounted(month)).toBe(countedBefore + 1);
  });

  it('reports an unverified e-mail as unverified, and keeps asking Cognito until it is', async () => {
    const user = await createUserWithoutProfile({ emailVerified: false });
    const { status, body } = await getMe(user.accessToken);
    expect(status).toBe(200);
    expect(body.emailVerified).toBe(false);
    expect((await getProfile(user.userId))?.email_verified).toBe(false);
    // Cognito no longer knows the user: an unverified caller's next call asks it and is refused.
    await deleteDirectoryUser(user.email);
    expect((await getMe(user.accessToken)).status).toBe(401);
  });

  it('answers from the token and the profile once the address is verified: no Cognito call', async () => {
    const user = await createUserWithoutProfile({ fullName: 'Vera Verified' });
    const first = await getMe(user.accessToken);
    expect(first.body.emailVerified).toBe(true);
    expect((await getProfile(user.userId))?.email_verified).toBe(true);
    // With the Cognito user gone, only a call that skips Cognito can still answer (the access
    // token stays valid until it expires).
    await deleteDirectoryUser(user.email);
    const second = await getMe(user.accessToken);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('copies the verification onto a profile made before the field existed', async () => {
    const user = await createUserWithoutProfile({ fullName: 'Olga Older' });
    await putProfile({
      id: user.userId,
      email: user.email,
      full_name: 'Olga Older',
      state: 'active',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect((await getMe(user.accessToken)).body.emailVerified).toBe(true);
    expect((await getProfile(user.userId))?.email_verified).toBe(true);
  });

  it('lists owned products: purchases and test purchases, merged', async () => {
    const user = await createSignedInUser({ groups: ['test_user'] });
    await putPurchase({
      user_id: user.userId,
      product_id: 'bought',
      purchase_date: '2026-04-01T00:00:00.000Z',
      amount_paid_cents: 2900,
      is_test: false,
    });
    await putPurchase({
      user_id: user.userId,
      product_id: 'tested',
      purchase_date: '2026-04-02T00:00:00.000Z',
      amount_paid_cents: 0,
      is_test: true,
    });
    const { body } = await getMe(user.accessToken);
    expect(body.role).toBe('test_user');
    expect(body.ownedProductIds.sort()).toEqual(['bought', 'tested']);
    expect(body.sellerId).toBeNull();
  });

  it("names the caller's active seller record, which their products carry", async () => {
    const seller = await createSignedInUser({ groups: ['seller'] });
    await putSellerRecord(seller.userId, 'seller-me');
    await Promise.all([
      putProduct(testProduct('mine-1', { seller_id: 'seller-me' })),
      putProduct(testProduct('mine-2', { seller_id: 'seller-me', active: false })),
      putProduct(testProduct('theirs', { seller_id: 'seller-them' })),
    ]);
    const { body } = await getMe(seller.accessToken);
    expect(body.role).toBe('seller');
    expect(body.sellerId).toBe('seller-me');
    expect('sellerProductIds' in body).toBe(false);
  });

  it('answers a seller with 300 products without reading their products', async () => {
    const seller = await createSignedInUser({ groups: ['seller'] });
    await putSellerRecord(seller.userId, 'seller-many');
    const items = Array.from({ length: 300 }, (_, i) =>
      productItem(testProduct(`many-${String(i).padStart(3, '0')}`, { seller_id: 'seller-many' })),
    );
    for (let start = 0; start < items.length; start += 25) {
      await dynamo().send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName()]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    }
    const commands: { name: string; input: Record<string, unknown> }[] = [];
    const stack = dynamo().middlewareStack;
    stack.add(
      (next, context) => async (args) => {
        commands.push({ name: String(context.commandName), input: args.input as never });
        return next(args);
      },
      { step: 'initialize', name: 'me-reads' },
    );
    let body: MeResponse;
    try {
      ({ body } = await getMe(seller.accessToken));
    } finally {
      stack.remove('me-reads');
    }
    expect(body.sellerId).toBe('seller-many');
    // No read of the seller's product list (GSI2 SELLER#...), whatever its size.
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.filter((command) => command.input.IndexName === 'GSI2')).toEqual([]);
  });

  it('names no seller record when it is inactive', async () => {
    const seller = await createSignedInUser({ groups: ['seller'] });
    await putProduct(testProduct('gone-1', { seller_id: 'seller-gone' }));
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.sellerRecord(seller.userId),
          id: 'seller-gone',
          user_id: seller.userId,
          active: false,
        },
      }),
    );
    expect((await getMe(seller.accessToken)).body.sellerId).toBeNull();
  });

  it('refuses callers without a token, and suspended profiles', async () => {
    expect(await getMe()).toMatchObject({ status: 401 });
    const suspended = await createSignedInUser({ state: 'suspended' });
    expect((await getMe(suspended.accessToken)).status).toBe(403);
  });
});
