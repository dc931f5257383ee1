import {
  type ManagedFile,
  type ManagedProduct,
  type ManagedProductDetail,
  type ManagedVersion,
  MANAGE_MESSAGES,
} from '../../contracts/manage/products';
import { countInterest } from '../../repositories/interest-repository';
import {
  getProductPartition,
  getProductsByIds,
  type ProductPartition,
} from '../../repositories/product-repository';
import type { Product } from '../../rules/product';
import { byLinkOrder, type ProductFile, type ProductVersion } from '../../rules/product-content';
import { latestPublishedVersion } from '../../rules/versions';
import { NotFoundError } from '../shared/errors';

/** Items written before revisions existed count as revision 0. */
export const revisionOf = (item: { revision?: number }) => item.revision ?? 0;

export function toManagedProduct(
  product: Product,
  versions: readonly ProductVersion[] = [],
): ManagedProduct {
  return {
    ...product,
    revision: revisionOf(product),
    updated_at: product.updated_at ?? product.created_at,
    latest_version_number: latestPublishedVersion(versions)?.version_number ?? null,
    has_draft_version: versions.some((version) => !version.is_published),
  };
}

const toManagedVersion = (version: ProductVersion): ManagedVersion => ({
  ...version,
  revision: revisionOf(version),
});

const toManagedFile = (file: ProductFile): ManagedFile => ({ ...file, revision: revisionOf(file) });

/** Newest release first, then newest created (the versions panel and its default selection). */
function byNewestRelease(a: ProductVersion, b: ProductVersion): number {
  return b.release_date.localeCompare(a.release_date) || b.created_at.localeCompare(a.created_at);
}

/** Everything the management and edit screens show, from one partition read. */
export async function managedDetailOf(partition: ProductPartition): Promise<ManagedProductDetail> {
  const targets = new Map(
    (
      await getProductsByIds([
        ...new Set(partition.relationships.map((link) => link.target_product_id)),
      ])
    ).map((product) => [product.id, product.name]),
  );
  return {
    product: toManagedProduct(partition.product, partition.versions),
    versions: [...partition.versions].sort(byNewestRelease).map(toManagedVersion),
    files: partition.files
      .filter((file) => file.file_purpose !== 'gallery')
      .sort((a, b) => a.order_position - b.order_position)
      .map(toManagedFile),
    relationships: [...partition.relationships].sort(byLinkOrder).map((link) => ({
      relationship_type: link.relationship_type,
      target_product_id: link.target_product_id,
      target_name: targets.get(link.target_product_id) ?? '',
    })),
    interest_count: await countInterest(partition.product.id),
  };
}

export async function loadManagedDetail(productId: string): Promise<ManagedProductDetail> {
  const partition = await getProductPartition(productId);
  if (!partition) throw new NotFoundError(MANAGE_MESSAGES.productNotFound);
  return managedDetailOf(partition);
}
