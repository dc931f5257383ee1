/** The `manage` group: catalogue management by sellers (their own products) and admins (all). */
import { BY_ACCESS } from './access';
import {
  type DraftVersionsResponse,
  type ManagedProductDetail,
  type ManagedProductsResponse,
  type SellersResponse,
  assignSellerBody,
  createProductBody,
  createVersionBody,
  flagsBody,
  listManagedProductsQuery,
  updateProductBody,
  updateVersionBody,
  versionActionBody,
} from '../contracts/manage/products';
import {
  type FileUploadResponse,
  addVideoBody,
  fileOrderBody,
  fileUploadBody,
  updateFileBody,
} from '../contracts/manage/files';
import {
  type ImageUploadResponse,
  imageUploadBody,
  imagesBody,
  relationshipsBody,
} from '../contracts/manage/media';
import { type RouteSpec, responds } from './route-spec';

export const manageRoutes = {
  // Catalogue management: sellers their own products, admins all.
  'GET /api/manage/products': {
    group: 'manage',
    access: 'seller',
    outcomes: BY_ACCESS,
    query: listManagedProductsQuery,
    response: responds<ManagedProductsResponse>(),
  },
  'POST /api/manage/products': {
    group: 'manage',
    access: 'seller',
    outcomes: BY_ACCESS,
    body: createProductBody,
    response: responds<ManagedProductDetail>(),
  },
  'GET /api/manage/products/{id}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    response: responds<ManagedProductDetail>(),
  },
  'PUT /api/manage/products/{id}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: updateProductBody,
    response: responds<ManagedProductDetail>(),
  },
  'DELETE /api/manage/products/{id}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    response: responds<{ outcome: 'deleted' | 'retired' }>(),
  },
  'PUT /api/manage/products/{id}/flags': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: flagsBody,
    response: responds<ManagedProductDetail>(),
  },
  'POST /api/manage/products/{id}/versions': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: createVersionBody,
    response: responds<ManagedProductDetail>(),
  },
  'PUT /api/manage/products/{id}/versions/{versionId}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: updateVersionBody,
    response: responds<ManagedProductDetail>(),
  },
  'POST /api/manage/products/{id}/versions/{versionId}/publish': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: versionActionBody,
    response: responds<ManagedProductDetail>(),
  },
  'POST /api/manage/products/{id}/versions/{versionId}/latest': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: versionActionBody,
    response: responds<ManagedProductDetail>(),
  },
  // Files and instruction videos of a product version (browser -> S3 uploads, then the
  // confirmation: the `manage-files` group).
  'POST /api/manage/products/{id}/files/upload': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: fileUploadBody,
    response: responds<FileUploadResponse>(),
  },
  'PUT /api/manage/products/{id}/files/{fileId}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: updateFileBody,
    response: responds<ManagedProductDetail>(),
  },
  'DELETE /api/manage/products/{id}/files/{fileId}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    response: responds<ManagedProductDetail>(),
  },
  'PUT /api/manage/products/{id}/file-order': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: fileOrderBody,
    response: responds<ManagedProductDetail>(),
  },
  'POST /api/manage/products/{id}/videos': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: addVideoBody,
    response: responds<ManagedProductDetail>(),
  },
  'DELETE /api/manage/products/{id}/videos/{fileId}': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    response: responds<ManagedProductDetail>(),
  },
  // Product images (browser-resized WebP, uploaded straight to the media bucket) and links.
  'POST /api/manage/products/{id}/images/uploads': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: imageUploadBody,
    response: responds<ImageUploadResponse>(),
  },
  'PUT /api/manage/products/{id}/images': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: imagesBody,
    response: responds<ManagedProductDetail>(),
  },
  'PUT /api/manage/products/{id}/relationships': {
    group: 'manage',
    access: 'seller',
    outcomes: { ownedBy: 'owningSeller' },
    body: relationshipsBody,
    response: responds<ManagedProductDetail>(),
  },
  // Back-office overview (admin): seller assignment, the sellers, every draft version.
  'PUT /api/manage/products/{id}/seller': {
    group: 'manage',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: assignSellerBody,
    response: responds<ManagedProductDetail>(),
  },
  'GET /api/manage/sellers': {
    group: 'manage',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<SellersResponse>(),
  },
  'GET /api/manage/versions/drafts': {
    group: 'manage',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<DraftVersionsResponse>(),
  },
} as const satisfies Record<string, RouteSpec>;
