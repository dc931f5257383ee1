import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { BuyerFile } from '@contracts/downloads';
import { ApiError, callApi } from '../../lib/api-client';
import { isVideoFile } from '../../lib/file-labels';
import { queryKeys } from '../../lib/query-keys';
import { ACCOUNT_TEXT } from '../account/account-text';

/** The guest downloads page: everything is keyed by the paid Checkout Session id. */
export function useBuyerPurchase(sessionId: string | null) {
  return useQuery({
    queryKey: queryKeys.guestDownloads.purchase(sessionId ?? ''),
    enabled: !!sessionId,
    queryFn: ({ signal }) =>
      callApi('POST /api/get-buyer-purchases', { body: { sessionId: sessionId ?? '' }, signal }),
  });
}

export function useBuyerFiles(sessionId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.guestDownloads.files(sessionId ?? ''),
    enabled: !!sessionId && enabled,
    queryFn: async ({ signal }) => {
      const body = await callApi('POST /api/get-buyer-files', {
        body: { sessionId: sessionId ?? '' },
        signal,
      });
      return Array.isArray(body.files) ? body.files : [];
    },
  });
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** An API answer's own message; a request that never got an answer is a connection error. */
export function loadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return 'Connection error';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Download through POST /api/download-file-unauthorized: a file goes to its presigned URL in
 * this tab (the browser saves it), an instruction video opens in a new tab. That tab is opened
 * during the click, before the request, so popup blockers let it through.
 */
export function useFileDownload(sessionId: string) {
  const [busyId, setBusyId] = useState<string | null>(null);

  const download = async (file: BuyerFile) => {
    const video = isVideoFile(file.file_type);
    const tab = video ? window.open('', '_blank') : null;
    setBusyId(file.id);
    try {
      const { downloadUrl } = await callApi('POST /api/download-file-unauthorized', {
        body: { sessionId, fileId: file.id },
      });
      if (typeof downloadUrl !== 'string' || !isHttpUrl(downloadUrl)) {
        throw new Error('No download URL in the answer');
      }
      if (!video) {
        window.location.assign(downloadUrl);
      } else if (tab) {
        tab.opener = null;
        tab.location.href = downloadUrl;
      } else {
        window.open(downloadUrl, '_blank', 'noopener,noreferrer');
      }
    } catch (error) {
      console.error('Download failed', error);
      tab?.close();
      // 404: the file is no longer the order's (its product was refunded since the page loaded).
      if (isNotFoundError(error)) {
        const { title, description } = ACCOUNT_TEXT.purchaseRequired;
        toast.error(title, { description });
      } else {
        toast.error('Download failed', {
          description: 'There was an error downloading the file. Please try again.',
        });
      }
    } finally {
      setBusyId(null);
    }
  };

  return { download, busyId };
}
