import { groupEntry } from '../http/group-entry';
import { manageRoutes } from '../routes/manage';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateFlags,
  updateProduct,
} from '../handlers/manage/products';
import { createImageUploads, updateImages, updateRelationships } from '../handlers/manage/media';
import { assignSeller, listDraftVersions, listShopSellers } from '../handlers/manage/back-office';
import {
  createVersion,
  latestVersion,
  publishVersion,
  updateVersion,
} from '../handlers/manage/versions';
import {
  addVideo,
  deleteFile,
  deleteVideo,
  reorderFiles,
  requestFileUpload,
  updateFile,
} from '../handlers/manage/files';

/** Lambda entry of the `manage` function group (catalogue management by sellers and admins). */
export const handler = groupEntry('manage', manageRoutes, {
  listProducts,
  createProduct,
  getProduct,
  updateProduct,
  deleteProduct,
  updateFlags,
  createVersion,
  updateVersion,
  publishVersion,
  latestVersion,
  requestFileUpload,
  updateFile,
  deleteFile,
  reorderFiles,
  addVideo,
  deleteVideo,
  createImageUploads,
  updateImages,
  updateRelationships,
  assignSeller,
  listShopSellers,
  listDraftVersions,
});
