import fc from 'fast-check';
import { TRANSFER_STATES, type TransferState } from '../../../../lambdas/contracts/payouts';
import type { PayoutAccount } from '../../../../lambdas/repositories/payout-account-repository';
import type { PayoutTransfer } from '../../../../lambdas/repositories/payout-transfer-repository';
import {
  canReceive,
  CLAIM_LEASE_MS,
  claimed,
  claimReason,
  settledAtZero,
  totalsDelta,
} from '../../../../lambdas/services/seller-shares/payout-states';

const NOW = new Date('2026-05-01T12:00:00.000Z');

function share(state: TransferState, overrides: Partial<PayoutTransfer> = {}): PayoutTransfer {
  return {
    seller_id: 'seller-1',
    order_ref: 'ord_1',
    session_id: 'cs_live_x',
    currency: 'usd',
    state,
    amount_cents: 900,
    reversed_cents: 0,
    lines: [],
    was_held: false,
    attempts: 0,
    created_at: NOW.toISOString(),
    updated_at: NOW.toISOString(),
    revision: 3,
    ...overrides,
  };
}

function account(overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return {
    seller_id: 'seller-1',
    stripe_account_id: 'acct_1',
    account_mode: 'live',
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    currently_due: [],
    pending_cents: 0,
    held_cents: 0,
    transferred_cents: 0,
    reversed_cents: 0,
    sales_cents: 0,
    commission_cents: 0,
    failed_count: 0,
    ...overrides,
  };
}

describe('a share’s totals', () => {
  it('books a new share as pending', () => {
    expect(totalsDelta(undefined, share('pending'))).toEqual({ pending_cents: 900 });
  });

  it('moves the amount between the seller’s totals with each change', () => {
    expect(totalsDelta(share('pending'), share('held'))).toEqual({
      pending_cents: -900,
      held_cents: 900,
    });
    expect(totalsDelta(share('releasing'), share('transferred'))).toEqual({
      held_cents: -900,
      transferred_cents: 900,
    });
    expect(totalsDelta(share('pending'), share('failed'))).toEqual({ failed_count: 1 });
    expect(totalsDelta(share('failed'), share('pending'))).toEqual({ failed_count: -1 });
    expect(totalsDelta(share('held'), share('held', { amount_cents: 400 }))).toEqual({
      held_cents: -500,
    });
    expect(totalsDelta(share('failed'), share('cancelled', { amount_cents: 0 }))).toEqual({
      pending_cents: -900,
      failed_count: -1,
    });
    expect(
      totalsDelta(share('transferred'), share('transferred', { reversed_cents: 300 })),
    ).toEqual({ reversed_cents: 300 });
  });

  it('property: any path of changes leaves totals equal to a recount of the final share', () => {
    const step = fc.record({
      state: fc.constantFrom(...TRANSFER_STATES),
      amount: fc.integer({ min: 0, max: 100_000 }),
      reversed: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        const shares = steps.map((s) =>
          share(s.state, { amount_cents: s.amount, reversed_cents: s.reversed }),
        );
        const sums: Record<string, number> = {};
        let before: PayoutTransfer | undefined;
        for (const next of shares) {
          for (const [name, value] of Object.entries(totalsDelta(before, next))) {
            sums[name] = (sums[name] ?? 0) + value;
          }
          before = next;
        }
        const last = shares[shares.length - 1] as PayoutTransfer;
        const recount = totalsDelta(undefined, last);
        for (const name of new Set([...Object.keys(sums), ...Object.keys(recount)])) {
          expect({ name, total: sums[name] ?? 0 }).toEqual({
            name,
            total: recount[name as keyof typeof recount] ?? 0,
          });
        }
      }),
    );
  });
});

