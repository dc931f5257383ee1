import type { ManagedProductDetail } from '../../contracts/manage/products';
import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  startAvailabilityNotifications,
  startListingNotifications,
} from '../../services/notifications/notification-fanout-service';
import { deleteManagedProduct } from '../../services/manage/delete-product';
import {
  createManagedProduct,
  getManagedProduct,
  listManagedProducts,
  updateManagedProduct,
  updateProductFlags,
} from '../../services/manage/products';

/** GET /api/manage/products: the seller's products, or every product for an admin. */
export const listProducts = defineHandler('GET /api/manage/products', async ({ caller, query }) =>
  json(200, await listManagedProducts(caller, query)),
);

/** POST /api/manage/products: a new product (a seller's is linked to them). */
export const createProduct = defineHandler('POST /api/manage/products', async ({ caller, body }) =>
  json(201, await createManagedProduct(caller, body)),
);

/** GET /api/manage/products/{id}: the management screen's product, versions and files. */
export const getProduct = defineHandler(
  'GET /api/manage/products/{id}',
  async ({ caller, params }) => json(200, await getManagedProduct(caller, params.id)),
);

/** PUT /api/manage/products/{id}: every editable field, with the revision the editor read. */
export const updateProduct = defineHandler(
  'PUT /api/manage/products/{id}',
  async ({ caller, params, body }) =>
    json(200, await withListingNews(updateManagedProduct(caller, params.id, body))),
);

/** DELETE /api/manage/products/{id}: deleted if nobody bought it, otherwise retired. */
export const deleteProduct = defineHandler(
  'DELETE /api/manage/products/{id}',
  async ({ caller, params }) => json(200, await deleteManagedProduct(caller, params.id)),
);

/**
 * A change that made a seller's product visible to shoppers for the first time queues the
 * new-listing e-mails to the seller's followers; the answer is the product's detail.
 */
async function withListingNews(
  change: Promise<{ detail: ManagedProductDetail; newlyListed: boolean }>,
): Promise<ManagedProductDetail> {
  const { detail, newlyListed } = await change;
  if (newlyListed && detail.product.seller_id) {
    await startListingNotifications(detail.product.id, detail.product.seller_id);
  }
  return detail;
}

/** PUT /api/manage/products/{id}/flags: featured, available for purchase, coming soon, diagram. */
export const updateFlags = defineHandler(
  'PUT /api/manage/products/{id}/flags',
  async ({ caller, params, body }) => {
    const { detail, becameAvailable, newlyListed } = await updateProductFlags(
      caller,
      params.id,
      body,
    );
    if (becameAvailable) await startAvailabilityNotifications(detail.product.id);
    return json(200, await withListingNews(Promise.resolve({ detail, newlyListed })));
  },
);
