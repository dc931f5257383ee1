import type http from 'node:http';
import { checkoutPage, closedCheckoutPage, notFoundPage, type CheckoutView } from './checkout-page';
import { completeSession, settleDelayedPayment, taxIdOf } from './completion';
import { promotionCodeByCode } from './discount-lookup';
import { StripeRequestError } from './errors';
import { readBody, redirect, sendHtml, sendJson, stripeError } from './http-utils';
import { buyerCurrency, pageLocale } from './presentment';
import { assertDiscountFits, withDiscount } from './session-create';
import { withCurrentStatus, type LocalCheckoutSession } from './sessions';
import type { LocalStripeStore } from './store';
import {
  checkoutCompletedEvent,
  deliverEvent,
  sessionEvent,
  type WebhookTargets,
} from './webhook-delivery';

const CHECKOUT_PATH =
  /^\/checkout\/([\w]+)(\/pay|\/cancel|\/pay-later|\/promotion-code|\/async-payment-(?:succeeded|failed))?$/;

interface CheckoutOptions {
  store: LocalStripeStore;
  webhooks: WebhookTargets;
  publicUrl: string;
  now: () => number;
}

/**
 * A delayed payment (bank debit) settles: `pay-later` left the session complete and unpaid,
 * this announces the outcome as Stripe does. Only for scripts and tests (no button on the page).
 */
async function settle(
  session: LocalCheckoutSession,
  outcome: 'succeeded' | 'failed',
  response: http.ServerResponse,
  options: CheckoutOptions,
): Promise<void> {
  if (session.status !== 'complete' || session.payment_status !== 'unpaid') {
    stripeError(response, 409, 'This Checkout Session has no delayed payment to settle.');
    return;
  }
  const settled =
    outcome === 'succeeded'
      ? settleDelayedPayment(options.store, session, { ...options, now: options.now() })
      : session;
  sendJson(response, 200, { id: settled.id, payment_status: settled.payment_status });
  await deliverEvent(
    sessionEvent(`checkout.session.async_payment_${outcome}`, settled),
    options.webhooks.account,
  );
}

/**
 * The buyer's language and currency for this page: the session's `locale` (or with `auto` the
 * browser's), and with Adaptive Pricing a currency from `?currency=` or the browser's region.
 */
function viewOf(
  session: LocalCheckoutSession,
  request: http.IncomingMessage,
  url: URL,
  requested?: string | null,
): CheckoutView {
  const acceptLanguage = request.headers['accept-language'];
  const currency = buyerCurrency(session, {
    requested: requested ?? url.searchParams.get('currency'),
    acceptLanguage,
  });
  return { locale: pageLocale(session, acceptLanguage), ...(currency ? { currency } : {}) };
}

function pageFor(
  session: LocalCheckoutSession,
  response: http.ServerResponse,
  view: CheckoutView,
  status = 200,
) {
  const targets = [session.success_url, session.cancel_url];
  if (session.status !== 'open')
    return sendHtml(response, status, closedCheckoutPage(session), targets);
  sendHtml(response, status, checkoutPage(session, { view }), targets);
}

/** The buyer typed a promotion code: applied when it can be used, else the page says why. */
function applyPromotionCode(
  session: LocalCheckoutSession,
  form: URLSearchParams,
  response: http.ServerResponse,
  options: CheckoutOptions & { view: CheckoutView },
): void {
  const code = form.get('code')?.trim() ?? '';
  const chosen = code ? promotionCodeByCode(options.store, code, session.livemode) : undefined;
  let problem = code ? undefined : 'Enter a promotion code.';
  if (code && !chosen) problem = `The promotion code '${code}' is not valid.`;
  if (chosen && !problem) {
    try {
      assertDiscountFits(
        chosen,
        { currency: session.currency, lines: session.line_items },
        { now: options.now(), param: 'code' },
      );
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error;
      problem = error.message;
    }
  }
  if (problem || !chosen) {
    const view = options.view;
    sendHtml(response, 400, checkoutPage(session, { promotionCodeError: problem, view }), [
      session.success_url,
      session.cancel_url,
    ]);
    return;
  }
  options.store.sessions.save(withDiscount(session, chosen));
  redirect(response, `/checkout/${encodeURIComponent(session.id)}`);
}

/**
 * The hosted checkout page (`session.url`) and its forms. Pay completes the session (discount
 * redeemed, invoice made when asked for), delivers `checkout.session.completed` to the shop's
 * webhook (a failure does not block), then sends the browser to the success URL; Cancel sends
 * it to the cancel URL; a promotion code is applied on the page when the session allows codes.
 * Scripts and tests can also pay with a delayed method (`/pay-later`) and settle it
 * (`/async-payment-succeeded`, `/async-payment-failed`).
 */
export async function handleCheckoutRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  options: CheckoutOptions,
): Promise<boolean> {
  const match = CHECKOUT_PATH.exec(url.pathname);
  if (!match) return false;
  const stored = options.store.sessions.get(match[1] ?? '');
  if (!stored) {
    sendHtml(response, 404, notFoundPage());
    return true;
  }
  const action = match[2];
  if (request.method === 'GET' && !action) {
    pageFor(withCurrentStatus(stored), response, viewOf(stored, request, url));
    return true;
  }
  if (request.method !== 'POST' || !action) return false;
  const form = new URLSearchParams(await readBody(request));
  // Read again after the body: from here on nothing awaits until the session is saved.
  const session = withCurrentStatus(options.store.sessions.get(stored.id) ?? stored);
  const view = viewOf(session, request, url, form.get('presentment_currency'));
  if (action === '/cancel') {
    redirect(response, session.cancel_url);
    return true;
  }
  if (action.startsWith('/async-payment-')) {
    await settle(session, action.endsWith('succeeded') ? 'succeeded' : 'failed', response, options);
    return true;
  }
  if (session.status !== 'open') {
    pageFor(session, response, view, 409);
    return true;
  }
  if (action === '/promotion-code') {
    applyPromotionCode(session, form, response, { ...options, view });
    return true;
  }
  const taxId = form.get('tax_id')?.trim();
  let completed: LocalCheckoutSession;
  try {
    completed = completeSession(options.store, session, {
      outcome: action === '/pay-later' ? 'awaiting_payment' : 'paid',
      taxIds: taxId && session.tax_id_collection.enabled ? [taxIdOf(taxId)] : [],
      publicUrl: options.publicUrl,
      now: options.now(),
      ...(view.currency ? { presentmentCurrency: view.currency } : {}),
    });
  } catch (error) {
    if (!(error instanceof StripeRequestError)) throw error;
    sendHtml(response, 409, checkoutPage(session, { error: error.message, view }));
    return true;
  }
  await deliverEvent(checkoutCompletedEvent(completed), options.webhooks.account);
  redirect(response, completed.success_url.replace('{CHECKOUT_SESSION_ID}', completed.id));
  return true;
}
