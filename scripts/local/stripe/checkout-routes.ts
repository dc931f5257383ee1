import type http from 'node:http';
import { checkoutPage, closedCheckoutPage, notFoundPage } from './checkout-page';
import { redirect, sendHtml } from './http-utils';
import type { SessionStore } from './session-store';
import { paidSession, withCurrentStatus } from './sessions';
import { checkoutCompletedEvent, deliverEvent, type WebhookTarget } from './webhook-delivery';

const CHECKOUT_PATH = /^\/checkout\/([\w]+)(\/pay|\/cancel)?$/;

/**
 * The hosted checkout page (`session.url`) and its two buttons. Pay marks the session paid,
 * delivers `checkout.session.completed` to the shop's webhook (a failure does not block), then
 * sends the browser to the success URL; Cancel sends it to the cancel URL.
 */
export async function handleCheckoutRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  options: { store: SessionStore; webhook: WebhookTarget },
): Promise<boolean> {
  const match = CHECKOUT_PATH.exec(url.pathname);
  if (!match) return false;
  const stored = options.store.get(match[1] ?? '');
  if (!stored) {
    sendHtml(response, 404, notFoundPage());
    return true;
  }
  const session = withCurrentStatus(stored);
  const action = match[2];
  if (request.method === 'GET' && !action) {
    sendHtml(
      response,
      200,
      session.status === 'open' ? checkoutPage(session) : closedCheckoutPage(session),
      [session.success_url, session.cancel_url],
    );
    return true;
  }
  if (request.method !== 'POST' || !action) return false;
  if (action === '/cancel') {
    redirect(response, session.cancel_url);
    return true;
  }
  if (session.status !== 'open') {
    sendHtml(response, 409, closedCheckoutPage(session));
    return true;
  }
  const paid = paidSession(session);
  options.store.save(paid);
  await deliverEvent(checkoutCompletedEvent(paid), options.webhook);
  redirect(response, paid.success_url.replace('{CHECKOUT_SESSION_ID}', paid.id));
  return true;
}
