import { ApiError } from '../../lib/api-client';

export { catalogueQuery } from './catalogue-query';
export { useCatalogue } from './use-catalogue';

/** The error panel tells an API answer apart from a request that never got one. */
export function catalogueErrorMessage(error: Error): string {
  return error instanceof ApiError
    ? `Database error: ${error.message || error.statusText || `status ${error.status}`}`
    : `Connection error: ${error.message}`;
}
