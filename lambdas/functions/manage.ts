import { groupEntry } from '../http/group-entry';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateFlags,
  updateProduct,
} from '../handlers/manage/products';
import { assignSeller, listDraftVersions, listShopSellers } from '../handlers/manage/back-office';
import {
  createVersion,
  latestVersion,
  publishVersion,
  updateVersion,
} from '../handlers/manage/versions';

/** Lambda entry of the `manage` function group (catalogue management by sellers and admins). */
export const handler = groupEntry('manage', {
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
  assignSeller,
  listShopSellers,
  listDraftVersions,
});
