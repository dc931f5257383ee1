import { createHash } from 'node:crypto';
import Stripe from 'stripe';

/**
 * The stack's two Stripe webhook endpoints made to match the code: one endpoint per URL,
 * subscribed to exactly the events the code handles, enabled, on the API version of the SDK the
 * functions use. Stripe shows an endpoint's signing secret only when it creates it, so an
 * endpoint whose secret the stack does not hold (made by hand, its secret lost or stale) is
 * replaced; everything else is updated in place, and an endpoint that already matches is left
 * alone.
 */
export type WebhookEndpointsApi = Pick<Stripe, 'webhookEndpoints'>;
export type StripeEventName = Stripe.WebhookEndpointCreateParams.EnabledEvent;

/** Metadata that marks the endpoints this tool made, and which of the two each is. */
export const MANAGED_BY = 'automation-marketplace-deploy';

/**
 * A short hash of an endpoint's signing secret, kept in its metadata, so a later run can tell
 * whether the stack's secret still holds that endpoint's secret (after a run that failed
 * between creating the endpoint and storing the secret, it does not). It reveals nothing usable:
 * 64 bits of a hash of a long random secret.
 */
export function secretFingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 16);
}

/** Event payloads take the endpoint's API version: the one the functions' SDK reads. */
export const ENDPOINT_API_VERSION = Stripe.API_VERSION;

export interface EndpointSpec {
  name: 'payments' | 'connect';
  url: string;
  /** A Connect endpoint receives the events of connected accounts (set at creation only). */
  connect: boolean;
  events: readonly StripeEventName[];
  environment: string;
  /**
   * Which deployed stack the endpoint serves (its Stripe secret's ARN, unique per stack and
   * account): environments of the same name in other accounts may share a Stripe account.
   */
  stack: string;
}

export interface EndpointResult {
  action: 'created' | 'updated' | 'unchanged' | 'replaced';
  id: string;
  /** The new endpoint's signing secret (Stripe answers it on create only); never printed. */
  signingSecret?: string;
  /** What an update changed. */
  changes: string[];
  /** Endpoints deleted (at the same URL, or this stack's at an old URL), each with the reason. */
  removed: { id: string; reason: string }[];
}

export async function listEndpoints(
  stripe: WebhookEndpointsApi,
): Promise<Stripe.WebhookEndpoint[]> {
  return stripe.webhookEndpoints.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 });
}

function isOurs(endpoint: Stripe.WebhookEndpoint, spec: EndpointSpec): boolean {
  const tag = endpoint.metadata;
  return (
    tag['managed_by'] === MANAGED_BY && tag['endpoint'] === spec.name && tag['stack'] === spec.stack
  );
}

/** Why an endpoint at the URL cannot be kept, or undefined when it can. */
function unusable(
  endpoint: Stripe.WebhookEndpoint,
  spec: EndpointSpec,
  storedSecret: string,
): string | undefined {
  if (!isOurs(endpoint, spec)) return 'not made by this tool, so its signing secret is unknown';
  if (!storedSecret || endpoint.metadata['secret_sha256'] !== secretFingerprint(storedSecret)) {
    return "its signing secret is not the one in the stack's secret";
  }
  if (endpoint.api_version !== ENDPOINT_API_VERSION) {
    return `API version ${endpoint.api_version ?? 'of the account'}, the code's is ${ENDPOINT_API_VERSION}`;
  }
  return undefined;
}

function sameEvents(current: readonly string[], wanted: readonly string[]): boolean {
  const sorted = (events: readonly string[]) => [...new Set(events)].sort().join(' ');
  return sorted(current) === sorted(wanted);
}

async function create(stripe: WebhookEndpointsApi, spec: EndpointSpec) {
  const created = await stripe.webhookEndpoints.create({
    url: spec.url,
    enabled_events: [...spec.events],
    ...(spec.connect && { connect: true }),
    api_version: ENDPOINT_API_VERSION,
    description: `Automation Marketplace (${spec.environment}): ${spec.name}`,
    metadata: {
      managed_by: MANAGED_BY,
      endpoint: spec.name,
      environment: spec.environment,
      stack: spec.stack,
    },
  });
  if (!created.secret) throw new Error(`Stripe answered endpoint ${created.id} without its secret`);
  await stripe.webhookEndpoints.update(created.id, {
    metadata: { secret_sha256: secretFingerprint(created.secret) },
  });
  return { id: created.id, secret: created.secret };
}

/**
 * Makes the endpoint at `spec.url` match `spec`, given the account's endpoints and the signing
 * secret the stack's secret holds for it (empty: none); endpoints at the URL that cannot be kept
 * and this stack's endpoints at other URLs are deleted. A replacement is created before the old
 * endpoint is deleted, so a failure in between leaves a working endpoint behind.
 */
export async function reconcileEndpoint(
  stripe: WebhookEndpointsApi,
  spec: EndpointSpec,
  existing: readonly Stripe.WebhookEndpoint[],
  storedSecret: string,
): Promise<EndpointResult> {
  const atUrl = existing.filter((endpoint) => endpoint.url === spec.url);
  const keeper = atUrl.find((endpoint) => !unusable(endpoint, spec, storedSecret));
  let result: EndpointResult;
  if (keeper) {
    const changes: string[] = [];
    const update: Stripe.WebhookEndpointUpdateParams = {};
    if (!sameEvents(keeper.enabled_events, spec.events)) {
      update.enabled_events = [...spec.events];
      changes.push(`events were ${keeper.enabled_events.join(', ') || 'none'}`);
    }
    if (keeper.status !== 'enabled') {
      update.disabled = false;
      changes.push(`was ${keeper.status}`);
    }
    if (changes.length) await stripe.webhookEndpoints.update(keeper.id, update);
    result = {
      action: changes.length ? 'updated' : 'unchanged',
      id: keeper.id,
      changes,
      removed: [],
    };
  } else {
    const created = await create(stripe, spec);
    result = {
      action: atUrl.length ? 'replaced' : 'created',
      id: created.id,
      signingSecret: created.secret,
      changes: [],
      removed: [],
    };
  }
  for (const endpoint of atUrl.filter((candidate) => candidate !== keeper)) {
    await stripe.webhookEndpoints.del(endpoint.id);
    result.removed.push({
      id: endpoint.id,
      reason: unusable(endpoint, spec, storedSecret) ?? 'a duplicate',
    });
  }
  // This stack's endpoint at a URL the site no longer has (a custom domain added): it would
  // keep delivering, signed with a secret the stack no longer holds.
  const moved = existing.filter((endpoint) => endpoint.url !== spec.url && isOurs(endpoint, spec));
  for (const endpoint of moved) {
    await stripe.webhookEndpoints.del(endpoint.id);
    result.removed.push({ id: endpoint.id, reason: `the site moved from ${endpoint.url}` });
  }
  return result;
}
