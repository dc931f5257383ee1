import type { OutgoingEvent } from './events';
import type { Params } from './params';
import type { LocalStripeStore } from './store';

/**
 * The shape of the /v1 routes: each handles one method and path, synchronously, so that an
 * Idempotency-Key's check, the change and the remembered answer happen in one step (no other
 * request interleaves). Events go out after the answer, as Stripe sends them.
 */
export interface ApiContext {
  /** The form body of a POST, the query of a GET. */
  params: Params;
  /** The path's captured ids. */
  ids: string[];
  livemode: boolean;
  store: LocalStripeStore;
  publicUrl: string;
  now: () => number;
}

export interface ApiResult {
  status?: number;
  body: unknown;
  events?: OutgoingEvent[];
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  handle: (context: ApiContext) => ApiResult;
}