describe('who may receive and who may claim', () => {
  it('transfers only to a live account with payouts enabled, never to a closed one', () => {
    expect(canReceive(account())).toBe(true);
    expect(canReceive(undefined)).toBe(false);
    expect(canReceive(account({ payouts_enabled: false }))).toBe(false);
    expect(canReceive(account({ account_mode: 'test' }))).toBe(false);
    expect(canReceive(account({ stripe_account_id: undefined }))).toBe(false);
    expect(canReceive(account({ closed_at: NOW.toISOString() }))).toBe(false);
  });

  it('claims a pending share once, until its lease is over', () => {
    const options = { receivable: true, retryFailed: false };
    expect(claimReason(share('pending'), NOW, options)).toBe('transfer');
    const taken = claimed(share('pending'), NOW);
    expect(taken.claimed_until).toBe(new Date(NOW.getTime() + CLAIM_LEASE_MS).toISOString());
    expect(claimReason(taken, NOW, options)).toBeUndefined();
    const later = new Date(NOW.getTime() + CLAIM_LEASE_MS);
    expect(claimReason(taken, later, options)).toBe('transfer');
  });

  it('releases held shares only to a seller who can receive; retries failed ones on request', () => {
    expect(claimReason(share('held'), NOW, { receivable: false, retryFailed: true })).toBe(
      undefined,
    );
    expect(claimReason(share('held'), NOW, { receivable: true, retryFailed: false })).toBe(
      'release',
    );
    expect(claimed(share('held'), NOW).state).toBe('releasing');
    expect(claimReason(share('failed'), NOW, { receivable: true, retryFailed: false })).toBe(
      undefined,
    );
    expect(claimReason(share('failed'), NOW, { receivable: true, retryFailed: true })).toBe(
      'retry',
    );
    expect(claimed(share('failed'), NOW).state).toBe('pending');
    for (const settled of ['transferred', 'cancelled'] as const) {
      expect(claimReason(share(settled), NOW, { receivable: true, retryFailed: true })).toBe(
        undefined,
      );
    }
  });
});

describe('a share of 0 cents', () => {
  const zero = (state: TransferState, overrides: Partial<PayoutTransfer> = {}) =>
    share(state, { amount_cents: 0, ...overrides });
  const anyOptions = [
    { receivable: false, retryFailed: false },
    { receivable: true, retryFailed: false },
    { receivable: false, retryFailed: true },
  ];

  it('is settled, never claimed for Stripe, whether or not the seller can receive', () => {
    for (const options of anyOptions) {
      for (const state of ['pending', 'held', 'failed'] as const) {
        expect({ state, reason: claimReason(zero(state), NOW, options) }).toEqual({
          state,
          reason: 'settle',
        });
      }
      for (const state of ['transferred', 'cancelled'] as const) {
        expect(claimReason(zero(state), NOW, options)).toBeUndefined();
      }
    }
  });

  it('waits for a worker that claimed it before, until its lease is over', () => {
    const options = { receivable: true, retryFailed: false };
    const taken = claimed(zero('pending'), NOW);
    expect(claimReason(taken, NOW, options)).toBeUndefined();
    const later = new Date(NOW.getTime() + CLAIM_LEASE_MS);
    expect(claimReason(taken, later, options)).toBe('settle');
    expect(claimReason(claimed(zero('held'), NOW), later, options)).toBe('settle');
  });

  it('settles as transferred with no Stripe transfer, no error, no lease', () => {
    const failed = zero('failed', { attempts: 5, error: 'Invalid positive integer' });
    const settled = settledAtZero({ ...failed, claimed_until: NOW.toISOString() }, NOW);
    expect(settled).toMatchObject({
      state: 'transferred',
      amount_cents: 0,
      attempts: 5,
      transferred_at: NOW.toISOString(),
    });
    expect(settled).not.toHaveProperty('stripe_transfer_id');
    expect(settled).not.toHaveProperty('error');
    expect(settled).not.toHaveProperty('claimed_until');
    // No money moves; a share that had failed is no longer counted as a failure.
    expect(totalsDelta(failed, settled)).toEqual({ failed_count: -1 });
    expect(totalsDelta(zero('pending'), settledAtZero(zero('pending'), NOW))).toEqual({});
  });
});
