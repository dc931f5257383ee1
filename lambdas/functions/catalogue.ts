import { groupEntry } from '../http/group-entry';
import { catalogueRoutes } from '../routes/catalogue';
import { getProduct } from '../handlers/catalogue/get-product';
import { listProducts } from '../handlers/catalogue/list-products';
import { validateCart } from '../handlers/catalogue/validate-cart';

/** Lambda entry of the `catalogue` function group. */
export const handler = groupEntry('catalogue', catalogueRoutes, {
  listProducts,
  getProduct,
  validateCart,
});
