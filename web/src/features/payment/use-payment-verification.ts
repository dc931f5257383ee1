import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerifyPaymentResponse } from '@contracts/checkout';
import { ApiError, callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../auth/auth-context';

/** A payment the provider has not confirmed yet is asked about again: every 2 s, 5 times. */
export const VERIFY_POLL_INTERVAL_MS = 2000;
export const VERIFY_MAX_POLLS = 5;

const FAILED = 'Payment verification failed';

export type VerificationState =
  | { status: 'pending' }
  | {
      status: 'success';
      products: VerifyPaymentResponse['products'];
      buyerEmail: string;
      refunded?: VerifyPaymentResponse['refunded'];
      invoice?: VerifyPaymentResponse['invoice'];
      receipt?: VerifyPaymentResponse['receipt'];
    }
  | { status: 'error'; message: string };

/**
 * Payment verification: pending, then success or error; it runs once per session id (the query cache keeps StrictMode's second mount and re-renders from asking
 * again) and a retry is allowed. Signed-in buyers verify through verify-payment, guests
 * through verify-payment-universal.
 */
export function usePaymentVerification(sessionId: string | null) {
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.paymentVerification(sessionId, user?.id ?? null);

  const query = useQuery({
    queryKey,
    enabled: !!sessionId && !loading,
    queryFn: ({ signal }) =>
      callApi(user ? 'POST /api/verify-payment' : 'POST /api/verify-payment-universal', {
        body: { sessionId: sessionId ?? '' },
        signal,
      }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (current) =>
      current.state.data?.success === false && current.state.dataUpdateCount <= VERIFY_MAX_POLLS
        ? VERIFY_POLL_INTERVAL_MS
        : false,
  });

  const retry = () => void queryClient.resetQueries({ queryKey, exact: true });

  // Reading dataUpdatedAt subscribes this component to every answer, even an unchanged one.
  const answeredAt = query.dataUpdatedAt;
  const answers = answeredAt ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  const data = query.data;

  let state: VerificationState;
  if (!sessionId) {
    state = { status: 'error', message: 'Missing session ID' };
  } else if (query.isError) {
    const message = query.error instanceof ApiError ? query.error.message : '';
    state = { status: 'error', message: message || FAILED };
  } else if (data?.success) {
    state = {
      status: 'success',
      products: Array.isArray(data.products) ? data.products : [],
      buyerEmail: data.buyerEmail ?? '',
      ...(data.refunded ? { refunded: data.refunded } : {}),
      ...(data.invoice ? { invoice: data.invoice } : {}),
      ...(data.receipt ? { receipt: data.receipt } : {}),
    };
  } else if (data && answers > VERIFY_MAX_POLLS) {
    state = { status: 'error', message: data.error || FAILED };
  } else {
    state = { status: 'pending' };
  }

  return { state, retry, signedIn: !!user };
}
