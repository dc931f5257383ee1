import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  listWebhookFailures,
  retryWebhookFailure,
} from '../../services/webhook/webhook-failure-service';

/** GET /api/admin/webhook-failures: open fulfilment failures, newest first. */
export const listFailedWebhooks = defineHandler('GET /api/admin/webhook-failures', async () =>
  json(200, await listWebhookFailures()),
);

/** POST /api/admin/webhook-failures/{eventId}/retry: fulfil again, audited. */
export const retryFailedWebhook = defineHandler(
  'POST /api/admin/webhook-failures/{eventId}/retry',
  async ({ params, caller, clientIp }) =>
    json(200, await retryWebhookFailure({ caller, ip: clientIp }, params.eventId)),
);
