import { groupEntry } from '../http/group-entry';
import { listProducts } from '../handlers/catalogue/list-products';

/** Lambda entry of the `catalogue` function group. */
export const handler = groupEntry('catalogue', { listProducts });
