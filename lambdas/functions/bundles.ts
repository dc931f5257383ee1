import { groupEntry } from '../http/group-entry';
import { bundlesRoutes } from '../routes/bundles';
import { getBundlePage, getBundleQuote, getProductBundles } from '../handlers/bundles/bundle-page';
import {
  createSellerBundle,
  listSellerBundles,
  setSellerBundleListing,
  updateSellerBundle,
} from '../handlers/bundles/seller-bundles';

/** Lambda entry of the `bundles` function group (bundles' pages, quotes and management). */
export const handler = groupEntry('bundles', bundlesRoutes, {
  getBundlePage,
  getBundleQuote,
  getProductBundles,
  listSellerBundles,
  createSellerBundle,
  updateSellerBundle,
  setSellerBundleListing,
});
