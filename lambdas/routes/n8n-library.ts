/** The `n8n-library` group: a buyer's n8n template library, read by their own n8n. */
import { BY_ACCESS, type RouteOutcomes } from './access';
import {
  type N8nCategoriesResponse,
  type N8nCollectionResponse,
  type N8nCollectionsResponse,
  type N8nHealthResponse,
  type N8nSearchResponse,
  type N8nTemplateResponse,
  type N8nWorkflowImport,
  n8nCollectionsQuery,
  n8nLibraryItemParams,
  n8nLibraryParams,
  n8nSearchQuery,
} from '../contracts/n8n-library';
import { type RouteSpec, responds } from './route-spec';

/** The n8n library routes: anyone with the URL reads it; an unknown token is 404 for all. */
const LIBRARY_CAPABILITY: RouteOutcomes = { capability: 'token' };

export const n8nLibraryRoutes = {
  // The n8n template library itself, called by the buyer's n8n editor from any origin. The
  // token in the path is the only credential (a capability URL): no Cognito token is read, and
  // an unknown token is 404 for everyone. Paths are those n8n appends to N8N_TEMPLATES_HOST.
  'GET /api/n8n/{token}/health': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryParams,
    response: responds<N8nHealthResponse>(),
  },
  'GET /api/n8n/{token}/templates/categories': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryParams,
    response: responds<N8nCategoriesResponse>(),
  },
  'GET /api/n8n/{token}/templates/search': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryParams,
    query: n8nSearchQuery,
    response: responds<N8nSearchResponse>(),
  },
  'GET /api/n8n/{token}/templates/collections': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryParams,
    query: n8nCollectionsQuery,
    response: responds<N8nCollectionsResponse>(),
  },
  'GET /api/n8n/{token}/templates/collections/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryItemParams,
    response: responds<N8nCollectionResponse>(),
  },
  'GET /api/n8n/{token}/templates/workflows/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryItemParams,
    response: responds<N8nTemplateResponse>(),
  },
  'GET /api/n8n/{token}/workflows/templates/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: LIBRARY_CAPABILITY,
    params: n8nLibraryItemParams,
    response: responds<N8nWorkflowImport>(),
  },
  // CORS preflights of the library routes above (the editor sends an n8n-version header).
  'OPTIONS /api/n8n/{token}/health': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/templates/categories': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/templates/search': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/templates/collections': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/templates/collections/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryItemParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/templates/workflows/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryItemParams,
    response: responds<undefined>(),
  },
  'OPTIONS /api/n8n/{token}/workflows/templates/{id}': {
    group: 'n8n-library',
    access: 'public',
    outcomes: BY_ACCESS,
    params: n8nLibraryItemParams,
    response: responds<undefined>(),
  },
} as const satisfies Record<string, RouteSpec>;
