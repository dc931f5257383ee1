import { handler as payouts } from '../../lambdas/functions/payouts';
import type { SellerPayoutsResponse } from '../../lambdas/contracts/payouts';
import { bookDuePayouts } from '../../lambdas/jobs/payouts-worker';
import { listLedger } from '../../lambdas/repositories/payout-ledger-repository';
import { getPayoutAccount } from '../../lambdas/repositories/payout-account-repository';
import { releaseRun } from '../../lambdas/services/payouts/release-service';
import { call, guestEmail } from '../support/checkout';
import { useIsolatedTable } from '../support/isolated-table';
import {
  accountUpdatedEvent,
  connectedAccountId,
  createPayoutSeller,
  deliverConnectEvent,
  finishOnboarding,
  onboardingLink,
  orderRefOf,
  payCart,
  putSellerProduct,
  stripeTransfersOf,
  type PayoutSeller,
} from '../support/payouts';

/**
 * A seller who has not finished onboarding: their earnings are held (visible as held), and once
 * Stripe enables payouts each held share is released exactly once, even when the release job
 * runs twice at the same moment as the account.updated event.
 */
let seller: PayoutSeller;

beforeAll(async () => {
  await useIsolatedTable();
  seller = await createPayoutSeller();
});

async function sellerView(): Promise<SellerPayoutsResponse> {
  const answer = await call<SellerPayoutsResponse>(payouts, 'GET /api/seller/payouts', {
    token: seller.accessToken,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('held earnings', () => {
  const orders: string[] = [];

  it('starts as not started, then details missing with what Stripe still requires', async () => {
    expect((await sellerView()).account.state).toBe('not_started');
    await finishOnboarding(await onboardingLink(seller), 'leave');
    const accountId = await connectedAccountId(seller.sellerId);
    expect((await deliverConnectEvent(await accountUpdatedEvent(accountId))).status).toBe(200);
    const view = await sellerView();
    expect(view.account.state).toBe('details_missing');
    expect(view.account.currently_due).toContain('external_account');
  });

  it('holds three sales’ shares while payouts are not enabled', async () => {
    const product = await putSellerProduct(seller.sellerId, 30);
    const other = await putSellerProduct(seller.sellerId, 12.5);
    orders.push(await payCart({ kind: 'guest', email: guestEmail() }, [product]));
    orders.push(await payCart({ kind: 'guest', email: guestEmail() }, [product, other]));
    orders.push(await payCart({ kind: 'guest', email: guestEmail() }, [other]));
    await bookDuePayouts();
    // 3000 - 300 = 2700; 1250 - 125 = 1125: 2700 + (2700 + 1125) + 1125.
    const view = await sellerView();
    expect(view.totals.held_cents).toBe(7650);
    expect(view.totals.transferred_cents).toBe(0);
    expect(view.entries.filter((entry) => entry.kind === 'hold')).toHaveLength(3);
    for (const sessionId of orders)
      expect(await stripeTransfersOf(await orderRefOf(sessionId))).toEqual([]);
  });

  it('releases each held share once when payouts become enabled, jobs and event overlapping', async () => {
    await finishOnboarding(await onboardingLink(seller), 'complete');
    const accountId = await connectedAccountId(seller.sellerId);
    const event = await accountUpdatedEvent(accountId);
    const answers = await Promise.all([
      releaseRun(),
      releaseRun(),
      deliverConnectEvent(event),
      deliverConnectEvent(event),
      deliverConnectEvent(await accountUpdatedEvent(accountId)),
    ]);
    expect(answers.slice(2).map((answer) => (answer as { status: number }).status)).toEqual([
      200, 200, 200,
    ]);
    await releaseRun();
    const amounts: number[] = [];
    for (const sessionId of orders) {
      const transfers = await stripeTransfersOf(await orderRefOf(sessionId));
      expect(transfers).toHaveLength(1);
      amounts.push(...transfers.map((transfer) => transfer.amount));
    }
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(7650);
    const account = await getPayoutAccount(seller.sellerId);
    expect(account).toMatchObject({ held_cents: 0, pending_cents: 0, transferred_cents: 7650 });
    const ledger = await listLedger(seller.sellerId);
    expect(ledger.filter((entry) => entry.kind === 'release')).toHaveLength(3);
    expect(ledger.filter((entry) => entry.kind === 'transfer')).toHaveLength(0);
    expect((await sellerView()).account.state).toBe('payouts_enabled');
  });

  it('transfers a later sale at once', async () => {
    const product = await putSellerProduct(seller.sellerId, 10);
    const sessionId = await payCart({ kind: 'guest', email: guestEmail() }, [product]);
    await bookDuePayouts();
    const transfers = await stripeTransfersOf(await orderRefOf(sessionId));
    expect(transfers.map((transfer) => transfer.amount)).toEqual([900]);
  });
});
