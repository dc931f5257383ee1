import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * Events as Stripe sends them (snapshot payloads). Connect events, about a connected account,
 * carry that account's id at the top level and go to the Connect endpoint.
 */
export interface LocalEvent {
  id: string;
  object: 'event';
  account?: string;
  api_version: string;
  created: number;
  livemode: boolean;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

/** Which of the two webhook endpoints an event goes to. */
export type EventEndpoint = 'account' | 'connect';

export interface OutgoingEvent {
  endpoint: EventEndpoint;
  event: LocalEvent;
}

export function buildEvent(
  type: string,
  object: unknown,
  options: { livemode: boolean; account?: string; previousAttributes?: Record<string, unknown> },
): LocalEvent {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    ...(options.account ? { account: options.account } : {}),
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: options.livemode,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object,
      ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
    },
  };
}

/** The top-level fields that changed, with their earlier values (`data.previous_attributes`). */
export function previousAttributes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(before)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, before[key]]),
  );
}
