import { createOrRotateMyN8nLibrary } from '../../lambdas/services/n8n-library/library-account';
import { collectionId, templateId } from '../../lambdas/services/n8n-library/library-contents';
import type { RouteKey } from '../../lambdas/routes';
import type { MatrixFixtures, MatrixRequestSpec } from './matrix-requests';
import { coreWorkflow, grantPurchase, seedN8nProduct } from './n8n-library';

/**
 * The n8n template library in the authorisation matrix. Its routes are capability URLs: the
 * library token in the path is the credential and the Authorization header is never read, so
 * every caller that sends buyer A's library URL gets buyer A's library ('allowed'), and the
 * matrix sends the same request with an unknown token too, which every caller gets as 404
 * (`capability` in the route table). Buyer A's library is made once, with an n8n product of
 * two workflows that buyer A owns; the account routes that rotate or revoke a library run as
 * fresh users, so they never touch it.
 */
/** By buyer A's user id: each case gets its own copy of the fixtures, but the same buyer A. */
const libraries = new Map<string, Promise<{ token: string; productId: string }>>();

function buyerALibrary(fixtures: MatrixFixtures) {
  const userId = fixtures.identities.buyerA.user?.userId;
  if (!userId) throw new Error('Matrix buyer A has no user');
  let library = libraries.get(userId);
  if (!library) {
    library = (async () => {
      const product = await seedN8nProduct({ name: 'Matrix n8n pack' }, [
        { title: 'First flow', content: coreWorkflow('first') },
        { title: 'Second flow', content: coreWorkflow('second') },
      ]);
      await grantPurchase(userId, product.id);
      const { url } = await createOrRotateMyN8nLibrary(userId);
      return { token: url.split('/').pop() ?? '', productId: product.id };
    })();
    libraries.set(userId, library);
  }
  return library;
}

const library = (query?: Record<string, string>): MatrixRequestSpec => ({
  build: async (fixtures) => ({
    params: { token: (await buyerALibrary(fixtures)).token },
    ...(query && { query }),
  }),
});

const template: MatrixRequestSpec = {
  build: async (fixtures) => {
    const { token, productId } = await buyerALibrary(fixtures);
    return { params: { token, id: String(templateId(productId, 'first flow')) } };
  },
};

const collection: MatrixRequestSpec = {
  build: async (fixtures) => {
    const { token, productId } = await buyerALibrary(fixtures);
    return { params: { token, id: String(collectionId(productId)) } };
  },
};

export const N8N_LIBRARY_MATRIX_REQUESTS: Partial<Record<RouteKey, MatrixRequestSpec>> = {
  'POST /api/my/n8n-library': { freshCaller: true },
  'DELETE /api/my/n8n-library': { freshCaller: true },
  'GET /api/n8n/{token}/health': library(),
  'GET /api/n8n/{token}/templates/categories': library(),
  'GET /api/n8n/{token}/templates/search': library({ page: '1', rows: '20', search: 'flow' }),
  'GET /api/n8n/{token}/templates/collections': library({ search: '' }),
  'GET /api/n8n/{token}/templates/collections/{id}': collection,
  'GET /api/n8n/{token}/templates/workflows/{id}': template,
  'GET /api/n8n/{token}/workflows/templates/{id}': template,
  'OPTIONS /api/n8n/{token}/health': library(),
  'OPTIONS /api/n8n/{token}/templates/categories': library(),
  'OPTIONS /api/n8n/{token}/templates/search': library(),
  'OPTIONS /api/n8n/{token}/templates/collections': library(),
  'OPTIONS /api/n8n/{token}/templates/collections/{id}': collection,
  'OPTIONS /api/n8n/{token}/templates/workflows/{id}': template,
  'OPTIONS /api/n8n/{token}/workflows/templates/{id}': template,
};
