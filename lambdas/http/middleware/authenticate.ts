import type { RouteAccess } from '../../routes';
import { ForbiddenError, UnauthorizedError } from '../../services/shared/errors';
import { resolveCaller } from '../../services/shared/caller-service';
import type { Caller } from '../../services/shared/caller';
import type { ApiMiddleware } from './api-context';

export function bearerToken(
  headers: Record<string, string | undefined> | undefined,
): string | undefined {
  const value = headers?.authorization ?? headers?.Authorization;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match?.[1];
}

function assertRole(caller: Caller, access: RouteAccess): void {
  if (access === 'admin' && caller.role !== 'admin') {
    throw new ForbiddenError('You need admin privileges to access this page.');
  }
  if (access === 'seller' && caller.role !== 'seller' && caller.role !== 'admin') {
    throw new ForbiddenError('You need seller privileges to access this page.');
  }
}

/**
 * Resolves the caller for the route's access level. A token that is sent is always verified,
 * even on optional routes, so a bad token is a clear 401 rather than a silent anonymous answer.
 */
export function authenticate(access: RouteAccess): ApiMiddleware {
  return {
    before: async (request) => {
      if (access === 'public' || access === 'webhook') return;
      const token = bearerToken(request.event.headers);
      if (!token) {
        if (access === 'optional-auth') return;
        throw new UnauthorizedError();
      }
      const caller = await resolveCaller(token);
      assertRole(caller, access);
      request.context.api.caller = caller;
    },
  };
}
