import type { CardApps } from '../../rules/automation/whats-inside';
import type { CatalogueProduct, Product } from '../../rules/product';

/**
 * The catalogue card's app icons: the first few apps of the published version, kept on the
 * product item when a version is published (`catalogue_apps`), so the list reads nothing more.
 * Products without read automation files have no `apps`.
 */
export function withCardApps(
  card: CatalogueProduct,
  item: Partial<Pick<Product, 'catalogue_apps'>>,
): CatalogueProduct & { apps?: CardApps } {
  return item.catalogue_apps ? { ...card, apps: item.catalogue_apps } : card;
}
