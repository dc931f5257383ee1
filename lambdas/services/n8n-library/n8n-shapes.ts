import type {
  N8nCollectionDetail,
  N8nCollectionSummary,
  N8nTemplateCategory,
  N8nTemplateDetail,
  N8nTemplateImage,
  N8nTemplateNode,
  N8nTemplateSummary,
  N8nWorkflowDefinition,
} from '../../contracts/n8n-library';
import { config } from '../../infra/config';
import { resolveImageUrl } from '../../rules/image-url';
import type { N8nWorkflow } from '../../rules/n8n-workflow';
import {
  escapeMarkdown,
  nodeTypeDisplayName,
  safeTemplateDescription,
} from '../../rules/n8n-template-text';
import type { Product } from '../../rules/product';
import {
  categoryId,
  collectionId,
  type CardTemplate,
  type LibraryProduct,
  type LibraryTemplate,
} from './library-contents';

/** A product of the library whose templates' cards can be drawn. */
export type CardProduct = Omit<LibraryProduct, 'templates'> & { templates: CardTemplate[] };

/** What the cards show as the author: the shop, since the buyer bought it here. */
const AUTHOR = { username: 'Automation Marketplace' };
/** The preview's image is referenced from the description as `fileId:{id}` (n8n's convention). */
const HERO_IMAGE_ID = 1;

function siteOrigin(): string {
  return config().siteUrl.replace(/\/+$/, '');
}

export function productPageUrl(productId: string): string {
  return `${siteOrigin()}/product/${encodeURIComponent(productId)}`;
}

/** The product's hero image as an absolute URL (n8n runs on another origin). */
function heroImageUrl(product: Product): string {
  return new URL(resolveImageUrl(product.image_url, 'detail'), `${siteOrigin()}/`).toString();
}

export function category(name: string): N8nTemplateCategory {
  return { id: categoryId(name), name };
}

function templateNodes(types: readonly string[]): N8nTemplateNode[] {
  return types.map((type, index) => ({
    id: index + 1,
    name: type,
    displayName: nodeTypeDisplayName(type),
    icon: 'fa:cube',
    iconData: { type: 'icon', icon: 'cube' },
    defaults: {},
    categories: [],
  }));
}

/** A card's title: the product's name, with the file's title when the product has several. */
function templateName(template: LibraryTemplate, siblings: number): string {
  return siblings > 1 ? `${template.product.name}: ${template.file.title}` : template.product.name;
}

export function templateSummary(template: CardTemplate, siblings: number): N8nTemplateSummary {
  return {
    id: template.id,
    createdAt: template.version.release_date,
    name: templateName(template, siblings),
    nodes: templateNodes(template.nodeTypes),
    totalViews: 0,
    user: AUTHOR,
  };
}

/** The preview text: hero image, plain-text description, version and the way back to the shop. */
function previewDescription(product: Product, versionNumber: string, fileTitle?: string): string {
  return [
    `![${escapeMarkdown(product.name)}](fileId:${HERO_IMAGE_ID})`,
    ...(fileTitle ? [`**${escapeMarkdown(fileTitle)}**`] : []),
    safeTemplateDescription(product.description || product.short_description),
    `Version ${escapeMarkdown(versionNumber)}`,
    `[View ${escapeMarkdown(product.name)} in the shop](${productPageUrl(product.id)})`,
  ].join('\n\n');
}

function previewImages(product: Product): N8nTemplateImage[] {
  return [{ id: HERO_IMAGE_ID, url: heroImageUrl(product) }];
}

/**
 * The workflow as the editor imports it, from the delivered (cleaned) file: its nodes as they
 * are, credentials included (cleaning left each credential's type with a null id and an empty
 * name, so n8n asks the buyer for one of that type), connections and, when present, settings
 * and pinned data (cleaning removes pinned data). Anything else of the export (its id, tags,
 * the seller's instance meta) stays out.
 */
export function importableWorkflow(workflow: N8nWorkflow): N8nWorkflowDefinition {
  return {
    nodes: workflow.nodes.map((node) => ({ ...node })),
    connections: workflow.connections,
    ...(workflow.settings !== undefined && { settings: workflow.settings }),
    ...(workflow.pinData !== undefined && { pinData: workflow.pinData }),
  };
}

export function templateDetail(
  template: CardTemplate,
  siblings: number,
  workflow: N8nWorkflow,
): N8nTemplateDetail {
  const nodeTypes: Record<string, { count: number }> = {};
  for (const node of workflow.nodes) {
    nodeTypes[node.type] = { count: (nodeTypes[node.type]?.count ?? 0) + 1 };
  }
  return {
    ...templateSummary(template, siblings),
    description: previewDescription(
      template.product,
      template.version.version_number,
      siblings > 1 ? template.file.title : undefined,
    ),
    image: previewImages(template.product),
    categories: template.product.category ? [category(template.product.category)] : [],
    workflowInfo: { nodeCount: workflow.nodes.length, nodeTypes },
    workflow: importableWorkflow(workflow),
  };
}

function collectionNodes(entry: CardProduct): N8nTemplateNode[] {
  return templateNodes([...new Set(entry.templates.flatMap((template) => template.nodeTypes))]);
}

export function collectionSummary(entry: CardProduct): N8nCollectionSummary {
  return {
    id: collectionId(entry.product.id),
    name: entry.product.name,
    nodes: collectionNodes(entry),
    workflows: entry.templates.map((template) => ({ id: template.id })),
  };
}

export function collectionDetail(entry: CardProduct): N8nCollectionDetail {
  const siblings = entry.templates.length;
  return {
    id: collectionId(entry.product.id),
    name: entry.product.name,
    nodes: collectionNodes(entry),
    description: previewDescription(entry.product, entry.version.version_number),
    image: previewImages(entry.product),
    categories: entry.product.category ? [category(entry.product.category)] : [],
    createdAt: entry.version.release_date,
    workflows: entry.templates.map((template) => templateSummary(template, siblings)),
  };
}
