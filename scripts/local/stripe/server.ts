import http from 'node:http';
import { parseStripeForm } from './form-body';
import { createSession, StripeRequestError, type LocalCheckoutSession } from './sessions';

/**
 * A Stripe-compatible server for the local stack: the official `stripe` SDK talks to it with
 * `host`, `port` and `protocol: 'http'`. It implements the Checkout Session calls the shop
 * makes; the hosted payment page and webhook delivery grow with the checkout work.
 */
export interface LocalStripeOptions {
  port: number;
  /** Where browsers reach this server (the hosted checkout page). */
  publicUrl: string;
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function stripeError(
  response: http.ServerResponse,
  status: number,
  message: string,
  param?: string,
) {
  send(response, status, { error: { type: 'invalid_request_error', message, param } });
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Live-mode keys start sk_live_; the shop uses them for everyone but test users. */
function isLiveKey(request: http.IncomingMessage): boolean {
  return /^Bearer sk_live_/.test(request.headers.authorization ?? '');
}

function publicSession(session: LocalCheckoutSession) {
  const { line_items: _lineItems, ...rest } = session;
  return rest;
}

export function createLocalStripeServer(options: LocalStripeOptions): http.Server {
  const sessions = new Map<string, LocalCheckoutSession>();
  return http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', options.publicUrl);
      if (url.pathname === '/health') return send(response, 200, { ok: true });
      if (url.pathname.startsWith('/v1/') && !request.headers.authorization) {
        return stripeError(response, 401, 'You did not provide an API key.');
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const session = createSession(parseStripeForm(await readBody(request)), {
          publicUrl: options.publicUrl,
          livemode: isLiveKey(request),
        });
        sessions.set(session.id, session);
        return send(response, 200, publicSession(session));
      }
      const match = /^\/v1\/checkout\/sessions\/([\w]+)(\/line_items)?$/.exec(url.pathname);
      if (request.method === 'GET' && match) {
        const session = sessions.get(match[1] ?? '');
        if (!session)
          return stripeError(response, 404, `No such checkout.session: '${match[1]}'`, 'session');
        if (!match[2]) return send(response, 200, publicSession(session));
        return send(response, 200, {
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
      }
      return stripeError(
        response,
        404,
        `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      );
    })().catch((error: unknown) => {
      if (error instanceof StripeRequestError)
        return stripeError(response, 400, error.message, error.param);
      stripeError(response, 500, 'Local Stripe server error');
    });
  });
}
