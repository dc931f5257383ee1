import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileState, Role } from '@rules/roles';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface UserFilter {
  search?: string;
  role?: Role;
  state?: ProfileState;
}

export function useAdminUsers(filter: UserFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminUsers.list(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/admin/users', { query: { ...filter, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useInvitations() {
  return useInfiniteQuery({
    queryKey: queryKeys.adminInvitations,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/admin/invitations', { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useInvitationActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminInvitations });
  return {
    invite: useMutation({
      mutationFn: (body: { email: string; fullName: string; role: Role }) =>
        callApi('POST /api/admin/invitations', { body }),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: (invitationId: string) =>
        callApi('POST /api/admin/invitations/{invitationId}/resend', {
          params: { invitationId },
        }),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (invitationId: string) =>
        callApi('DELETE /api/admin/invitations/{invitationId}', { params: { invitationId } }),
      onSuccess,
    }),
  };
}
