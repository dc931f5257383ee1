import { secureDownloadBody } from '../../contracts/my-account';
import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { signedIn } from '../../http/signed-in';
import {
  listMyPurchases,
  purchasedProduct,
  secureDownload as signDownload,
} from '../../services/my-purchases-service';

/** GET /api/my/purchases: the caller's purchases and test purchases. */
export const getMyPurchases = defineHandler({
  access: 'signed-in',
  handle: async ({ caller }) => json(200, await listMyPurchases(signedIn(caller).userId)),
});

/** GET /api/my/products/{id}: the purchased-product view (404 unless bought). */
export const getMyProduct = defineHandler({
  access: 'signed-in',
  handle: async ({ caller, pathParameters }) =>
    json(200, await purchasedProduct(signedIn(caller).userId, pathParameters.id ?? '')),
});

/** POST /api/secure-download: a presigned URL for a file of a bought product. */
export const secureDownload = defineHandler({
  access: 'signed-in',
  body: secureDownloadBody,
  handle: async ({ caller, body }) =>
    json(200, await signDownload(signedIn(caller).userId, body.productId, body.fileId)),
});
