import { randomUUID } from 'node:crypto';
import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LinkPurchasesResponse } from '../../lambdas/contracts/account';
import { handler } from '../../lambdas/functions/account';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { config } from '../../lambdas/infra/config';
import { emailLookupSortKey, keys, lookupIndex } from '../../lambdas/repositories/keys';
import type { OrderForLinking } from '../../lambdas/repositories/order-lookup-repository';
import { tableName } from '../../lambdas/repositories/table';
import { listPurchases, putPurchase } from '../../lambdas/repositories/user-repository';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser } from '../support/cognito-users';
import { createUserWithoutProfile } from '../support/directory-users';
import { useIsolatedTable } from '../support/isolated-table';

async function link(token: string | undefined, body: unknown) {
  const result = await handler(
    apiEvent('POST /api/link-buyer-purchases', { token, body }),
    testContext,
  );
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? '{}') as LinkPurchasesResponse & { error?: string },
  };
}

/** An order item in the shape the checkout side writes (see order-repository.ts). */
async function putOrder(order: Partial<OrderForLinking> & { buyer_email: string }) {
  const sessionId = `cs_test_${randomUUID().replace(/-/g, '')}`;
  const full: OrderForLinking = {
    session_id: sessionId,
    status: 'paid',
    mode: 'live',
    created_at: '2026-04-01T10:00:00.000Z',
    paid_at: '2026-04-01T10:05:00.000Z',
    product_ids: [],
    line_cents: {},
    ...order,
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...full,
        buyer_type: full.user_id ? 'user' : 'guest',
        ...keys.order(sessionId),
        GSI2PK: lookupIndex.email(full.buyer_email),
        GSI2SK: emailLookupSortKey.order(full.created_at),
      },
    }),
  );
  return sessionId;
}

async function linkedUserOf(sessionId: string): Promise<unknown> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.order(sessionId) }),
  );
  return Item?.user_id;
}

function directoryClient() {
  const { region, endpoints } = config();
  return new CognitoIdentityProviderClient({
    region,
    endpoint: endpoints.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

describe('POST /api/link-buyer-purchases against the local stack', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  it("links the paid guest orders of the caller's verified e-mail, once", async () => {
    const user = await createSignedInUser();
    await putPurchase({
      user_id: user.userId,
      product_id: 'already-owned',
      purchase_date: '2026-01-01T00:00:00.000Z',
      amount_paid_cents: 1000,
      is_test: false,
    });
    const live = await putOrder({
      buyer_email: user.email,
      product_ids: ['a', 'already-owned'],
      line_cents: { a: 4950, 'already-owned': 1900 },
    });
    const test = await putOrder({
      buyer_email: user.email,
      mode: 'test',
      created_at: '2026-04-02T10:00:00.000Z',
      paid_at: '2026-04-02T10:01:00.000Z',
      product_ids: ['b'],
      line_cents: { b: 2900 },
    });
    const pending = await putOrder({
      buyer_email: user.email,
      status: 'pending',
      paid_at: undefined,
      product_ids: ['c'],
      line_cents: { c: 500 },
    });
    const someoneElses = await putOrder({
      buyer_email: user.email,
      user_id: 'another-user',
      product_ids: ['d'],
      line_cents: { d: 500 },
    });

    const first = await link(user.accessToken, { email: user.email, userId: user.userId });
    expect(first).toEqual({ status: 200, body: { linkedPurchases: 2 } });

    const purchases = await listPurchases(user.userId);
    const byProduct = new Map(purchases.map((purchase) => [purchase.product_id, purchase]));
    expect([...byProduct.keys()].sort()).toEqual(['a', 'already-owned', 'b']);
    expect(byProduct.get('a')).toMatchObject({
      amount_paid_cents: 4950,
      is_test: false,
      purchase_date: '2026-04-01T10:05:00.000Z',
      session_id: live,
    });
    expect(byProduct.get('b')).toMatchObject({
      amount_paid_cents: 2900,
      is_test: true,
      session_id: test,
    });
    // The earlier purchase is kept as it was.
    expect(byProduct.get('already-owned')?.amount_paid_cents).toBe(1000);

    expect(await linkedUserOf(live)).toBe(user.userId);
    expect(await linkedUserOf(test)).toBe(user.userId);
    expect(await linkedUserOf(pending)).toBeUndefined();
    expect(await linkedUserOf(someoneElses)).toBe('another-user');

    const second = await link(user.accessToken, { email: user.email.toUpperCase() });
    expect(second).toEqual({ status: 200, body: { linkedPurchases: 0 } });
    expect(await listPurchases(user.userId)).toHaveLength(3);
  });

  it("refuses to link another person's e-mail", async () => {
    const victim = await createSignedInUser();
    const order = await putOrder({ buyer_email: victim.email, product_ids: ['x'] });
    const attacker = await createSignedInUser();
    const result = await link(attacker.accessToken, { email: victim.email });
    expect(result).toEqual({
      status: 403,
      body: { error: 'You can only link purchases made with your own email' },
    });
    expect(await linkedUserOf(order)).toBeUndefined();
    expect(await listPurchases(attacker.userId)).toEqual([]);
  });

  it('links nothing to an unverified e-mail', async () => {
    const user = await createUserWithoutProfile({ emailVerified: false });
    const order = await putOrder({
      buyer_email: user.email,
      product_ids: ['y'],
      line_cents: { y: 100 },
    });
    expect(await link(user.accessToken, { email: user.email })).toEqual({
      status: 200,
      body: { linkedPurchases: 0 },
    });
    expect(await linkedUserOf(order)).toBeUndefined();
  });

  it("will not let a user verify someone else's address on themselves", async () => {
    const victim = await createSignedInUser();
    const order = await putOrder({ buyer_email: victim.email, product_ids: ['v'] });
    const attacker = await createSignedInUser();
    const cognito = directoryClient();
    await expect(
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: attacker.accessToken,
          UserAttributes: [
            { Name: 'email', Value: victim.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Changing the address alone leaves it unverified: nothing links.
    await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: attacker.accessToken,
        UserAttributes: [{ Name: 'email', Value: victim.email }],
      }),
    );
    expect(await link(attacker.accessToken, { email: victim.email })).toEqual({
      status: 200,
      body: { linkedPurchases: 0 },
    });
    expect(await linkedUserOf(order)).toBeUndefined();
  });

  it('links only to the address the account was made with, even if another is verified', async () => {
    const victim = await createSignedInUser();
    const order = await putOrder({ buyer_email: victim.email, product_ids: ['w'] });
    const user = await createSignedInUser();
    // However the directory came to hold a verified other address, the profile keeps the
    // sign-up one, and linking follows the profile.
    await directoryClient().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: config().userPoolId,
        Username: user.userId,
        UserAttributes: [
          { Name: 'email', Value: victim.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(await link(user.accessToken, { email: victim.email })).toEqual({
      status: 200,
      body: { linkedPurchases: 0 },
    });
    expect(await linkedUserOf(order)).toBeUndefined();
    expect(await listPurchases(user.userId)).toEqual([]);
  });

  it('refuses bad bodies with 400 and missing tokens with 401', async () => {
    const user = await createSignedInUser();
    expect(await link(user.accessToken, { email: 'nope' })).toEqual({
      status: 400,
      body: { error: 'Invalid email' },
    });
    expect((await link(user.accessToken, {})).status).toBe(400);
    expect((await link(undefined, { email: user.email })).status).toBe(401);
  });
});
