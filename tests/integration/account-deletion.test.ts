import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handler as account } from '../../lambdas/functions/account';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import { cognito, dynamo } from '../../lambdas/infra/aws-clients';
import { config } from '../../lambdas/infra/config';
import { markProfileForDeletion } from '../../lambdas/repositories/account-deletion-repository';
import { putPreferences } from '../../lambdas/repositories/account-settings-repository';
import { keys, payoutKeys } from '../../lambdas/repositories/keys';
import { createPendingOrder, getOrder } from '../../lambdas/repositories/order-repository';
import { getPayoutAccount } from '../../lambdas/repositories/payout-account-repository';
import { tableName } from '../../lambdas/repositories/table';
import { getProfile, putPurchase } from '../../lambdas/repositories/user-repository';
import { purgeDeletedAccounts } from '../../lambdas/services/my-account/account-purge-service';
import { DELETED_MESSAGE } from '../../lambdas/services/shared/caller-service';
import { call } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { waitForEmail } from '../support/mailbox';
import { connectedAccountId, createPayoutSeller, onboardingLink } from '../support/payouts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function directoryUserExists(email: string): Promise<boolean> {
  try {
    await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: email }),
    );
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
}

async function item(key: { PK: string; SK: string }) {
  const result = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
  return result.Item;
}

/** A user with a purchase, preferences and a paid order, marked for deletion `daysAgo`. */
async function deletedUser(
  daysAgo: number,
): Promise<TestUser & { sessionId: string; productId: string }> {
  const user = await createSignedInUser();
  const productId = `p-${randomUUID()}`;
  const sessionId = `cs_live_${randomUUID().replace(/-/g, '')}`;
  await putPurchase({
    user_id: user.userId,
    product_id: productId,
    purchase_date: '2026-01-05T00:00:00.000Z',
    amount_paid_cents: 4900,
    is_test: false,
    session_id: sessionId,
  });
  await putPreferences(
    user.userId,
    { news_updates: false, product_notifications: true },
    new Date().toISOString(),
  );
  await createPendingOrder({
    session_id: sessionId,
    status: 'paid',
    buyer_email: user.email,
    buyer_name: 'Test User',
    tax_ids: [{ type: 'eu_vat', value: 'DE123456789' }],
    invoice: { id: 'in_purged', number: 'LOCAL-9999', hosted_url: null, pdf_url: null },
    user_id: user.userId,
    buyer_type: 'user',
    mode: 'live',
    created_at: '2026-01-05T00:00:00.000Z',
    product_ids: [productId],
    line_cents: { [productId]: 4900 },
    product_names: { [productId]: 'Product' },
    total_cents: 4900,
    currency: 'usd',
  });
  await markProfileForDeletion({
    user_id: user.userId,
    email: user.email,
    username: user.email,
    requested_at: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
  });
  return { ...user, sessionId, productId };
}

describe('account deletion against the local stack', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  it('marks the profile, e-mails the user and support, then refuses the token everywhere', async () => {
    const user = await createSignedInUser();
    const result = await call(myAccount, 'POST /api/my/delete-account', {
      token: user.accessToken,
    });
    expect(result).toEqual({ status: 200, body: { success: true } });
    const profile = await getProfile(user.userId);
    expect(profile?.state).toBe('delete');
    expect(profile?.deletion_requested_at).toEqual(expect.any(String));

    await waitForEmail(user.email, /Account deletion requested/);
    const support = await waitForEmail(config().supportEmail, new RegExp(user.email));
    expect(support.body.text).toContain(user.userId);

    const refused = { status: 403, body: { error: DELETED_MESSAGE } };
    const token = user.accessToken;
    expect(await call(account, 'GET /api/me', { token })).toEqual(refused);
    for (const [routeKey, body] of [
      ['GET /api/my/purchases', undefined],
      ['GET /api/my/preferences', undefined],
      ['PUT /api/my/preferences', { news_updates: true, product_notifications: true }],
      ['PUT /api/my/profile', { fullName: 'Back Again' }],
      ['POST /api/secure-download', { productId: 'p1', fileId: 'f1' }],
      ['POST /api/my/delete-account', undefined],
      ['POST /api/send-deletion-emails', {}],
    ] as const) {
      expect(await call(myAccount, routeKey, { token, body })).toEqual(refused);
    }
  });

  it('send-deletion-emails performs the same request for the caller only', async () => {
    const user = await createSignedInUser();
    const result = await call(myAccount, 'POST /api/send-deletion-emails', {
      token: user.accessToken,
      body: { userEmail: 'someone-else@example.com', userId: 'x', adminEmail: 'x@example.com' },
    });
    expect(result.status).toBe(200);
    expect((await getProfile(user.userId))?.state).toBe('delete');
    await waitForEmail(user.email, /Account deletion requested/);
  });

  it('purges accounts marked 30+ days ago and keeps anonymised sales records', async () => {
    const old = await deletedUser(31);
    const recent = await deletedUser(5);

    const result = await purgeDeletedAccounts(new Date());
    expect(result.purged).toEqual([old.userId]);
    expect(result.failed).toEqual([]);

    expect(await directoryUserExists(old.email)).toBe(false);
    expect(await getProfile(old.userId)).toBeUndefined();
    expect(await item(keys.preferences(old.userId))).toBeUndefined();
    expect(await item(keys.deletionRequest(old.userId))).toBeUndefined();
    const purchase = await item(keys.purchase(old.userId, old.productId));
    expect(purchase).toMatchObject({
      amount_paid_cents: 4900,
      purchase_date: '2026-01-05T00:00:00.000Z',
      anonymised_at: expect.any(String),
    });
    expect(purchase?.GSI2PK).toBeUndefined();
    expect(purchase?.session_id).toBeUndefined();
    const order = await getOrder(old.sessionId);
    expect(order).toMatchObject({ status: 'paid', total_cents: 4900, buyer_email: '' });
    expect(order?.buyer_name).toBeUndefined();
    expect(order?.tax_ids).toBeUndefined();
    expect(order?.invoice?.number).toBe('LOCAL-9999');

    expect(await directoryUserExists(recent.email)).toBe(true);
    expect((await getProfile(recent.userId))?.state).toBe('delete');
    expect(await item(keys.preferences(recent.userId))).toBeDefined();

    // A second run has nothing left to do.
    expect((await purgeDeletedAccounts(new Date())).purged).toEqual([]);
  });

  it("closes a purged seller's payout account and keeps their payout partition", async () => {
    const seller = await createPayoutSeller();
    // The seller's first "Connect with Stripe" makes their payout account and its lookup.
    await onboardingLink(seller);
    const accountId = await connectedAccountId(seller.sellerId);
    await markProfileForDeletion({
      user_id: seller.userId,
      email: seller.email,
      username: seller.email,
      requested_at: new Date(Date.now() - 31 * DAY_MS).toISOString(),
    });

    expect((await purgeDeletedAccounts(new Date())).purged).toEqual([seller.userId]);

    expect(await item(keys.sellerRecord(seller.userId))).toBeUndefined();
    const closed = await getPayoutAccount(seller.sellerId);
    expect(closed).toMatchObject({ seller_id: seller.sellerId, stripe_account_id: accountId });
    expect(closed?.closed_at).toEqual(expect.any(String));
    expect(await item(payoutKeys.connectedAccount(accountId))).toBeDefined();
  });
});
