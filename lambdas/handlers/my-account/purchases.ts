import { secureDownloadBody } from '../../contracts/my-account';
import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import type { Caller } from '../../http/types';
import { UnauthorizedError } from '../../services/errors';
import {
  listMyPurchases,
  purchasedProduct,
  secureDownload as signDownload,
} from '../../services/my-purchases-service';

function signedIn(caller: Caller | undefined): Caller {
  if (!caller) throw new UnauthorizedError();
  return caller;
}

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
