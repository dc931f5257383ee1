import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  libraryCategories,
  libraryCollection,
  libraryCollections,
  libraryHealth,
  libraryTemplate,
  libraryWorkflowImport,
  searchLibrary,
} from '../../services/n8n-library/library-service';

/**
 * The buyer's own library, so never in a shared cache; a minute in the browser spares the
 * editor's repeated calls while a new purchase or version still shows up soon.
 */
const N8N_LIBRARY_CACHE = 'private, max-age=60';

const answer = (body: unknown) => json(200, body, N8N_LIBRARY_CACHE);

export const health = defineHandler('GET /api/n8n/{token}/health', async ({ params }) =>
  answer(await libraryHealth(params.token)),
);

export const categories = defineHandler(
  'GET /api/n8n/{token}/templates/categories',
  async ({ params }) => answer(await libraryCategories(params.token)),
);

export const search = defineHandler(
  'GET /api/n8n/{token}/templates/search',
  async ({ params, query }) => answer(await searchLibrary(params.token, query)),
);

export const collections = defineHandler(
  'GET /api/n8n/{token}/templates/collections',
  async ({ params, query }) => answer(await libraryCollections(params.token, query)),
);

export const collection = defineHandler(
  'GET /api/n8n/{token}/templates/collections/{id}',
  async ({ params }) => answer(await libraryCollection(params.token, params.id)),
);

/** The preview: template metadata with the workflow inside. */
export const template = defineHandler(
  'GET /api/n8n/{token}/templates/workflows/{id}',
  async ({ params }) => answer(await libraryTemplate(params.token, params.id)),
);

/** What the editor imports when the buyer clicks "Use workflow". */
export const workflowImport = defineHandler(
  'GET /api/n8n/{token}/workflows/templates/{id}',
  async ({ params }) => answer(await libraryWorkflowImport(params.token, params.id)),
);
