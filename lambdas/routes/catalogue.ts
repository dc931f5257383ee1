/** The `catalogue` group: the catalogue, product pages and the cart check. */
import { BY_ACCESS } from './access';
import {
  type CartValidateResponse,
  type ProductDetailResponse,
  cartValidateBody,
  catalogueQuery,
} from '../contracts/catalogue';
import type { CatalogueResponse } from '../rules/product';
import { type RouteSpec, responds } from './route-spec';

export const catalogueRoutes = {
  // Catalogue and product pages: public, richer for a signed-in caller.
  'GET /api/products': {
    group: 'catalogue',
    access: 'optional-auth',
    outcomes: BY_ACCESS,
    caching: 'public-cacheable',
    query: catalogueQuery,
    response: responds<CatalogueResponse>(),
  },
  'GET /api/products/{id}': {
    group: 'catalogue',
    access: 'optional-auth',
    outcomes: BY_ACCESS,
    caching: 'public-cacheable',
    response: responds<ProductDetailResponse>(),
  },
  'POST /api/cart/validate': {
    group: 'catalogue',
    access: 'public',
    outcomes: BY_ACCESS,
    body: cartValidateBody,
    response: responds<CartValidateResponse>(),
  },
} as const satisfies Record<string, RouteSpec>;
