import type { ProductFile, ProductVersion } from '../rules/product-content';
import { batchGetAll } from './batch-get';
import { keys, productItemPrefix } from './keys';
import { queryAll, withoutLayout } from './table';

/**
 * The n8n library's reads of a product's content. The list needs only each file's slot, place
 * and flags (its count and search), so its Queries project those few attributes: a file's
 * manifest (up to 50 KB) and the version's changelog are read only for the page that shows them.
 */

/** What the library's list reads of a version: enough to pick the latest published one. */
export const LIBRARY_VERSION_FIELDS = [
  'id',
  'product_id',
  'version_number',
  'release_date',
  'created_at',
  'is_published',
  'is_latest',
] as const satisfies readonly (keyof ProductVersion)[];
export type LibraryVersion = Pick<ProductVersion, (typeof LIBRARY_VERSION_FIELDS)[number]>;

/** What the library's list reads of a file: its slot, place, kind and import flags. */
export const LIBRARY_FILE_FIELDS = [
  'id',
  'product_id',
  'version_id',
  'title',
  'display_name',
  'file_type',
  'file_purpose',
  'file_path',
  'order_position',
  'n8n_importable',
  'n8n_node_types',
  'automation_removed',
] as const satisfies readonly (keyof ProductFile)[];
export type LibraryFile = Pick<ProductFile, (typeof LIBRARY_FILE_FIELDS)[number]> & {
  /** Only the manifest's platform: whether the file has an n8n manifest to take nodes from. */
  automation_manifest?: { platform?: string };
};

/** Placeholders for every name (several, `title` among them, are reserved words). */
function projection(fields: readonly string[], extra: readonly string[] = []) {
  const names = Object.fromEntries(fields.map((field, index) => [`#f${index}`, field]));
  return {
    ProjectionExpression: [...Object.keys(names), ...extra].join(', '),
    ExpressionAttributeNames: names,
  };
}

function queryPrefix(productId: string, prefix: string, fields: ReturnType<typeof projection>) {
  return queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.productPartition(productId), ':prefix': prefix },
    ...fields,
  });
}

const VERSION_PROJECTION = projection(LIBRARY_VERSION_FIELDS);
const FILE_PROJECTION = (() => {
  const base = projection(LIBRARY_FILE_FIELDS);
  return {
    ProjectionExpression: `${base.ProjectionExpression}, #manifest.#platform`,
    ExpressionAttributeNames: {
      ...base.ExpressionAttributeNames,
      '#manifest': 'automation_manifest',
      '#platform': 'platform',
    },
  };
})();

/** A product's versions and files, each read with only the list's attributes. */
export async function getLibraryContent(
  productId: string,
): Promise<{ versions: LibraryVersion[]; files: LibraryFile[] }> {
  const [versions, files] = await Promise.all([
    queryPrefix(productId, productItemPrefix.version, VERSION_PROJECTION),
    queryPrefix(productId, productItemPrefix.file, FILE_PROJECTION),
  ]);
  return {
    versions: versions.map((item) => withoutLayout<LibraryVersion>(item)),
    files: files.map((item) => withoutLayout<LibraryFile>(item)),
  };
}

/** Whole file items by key (BatchGetItem): the files of the page being shown. */
export async function getFilesByKeys(
  wanted: readonly { productId: string; fileId: string }[],
): Promise<ProductFile[]> {
  const items = await batchGetAll(
    wanted.map(({ productId, fileId }) => keys.file(productId, fileId)),
  );
  return items.map((item) => withoutLayout<ProductFile>(item));
}
