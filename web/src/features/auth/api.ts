import type { LinkPurchasesResponse, MeResponse } from '@contracts/account';
import type {
  CompleteInvitationResponse,
  InvitationResponse,
  PasswordResetResponse,
} from '@contracts/auth';
import { apiGet, apiPost } from '../../lib/api-client';

/** TanStack Query key of the signed-in caller (GET /api/me). */
export const meQueryKey = (userId: string | undefined) => ['me', userId] as const;

export const fetchMe = (signal?: AbortSignal) => apiGet<MeResponse>('/api/me', signal);

export const linkBuyerPurchases = (email: string) =>
  apiPost<LinkPurchasesResponse>('/api/link-buyer-purchases', { email });

export const requestPasswordReset = (email: string) =>
  apiPost<PasswordResetResponse>('/api/request-password-reset', { email });

export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  apiGet<InvitationResponse>(`/api/invitations/${encodeURIComponent(token)}`, signal);

export const completeInvitation = (body: { token: string; password: string; fullName: string }) =>
  apiPost<CompleteInvitationResponse>('/api/complete-invitation', body);
