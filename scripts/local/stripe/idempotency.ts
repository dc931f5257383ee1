import { StripeRequestError } from './errors';

/** How long a POST's Idempotency-Key answers the same (Stripe keeps keys 24 hours). */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface SavedAnswer {
  endpoint: string;
  fingerprint: string;
  status: number;
  body: unknown;
  at: number;
}

export interface IdempotentRequest {
  /** live or test: each API key has its own keys, as each Stripe account has. */
  scope: string;
  key: string;
  /** `POST /v1/transfers` */
  endpoint: string;
  /** The request's parameters in a canonical form. */
  fingerprint: string;
}

/** Parameters in a canonical order, so the same call encoded twice compares equal. */
export function fingerprintOf(body: string): string {
  return [...new URLSearchParams(body)]
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
}

/**
 * Stripe's idempotency layer for every POST: the same key with the same parameters answers
 * what the first request answered (a refusal included, once the request got past its
 * parameter checks) without doing anything again; the same key on another endpoint or with
 * other parameters is a 400 idempotency_error. Kept in memory: a restart forgets the keys.
 */
export class IdempotencyKeys {
  private readonly answers = new Map<string, SavedAnswer>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The earlier answer to replay, or undefined when this key is new (or has lapsed). */
  replay(request: IdempotentRequest): { status: number; body: unknown } | undefined {
    const saved = this.answers.get(`${request.scope}:${request.key}`);
    if (!saved || this.now() - saved.at > IDEMPOTENCY_KEY_LIFETIME_MS) return undefined;
    const tryAnother = `Try using a key other than '${request.key}' if you meant to execute a different request.`;
    if (saved.endpoint !== request.endpoint) {
      throw new StripeRequestError(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.endpoint}' vs '${request.endpoint}'). ${tryAnother}`,
        undefined,
        { type: 'idempotency_error' },
      );
    }
    if (saved.fingerprint !== request.fingerprint) {
      throw new StripeRequestError(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. ${tryAnother}`,
        undefined,
        { type: 'idempotency_error' },
      );
    }
    return { status: saved.status, body: saved.body };
  }

  remember(request: IdempotentRequest, answer: { status: number; body: unknown }): void {
    this.answers.set(`${request.scope}:${request.key}`, {
      endpoint: request.endpoint,
      fingerprint: request.fingerprint,
      ...answer,
      at: this.now(),
    });
  }
}
