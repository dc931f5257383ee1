import type {
  BuyerFile,
  BuyerFilesResponse,
  BuyerPurchaseResponse,
  DownloadUrlResponse,
} from '../../contracts/downloads';
import { PURCHASE_REQUIRED } from '../../contracts/my-account';
import type { Receipt } from '../../contracts/receipts';
import { presignedDownloadUrl } from '../../repositories/file-storage';
import { getOrder, type Order } from '../../repositories/order-repository';
import {
  getProductsByIds,
  listProductFiles,
  listProductVersions,
} from '../../repositories/product-repository';
import { CHECKOUT_MESSAGES } from '../../rules/checkout';
import { downloadFileName } from '../../rules/file-names';
import type { ProductFile } from '../../rules/product-content';
import { downloadableFiles, latestPublishedVersion } from '../../rules/versions';
import { receiptOfOrder } from '../../rules/receipt';
import { invoiceLinkView } from '../../rules/tax';
import { NotFoundError } from '../shared/errors';
import { enforceRateLimits, type RateLimitRule } from '../shared/rate-limits';

/**
 * The session id is the only credential of these routes, so one client may not try many: 60
 * requests per 10 minutes covers a page load and its downloads several times over.
 */
export const GUEST_DOWNLOAD_LIMIT = {
  scope: 'downloads-ip',
  limit: 60,
  windowSeconds: 600,
} as const satisfies RateLimitRule;

export const TOO_MANY_DOWNLOAD_REQUESTS = 'Too many requests. Please try again later.';

/** Counts one request of a client against the guest download routes' shared limit. */
export function limitGuestDownloads(clientIp: string): Promise<void> {
  return enforceRateLimits(
    [{ rule: GUEST_DOWNLOAD_LIMIT, subject: clientIp }],
    TOO_MANY_DOWNLOAD_REQUESTS,
  );
}

/**
 * The guest download page, keyed by a Checkout Session id (the holder's credential): only a
 * paid guest checkout answers; anything else is "no purchase" without saying why.
 */
async function paidGuestOrder(sessionId: string): Promise<Order> {
  const order = await getOrder(sessionId);
  if (!order || order.status !== 'paid' || order.buyer_type !== 'guest') {
    throw new NotFoundError(CHECKOUT_MESSAGES.noPurchase);
  }
  return order;
}

export async function buyerPurchase(sessionId: string): Promise<BuyerPurchaseResponse> {
  const order = await paidGuestOrder(sessionId);
  const products = new Map(
    (await getProductsByIds(order.product_ids)).map((product) => [product.id, product]),
  );
  const bought = order.product_ids.map((id) => ({
    id,
    // Bought products stay downloadable even when later withdrawn: fall back to the order.
    name: products.get(id)?.name ?? order.product_names[id] ?? '',
    description: products.get(id)?.description ?? '',
  }));
  const first = bought[0];
  const invoice = invoiceLinkView(order.invoice);
  const refunded = Object.keys(order.line_refunds ?? {}).map((id) => ({
    id,
    name: order.product_names[id] ?? '',
  }));
  return {
    success: true,
    purchase: {
      product_name: first?.name ?? '',
      description: first?.description ?? '',
      purchase_date: order.paid_at ?? order.created_at,
    },
    products: bought,
    ...(refunded.length > 0 ? { refunded } : {}),
    ...(invoice ? { invoice } : {}),
  };
}

interface EntitledFile {
  file: ProductFile;
  productName: string;
}

/** The files of the latest published version of each bought product (no gallery images). */
async function entitledFiles(order: Order): Promise<EntitledFile[]> {
  const perProduct = await Promise.all(
    order.product_ids.map(async (productId) => {
      const [versions, files] = await Promise.all([
        listProductVersions(productId),
        listProductFiles(productId),
      ]);
      const latest = latestPublishedVersion(versions);
      if (!latest) return [];
      const productName = order.product_names[productId] ?? '';
      return downloadableFiles(files, latest.id).map((file) => ({ file, productName }));
    }),
  );
  return perProduct.flat();
}

function toBuyerFile({ file, productName }: EntitledFile): BuyerFile {
  return {
    id: file.id,
    product_id: file.product_id,
    product_name: productName,
    display_name: file.display_name || file.title,
    title: file.title,
    file_type: file.file_type,
    file_purpose: file.file_purpose,
    file_size: file.file_size ?? null,
  };
}

export async function buyerFiles(sessionId: string): Promise<BuyerFilesResponse> {
  const order = await paidGuestOrder(sessionId);
  return { success: true, files: (await entitledFiles(order)).map(toBuyerFile) };
}

/** A file of a product this order bought and which was refunded since: no longer the buyer's. */
async function isRefundedFile(order: Order, fileId: string): Promise<boolean> {
  const refunded = Object.keys(order.line_refunds ?? {});
  const files = await Promise.all(refunded.map((productId) => listProductFiles(productId)));
  return files.flat().some((file) => file.id === fileId);
}

/** A presigned download (or the watch URL of a video) for one file the session bought. */
export async function guestDownloadUrl(
  sessionId: string,
  fileId: string,
): Promise<DownloadUrlResponse> {
  const order = await paidGuestOrder(sessionId);
  const entitled = (await entitledFiles(order)).find((entry) => entry.file.id === fileId);
  if (!entitled) {
    if (await isRefundedFile(order, fileId)) throw new NotFoundError(PURCHASE_REQUIRED.message);
    throw new NotFoundError(CHECKOUT_MESSAGES.fileNotFound);
  }
  const { file } = entitled;
  const displayName = file.display_name || file.title;
  if (file.file_type === 'youtube') return { downloadUrl: file.file_path, fileName: displayName };
  const fileName = downloadFileName(displayName, file.file_path, file.file_type);
  return { downloadUrl: await presignedDownloadUrl(file.file_path, fileName), fileName };
}

/** The receipt of a paid guest order: the same sums as a signed-in buyer's (rules/receipt). */
export async function buyerReceipt(sessionId: string): Promise<Receipt> {
  return receiptOfOrder(await paidGuestOrder(sessionId));
}
