import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@contracts/admin';
import type { Role } from '@rules/roles';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: queryKeys.adminUser.of(userId),
    queryFn: ({ signal }) =>
      callApi('GET /api/admin/users/{userId}', { params: { userId }, signal }),
  });
}

/** The user page's actions; each answers the user's new detail, which replaces the cached one. */
export function useUserActions(userId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (detail: AdminUserDetail) => {
    queryClient.setQueryData(queryKeys.adminUser.of(userId), detail);
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.all });
  };
  const params = { userId };
  return {
    setRole: useMutation({
      mutationFn: (role: Role) =>
        callApi('PUT /api/admin/users/{userId}/role', { params, body: { role } }),
      onSuccess,
    }),
    setState: useMutation({
      mutationFn: (state: 'active' | 'suspended') =>
        callApi('PUT /api/admin/users/{userId}/state', { params, body: { state } }),
      onSuccess,
    }),
    setSeller: useMutation({
      mutationFn: (active: boolean) =>
        callApi('PUT /api/admin/users/{userId}/seller', { params, body: { active } }),
      onSuccess,
    }),
    grant: useMutation({
      mutationFn: (productId: string) =>
        callApi('POST /api/admin/users/{userId}/purchases', { params, body: { productId } }),
      onSuccess,
    }),
  };
}
