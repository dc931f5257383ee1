import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Shared with the admin settings page, which invalidates it after changing the flag. */
export const DEBUG_PANEL_FLAG_KEY = queryKeys.debugPanelFlag.all;

/** GET /api/debug-panel for admin and test_user; the server says false for everyone else. */
export function useDebugPanelFlag(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.debugPanelFlag.of(userId),
    enabled: !!userId,
    staleTime: 30_000,
    refetchInterval: 60_000,
    queryFn: async ({ signal }) => (await callApi('GET /api/debug-panel', { signal })).enabled,
  });
}
