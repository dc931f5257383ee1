import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The buyer's personal n8n template library (GET/POST/DELETE /api/my/n8n-library). */
export const n8nLibraryKey = queryKeys.account.n8nLibrary;

export function useN8nLibrary(userId: string | undefined) {
  return useQuery({
    queryKey: n8nLibraryKey(userId),
    enabled: !!userId,
    queryFn: ({ signal }) => callApi('GET /api/my/n8n-library', { signal }),
  });
}

/** Creates the library URL, or replaces it: the old URL stops working at once. */
export const createN8nLibrary = () => callApi('POST /api/my/n8n-library');

export const revokeN8nLibrary = () => callApi('DELETE /api/my/n8n-library');
