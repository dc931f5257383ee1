import http from 'node:http';
import { handleApiRequest } from './api-routes';
import { handleCheckoutRequest } from './checkout-routes';
import { sendJson, stripeError } from './http-utils';
import { SessionStore } from './session-store';
import { StripeRequestError, withCurrentStatus } from './sessions';
import { deliverEvent, sessionEvent, type WebhookTarget } from './webhook-delivery';

/** How often sessions past their expiry are closed and announced (Stripe does it within minutes). */
const EXPIRY_SWEEP_MS = 60_000;

/** Open sessions past expires_at become expired, each announced once with checkout.session.expired. */
export async function sweepExpiredSessions(
  store: SessionStore,
  webhook: WebhookTarget,
): Promise<number> {
  const due = store
    .all()
    .filter((session) => session.status === 'open')
    .map(withCurrentStatus)
    .filter((session) => session.status === 'expired');
  for (const session of due) {
    store.save(session);
    await deliverEvent(sessionEvent('checkout.session.expired', session), webhook);
  }
  return due.length;
}

/**
 * A Stripe-compatible server for the local stack: the official `stripe` SDK talks to it with
 * `host`, `port` and `protocol: 'http'`. It implements the Checkout Session calls the shop
 * makes (api-routes.ts), the hosted payment page and webhook delivery (checkout-routes.ts).
 */
export interface LocalStripeOptions {
  port: number;
  /** Where browsers reach this server (the hosted checkout page). */
  publicUrl: string;
  /** Where paid sessions are announced; without it events are not delivered. */
  webhook?: WebhookTarget;
  /** JSON file that keeps sessions across restarts; in memory only without it. */
  dataFile?: string;
}

export function createLocalStripeServer(options: LocalStripeOptions): http.Server {
  const store = new SessionStore(options.dataFile);
  const webhook = options.webhook ?? {};
  const sweep = setInterval(() => void sweepExpiredSessions(store, webhook), EXPIRY_SWEEP_MS);
  sweep.unref();
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', options.publicUrl);
      if (url.pathname === '/health') return sendJson(response, 200, { ok: true });
      if (
        await handleApiRequest(request, response, url, {
          store,
          publicUrl: options.publicUrl,
          webhook,
        })
      )
        return;
      if (await handleCheckoutRequest(request, response, url, { store, webhook })) return;
      return stripeError(
        response,
        404,
        `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      );
    })().catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      if (error instanceof StripeRequestError)
        return stripeError(response, 400, error.message, error.param);
      stripeError(response, 500, 'Local Stripe server error');
    });
  });
  server.on('close', () => clearInterval(sweep));
  return server;
}
