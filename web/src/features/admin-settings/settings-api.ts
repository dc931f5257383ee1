import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@contracts/admin';
import { callApi } from '../../lib/api-client';
import { DEBUG_PANEL_FLAG_KEY } from '../debug/debug-flag';
import { queryKeys } from '../../lib/query-keys';

export function useAdminSettings() {
  return useQuery({
    queryKey: queryKeys.adminSettings,
    queryFn: ({ signal }) => callApi('GET /api/admin/settings', { signal }),
  });
}

export function usePaymentMode() {
  return useQuery({
    queryKey: queryKeys.paymentMode,
    queryFn: ({ signal }) => callApi('GET /api/payment-mode', { signal }),
  });
}

/** `enabled: null` resets the flag to the environment default. */
export function useSetDebugPanel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean | null) =>
      callApi('PUT /api/admin/settings/debug-panel', { body: { enabled } }),
    onSuccess: (settings: AdminSettings) => {
      queryClient.setQueryData(queryKeys.adminSettings, settings);
      // The panel in this very tab follows the new flag without a reload.
      void queryClient.invalidateQueries({ queryKey: DEBUG_PANEL_FLAG_KEY });
    },
  });
}

export function useSaveArchitectureDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; revision: number }) =>
      callApi('PUT /api/admin/settings/architecture', { body: input }),
    onSuccess: (settings: AdminSettings) =>
      queryClient.setQueryData(queryKeys.adminSettings, settings),
  });
}
