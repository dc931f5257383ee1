import { randomBytes } from 'node:crypto';
import { invalidParam } from './errors';
import { boolean, list, metadata, requiredText, text, type Params } from './params';

/**
 * Webhook endpoints (`webhookEndpoints.create`, `retrieve`, `update`, `list`, `del`), shaped
 * like Stripe's, so the deploy tool's Stripe setup runs against this server in tests. They are
 * registered only: this server delivers events to the endpoints the local stack configures
 * (webhook-delivery.ts), not to these.
 */
export interface LocalWebhookEndpoint {
  id: string;
  object: 'webhook_endpoint';
  api_version: string | null;
  application: null;
  created: number;
  description: string | null;
  enabled_events: string[];
  livemode: boolean;
  metadata: Record<string, string>;
  status: 'enabled' | 'disabled';
  url: string;
  /** Kept, but answered only on create, as Stripe does. */
  secret: string;
  /** Whether it receives connected accounts' events; fixed at creation, never answered. */
  connect: boolean;
}

/** An event type as Stripe names them (`checkout.session.completed`) or `*` for all. */
const EVENT_TYPE = /^(\*|[a-z_]+(\.[a-z_]+)+)$/;
const API_VERSION = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/;

function endpointUrl(params: Params): string {
  const value = requiredText(params, 'url');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidParam('url', `Invalid URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalidParam('url', `Invalid URL: ${value}. The URL must use http or https.`);
  }
  return value;
}

function enabledEvents(params: Params): string[] {
  const events = list(params.enabled_events).map((value) => text(value) ?? '');
  if (events.length === 0) {
    throw invalidParam('enabled_events', 'Missing required param: enabled_events.');
  }
  const index = events.findIndex((event) => !EVENT_TYPE.test(event));
  if (index >= 0) {
    throw invalidParam(
      `enabled_events[${index}]`,
      `Invalid enabled_events[${index}]: ${events[index]} is not an event type`,
    );
  }
  return [...new Set(events)];
}

function apiVersion(params: Params): string | null {
  const value = text(params.api_version);
  if (value === undefined || value === '') return null;
  if (!API_VERSION.test(value)) throw invalidParam('api_version', `Invalid api_version: ${value}`);
  return value;
}

export function createWebhookEndpoint(
  params: Params,
  options: { livemode: boolean; now: number },
): LocalWebhookEndpoint {
  return {
    id: `we_${randomBytes(12).toString('hex')}`,
    object: 'webhook_endpoint',
    api_version: apiVersion(params),
    application: null,
    created: Math.floor(options.now / 1000),
    description: text(params.description) || null,
    enabled_events: enabledEvents(params),
    livemode: options.livemode,
    metadata: metadata(params.metadata),
    status: 'enabled',
    url: endpointUrl(params),
    secret: `whsec_${randomBytes(24).toString('hex')}`,
    connect: boolean(params.connect) ?? false,
  };
}

/** `webhookEndpoints.update`: events, URL, description, metadata and `disabled`. */
export function updatedWebhookEndpoint(
  current: LocalWebhookEndpoint,
  params: Params,
): LocalWebhookEndpoint {
  const disabled = boolean(params.disabled);
  return {
    ...current,
    ...(params.enabled_events !== undefined && { enabled_events: enabledEvents(params) }),
    ...(params.url !== undefined && { url: endpointUrl(params) }),
    ...(params.description !== undefined && { description: text(params.description) || null }),
    ...(disabled !== undefined && { status: disabled ? 'disabled' : 'enabled' }),
    metadata: metadata(params.metadata, current.metadata),
  };
}

/** The endpoint as `retrieve`, `update` and `list` answer it: no secret, no Connect flag. */
export function publicWebhookEndpoint(endpoint: LocalWebhookEndpoint) {
  const { secret: _secret, connect: _connect, ...shown } = endpoint;
  return shown;
}

/** The endpoint as `create` answers it: the only time the signing secret is shown. */
export function createdWebhookEndpoint(endpoint: LocalWebhookEndpoint) {
  return { ...publicWebhookEndpoint(endpoint), secret: endpoint.secret };
}
