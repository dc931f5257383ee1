import { createHash } from 'node:crypto';
import { readProductFileText } from '../../repositories/file-storage';
import {
  getFilesByKeys,
  getLibraryContent,
  type LibraryFile,
  type LibraryVersion,
} from '../../repositories/library-read-repository';
import { getProductsByIds } from '../../repositories/product-repository';
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
import type { ProductFile } from '../../rules/product-content';
import { downloadableFiles, latestPublishedVersion } from '../../rules/versions';

/**
 * One workflow of the buyer's library: an n8n file of the latest published version, as the list
 * reads it (its slot and flags, not its manifest: see withNodeTypes).
 */
export interface LibraryTemplate {
  /** n8n's numeric template id (see templateId). */
  id: number;
  product: Product;
  version: LibraryVersion;
  file: LibraryFile;
  /** The card's node types: known already for files checked on reading, else withNodeTypes. */
  nodeTypes?: string[];
  purchasedAt: string;
}

/** A template whose card can be drawn: its node types are known. */
export type CardTemplate = LibraryTemplate & { nodeTypes: string[] };

/** A product of the library with its workflows, in the seller's file order. */
export interface LibraryProduct {
  product: Product;
  version: LibraryVersion;
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

function slotOf(file: Pick<ProductFile, 'title' | 'display_name'>): string {
  return (file.title || file.display_name).trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The text buyers get of a stored workflow: the stored object itself for files confirmed since
 * uploads are cleaned (they carry `automation_removed`: the object was replaced by the cleaned
 * file), cleaned here for older records, so every buyer's n8n gets the same delivered shape
 * (docs/automation-safety.md). Text that cannot be cleaned (not JSON) goes to the check as it is,
 * which refuses it.
 */
function deliveredText(file: Pick<ProductFile, 'automation_removed'>, text: string): string {
  if (file.automation_removed) return text;
  try {
    return cleanAutomationFile(text, 'n8n').text;
  } catch {
    return text;
  }
}

/** Reads and checks a stored workflow file, as delivered; undefined when the object is missing. */
export async function readWorkflow(
  file: Pick<ProductFile, 'file_path' | 'automation_removed'>,
): Promise<N8nWorkflowCheck | undefined> {
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

/** Whether a file may be served, and its node types when reading it was the way to know. */
type Servable = false | { nodeTypes?: string[] };

/**
 * Whether a file may be served: not when flagged at upload; yes for files that passed the check
 * and list their nodes (the list or the manifest, whose nodes only a shown card reads); files
 * confirmed before the check existed (or without a list) are read and checked now, as before.
 */
async function servable(file: LibraryFile): Promise<Servable> {
  if (file.n8n_importable === false) return false;
  const listed =
    Boolean(file.n8n_node_types?.length) || file.automation_manifest?.platform === 'n8n';
  if (file.n8n_importable === true && listed) return {};
  const checked = await readWorkflow(file);
  return checked?.importable ? { nodeTypes: workflowNodeTypes(checked.workflow) } : false;
}

async function libraryProduct(
  product: Product,
  purchasedAt: string,
): Promise<LibraryProduct | undefined> {
  const content = await getLibraryContent(product.id);
  const version = latestPublishedVersion(content.versions);
  if (!version) return undefined;
  const files = downloadableFiles(content.files, version.id).filter((file) =>
    isN8nWorkflowFile(product.platform, file),
  );
  const seen = new Map<string, number>();
  const templates: LibraryTemplate[] = [];
  for (const file of files) {
    const slot = slotOf(file);
    const occurrence = (seen.get(slot) ?? 0) + 1;
    seen.set(slot, occurrence);
    const verdict = await servable(file);
    if (!verdict) continue;
    templates.push({
      id: templateId(product.id, occurrence === 1 ? slot : `${slot}#${occurrence}`),
      product,
      version,
      file,
      ...verdict,
      purchasedAt,
    });
  }
  return templates.length ? { product, version, templates, purchasedAt } : undefined;
}

/**
 * The buyer's library: every n8n product they bought (purchases and test purchases alike), at
 * its latest published version, with the workflows n8n can import; newest purchase first.
 * Drafts and products they do not own never get here. Reads the buyer's purchases, their
 * products by key, and of each n8n product that `keep` keeps (a category filter decides on the
 * product alone) its versions' and files' list attributes: never the shop's catalogue, never a
 * manifest (withNodeTypes reads those of the page shown).
 */
export async function loadLibrary(
  userId: string,
  keep: (product: Product) => boolean = () => true,
): Promise<LibraryProduct[]> {
  const purchases = await listPurchases(userId);
  const n8nProducts = new Map(
    (await getProductsByIds(purchases.map((purchase) => purchase.product_id)))
      .filter((product) => product.platform === 'n8n' && keep(product))
      .map((product) => [product.id, product]),
  );
  const owned = purchases
    .filter((purchase) => n8nProducts.has(purchase.product_id))
    .sort((a, b) => b.purchase_date.localeCompare(a.purchase_date));
  const products = await Promise.all(
    owned.map((purchase) =>
      libraryProduct(n8nProducts.get(purchase.product_id) as Product, purchase.purchase_date),
    ),
  );
  return products.filter((product): product is LibraryProduct => product !== undefined);
}

/**
 * The card's node types of the templates about to be shown: their file items read whole by key
 * (one BatchGet for the page), the nodes taken from the manifest, else the upload check's list,
 * else from the file itself.
 */
export async function withNodeTypes(
  templates: readonly LibraryTemplate[],
): Promise<CardTemplate[]> {
  const missing = templates.filter((template) => !template.nodeTypes);
  const files = new Map(
    (
      await getFilesByKeys(
        missing.map(({ file }) => ({ productId: file.product_id, fileId: file.id })),
      )
    ).map((file) => [file.id, file]),
  );
  return Promise.all(
    templates.map(async (template): Promise<CardTemplate> => {
      if (template.nodeTypes) return { ...template, nodeTypes: template.nodeTypes };
      const file = files.get(template.file.id);
      const listed = file && (manifestNodeTypes(file) ?? file.n8n_node_types);
      if (listed?.length) return { ...template, nodeTypes: listed };
      const checked = await readWorkflow(template.file);
      return {
        ...template,
        nodeTypes: checked?.importable ? workflowNodeTypes(checked.workflow) : [],
      };
    }),
  );
}
