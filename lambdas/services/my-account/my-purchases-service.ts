import {
  PURCHASE_REQUIRED,
  type MyPurchase,
  type MyPurchasesResponse,
  type PurchasedFile,
  type PurchasedProductResponse,
  type SecureDownloadResponse,
} from '../../contracts/my-account';
import { presignedDownloadUrl } from '../../repositories/file-storage';
import {
  getFile,
  getProductPartition,
  getProductsByIds,
  getVersion,
} from '../../repositories/product-repository';
import { getOrderInvoices } from '../../repositories/order-repository';
import {
  getPurchase,
  listPurchaseRecords,
  type Purchase,
} from '../../repositories/user-repository';
import { downloadFileName } from '../../rules/file-names';
import type { Product } from '../../rules/product';
import type { ProductFile } from '../../rules/product-content';
import { invoiceLinkView, type OrderInvoice } from '../../rules/tax';
import { downloadableFiles } from '../../rules/versions';
import { isVideoLink, youtubeId, youtubeWatchUrl } from '../../rules/youtube';
import { NotFoundError } from '../shared/errors';

/** The one answer for anything the caller may not download: never a URL, never a reason. */
function purchaseRequired(): NotFoundError {
  return new NotFoundError(PURCHASE_REQUIRED.message);
}

/** The invoices of the orders behind these purchases, by session id. */
async function invoicesOf(purchases: readonly Purchase[]): Promise<Map<string, OrderInvoice>> {
  const sessionIds = purchases.flatMap((purchase) =>
    purchase.session_id ? [purchase.session_id] : [],
  );
  return sessionIds.length > 0 ? getOrderInvoices(sessionIds) : new Map();
}

function toMyPurchase(
  purchase: Purchase,
  product: Product,
  invoices: ReadonlyMap<string, OrderInvoice>,
): MyPurchase {
  const invoice = invoiceLinkView(
    purchase.session_id ? invoices.get(purchase.session_id) : undefined,
  );
  return {
    product_id: purchase.product_id,
    purchase_date: purchase.purchase_date,
    amount_paid: purchase.is_test ? 0 : purchase.amount_paid_cents / 100,
    is_test: purchase.is_test,
    ...(invoice ? { invoice } : {}),
    ...(purchase.refunded_at ? { refunded_at: purchase.refunded_at } : {}),
    product: {
      name: product.name,
      platform: product.platform,
      image_url: product.image_url,
      description: product.description,
      short_description: product.short_description,
      prerequisites: product.prerequisites,
    },
  };
}

/**
 * Purchases and test purchases, newest first, joined with their products; refunded ones are
 * listed as refunded (their files answer 'Purchase Required').
 */
export async function listMyPurchases(userId: string): Promise<MyPurchasesResponse> {
  const purchases = await listPurchaseRecords(userId);
  const [found, invoices] = await Promise.all([
    getProductsByIds(purchases.map((purchase) => purchase.product_id)),
    invoicesOf(purchases),
  ]);
  const products = new Map(found.map((product) => [product.id, product]));
  return {
    purchases: purchases
      .flatMap((purchase) => {
        const product = products.get(purchase.product_id);
        return product ? [toMyPurchase(purchase, product, invoices)] : [];
      })
      .sort((a, b) => b.purchase_date.localeCompare(a.purchase_date)),
  };
}

function toPurchasedFile(file: ProductFile): PurchasedFile {
  const videoId = isVideoLink(file.file_type) ? youtubeId(file.file_path) : undefined;
  return {
    id: file.id,
    version_id: file.version_id,
    title: file.title,
    display_name: file.display_name || file.title,
    file_type: file.file_type,
    file_purpose: file.file_purpose,
    platform: file.platform,
    order_position: file.order_position,
    file_size: file.file_size ?? null,
    ...(videoId ? { youtube_id: videoId, watch_url: youtubeWatchUrl(videoId) } : {}),
  };
}

/** The purchased-product view: published versions only, and their files; 404 unless bought. */
export async function purchasedProduct(
  userId: string,
  productId: string,
): Promise<PurchasedProductResponse> {
  const [purchase, partition] = await Promise.all([
    getPurchase(userId, productId),
    getProductPartition(productId),
  ]);
  if (!purchase || !partition) throw new NotFoundError('Product not found');
  const invoices = await invoicesOf([purchase]);
  const published = partition.versions
    .filter((version) => version.is_published)
    .sort(
      (a, b) =>
        b.release_date.localeCompare(a.release_date) || b.created_at.localeCompare(a.created_at),
    );
  return {
    purchase: toMyPurchase(purchase, partition.product, invoices),
    versions: published.map((version) => ({
      id: version.id,
      version_number: version.version_number,
      release_date: version.release_date,
      is_latest: version.is_latest,
      changelog: version.changelog,
    })),
    files: published.flatMap((version) =>
      downloadableFiles(partition.files, version.id).map(toPurchasedFile),
    ),
  };
}

/**
 * A presigned URL (3600 s) for one file of a product the caller bought, in a published
 * version. Unknown, unowned, draft and gallery files all get the same 'Purchase Required'.
 */
export async function secureDownload(
  userId: string,
  productId: string,
  fileId: string,
): Promise<SecureDownloadResponse> {
  const [purchase, file] = await Promise.all([
    getPurchase(userId, productId),
    getFile(productId, fileId),
  ]);
  if (!purchase || !file || file.file_purpose === 'gallery') throw purchaseRequired();
  const version = await getVersion(productId, file.version_id);
  if (!version?.is_published) throw purchaseRequired();
  const displayName = file.display_name || file.title;
  const videoId = isVideoLink(file.file_type) ? youtubeId(file.file_path) : undefined;
  if (videoId) return { downloadUrl: youtubeWatchUrl(videoId), fileName: displayName };
  // Only stored objects are signed: a link that is not a YouTube video is never handed out.
  if (/^https?:\/\//i.test(file.file_path)) throw purchaseRequired();
  const fileName = downloadFileName(displayName, file.file_path, file.file_type);
  return { downloadUrl: await presignedDownloadUrl(file.file_path, fileName), fileName };
}
