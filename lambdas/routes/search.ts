/** The `search` group: catalogue text search over the search index (lambdas/services/search). */
import { BY_ACCESS } from './access';
import { type SearchResponse, searchQuery } from '../contracts/search';
import { type RouteSpec, responds } from './route-spec';

export const searchRoutes = {
  // Public like the catalogue, and cached at the edge per query string for anonymous callers.
  'GET /api/search': {
    group: 'search',
    access: 'optional-auth',
    outcomes: BY_ACCESS,
    caching: 'public-cacheable',
    query: searchQuery,
    response: responds<SearchResponse>(),
  },
} as const satisfies Record<string, RouteSpec>;
