/** The `webhook` group: Stripe's webhook and the admin's view and retry of its failed fulfilments. */
import { BY_ACCESS } from './access';
import { type WebhookFailuresResponse, type WebhookRetryResponse } from '../contracts/webhook';
import { type RouteSpec, responds } from './route-spec';

export const webhookRoutes = {
  // Raw body: the Stripe signature is checked on the exact bytes, so no schema here.
  'POST /api/stripe-webhook': {
    group: 'webhook',
    access: 'webhook',
    outcomes: BY_ACCESS,
    response: responds<{ received: true }>(),
  },
  // Failed webhook fulfilments: the admin lists and retries them. In the webhook group, which
  // already holds the Stripe key and the fulfilment's grants, so the admin group needs neither.
  'GET /api/admin/webhook-failures': {
    group: 'webhook',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<WebhookFailuresResponse>(),
  },
  'POST /api/admin/webhook-failures/{eventId}/retry': {
    group: 'webhook',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<WebhookRetryResponse>(),
  },
} as const satisfies Record<string, RouteSpec>;
