import { noSuch, StripeRequestError } from './errors';
import { createProduct, type LocalProduct } from './products';
import type { ApiContext, ApiRoute } from './routes';
import { couponKey as modeKey } from './store';

/** A product of the caller's mode, or Stripe's `No such product`. */
export function ownProduct(
  { store, livemode }: Pick<ApiContext, 'store' | 'livemode'>,
  id: string,
  param = 'id',
): LocalProduct {
  const product = store.products.get(modeKey(id, livemode));
  if (!product) throw noSuch('product', id, param);
  return product;
}

/** `products.create` (a taken id is `resource_already_exists`) and `products.retrieve`. */
export const PRODUCT_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/products$/,
    handle: (context) => {
      const product = createProduct(context.params, {
        livemode: context.livemode,
        now: context.now(),
      });
      if (context.store.products.get(modeKey(product.id, context.livemode))) {
        throw new StripeRequestError(`Product already exists.`, 'id', {
          code: 'resource_already_exists',
        });
      }
      return { body: context.store.products.save(product) };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/products\/([^/]+)$/,
    handle: (context) => ({ body: ownProduct(context, context.ids[0] ?? '') }),
  },
];
