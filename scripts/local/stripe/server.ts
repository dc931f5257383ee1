import http from 'node:http';
import { handleApiRequest } from './api-routes';
import { handleCheckoutRequest } from './checkout-routes';
import { handleControlRequest } from './control-routes';
import { StripeRequestError } from './errors';
import { sendJson, stripeError } from './http-utils';
import { IdempotencyKeys } from './idempotency';
import { handleInvoicePageRequest } from './invoice-routes';
import { handleOnboardingRequest } from './onboarding-routes';
import { withCurrentStatus } from './sessions';
import { LocalStripeStore } from './store';
import {
  deliverEvent,
  sessionEvent,
  SUBSCRIBED_EVENTS,
  type WebhookTarget,
  type WebhookTargets,
} from './webhook-delivery';

/** How often sessions past their expiry are closed and announced (Stripe does it within minutes). */
const EXPIRY_SWEEP_MS = 60_000;

/** Open sessions past expires_at become expired, each announced once with checkout.session.expired. */
export async function sweepExpiredSessions(
  store: LocalStripeStore,
  webhook: WebhookTarget,
): Promise<number> {
  const due = store.sessions
    .all()
    .filter((session) => session.status === 'open')
    .map(withCurrentStatus)
    .filter((session) => session.status === 'expired');
  for (const session of due) {
    store.sessions.save(session);
    await deliverEvent(sessionEvent('checkout.session.expired', session), webhook);
  }
  return due.length;
}

/**
 * A Stripe-compatible server for the local stack: the official `stripe` SDK talks to it with
 * `host`, `port` and `protocol: 'http'`. The API under /v1 (api-routes.ts), the hosted payment
 * page (checkout-routes.ts), the Connect onboarding page (onboarding-routes.ts), local control
 * paths under /_local (control-routes.ts), hosted invoices and their PDFs (invoice-routes.ts)
 * and signed webhook delivery to two endpoints.
 */
export interface LocalStripeOptions {
  port: number;
  /** Where browsers reach this server (the hosted checkout and onboarding pages). */
  publicUrl: string;
  /** Where the account's own events go (/api/stripe-webhook); without it they are not delivered. */
  webhook?: WebhookTarget;
  /** Where Connect events (account.updated) go, with their own secrets. */
  connectWebhook?: WebhookTarget;
  /** JSON file that keeps everything across restarts; in memory only without it. */
  dataFile?: string;
  /** The clock for link expiry and idempotency keys (tests move it). */
  now?: () => number;
}

export function createLocalStripeServer(options: LocalStripeOptions): http.Server {
  const store = new LocalStripeStore(options.dataFile);
  const now = options.now ?? Date.now;
  const idempotency = new IdempotencyKeys(now);
  const webhooks: WebhookTargets = {
    account: { events: SUBSCRIBED_EVENTS.account, ...options.webhook },
    connect: { events: SUBSCRIBED_EVENTS.connect, ...options.connectWebhook },
  };
  const sweep = setInterval(
    () => void sweepExpiredSessions(store, webhooks.account),
    EXPIRY_SWEEP_MS,
  );
  sweep.unref();
  const context = { store, idempotency, webhooks, now, publicUrl: options.publicUrl };
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', options.publicUrl);
      if (url.pathname === '/health') return sendJson(response, 200, { ok: true });
      if (await handleApiRequest(request, response, url, context)) return;
      if (await handleCheckoutRequest(request, response, url, context)) return;
      if (await handleOnboardingRequest(request, response, url, context)) return;
      if (await handleControlRequest(request, response, url, context)) return;
      if (handleInvoicePageRequest(request, response, url, store)) return;
      return stripeError(
        response,
        404,
        `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      );
    })().catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      if (error instanceof StripeRequestError)
        return sendJson(response, error.status, error.toBody());
      console.error(error);
      stripeError(response, 500, 'Local Stripe server error');
    });
  });
  server.on('close', () => clearInterval(sweep));
  return server;
}
