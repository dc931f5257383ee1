import { groupEntry } from '../http/group-entry';
import { n8nLibraryRoutes } from '../routes/n8n-library';
import { withOpenCors } from '../http/open-cors';
import * as preflights from '../handlers/n8n-library/preflight';
import * as templates from '../handlers/n8n-library/templates';

/**
 * Lambda entry of the `n8n-library` function group: the buyer's n8n template library, read by
 * their n8n editor from any origin (every answer carries open CORS headers).
 */
export const handler = withOpenCors(
  groupEntry('n8n-library', n8nLibraryRoutes, { ...templates, ...preflights }),
);
