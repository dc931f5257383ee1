import { UnauthorizedError } from '../services/errors';
import type { Caller } from './types';

/**
 * The caller of a route whose access level requires one. The authentication middleware has
 * already refused anonymous requests; this narrows the type for the handler.
 */
export function signedIn(caller: Caller | undefined): Caller {
  if (!caller) throw new UnauthorizedError();
  return caller;
}
