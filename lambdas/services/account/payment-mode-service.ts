import type { DebugPanelFlagResponse, PaymentModeResponse } from '../../contracts/account';
import { configuredStripeMode } from '../../infra/stripe-mode';
import { getSettings } from '../../repositories/settings-repository';
import { paymentModeFor } from '../../rules/payment-mode';
import { debugPanelEnabled } from '../shared/debug-panel-flag';
import type { Caller } from '../shared/caller';

/** GET /api/payment-mode: the mode the caller's payments run in, and why. */
export function describePaymentMode(caller: Pick<Caller, 'role'>): PaymentModeResponse {
  const stripeMode = configuredStripeMode();
  const mode = paymentModeFor(stripeMode, caller.role);
  let reason: string;
  if (stripeMode === 'test') reason = 'This environment runs Stripe in test mode for everyone.';
  else if (mode === 'test') reason = 'Test users always pay in Stripe test mode.';
  else reason = 'Payments run in live mode.';
  return { isTestMode: mode === 'test', reason, userRole: caller.role, stripeMode };
}

/** GET /api/debug-panel: on only with the flag on and for admin or test_user. */
export async function debugPanelFlag(
  caller: Pick<Caller, 'role'>,
): Promise<DebugPanelFlagResponse> {
  if (caller.role !== 'admin' && caller.role !== 'test_user') return { enabled: false };
  return { enabled: debugPanelEnabled(await getSettings()) };
}
