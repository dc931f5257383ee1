import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FilePlatform } from '@rules/uploads';
import { callApi } from '../../lib/api-client';
import { isStale, errorText, type Detail } from './api';
import { queryKeys } from '../../lib/query-keys';

/** A failed edit: the spec's text, or the server's reload message when someone else won. */
export function toastFailure(error: unknown, text: string): void {
  toast.error('Error', { description: isStale(error) ? errorText(error, text) : text });
}

/** Writes of one product's files; each answer is the whole detail the screen shows. */
export function useFileMutations(productId: string) {
  const queryClient = useQueryClient();
  const store = (next: Detail) =>
    queryClient.setQueryData(queryKeys.manageProducts.detail(productId), next);

  const update = useMutation({
    mutationFn: (input: {
      fileId: string;
      revision: number;
      title?: string;
      platform?: FilePlatform;
    }) =>
      callApi('PUT /api/manage/products/{id}/files/{fileId}', {
        params: { id: productId, fileId: input.fileId },
        body: { revision: input.revision, title: input.title, platform: input.platform },
      }),
    onSuccess: (next, input) => {
      store(next);
      if (input.title !== undefined) toast.success('File title updated successfully');
      if (input.platform !== undefined) toast.success('Platform updated successfully');
    },
    onError: (error, input) =>
      toastFailure(
        error,
        input.title !== undefined ? 'Failed to update file title' : 'Failed to update platform',
      ),
  });

  const remove = useMutation({
    mutationFn: (input: { fileId: string; video: boolean }) =>
      callApi(
        input.video
          ? 'DELETE /api/manage/products/{id}/videos/{fileId}'
          : 'DELETE /api/manage/products/{id}/files/{fileId}',
        { params: { id: productId, fileId: input.fileId } },
      ),
    onSuccess: (next, input) => {
      store(next);
      toast.success(
        input.video ? 'Instruction video deleted successfully' : 'File deleted successfully',
      );
    },
    onError: (error, input) =>
      toastFailure(
        error,
        input.video ? 'Failed to delete instruction video' : 'Failed to delete file',
      ),
  });

  const reorder = useMutation({
    mutationFn: (input: { versionId: string; file_purpose: string; fileIds: string[] }) =>
      callApi('PUT /api/manage/products/{id}/file-order', {
        params: { id: productId },
        body: input,
      }),
    onSuccess: (next) => {
      store(next);
      toast.success('File order updated successfully');
    },
    onError: (error) => toastFailure(error, 'Failed to update file order'),
  });

  const addVideo = useMutation({
    mutationFn: (input: { versionId: string; url: string; title: string }) =>
      callApi('POST /api/manage/products/{id}/videos', { params: { id: productId }, body: input }),
    onSuccess: (next) => {
      store(next);
      toast.success('Instruction video added successfully');
    },
    onError: (error) => toastFailure(error, 'Failed to add instruction video'),
  });

  return { update, remove, reorder, addVideo, store };
}
