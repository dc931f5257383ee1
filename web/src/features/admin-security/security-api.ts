import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditAction } from '@contracts/admin';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface AuditFilter {
  actor?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.auditLog(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/admin/audit', { query: { ...filter, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useSecurityOverview() {
  return useQuery({
    queryKey: queryKeys.securityOverview,
    queryFn: ({ signal }) => callApi('GET /api/admin/security', { signal }),
  });
}
