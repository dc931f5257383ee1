import { z } from 'zod';
import type { InvoiceLink } from '../rules/tax';
import { idSchema, sessionIdSchema } from './common';

/** The guest downloads page: everything is keyed by a paid Checkout Session id. */
export const sessionBody = z.object({ sessionId: sessionIdSchema });

export interface BuyerPurchaseResponse {
  success: true;
  /** The first product, as the spec's page shows it. */
  purchase: { product_name: string; description: string; purchase_date: string };
  /** Every product of the order still owned. */
  products: { id: string; name: string; description: string }[];
  /** Products of the order refunded since: no downloads ('Purchase Required'). */
  refunded?: { id: string; name: string }[];
  /** The order's Stripe invoice. */
  invoice?: InvoiceLink;
}

export interface BuyerFile {
  id: string;
  product_id: string;
  product_name: string;
  display_name: string;
  title: string;
  file_type: string;
  file_purpose: string;
  /** Bytes; null for instruction video links. */
  file_size: number | null;
}

export interface BuyerFilesResponse {
  success: true;
  files: BuyerFile[];
}

export const guestDownloadBody = z.object({ sessionId: sessionIdSchema, fileId: idSchema });

export interface DownloadUrlResponse {
  /** Presigned, valid 3600 s; for a video link, the watch URL itself. */
  downloadUrl: string;
  fileName: string;
}
