import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PAYOUT_MESSAGES, type PayoutAccountState } from '@contracts/payouts';
import { ApiError } from '../../lib/api-client';
import { onboardingReturnOf, type OnboardingReturn } from './payout-text';
import { useStartOnboarding } from './payouts-api';

/** How long the page keeps asking after a return from Stripe, for account.updated to land. */
const RETURN_POLL_MS = 10_000;

/**
 * The way to Stripe's onboarding and back. Stripe sends the seller back to
 * `/seller/payouts?onboarding=return` (finished or left) or `?onboarding=refresh` (the link had
 * expired or was used). The query is read once and taken off the address, so a reload does not
 * act on it again. After a return the page polls for a short while until the account has
 * moved on; after a refresh a new link is asked for once, unless payouts are enabled already
 * (an old tab), and the button stays there should that fail.
 */
export function useOnboardingArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState<OnboardingReturn | null>(() => onboardingReturnOf(location.search));
  const [arrivedAt] = useState(() => Date.now());

  useEffect(() => {
    if (arrival) void navigate(location.pathname, { replace: true });
    // Only the query the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Whether to ask again for the account: back from Stripe and nothing has moved yet. */
  const pollWhile = (state: string | undefined) =>
    arrival === 'return' &&
    (state === 'not_started' || state === 'details_missing') &&
    Date.now() - arrivedAt < RETURN_POLL_MS;

  return { arrival, pollWhile };
}

/** The onboarding button's action, and a new link asked for once after a refresh. */
export function useOnboarding(
  arrival: OnboardingReturn | null,
  state: PayoutAccountState | undefined,
) {
  const start = useStartOnboarding();
  const { mutate } = start;
  const refreshed = useRef(false);

  const onboard = useCallback(() => {
    mutate(undefined, {
      // Stripe's page is another site: a full navigation, and the button keeps spinning.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.message
            ? error.message
            : PAYOUT_MESSAGES.connectUnavailable,
        ),
    });
  }, [mutate]);

  useEffect(() => {
    if (arrival !== 'refresh' || refreshed.current || state === undefined) return;
    refreshed.current = true;
    if (state !== 'payouts_enabled') onboard();
  }, [arrival, state, onboard]);

  const notice =
    arrival === 'refresh' && state !== 'payouts_enabled' && !start.isError
      ? 'Your onboarding link had expired. Opening a new one…'
      : arrival === 'return'
        ? 'Welcome back from Stripe.'
        : undefined;

  return {
    onboard,
    /** True from the press until the browser leaves for Stripe. */
    onboarding: start.isPending || start.isSuccess,
    notice,
  };
}
