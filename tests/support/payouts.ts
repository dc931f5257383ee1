import type { AdminUserDetail } from '../../lambdas/contracts/admin';
import type { Locator, Page } from 'playwright-core';
import { callAdmin } from './admin-api';
import { createSignedInUser, type TestUser } from './cognito-users';

/** Helpers of the payout suites: a fresh seller, and the payouts page's account card. */

export type TestSeller = TestUser & { sellerId: string };

/**
 * A new user made a seller through the admin area (as an admin would), so the seller record has
 * the name and e-mail the overview shows and is in the SELLERS listing. Password: Password1.
 */
export async function newSeller(adminToken: string): Promise<TestSeller> {
  const user = await createSignedInUser({ groups: ['seller'] });
  const made = await callAdmin<AdminUserDetail>('PUT /api/admin/users/{userId}/seller', {
    token: adminToken,
    pathParameters: { userId: user.userId },
    body: { active: true },
  });
  if (made.status !== 200 || !made.body.seller) {
    throw new Error(`The user could not be made a seller: ${made.body.error ?? made.status}`);
  }
  return { ...user, sellerId: made.body.seller.id };
}

/** The payouts page's account card once it shows the given state. */
export async function payoutAccountIn(page: Page, state: string): Promise<Locator> {
  const card = page.locator(`[data-testid="payout-account"][data-state="${state}"]`);
  await card.waitFor({ timeout: 20_000 });
  return card;
}
