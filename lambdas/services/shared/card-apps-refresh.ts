import { syncCatalogueListing } from '../../repositories/catalogue-browse/sync';
import {
  getProductPartition,
  setCatalogueApps,
  type ProductPartition,
} from '../../repositories/product-repository';
import { cardAppsOf, insideSources } from '../../rules/automation/whats-inside';
import type { ProductFile } from '../../rules/product-content';
import { latestPublishedVersion } from '../../rules/versions';

/**
 * After a file of a version was added or deleted: when that version is the published latest,
 * the catalogue card's apps (written at publishing, latest-version.ts) follow its files now.
 * `files` are the partition's files as they are after the change.
 */
export async function refreshCardApps(
  partition: ProductPartition,
  versionId: string,
  files: readonly ProductFile[],
): Promise<void> {
  if (latestPublishedVersion(partition.versions)?.id !== versionId) return;
  const apps = cardAppsOf(insideSources(files, versionId));
  if (JSON.stringify(apps) === JSON.stringify(partition.product.catalogue_apps)) return;
  await setCatalogueApps(partition.product.id, apps);
}

/**
 * After the stored manifests of a product's files were rewritten (the admin's re-read under new
 * rules): its card's apps and its catalogue listing (the "Works with" facet) follow them.
 */
export async function refreshListedApps(productId: string): Promise<void> {
  const partition = await getProductPartition(productId);
  if (!partition) return;
  const published = latestPublishedVersion(partition.versions);
  if (published) await refreshCardApps(partition, published.id, partition.files);
  await syncCatalogueListing(productId);
}
