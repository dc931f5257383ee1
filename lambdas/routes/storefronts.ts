/** The `storefronts` group: sellers' public pages, their editing, following and hiding. */
import { BY_ACCESS } from './access';
import { imageUploadBody, type ImageUploadResponse } from '../contracts/manage/media';
import {
  handleParams,
  storefrontBody,
  storefrontPageQuery,
  storefrontVisibilityBody,
  unsubscribeBody,
  type FollowResponse,
  type MyFollowsResponse,
  type MyStorefrontResponse,
  type StorefrontPageResponse,
  type StorefrontVisibilityResponse,
  type UnsubscribeResponse,
} from '../contracts/storefronts';
import { type RouteSpec, responds } from './route-spec';

export const storefrontsRoutes = {
  // The public page: cacheable for anonymous callers like the product page; the admin and the
  // storefront's own seller also see it hidden or empty.
  'GET /api/sellers/{handle}': {
    group: 'storefronts',
    access: 'optional-auth',
    outcomes: BY_ACCESS,
    caching: 'public-cacheable',
    params: handleParams,
    query: storefrontPageQuery,
    response: responds<StorefrontPageResponse>(),
  },
  'PUT /api/sellers/{handle}/follow': {
    group: 'storefronts',
    access: 'signed-in',
    // The storefront's own seller cannot follow it (400); every other account can.
    outcomes: { owningSeller: 400 },
    params: handleParams,
    response: responds<FollowResponse>(),
  },
  'DELETE /api/sellers/{handle}/follow': {
    group: 'storefronts',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    params: handleParams,
    response: responds<FollowResponse>(),
  },
  'GET /api/my/follows': {
    group: 'storefronts',
    access: 'signed-in',
    outcomes: BY_ACCESS,
    response: responds<MyFollowsResponse>(),
  },
  // A new-listing e-mail's unsubscribe link: the follow's own secret is the credential.
  'POST /api/follows/unsubscribe': {
    group: 'storefronts',
    access: 'public',
    outcomes: BY_ACCESS,
    body: unsubscribeBody,
    response: responds<UnsubscribeResponse>(),
  },
  // The seller's own storefront: an admin without a seller record has none.
  'GET /api/seller/storefront': {
    group: 'storefronts',
    access: 'seller',
    outcomes: { admin: 403 },
    response: responds<MyStorefrontResponse>(),
  },
  'PUT /api/seller/storefront': {
    group: 'storefronts',
    access: 'seller',
    outcomes: { admin: 403 },
    body: storefrontBody,
    response: responds<MyStorefrontResponse>(),
  },
  'POST /api/seller/storefront/avatar/uploads': {
    group: 'storefronts',
    access: 'seller',
    outcomes: { admin: 403 },
    body: imageUploadBody,
    response: responds<ImageUploadResponse>(),
  },
  'PUT /api/admin/storefronts/{handle}/visibility': {
    group: 'storefronts',
    access: 'admin',
    outcomes: BY_ACCESS,
    params: handleParams,
    body: storefrontVisibilityBody,
    response: responds<StorefrontVisibilityResponse>(),
  },
} as const satisfies Record<string, RouteSpec>;
