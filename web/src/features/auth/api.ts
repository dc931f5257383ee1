import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** TanStack Query key of the signed-in caller (GET /api/me). */
export const meQueryKey = queryKeys.me.of;

export const fetchMe = (signal?: AbortSignal) => callApi('GET /api/me', { signal });

export const linkBuyerPurchases = (email: string) =>
  callApi('POST /api/link-buyer-purchases', { body: { email } });

export const requestPasswordReset = (email: string) =>
  callApi('POST /api/request-password-reset', { body: { email } });

export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  callApi('GET /api/invitations/{token}', { params: { token }, signal });

export const completeInvitation = (body: { token: string; password: string; fullName: string }) =>
  callApi('POST /api/complete-invitation', { body });
