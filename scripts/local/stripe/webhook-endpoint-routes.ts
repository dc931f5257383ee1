import { noSuch } from './errors';
import { listPage } from './lists';
import type { ApiContext, ApiRoute } from './routes';
import {
  createdWebhookEndpoint,
  createWebhookEndpoint,
  publicWebhookEndpoint,
  updatedWebhookEndpoint,
  type LocalWebhookEndpoint,
} from './webhook-endpoints';

function ownEndpoint({ store, livemode }: ApiContext, id: string): LocalWebhookEndpoint {
  const endpoint = store.webhookEndpoints.get(id);
  if (!endpoint || endpoint.livemode !== livemode) throw noSuch('webhook_endpoint', id);
  return endpoint;
}

const ONE = /^\/v1\/webhook_endpoints\/([^/]+)$/;

/** Webhook endpoints of the caller's mode: create (with the secret), retrieve, update, list, delete. */
export const WEBHOOK_ENDPOINT_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/webhook_endpoints$/,
    handle: (context) => {
      const endpoint = createWebhookEndpoint(context.params, {
        livemode: context.livemode,
        now: context.now(),
      });
      return { body: createdWebhookEndpoint(context.store.webhookEndpoints.save(endpoint)) };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/webhook_endpoints$/,
    handle: (context) => {
      const endpoints = context.store.webhookEndpoints
        .all()
        .filter((endpoint) => endpoint.livemode === context.livemode)
        .reverse()
        .map(publicWebhookEndpoint);
      return {
        body: listPage(endpoints, context.params, {
          url: '/v1/webhook_endpoints',
          kind: 'webhook_endpoint',
        }),
      };
    },
  },
  {
    method: 'GET',
    path: ONE,
    handle: (context) => ({
      body: publicWebhookEndpoint(ownEndpoint(context, context.ids[0] ?? '')),
    }),
  },
  {
    method: 'POST',
    path: ONE,
    handle: (context) => {
      const current = ownEndpoint(context, context.ids[0] ?? '');
      const updated = updatedWebhookEndpoint(current, context.params);
      return { body: publicWebhookEndpoint(context.store.webhookEndpoints.save(updated)) };
    },
  },
  {
    method: 'DELETE',
    path: ONE,
    handle: (context) => {
      const endpoint = ownEndpoint(context, context.ids[0] ?? '');
      context.store.webhookEndpoints.delete(endpoint.id);
      return { body: { id: endpoint.id, object: 'webhook_endpoint', deleted: true } };
    },
  },
];
