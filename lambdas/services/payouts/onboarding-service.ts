import { PAYOUT_MESSAGES, type OnboardingLinkResponse } from '../../contracts/payouts';
import { describeError, log } from '../../infra/logger';
import { configuredStripeMode } from '../../infra/stripe-mode';
import {
  getPayoutAccount,
  recordAccountState,
  recordConnectedAccount,
} from '../../repositories/payout-account-repository';
import type { Caller } from '../shared/caller';
import { PaymentProviderError } from '../fulfilment/payment-errors';
import {
  accountState,
  createExpressAccount,
  createOnboardingLink,
  retrieveAccount,
} from '../seller-shares/stripe-connect';
import { requireActiveSeller } from './seller-identity';

/**
 * "Connect with Stripe": the seller's Express account, created once (the Stripe call carries a
 * per-seller idempotency key and the record is a conditional write, so a double press makes one
 * account), then a fresh onboarding link. The same call renews an expired or used link, and
 * refreshes the account state from Stripe on the way.
 */

async function connectedAccountOf(
  sellerId: string,
  email: string,
  mode: 'live' | 'test',
): Promise<string> {
  const recorded = await getPayoutAccount(sellerId);
  if (recorded?.stripe_account_id && recorded.account_mode === mode) {
    const account = await retrieveAccount(recorded.stripe_account_id, mode);
    await recordAccountState({
      sellerId,
      accountId: account.id,
      state: accountState(account),
      eventAt: Math.floor(Date.now() / 1000),
      now: new Date().toISOString(),
    });
    return account.id;
  }
  const created = await createExpressAccount({ sellerId, email, mode });
  const now = new Date().toISOString();
  if (!(await recordConnectedAccount({ sellerId, accountId: created.id, mode, now }))) {
    // Another press recorded an account first: use that one.
    const current = await getPayoutAccount(sellerId);
    if (!current?.stripe_account_id) throw new Error('No connected account after a conflict');
    return current.stripe_account_id;
  }
  log('info', 'Connected account created', { sellerId, mode });
  return created.id;
}

/** POST /api/seller/payouts/onboarding */
export async function startOnboarding(caller: Caller): Promise<OnboardingLinkResponse> {
  const seller = await requireActiveSeller(caller);
  const mode = configuredStripeMode();
  try {
    const accountId = await connectedAccountOf(seller.id, caller.email, mode);
    const link = await createOnboardingLink(accountId, mode);
    return { url: link.url, expires_at: new Date(link.expires_at * 1000).toISOString() };
  } catch (error) {
    log('error', 'Could not start Stripe onboarding', {
      sellerId: seller.id,
      status: (error as { statusCode?: number }).statusCode,
      ...describeError(error),
    });
    throw new PaymentProviderError(PAYOUT_MESSAGES.connectUnavailable);
  }
}
