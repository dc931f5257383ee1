import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileState, Role } from '@rules/roles';
import { callApi } from '../../lib/api-client';

export interface UserFilter {
  search?: string;
  role?: Role;
  state?: ProfileState;
}

export function useAdminUsers(filter: UserFilter) {
  return useInfiniteQuery({
    queryKey: ['admin-users', filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/admin/users', { query: { ...filter, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useInvitations() {
  return useInfiniteQuery({
    queryKey: ['admin-invitations'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/admin/invitations', { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useInvitationActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin-invitations'] });
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
