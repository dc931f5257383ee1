import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  listMyPurchases,
  purchasedProduct,
  secureDownload as signDownload,
} from '../../services/my-account/my-purchases-service';
import { myReceipt } from '../../services/my-account/receipt-service';

/** GET /api/my/purchases: the caller's purchases and test purchases. */
export const getMyPurchases = defineHandler('GET /api/my/purchases', async ({ caller }) =>
  json(200, await listMyPurchases(caller.userId)),
);

/** GET /api/my/products/{id}: the purchased-product view (404 unless bought). */
export const getMyProduct = defineHandler('GET /api/my/products/{id}', async ({ caller, params }) =>
  json(200, await purchasedProduct(caller.userId, params.id)),
);

/** POST /api/secure-download: a presigned URL for a file of a bought product. */
export const secureDownload = defineHandler('POST /api/secure-download', async ({ caller, body }) =>
  json(200, await signDownload(caller.userId, body.productId, body.fileId)),
);

/** GET /api/my/products/{id}/receipt: the receipt of the caller's purchase (404 unless theirs). */
export const getMyReceipt = defineHandler(
  'GET /api/my/products/{id}/receipt',
  async ({ caller, params }) => json(200, await myReceipt(caller.userId, params.id)),
);
