import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StorefrontBody } from '@contracts/storefronts';
import { MEDIA_CONTENT_TYPE } from '@rules/media';
import { toast } from 'sonner';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../auth/auth-context';
import { uploadImageRenditions } from '../manage-products/image-upload';

/** GET /api/seller/storefront: the seller's own storefront (null before the first save). */
export function useOwnStorefront() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.storefronts.own(user?.id),
    queryFn: ({ signal }) => callApi('GET /api/seller/storefront', { signal }),
  });
}

/** PUT /api/seller/storefront; every storefront entry (public pages included) is read again. */
export function useSaveStorefront() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StorefrontBody) => callApi('PUT /api/seller/storefront', { body }),
    onSuccess: () => {
      toast.success('Storefront saved');
      void queryClient.invalidateQueries({ queryKey: queryKeys.storefronts.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.productPages });
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
}

/** Resizes and uploads a picked avatar; answers the URL to save in the form. */
export function uploadAvatar(file: File): Promise<string> {
  return uploadImageRenditions(file, (sizes) =>
    callApi('POST /api/seller/storefront/avatar/uploads', {
      body: { contentType: MEDIA_CONTENT_TYPE, ...sizes },
    }),
  );
}
