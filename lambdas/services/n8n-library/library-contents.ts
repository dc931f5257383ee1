import { createHash } from 'node:crypto';
import { readProductFileText } from '../../repositories/file-storage';
import { getProductPartition, getProductsByIds } from '../../repositories/product-repository';
import { listPurchases } from '../../repositories/user-repository';
import { cleanAutomationFile } from '../../rules/automation/safety/clean';
import {
  checkN8nWorkflowText,
  isN8nWorkflowFile,
  N8N_WORKFLOW_MAX_BYTES,
  N8N_WORKFLOW_TOO_LARGE,
  workflowNodeTypes,
  type N8nWorkflowCheck,
} from '../../rules/n8n-workflow';
import type { Product } from '../../rules/product';
import type { ProductFile, ProductVersion } from '../../rules/product-content';
import { downloadableFiles, latestPublishedVersion } from '../../rules/versions';

/** One workflow of the buyer's library: an n8n file of the latest published version. */
export interface LibraryTemplate {
  /** n8n's numeric template id (see templateId). */
  id: number;
  product: Product;
  version: ProductVersion;
  file: ProductFile;
  nodeTypes: string[];
  purchasedAt: string;
}

/** A product of the library with its workflows, in the seller's file order. */
export interface LibraryProduct {
  product: Product;
  version: ProductVersion;
  templates: LibraryTemplate[];
  purchasedAt: string;
}

/** The first 6 bytes of a SHA-256 as a number: a safe integer, stable for the same input. */
function stableNumber(input: string): number {
  return createHash('sha256').update(input).digest().readUIntBE(0, 6);
}

/**
 * n8n numbers its templates, and the editor keeps the id in its URLs and in the imported
 * workflow's meta. The id is a hash of the product and the file's slot, the seller's title of
 * the file (the same from one version to the next: "Revenue import workflow"), so a template
 * keeps its id when a new version replaces the file, and the library maps an id back to its
 * file by computing the ids of the buyer's own files: no lookup table, no Scan. Two files of a
 * version with the same title are told apart by their order.
 */
export function templateId(productId: string, slot: string): number {
  return stableNumber(`template\n${productId}\n${slot}`);
}

export function collectionId(productId: string): number {
  return stableNumber(`collection\n${productId}`);
}

/** Categories are the shop's (free-text) product categories; the id is the name's hash. */
export function categoryId(name: string): number {
  return stableNumber(`category\n${name.trim().toLowerCase()}`);
}

function slotOf(file: ProductFile): string {
  return (file.title || file.display_name).trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The text buyers get of a stored workflow: the stored object itself for files confirmed since
 * uploads are cleaned (they carry `automation_removed`: the object was replaced by the cleaned
 * file), cleaned here for older records, so every buyer's n8n gets the same delivered shape
 * (docs/automation-safety.md). Text that cannot be cleaned (not JSON) goes to the check as it is,
 * which refuses it.
 */
function deliveredText(file: ProductFile, text: string): string {
  if (file.automation_removed) return text;
  try {
    return cleanAutomationFile(text, 'n8n').text;
  } catch {
    return text;
  }
}

/** Reads and checks a stored workflow file, as delivered; undefined when the object is missing. */
export async function readWorkflow(file: ProductFile): Promise<N8nWorkflowCheck | undefined> {
  const stored = await readProductFileText(file.file_path, N8N_WORKFLOW_MAX_BYTES);
  if (!stored) return undefined;
  if ('tooLarge' in stored) return { importable: false, reason: N8N_WORKFLOW_TOO_LARGE };
  return checkN8nWorkflowText(deliveredText(file, stored.text), stored.bytes);
}

/**
 * The node types of a template's card, from the manifest read at upload (or by the admin's
 * re-read): its steps' node types in the file's order (a trigger or AI-tool variant counts as
 * its app's node), then the apps past a cut graph. Undefined without an n8n manifest.
 */
export function manifestNodeTypes(file: ProductFile): string[] | undefined {
  const manifest = file.automation_manifest;
  if (!manifest || !('platform' in manifest) || manifest.platform !== 'n8n') return undefined;
  const types = [
    ...manifest.graph.steps.map((step) => step.app),
    ...manifest.apps.map((app) => app.key),
  ];
  return types.length ? [...new Set(types)] : undefined;
}

/**
 * The node types of a file that may be served, or undefined when it may not: flagged at upload,
 * or (files confirmed before the check existed) failing the same check now. Files that passed
 * the check take their list from the stored manifest, or the check's list on records older than
 * manifests; only records older than the check are read again.
 */
async function servableNodeTypes(file: ProductFile): Promise<string[] | undefined> {
  if (file.n8n_importable === false) return undefined;
  if (file.n8n_importable === true) {
    const listed = manifestNodeTypes(file) ?? file.n8n_node_types;
    if (listed) return listed;
  }
  const checked = await readWorkflow(file);
  return checked?.importable ? workflowNodeTypes(checked.workflow) : undefined;
}

async function libraryProduct(
  productId: string,
  purchasedAt: string,
): Promise<LibraryProduct | undefined> {
  const partition = await getProductPartition(productId);
  if (!partition || partition.product.platform !== 'n8n') return undefined;
  const version = latestPublishedVersion(partition.versions);
  if (!version) return undefined;
  const files = downloadableFiles(partition.files, version.id).filter((file) =>
    isN8nWorkflowFile(partition.product.platform, file),
  );
  const seen = new Map<string, number>();
  const templates: LibraryTemplate[] = [];
  for (const file of files) {
    const slot = slotOf(file);
    const occurrence = (seen.get(slot) ?? 0) + 1;
    seen.set(slot, occurrence);
    const nodeTypes = await servableNodeTypes(file);
    if (!nodeTypes) continue;
    templates.push({
      id: templateId(productId, occurrence === 1 ? slot : `${slot}#${occurrence}`),
      product: partition.product,
      version,
      file,
      nodeTypes,
      purchasedAt,
    });
  }
  return templates.length
    ? { product: partition.product, version, templates, purchasedAt }
    : undefined;
}

/**
 * The buyer's library: every n8n product they bought (purchases and test purchases alike), at
 * its latest published version, with the workflows n8n can import; newest purchase first.
 * Drafts and products they do not own never get here.
 */
export async function loadLibrary(userId: string): Promise<LibraryProduct[]> {
  const purchases = await listPurchases(userId);
  const n8nProducts = new Set(
    (await getProductsByIds(purchases.map((purchase) => purchase.product_id)))
      .filter((product) => product.platform === 'n8n')
      .map((product) => product.id),
  );
  const owned = purchases
    .filter((purchase) => n8nProducts.has(purchase.product_id))
    .sort((a, b) => b.purchase_date.localeCompare(a.purchase_date));
  const products = await Promise.all(
    owned.map((purchase) => libraryProduct(purchase.product_id, purchase.purchase_date)),
  );
  return products.filter((product): product is LibraryProduct => product !== undefined);
}
