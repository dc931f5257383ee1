import { QueryClient, type QueryKey } from '@tanstack/query-core';
import { queryKeys } from '../../../web/src/lib/query-keys';

/**
 * The back office changes data on one page and invalidates a key prefix so the other pages
 * refetch. These run each prefix the pages invalidate against a cache holding one entry of
 * every back-office key and check which entries go stale: exactly the ones of that kind.
 */
const entries: Record<string, QueryKey> = {
  productList: queryKeys.manageProducts.list('crm'),
  productDetail: queryKeys.manageProducts.detail('p1'),
  productPicker: queryKeys.manageProducts.picker(''),
  bundleChoices: queryKeys.manageProducts.bundleChoices,
  sellers: queryKeys.backOffice.sellers,
  drafts: queryKeys.backOffice.drafts,
  adminSummary: queryKeys.backOffice.summary('admin'),
  sellerSummary: queryKeys.backOffice.summary('seller'),
  usersList: queryKeys.adminUsers.list({ role: 'seller' }),
  userPage: queryKeys.adminUser.of('u1'),
  invitations: queryKeys.adminInvitations,
  auditLog: queryKeys.auditLog({ action: 'set_role' }),
  security: queryKeys.securityOverview,
  webhookFailures: queryKeys.webhookFailures,
  sales: queryKeys.salesStats('admin', undefined, undefined),
  settings: queryKeys.adminSettings,
  paymentMode: queryKeys.paymentMode,
  debugPanelFlag: queryKeys.debugPanelFlag.of('u1'),
  account: queryKeys.account.purchases('u1'),
  sellerPayouts: queryKeys.payouts.seller('u1'),
  adminPayouts: queryKeys.payouts.admin,
  ordersList: queryKeys.adminOrders.list({ q: 'buyer@example.com' }),
  orderPage: queryKeys.adminOrders.detail('cs_live_1'),
};

async function staleAfterInvalidating(prefix: QueryKey): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(entries)) client.setQueryData(key, 'cached');
  await client.invalidateQueries({ queryKey: prefix });
  return Object.entries(entries)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('back-office query keys', () => {
  it('gives every back-office entry its own key', () => {
    const serialised = Object.values(entries).map((key) => JSON.stringify(key));
    expect(new Set(serialised).size).toBe(serialised.length);
  });

  it('a product change reaches every product list, detail, picker search and bundle choice', async () => {
    await expect(staleAfterInvalidating(queryKeys.manageProducts.all)).resolves.toEqual([
      'productList',
      'productDetail',
      'productPicker',
      'bundleChoices',
    ]);
  });

  it('an overview change reaches the sellers, the drafts and both summaries', async () => {
    await expect(staleAfterInvalidating(queryKeys.backOffice.all)).resolves.toEqual([
      'sellers',
      'drafts',
      'adminSummary',
      'sellerSummary',
    ]);
  });

  it('publishing a draft refreshes the drafts list only among the overview entries', async () => {
    await expect(staleAfterInvalidating(queryKeys.backOffice.drafts)).resolves.toEqual(['drafts']);
  });

  it('a user action reaches every filtered users list but not the user pages', async () => {
    await expect(staleAfterInvalidating(queryKeys.adminUsers.all)).resolves.toEqual(['usersList']);
  });

  it('a seller assignment reaches every user page but not the users lists', async () => {
    await expect(staleAfterInvalidating(queryKeys.adminUser.all)).resolves.toEqual(['userPage']);
  });

  it('invitation and webhook-failure changes stay within their own lists', async () => {
    await expect(staleAfterInvalidating(queryKeys.adminInvitations)).resolves.toEqual([
      'invitations',
    ]);
    await expect(staleAfterInvalidating(queryKeys.webhookFailures)).resolves.toEqual([
      'webhookFailures',
    ]);
  });

  it('a payout change (retry, commission) reaches the seller pages and the overview only', async () => {
    await expect(staleAfterInvalidating(queryKeys.payouts.all)).resolves.toEqual([
      'sellerPayouts',
      'adminPayouts',
    ]);
  });

  it("a refund reaches every orders list search, and every area's sales figures", async () => {
    await expect(staleAfterInvalidating(queryKeys.adminOrders.lists)).resolves.toEqual([
      'ordersList',
    ]);
    await expect(staleAfterInvalidating(queryKeys.adminOrders.all)).resolves.toEqual([
      'ordersList',
      'orderPage',
    ]);
    await expect(staleAfterInvalidating(queryKeys.salesStatsAll)).resolves.toEqual(['sales']);
  });

  it('the debug panel setting reaches the flag of every signed-in user', async () => {
    await expect(staleAfterInvalidating(queryKeys.debugPanelFlag.all)).resolves.toEqual([
      'debugPanelFlag',
    ]);
  });
});
