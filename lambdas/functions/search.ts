import { groupEntry } from '../http/group-entry';
import { searchRoutes } from '../routes/search';
import { searchProducts } from '../handlers/search/search-products';

/** Lambda entry of the `search` function group. */
export const handler = groupEntry('search', searchRoutes, { searchProducts });
