import type http from 'node:http';
import { parseStripeForm } from './form-body';
import { readBody, sendJson, stripeError } from './http-utils';
import type { SessionStore } from './session-store';
import { handleRefundRequest } from './refund-routes';
import { createSession, expiredSession, publicSession, withCurrentStatus } from './sessions';
import { deliverEvent, sessionEvent, type WebhookTarget } from './webhook-delivery';

/** Live-mode keys start sk_live_; the shop uses them for everyone but test users. */
function isLiveKey(request: http.IncomingMessage): boolean {
  return /^Bearer sk_live_/.test(request.headers.authorization ?? '');
}

const SESSION_PATH = /^\/v1\/checkout\/sessions\/([\w]+)(\/line_items|\/expire)?$/;

/**
 * The Stripe API calls the shop makes, under /v1: Checkout Sessions (create, retrieve, list
 * line items, expire: which announces checkout.session.expired as Stripe does) and refunds.
 * Returns false when the path is not one of them.
 */
export async function handleApiRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  options: { store: SessionStore; publicUrl: string; webhook: WebhookTarget },
): Promise<boolean> {
  if (!url.pathname.startsWith('/v1/')) return false;
  if (!request.headers.authorization) {
    stripeError(response, 401, 'You did not provide an API key.');
    return true;
  }
  if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    const session = createSession(parseStripeForm(await readBody(request)), {
      publicUrl: options.publicUrl,
      livemode: isLiveKey(request),
    });
    options.store.save(session);
    sendJson(response, 200, publicSession(session));
    return true;
  }
  const livemode = isLiveKey(request);
  if (await handleRefundRequest(request, response, url, { store: options.store, livemode })) {
    return true;
  }
  const match = SESSION_PATH.exec(url.pathname);
  if (!match) return false;
  const stored = options.store.get(match[1] ?? '');
  // A key only sees its own mode's sessions, as in Stripe.
  if (!stored || stored.livemode !== isLiveKey(request)) {
    stripeError(response, 404, `No such checkout.session: '${match[1]}'`, 'session');
    return true;
  }
  const session = withCurrentStatus(stored);
  if (request.method === 'GET' && !match[2]) {
    sendJson(response, 200, publicSession(session));
    return true;
  }
  if (request.method === 'POST' && match[2] === '/expire') {
    const expired = expiredSession(session);
    options.store.save(expired);
    sendJson(response, 200, publicSession(expired));
    await deliverEvent(sessionEvent('checkout.session.expired', expired), options.webhook);
    return true;
  }
  if (request.method === 'GET' && match[2] === '/line_items') {
    sendJson(response, 200, {
      object: 'list',
      has_more: false,
      url: url.pathname,
      data: session.line_items.map((item, index) => ({
        id: `li_${index}`,
        object: 'item',
        description: item.name,
        quantity: item.quantity,
        currency: item.currency,
        amount_total: item.unit_amount * item.quantity,
        price: { unit_amount: item.unit_amount, currency: item.currency },
      })),
    });
    return true;
  }
  return false;
}
