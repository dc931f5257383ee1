import type { AdminUserDetail } from '../../lambdas/contracts/admin';
import type { SalesStats } from '../../lambdas/contracts/sales';
import { handler as account } from '../../lambdas/functions/account';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import { handler as sales } from '../../lambdas/functions/sales';
import { listProfilesPage } from '../../lambdas/repositories/admin-user-repository';
import { createConfirmedUser } from '../../lambdas/repositories/user-directory';
import { countsAsShopUser } from '../../lambdas/rules/roles';
import { purgeDeletedAccounts } from '../../lambdas/services/my-account/account-purge-service';
import { callAdmin } from '../support/admin-api';
import { apiEvent, testContext } from '../support/api-event';
import { createUserWithoutProfile, signIn, TEST_PASSWORD } from '../support/directory-users';
import { useIsolatedTable } from '../support/isolated-table';
import { useIsolatedUserPool } from '../support/isolated-user-pool';

interface Account {
  userId: string;
  accessToken: string;
}

/** The first GET /api/me after sign-up makes the profile: the path every real account takes. */
async function firstVisit(user: Account): Promise<void> {
  const result = await account(apiEvent('GET /api/me', { token: user.accessToken }), testContext);
  expect(result.statusCode).toBe(200);
}

async function signedUpWithGroup(group: 'admin' | 'test_user'): Promise<Account> {
  const email = `${group}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { userId } = await createConfirmedUser({
    email,
    fullName: group,
    password: TEST_PASSWORD,
    groups: [group],
  });
  const user = { userId, accessToken: await signIn(email, TEST_PASSWORD) };
  await firstVisit(user);
  return user;
}

async function signedUp(): Promise<Account> {
  const user = await createUserWithoutProfile();
  await firstVisit(user);
  return user;
}

/** The statistics' definition, counted from the profiles themselves. */
async function recount(now: Date): Promise<{ total: number; month: number }> {
  const { profiles } = await listProfilesPage({}, 1000, undefined);
  const shopUsers = profiles.filter((profile) => countsAsShopUser(profile.role));
  const month = now.toISOString().slice(0, 7);
  return {
    total: shopUsers.length,
    month: shopUsers.filter((profile) => profile.created_at.startsWith(month)).length,
  };
}

async function statsUsers(admin: Account): Promise<{ total: number; month: number }> {
  const result = await sales(
    apiEvent('GET /api/admin/stats', { token: admin.accessToken }),
    testContext,
  );
  expect(result.statusCode).toBe(200);
  const body = JSON.parse(result.body ?? '{}') as SalesStats;
  return { total: body.total_users ?? -1, month: body.month_users ?? -1 };
}

async function expectCountersToMatchRecount(admin: Account): Promise<number> {
  const expected = await recount(new Date());
  expect(await statsUsers(admin)).toEqual(expected);
  return expected.total;
}

describe('statistics: users counters against a recount', () => {
  let admin: Account;

  beforeAll(async () => {
    await useIsolatedTable();
    await useIsolatedUserPool();
    admin = await signedUpWithGroup('admin');
  });

  it('follows sign-ups, role changes to and from admin and test_user, and the purge', async () => {
    expect(await expectCountersToMatchRecount(admin)).toBe(0);

    const [first, second, third] = [await signedUp(), await signedUp(), await signedUp()];
    await signedUp();
    const tester = await signedUpWithGroup('test_user');
    expect(await expectCountersToMatchRecount(admin)).toBe(4);

    const setRole = async (user: Account, role: string) => {
      const answer = await callAdmin<AdminUserDetail>('PUT /api/admin/users/{userId}/role', {
        token: admin.accessToken,
        pathParameters: { userId: user.userId },
        body: { role },
      });
      expect(answer.status).toBe(200);
    };
    await setRole(first, 'test_user');
    expect(await expectCountersToMatchRecount(admin)).toBe(3);
    await setRole(second, 'admin');
    expect(await expectCountersToMatchRecount(admin)).toBe(2);
    await setRole(second, 'seller');
    await setRole(tester, 'user');
    expect(await expectCountersToMatchRecount(admin)).toBe(4);
    // A role set twice, and a seller made from a test user, count once.
    await setRole(tester, 'user');
    const madeSeller = await callAdmin('PUT /api/admin/users/{userId}/seller', {
      token: admin.accessToken,
      pathParameters: { userId: first.userId },
      body: { active: true },
    });
    expect(madeSeller.status).toBe(200);
    expect(await expectCountersToMatchRecount(admin)).toBe(5);

    // An account scheduled for deletion still counts until the purge removes it.
    const deleted = await myAccount(
      apiEvent('POST /api/my/delete-account', { token: third.accessToken }),
      testContext,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await expectCountersToMatchRecount(admin)).toBe(5);
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    expect((await purgeDeletedAccounts(later)).purged).toEqual([third.userId]);
    expect(await expectCountersToMatchRecount(admin)).toBe(4);
    // A purge run again has nothing to take away.
    await purgeDeletedAccounts(later);
    expect(await expectCountersToMatchRecount(admin)).toBe(4);
  });
});
