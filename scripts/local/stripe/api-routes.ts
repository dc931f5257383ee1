import type http from 'node:http';
import { ACCOUNT_ROUTES } from './account-routes';
import { COUPON_ROUTES } from './coupon-routes';
import { DISPUTE_ROUTES } from './dispute-routes';
import { StripeRequestError } from './errors';
import { parseStripeForm } from './form-body';
import { readBody, sendJson, stripeError } from './http-utils';
import { fingerprintOf, type IdempotencyKeys, type IdempotentRequest } from './idempotency';
import { INVOICE_ROUTES } from './invoice-routes';
import { PAYMENT_ROUTES } from './payment-routes';
import { PRODUCT_ROUTES } from './product-routes';
import { REFUND_ROUTES } from './refund-routes';
import type { ApiResult, ApiRoute } from './routes';
import { SESSION_ROUTES } from './session-routes';
import type { LocalStripeStore } from './store';
import { TRANSFER_ROUTES } from './transfer-routes';
import { WEBHOOK_ENDPOINT_ROUTES } from './webhook-endpoint-routes';
import { deliverAll, type WebhookTargets } from './webhook-delivery';

const API_ROUTES: ApiRoute[] = [
  ...SESSION_ROUTES,
  ...REFUND_ROUTES,
  ...PAYMENT_ROUTES,
  ...ACCOUNT_ROUTES,
  ...TRANSFER_ROUTES,
  ...COUPON_ROUTES,
  ...DISPUTE_ROUTES,
  ...INVOICE_ROUTES,
  ...PRODUCT_ROUTES,
  ...WEBHOOK_ENDPOINT_ROUTES,
];

export interface ApiOptions {
  store: LocalStripeStore;
  idempotency: IdempotencyKeys;
  publicUrl: string;
  webhooks: WebhookTargets;
  now: () => number;
}

function matchRoute(method: string, pathname: string) {
  for (const route of API_ROUTES) {
    const match = route.method === method ? route.path.exec(pathname) : null;
    if (match) return { route, ids: match.slice(1).map((id) => decodeURIComponent(id ?? '')) };
  }
  return undefined;
}

/** Live-mode keys start sk_live_; the shop uses them for everyone but test users. */
function isLiveKey(request: http.IncomingMessage): boolean {
  return /^Bearer sk_live_/.test(request.headers.authorization ?? '');
}

function idempotentRequest(
  request: http.IncomingMessage,
  endpoint: string,
  body: string,
  livemode: boolean,
): IdempotentRequest | undefined {
  const key = request.headers['idempotency-key'];
  if (request.method !== 'POST' || typeof key !== 'string' || !key) return undefined;
  return { scope: livemode ? 'live' : 'test', key, endpoint, fingerprint: fingerprintOf(body) };
}

function run(
  route: ApiRoute,
  ids: string[],
  body: string,
  url: URL,
  livemode: boolean,
  options: ApiOptions,
) {
  const params = parseStripeForm(route.method === 'GET' ? url.search.slice(1) : body);
  return route.handle({
    params,
    ids,
    livemode,
    store: options.store,
    publicUrl: options.publicUrl,
    now: options.now,
  });
}

/**
 * The Stripe API under /v1 (routes in *-routes.ts): the API key decides the mode, every POST
 * honours an Idempotency-Key, errors use Stripe's envelope and statuses, and the events a call
 * causes are delivered after its answer. Returns false when no route matches.
 */
export async function handleApiRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  options: ApiOptions,
): Promise<boolean> {
  if (!url.pathname.startsWith('/v1/')) return false;
  if (!request.headers.authorization) {
    stripeError(response, 401, 'You did not provide an API key.');
    return true;
  }
  const found = matchRoute(request.method ?? '', url.pathname);
  if (!found) return false;
  const { route, ids } = found;
  const body = request.method === 'POST' ? await readBody(request) : '';
  // From here on nothing awaits until the answer is sent: the idempotency check, the change
  // and the remembered answer are one step.
  const livemode = isLiveKey(request);
  const idempotent = idempotentRequest(request, `${route.method} ${url.pathname}`, body, livemode);
  let result: ApiResult;
  let remember = true;
  try {
    const replayed = idempotent ? options.idempotency.replay(idempotent) : undefined;
    if (replayed) {
      sendJson(response, replayed.status, replayed.body, { 'idempotent-replayed': 'true' });
      return true;
    }
    result = run(route, ids, body, url, livemode, options);
  } catch (error) {
    if (!(error instanceof StripeRequestError)) throw error;
    result = { status: error.status, body: error.toBody() };
    remember = error.options.type !== 'idempotency_error' && !error.isParameterError;
  }
  const status = result.status ?? 200;
  if (idempotent && remember)
    options.idempotency.remember(idempotent, { status, body: result.body });
  sendJson(response, status, result.body);
  await deliverAll(result.events ?? [], options.webhooks);
  return true;
}
