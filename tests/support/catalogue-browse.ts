import { handler } from '../../lambdas/functions/catalogue';
import type { ManifestApp } from '../../lambdas/rules/automation/manifest';
import type { CatalogueResponse } from '../../lambdas/rules/product';
import type { ProductFile } from '../../lambdas/rules/product-content';
import { apiEvent, testContext } from './api-event';
import { testFile } from './product-fixtures';

export type CataloguePage = CatalogueResponse & { error?: string };

/** One GET /api/products through the Lambda entry, with the given query parameters. */
export async function browse(query: Record<string, string> = {}, token?: string) {
  const result = await handler(apiEvent('GET /api/products', { query, token }), testContext);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as CataloguePage };
}

/** Every page of a view, following next_cursor; the ids in the order they came. */
export async function browseAll(query: Record<string, string> = {}, token?: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const { status, body } = await browse(cursor ? { ...query, cursor } : query, token);
    if (status !== 200) throw new Error(`GET /api/products answered ${status}: ${body.error}`);
    ids.push(...body.products.map((product) => product.id));
    cursor = body.next_cursor;
    if (!cursor) return ids;
  }
  throw new Error('The catalogue did not end within 100 pages');
}

/** An app whose display name is its key capitalised ('slack' -> 'Slack'), so both facet as 'slack'. */
export function app(key: string, name = key.charAt(0).toUpperCase() + key.slice(1)): ManifestApp {
  return { key, name, icon: `n8n/${key}.svg` };
}

/** An automation file of a version whose manifest names these apps. */
export function fileUsing(
  productId: string,
  versionId: string,
  id: string,
  apps: ManifestApp[],
): ProductFile {
  return testFile(productId, versionId, id, {
    automation_manifest: {
      platform: 'n8n',
      triggers: [],
      stepCount: apps.length,
      apps,
      credentials: [],
      communityPackages: [],
      usesAi: false,
      graph: { steps: [], edges: [], truncated: false },
    },
  });
}

export const CATEGORIES_FOR_TEST = ['Sales', 'Ops', 'Finance'] as const;
