import type http from 'node:http';
import { parseStripeForm } from './form-body';
import { readBody, sendJson, stripeError } from './http-utils';
import { createRefund } from './refunds';
import type { SessionStore } from './session-store';

const REFUND_PATH = /^\/v1\/refunds(?:\/(re_\w+))?$/;

function idempotencyKey(request: http.IncomingMessage, livemode: boolean): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key ? `${livemode ? 'live' : 'test'}:refund:${key}` : undefined;
}

/**
 * `refunds.create` (by payment_intent, whole or partial, replayed for a repeated
 * Idempotency-Key), `refunds.list({ payment_intent })` and `refunds.retrieve`. A key only sees
 * its own mode's payments. Returns false when the path is not one of them.
 */
export async function handleRefundRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  options: { store: SessionStore; livemode: boolean },
): Promise<boolean> {
  const match = REFUND_PATH.exec(url.pathname);
  if (!match) return false;
  const { store, livemode } = options;
  const ownSessions = store.all().filter((session) => session.livemode === livemode);
  if (request.method === 'GET' && match[1]) {
    const refund = ownSessions
      .flatMap((session) => session.refunds ?? [])
      .find((candidate) => candidate.id === match[1]);
    if (!refund) stripeError(response, 404, `No such refund: '${match[1]}'`, 'id');
    else sendJson(response, 200, refund);
    return true;
  }
  if (request.method === 'GET') {
    const paymentIntent = url.searchParams.get('payment_intent');
    const refunds = ownSessions
      .filter((session) => !paymentIntent || session.payment_intent === paymentIntent)
      .flatMap((session) => session.refunds ?? [])
      .sort((a, b) => b.created - a.created);
    sendJson(response, 200, { object: 'list', has_more: false, url: '/v1/refunds', data: refunds });
    return true;
  }
  if (request.method !== 'POST' || match[1]) return false;
  const params = parseStripeForm(await readBody(request));
  // From here on nothing awaits: the check, the refund and the saved answer are one step.
  const key = idempotencyKey(request, livemode);
  const earlier = key ? store.answerFor(key) : undefined;
  if (earlier) {
    sendJson(response, 200, earlier);
    return true;
  }
  const paymentIntent = typeof params.payment_intent === 'string' ? params.payment_intent : '';
  const session = paymentIntent ? store.byPaymentIntent(paymentIntent) : undefined;
  if (!session || session.livemode !== livemode) {
    stripeError(response, 404, `No such payment_intent: '${paymentIntent}'`, 'payment_intent');
    return true;
  }
  const { session: refunded, refund } = createRefund(session, params);
  store.save(refunded);
  if (key) store.rememberAnswer(key, refund);
  sendJson(response, 200, refund);
  return true;
}
