import { defineHandler } from '../../http/define-handler';
import type { ApiResult } from '../../http/types';

/**
 * The CORS preflight of a library route: 204 whatever the token, so a preflight tells nothing
 * about which URLs exist (the GET that follows answers 404 for an unknown one). The group entry
 * adds the CORS headers.
 */
async function preflight(): Promise<ApiResult> {
  return { statusCode: 204, headers: { 'cache-control': 'private, max-age=600' }, body: '' };
}

export const healthPreflight = defineHandler('OPTIONS /api/n8n/{token}/health', preflight);
export const categoriesPreflight = defineHandler(
  'OPTIONS /api/n8n/{token}/templates/categories',
  preflight,
);
export const searchPreflight = defineHandler(
  'OPTIONS /api/n8n/{token}/templates/search',
  preflight,
);
export const collectionsPreflight = defineHandler(
  'OPTIONS /api/n8n/{token}/templates/collections',
  preflight,
);
export const collectionPreflight = defineHandler(
  'OPTIONS /api/n8n/{token}/templates/collections/{id}',
  preflight,
);
export const templatePreflight = defineHandler(
  'OPTIONS /api/n8n/{token}/templates/workflows/{id}',
  preflight,
);
export const workflowImportPreflight = defineHandler(
  'OPTIONS /api/n8n/{token}/workflows/templates/{id}',
  preflight,
);
