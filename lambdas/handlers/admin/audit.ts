import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { listAudit } from '../../services/shared/audit-service';

export const listAdminAudit = defineHandler('GET /api/admin/audit', async ({ caller, query }) =>
  json(200, await listAudit(caller, query)),
);
