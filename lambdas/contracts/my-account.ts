import { z } from 'zod';
import type { Platform } from '../rules/product';
import type { InvoiceLink } from '../rules/tax';
import { idSchema } from './common';

/**
 * The signed-in buyer's account area (account spec: /myaccount and the purchased-product view).
 * Every route answers only for the caller's own data; anything else is 404.
 */

/** GET /api/my/purchases: purchases and test purchases, newest first, joined with products. */
export interface MyPurchase {
  product_id: string;
  purchase_date: string;
  /** 0 for test purchases. */
  amount_paid: number;
  is_test: boolean;
  /** The Stripe invoice of the order it was bought in (orders paid before invoices have none). */
  invoice?: InvoiceLink;
  /** Refunded: listed, but its files answer 'Purchase Required' until bought again. */
  refunded_at?: string;
  product: {
    name: string;
    platform: Platform;
    image_url: string;
    description: string;
    short_description: string;
    prerequisites: string;
  };
}

export interface MyPurchasesResponse {
  purchases: MyPurchase[];
}

/** GET /api/my/products/{id}: the purchased-product view; 404 unless the caller bought it. */
export interface PurchasedVersion {
  id: string;
  version_number: string;
  release_date: string;
  is_latest: boolean;
  changelog: string;
}

export interface PurchasedFile {
  id: string;
  version_id: string;
  title: string;
  display_name: string;
  file_type: string;
  file_purpose: string;
  platform: string;
  order_position: number;
  /** Bytes; null when unknown (videos). */
  file_size: number | null;
  /** Instruction videos only: the YouTube id (11 characters), for the thumbnail and preview. */
  youtube_id?: string;
  /** Instruction videos only: the normalised watch URL ('Open in YouTube'). */
  watch_url?: string;
}

export interface PurchasedProductResponse {
  purchase: MyPurchase;
  /** Published versions only, newest release first; empty = 'Product Temporarily Unavailable'. */
  versions: PurchasedVersion[];
  /** Files of every published version (the view filters by the selected version). */
  files: PurchasedFile[];
}

/** POST /api/secure-download: a presigned URL (3600 s) for a file the caller bought. */
export const secureDownloadBody = z.object({ fileId: idSchema, productId: idSchema });

export interface SecureDownloadResponse {
  downloadUrl: string;
  fileName: string;
}

export const PURCHASE_REQUIRED = {
  title: 'Purchase Required',
  message: 'You need to purchase this product to download files',
} as const;

/** GET /api/my/preferences and PUT /api/my/preferences (update or insert; both default true). */
export const preferencesBody = z.object({
  news_updates: z.boolean(),
  product_notifications: z.boolean(),
});

export type Preferences = z.infer<typeof preferencesBody>;

/** PUT /api/my/profile: the editable full name (kept in Cognito and the profile). */
export const profileBody = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(200, 'Full name is too long'),
});

export interface ProfileResponse {
  fullName: string;
}

/**
 * POST /api/send-deletion-emails: the spec's payload; the server uses the caller's own e-mail
 * and name and the configured support address, whatever the body says.
 * POST /api/my/delete-account: sets the profile state to 'delete', then sends those e-mails
 * (a failed e-mail is logged and does not stop the deletion).
 */
export const deletionEmailsBody = z.object({
  userEmail: z.string().optional(),
  userName: z.string().optional(),
  userId: z.string().optional(),
  adminEmail: z.string().optional(),
});

export interface DeleteAccountResponse {
  success: true;
}
