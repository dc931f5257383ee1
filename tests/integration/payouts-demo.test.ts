import type { SellerPayoutsResponse } from '../../lambdas/contracts/payouts';
import { DEMO_PASSWORD } from '../../scripts/local/demo-accounts';
import { seedDemoData } from '../../scripts/local/seed';
import { signIn } from '../support/directory-users';
import { useIsolatedFilesBucket } from '../support/isolated-bucket';
import { useIsolatedTable } from '../support/isolated-table';
import { useIsolatedUserPool } from '../support/isolated-user-pool';
import { callPayouts, stripeTransfersOf } from '../support/payouts';

/**
 * The demo's payouts (`npm start`): Sam Seller connected with payouts enabled, transfers and a
 * reversal in his ledger, all real on the local Stripe server; Nia Novak not connected, her
 * earnings held.
 */
beforeAll(async () => {
  await useIsolatedTable();
  await useIsolatedUserPool();
  await useIsolatedFilesBucket();
  expect(await seedDemoData({ onlyOnce: true })).toBe(true);
}, 120_000);

async function payoutsOf(email: string): Promise<SellerPayoutsResponse> {
  const token = await signIn(email, DEMO_PASSWORD);
  const answer = await callPayouts<SellerPayoutsResponse>('GET /api/seller/payouts', { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

test('Sam Seller: payouts enabled, transfers and a reversal that Stripe holds too', async () => {
  const sam = await payoutsOf('seller@example.com');
  expect(sam.account.state).toBe('payouts_enabled');
  const kinds = new Set(sam.entries.map((entry) => entry.kind));
  for (const kind of ['sale', 'commission', 'transfer', 'reversal']) expect(kinds).toContain(kind);
  expect(sam.totals.transferred_cents).toBeGreaterThan(0);
  expect(sam.totals.reversed_cents).toBeGreaterThan(0);
  expect(sam.totals.held_cents).toBe(0);
  const transfer = sam.entries.find((entry) => entry.kind === 'transfer');
  const transfers = await stripeTransfersOf(transfer?.order_ref ?? '');
  expect(transfers.map((t) => t.id)).toContain(transfer?.stripe_id);
});

test('Nia Novak: not connected, her share held', async () => {
  const nia = await payoutsOf('seller2@example.com');
  expect(nia.account.state).toBe('not_started');
  expect(nia.totals.held_cents).toBeGreaterThan(0);
  expect(nia.totals.transferred_cents).toBe(0);
  expect(nia.entries.filter((entry) => entry.kind === 'hold').length).toBeGreaterThan(0);
});
