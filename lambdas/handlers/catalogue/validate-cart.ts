import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { validateCartProducts } from '../../services/catalogue/product-service';

/** POST /api/cart/validate: current name, price and state of the products in a browser cart. */
export const validateCart = defineHandler('POST /api/cart/validate', async ({ body }) =>
  json(200, await validateCartProducts(body.ids)),
);
