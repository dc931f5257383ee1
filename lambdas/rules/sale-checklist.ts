import type { Product } from './product';
import type { ProductFile, ProductVersion } from './product-content';
import { downloadableFiles, latestPublishedVersion } from './versions';
import { isVisibleInCatalogue } from './visibility';

/** The steps a seller takes before buyers can find and buy a product, in the order to do them. */
export const SALE_STEPS = ['cover_image', 'published_file', 'price', 'available'] as const;
export type SaleStep = (typeof SALE_STEPS)[number];

export interface SaleChecklistItem {
  step: SaleStep;
  done: boolean;
}

export interface SaleChecklist {
  items: SaleChecklistItem[];
  /** What buyers see: the shop's visibility rule plus "available", not the checklist's count. */
  onSale: boolean;
}

type ChecklistProduct = Pick<
  Product,
  | 'image_url'
  | 'price'
  | 'active'
  | 'has_published_version'
  | 'available_for_purchase'
  | 'coming_soon'
>;
type ChecklistVersion = Pick<
  ProductVersion,
  'id' | 'is_latest' | 'is_published' | 'release_date' | 'created_at'
>;
type ChecklistFile = Pick<
  ProductFile,
  'version_id' | 'file_purpose' | 'order_position' | 'display_name'
>;

/**
 * "Published" alone does not put a product on sale (lambdas/rules/visibility.ts also wants it
 * active and available), which sellers kept missing. The checklist names each step so the
 * management screen can tick it or link to the fix; `onSale` comes from the visibility rule
 * itself so the two cannot disagree. A published version counts only with a file the buyer
 * gets, since an empty download is a refund waiting to happen.
 */
export function saleChecklist(
  product: ChecklistProduct,
  versions: readonly ChecklistVersion[],
  files: readonly ChecklistFile[],
): SaleChecklist {
  const latest = latestPublishedVersion(versions);
  const hasFile = Boolean(latest && downloadableFiles(files, latest.id).length > 0);
  const done: Record<SaleStep, boolean> = {
    cover_image: product.image_url.trim() !== '',
    published_file: product.has_published_version && hasFile,
    price: product.price > 0,
    available: product.active && product.available_for_purchase,
  };
  return {
    items: SALE_STEPS.map((step) => ({ step, done: done[step] })),
    onSale: isVisibleInCatalogue(product, { isAdmin: false }) && product.available_for_purchase,
  };
}
