import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { getSecurityOverview } from '../../services/admin/security-service';
import { setArchitectureDoc, setDebugPanel } from '../../services/admin/settings-service';
import { getAdminSettings } from '../../services/shared/admin-settings';
import { adminActor } from '../shared/admin-actor';

export const getAdminSecurity = defineHandler('GET /api/admin/security', async () =>
  json(200, await getSecurityOverview()),
);

export const getAdminSettingsHandler = defineHandler('GET /api/admin/settings', async () =>
  json(200, await getAdminSettings()),
);

export const setAdminDebugPanel = defineHandler(
  'PUT /api/admin/settings/debug-panel',
  async ({ caller, event, body }) =>
    json(200, await setDebugPanel(adminActor(caller, event), body.enabled)),
);

export const setAdminArchitectureDoc = defineHandler(
  'PUT /api/admin/settings/architecture',
  async ({ caller, event, body }) =>
    json(200, await setArchitectureDoc(adminActor(caller, event), body)),
);
