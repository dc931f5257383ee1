/** The `bundles` group: bundles of a seller's products, their public page and their quote. */
import { BY_ACCESS } from './access';
import {
  bundleBody,
  bundleListingBody,
  bundleParams,
  bundleQuoteBody,
  type BundleQuote,
  type BundleView,
  type ProductBundlesResponse,
  type SellerBundleResponse,
  type SellerBundlesResponse,
} from '../contracts/bundles';
import { type RouteSpec, responds } from './route-spec';

export const bundlesRoutes = {
  // The public page: the same answer for everyone, so CloudFront may cache it.
  'GET /api/bundles/{bundleId}': {
    group: 'bundles',
    access: 'public',
    outcomes: BY_ACCESS,
    caching: 'public-cacheable',
    params: bundleParams,
    response: responds<BundleView>(),
  },
  // What the caller pays now: signed in, less what they own already.
  'POST /api/bundles/{bundleId}/quote': {
    group: 'bundles',
    access: 'optional-auth',
    outcomes: BY_ACCESS,
    params: bundleParams,
    body: bundleQuoteBody,
    response: responds<BundleQuote>(),
  },
  // "Included in" on a product page.
  'GET /api/products/{id}/bundles': {
    group: 'bundles',
    access: 'public',
    outcomes: BY_ACCESS,
    caching: 'public-cacheable',
    response: responds<ProductBundlesResponse>(),
  },
  // A seller's own bundles; the admin's are the shop's.
  'GET /api/seller/bundles': {
    group: 'bundles',
    access: 'seller',
    outcomes: BY_ACCESS,
    response: responds<SellerBundlesResponse>(),
  },
  // Of the caller's own products (another seller's are 'Product Not Found').
  'POST /api/seller/bundles': {
    group: 'bundles',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: bundleBody,
    response: responds<SellerBundleResponse>(),
  },
  'PUT /api/seller/bundles/{bundleId}': {
    group: 'bundles',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    params: bundleParams,
    body: bundleBody,
    response: responds<SellerBundleResponse>(),
  },
  'PUT /api/seller/bundles/{bundleId}/listing': {
    group: 'bundles',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    params: bundleParams,
    body: bundleListingBody,
    response: responds<SellerBundleResponse>(),
  },
} as const satisfies Record<string, RouteSpec>;
