import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  buyerFiles,
  buyerReceipt,
  buyerPurchase,
  guestDownloadUrl,
  limitGuestDownloads,
} from '../../services/downloads/guest-download-service';

/** POST /api/get-buyer-purchases: what a paid guest session bought. */
export const getBuyerPurchases = defineHandler(
  'POST /api/get-buyer-purchases',
  async ({ body, clientIp }) => {
    await limitGuestDownloads(clientIp);
    return json(200, await buyerPurchase(body.sessionId));
  },
);

/** POST /api/get-buyer-files: the files of the latest published version of each product. */
export const getBuyerFiles = defineHandler(
  'POST /api/get-buyer-files',
  async ({ body, clientIp }) => {
    await limitGuestDownloads(clientIp);
    return json(200, await buyerFiles(body.sessionId));
  },
);

/** POST /api/download-file-unauthorized: a presigned download URL for one entitled file. */
export const downloadFileUnauthorized = defineHandler(
  'POST /api/download-file-unauthorized',
  async ({ body, clientIp }) => {
    await limitGuestDownloads(clientIp);
    return json(200, await guestDownloadUrl(body.sessionId, body.fileId));
  },
);

/** POST /api/get-buyer-receipt: the receipt of a paid guest order. */
export const getBuyerReceipt = defineHandler(
  'POST /api/get-buyer-receipt',
  async ({ body, clientIp }) => {
    await limitGuestDownloads(clientIp);
    return json(200, await buyerReceipt(body.sessionId));
  },
);
