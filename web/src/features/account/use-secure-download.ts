import { useState } from 'react';
import { toast } from 'sonner';
import type { PurchasedFile } from '@contracts/my-account';
import { ACCOUNT_TEXT, type ToastText } from './account-text';
import { isPurchaseRequired, requestSecureDownload } from './api';

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * POST /api/secure-download, then this tab goes to the presigned URL (the browser saves the
 * file). `failure` is the toast for any error other than a missing purchase.
 */
export function useSecureDownload(productId: string) {
  const [busyId, setBusyId] = useState<string | null>(null);

  const download = async (
    file: PurchasedFile,
    failure: ToastText = ACCOUNT_TEXT.downloadFailed,
  ) => {
    setBusyId(file.id);
    try {
      const { downloadUrl, fileName } = await requestSecureDownload(file.id, productId);
      if (!isHttpUrl(downloadUrl)) throw new Error('No download URL in the answer');
      window.location.assign(downloadUrl);
      toast.success(ACCOUNT_TEXT.downloadStarted, {
        description: fileName || file.display_name || file.title,
      });
    } catch (error) {
      console.error('Download failed', error);
      const text = isPurchaseRequired(error) ? ACCOUNT_TEXT.purchaseRequired : failure;
      toast.error(text.title, { description: text.description });
    } finally {
      setBusyId(null);
    }
  };

  return { download, busyId };
}
