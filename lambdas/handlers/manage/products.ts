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
    json(200, await updateManagedProduct(caller, params.id, body)),
);

/** DELETE /api/manage/products/{id}: deleted if nobody bought it, otherwise retired. */
export const deleteProduct = defineHandler(
  'DELETE /api/manage/products/{id}',
  async ({ caller, params }) => json(200, await deleteManagedProduct(caller, params.id)),
);

/** PUT /api/manage/products/{id}/flags: featured, available for purchase, coming soon. */
export const updateFlags = defineHandler(
  'PUT /api/manage/products/{id}/flags',
  async ({ caller, params, body }) => {
    const { detail, becameAvailable, newlyListed } = await updateProductFlags(
      caller,
      params.id,
      body,
    );
    if (becameAvailable) await startAvailabilityNotifications(detail.product.id);
    // Its seller's followers hear of a product that shoppers can see for the first time.
    if (newlyListed && detail.product.seller_id) {
      await startListingNotifications(detail.product.id, detail.product.seller_id);
    }
    return json(200, detail);
  },
);
