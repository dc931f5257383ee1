import type http from 'node:http';
import { checkoutPage, closedCheckoutPage, notFoundPage } from './checkout-page';
import { redirect, sendHtml, sendJson, stripeError } from './http-utils';
import type { LocalStripeStore } from './store';
import {
  awaitingPaymentSession,
  paidSession,
  withCurrentStatus,
  type LocalCheckoutSession,
} from './sessions';
import {
  checkoutCompletedEvent,
  deliverEvent,
  sessionEvent,
  type WebhookTargets,
} from './webhook-delivery';

const CHECKOUT_PATH =
  /^\/checkout\/([\w]+)(\/pay|\/cancel|\/pay-later|\/async-payment-(?:succeeded|failed))?$/;

/**
 * A delayed payment (bank debit) settles: `pay-later` left the session complete and unpaid,
 * this announces the outcome as Stripe does. Only for scripts and tests (no button on the page).
 */
async function settleDelayedPayment(
  session: LocalCheckoutSession,
  outcome: 'succeeded' | 'failed',
  response: http.ServerResponse,
  options: { store: LocalStripeStore; webhooks: WebhookTargets },
): Promise<void> {
  if (session.status !== 'complete' || session.payment_status !== 'unpaid') {
    stripeError(response, 409, 'This Checkout Session has no delayed payment to settle.');
    return;
  }
  const settled = outcome === 'succeeded' ? paidSession(session) : session;
  options.store.sessions.save(settled);
  sendJson(response, 200, { id: settled.id, payment_status: settled.payment_status });
  await deliverEvent(
    sessionEvent(`checkout.session.async_payment_${outcome}`, settled),
    options.webhooks.account,
  );
}

/**
 * The hosted checkout page (`session.url`) and its two buttons. Pay marks the session paid,
 * delivers `checkout.session.completed` to the shop's webhook (a failure does not block), then
 * sends the browser to the success URL; Cancel sends it to the cancel URL. Scripts and tests
 * can also pay with a delayed method (`/pay-later`) and settle it
 * (`/async-payment-succeeded`, `/async-payment-failed`).
 */
export async function handleCheckoutRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  options: { store: LocalStripeStore; webhooks: WebhookTargets },
): Promise<boolean> {
  const match = CHECKOUT_PATH.exec(url.pathname);
  if (!match) return false;
  const stored = options.store.sessions.get(match[1] ?? '');
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
  if (action.startsWith('/async-payment-')) {
    const outcome = action.endsWith('succeeded') ? 'succeeded' : 'failed';
    await settleDelayedPayment(session, outcome, response, options);
    return true;
  }
  if (session.status !== 'open') {
    sendHtml(response, 409, closedCheckoutPage(session));
    return true;
  }
  const completed =
    action === '/pay-later' ? awaitingPaymentSession(session) : paidSession(session);
  options.store.sessions.save(completed);
  await deliverEvent(checkoutCompletedEvent(completed), options.webhooks.account);
  redirect(response, completed.success_url.replace('{CHECKOUT_SESSION_ID}', completed.id));
  return true;
}
