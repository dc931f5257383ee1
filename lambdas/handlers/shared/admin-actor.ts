import type { ApiEvent } from '../../http/types';
import type { Caller } from '../../services/shared/caller';
import type { AdminActor } from '../../services/shared/audit-service';

/** The admin and the client IP API Gateway saw, for the audit log. */
export function adminActor(caller: Caller, event: ApiEvent): AdminActor {
  return { caller, ip: event.requestContext?.http?.sourceIp ?? 'unknown' };
}
