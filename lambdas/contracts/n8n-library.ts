import { z } from 'zod';

/**
 * The buyer's n8n template library: the account routes that create, rotate and revoke the
 * personal library URL, and the answers of the library itself, in the data structures n8n's
 * editor reads from a template host (`N8N_TEMPLATES_HOST`).
 */

/** GET /api/my/n8n-library: whether the caller has a library URL (never the URL itself). */
export interface MyN8nLibraryStatus {
  connected: boolean;
  createdAt: string | null;
  /** The last 4 characters of the token, so the buyer recognises the URL they saved. */
  tokenHint: string | null;
  /**
   * The URL with its token masked but for those 4 characters (`{site}/api/n8n/••••••••abcd`):
   * only the token's hash is stored, so the full URL is shown once, when it is created.
   */
  maskedUrl: string | null;
}

/** POST /api/my/n8n-library: the new URL, shown once (only its hash is stored). */
export interface MyN8nLibraryCreated {
  /** `{site}/api/n8n/{token}`: the value of the n8n instance's N8N_TEMPLATES_HOST. */
  url: string;
  createdAt: string;
  tokenHint: string;
}

/**
 * Path parameters of the library routes. Deliberately lenient (API Gateway already bounds the
 * URL's length): a malformed token or id is answered like an unknown one (404), so the format
 * tells a prober nothing either.
 */
export const n8nLibraryParams = z.object({ token: z.string() });
export const n8nLibraryItemParams = z.object({ token: z.string(), id: z.string() });

const optionalText = z.string().max(2000).optional();

/**
 * GET /templates/search as n8n sends it: `page`, `rows` (1.x) or `limit` (newer editors), the
 * category names comma-joined in `category` (1.x) or repeated as `categories[]`, and `search`.
 * Other parameters (apps, sort) are accepted and ignored.
 */
export const n8nSearchQuery = z.object({
  page: optionalText,
  rows: optionalText,
  limit: optionalText,
  search: optionalText,
  category: optionalText,
  'categories[]': optionalText,
  categories: optionalText,
});
export type N8nSearchQuery = z.output<typeof n8nSearchQuery>;

/** GET /templates/collections: category ids as `category[]` (or comma-joined), and `search`. */
export const n8nCollectionsQuery = z.object({
  search: optionalText,
  category: optionalText,
  'category[]': optionalText,
});
export type N8nCollectionsQuery = z.output<typeof n8nCollectionsQuery>;

/** n8n's ITemplatesCategory. */
export interface N8nTemplateCategory {
  id: number;
  name: string;
}

/** n8n's ITemplatesNode: a node type as the cards and the preview show its icon. */
export interface N8nTemplateNode {
  id: number;
  name: string;
  displayName: string;
  icon: string;
  iconData: { type: string; icon?: string };
  defaults: Record<string, unknown>;
  categories: N8nTemplateCategory[];
}

export interface N8nTemplateImage {
  id: number;
  url: string;
}

/** n8n's ITemplatesWorkflow: a search result card (no workflow inside). */
export interface N8nTemplateSummary {
  id: number;
  createdAt: string;
  name: string;
  nodes: N8nTemplateNode[];
  totalViews: number;
  user: { username: string };
}

/** The workflow itself, as exported by n8n (nodes, connections, settings...). */
export interface N8nWorkflowDefinition {
  nodes: Record<string, unknown>[];
  connections: Record<string, unknown>;
  [field: string]: unknown;
}

/** GET /templates/workflows/{id}: n8n's ITemplatesWorkflowResponse (the preview page). */
export interface N8nTemplateDetail extends N8nTemplateSummary {
  description: string;
  image: N8nTemplateImage[];
  categories: N8nTemplateCategory[];
  workflowInfo: { nodeCount: number; nodeTypes: Record<string, { count: number }> };
  workflow: N8nWorkflowDefinition;
}

/** n8n's ITemplatesCollection (the carousel) and ITemplatesCollectionResponse (its page). */
export interface N8nCollectionSummary {
  id: number;
  name: string;
  nodes: N8nTemplateNode[];
  workflows: { id: number }[];
}

export interface N8nCollectionDetail extends Omit<N8nCollectionSummary, 'workflows'> {
  description: string;
  image: N8nTemplateImage[];
  categories: N8nTemplateCategory[];
  createdAt: string;
  workflows: N8nTemplateSummary[];
}

export interface N8nHealthResponse {
  status: 'OK';
}
export interface N8nCategoriesResponse {
  categories: N8nTemplateCategory[];
}
export interface N8nSearchResponse {
  totalWorkflows: number;
  workflows: N8nTemplateSummary[];
  filters: never[];
}
export interface N8nCollectionsResponse {
  collections: N8nCollectionSummary[];
}
export interface N8nCollectionResponse {
  collection: N8nCollectionDetail;
}
export interface N8nTemplateResponse {
  workflow: N8nTemplateDetail;
}
/** GET /workflows/templates/{id}: n8n's IWorkflowTemplate, what "Use workflow" imports. */
export interface N8nWorkflowImport {
  id: number;
  name: string;
  workflow: N8nWorkflowDefinition;
}
