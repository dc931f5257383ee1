import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutomationRereadStatus } from '@contracts/admin';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** While a run is asked for or under way, the panel looks again every 30 seconds. */
const POLL_MS = 30_000;

export function useAutomationReread() {
  return useQuery({
    queryKey: queryKeys.automationReread,
    queryFn: ({ signal }) => callApi('GET /api/admin/automation-files/reread', { signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'requested' || state === 'running' ? POLL_MS : false;
    },
  });
}

export function useStartAutomationReread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /api/admin/automation-files/reread'),
    onSuccess: (status: AutomationRereadStatus) =>
      queryClient.setQueryData(queryKeys.automationReread, status),
  });
}
