import type { OnboardingLinkResponse } from '../../contracts/payouts';
import type { Caller } from '../caller';

/** Stub until the Connect onboarding lands on this branch. */
export async function startOnboarding(_caller: Caller): Promise<OnboardingLinkResponse> {
  throw new Error('Payouts onboarding is not implemented yet');
}
