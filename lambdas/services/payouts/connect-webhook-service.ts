import { z } from 'zod';
import { describeError, log } from '../../infra/logger';
import { countMetric, METRIC } from '../../infra/metrics';
import { constructConnectWebhookEvent } from '../../infra/stripe-connect';
import {
  recordAccountState,
  sellerOfConnectedAccount,
} from '../../repositories/payout-account-repository';
import { forgetEvent, recordEventOnce } from '../../repositories/webhook-event-repository';
import { isConnectWebhookEvent } from '../../rules/stripe-events';
import { BadRequestError } from '../shared/errors';
import { releaseSeller } from './release-service';

/**
 * Stripe Connect's endpoint: `account.updated` keeps a seller's account state current (what
 * Stripe still requires, whether payouts are enabled), and payouts becoming enabled releases the
 * seller's held earnings at once (the release job would within 15 minutes). Signed with the
 * Connect endpoint's own secrets; each event id is handled once; an older event never
 * overwrites a newer state.
 */

/** The same answers as the payments endpoint's (stripe-webhook-service.ts). */
const INVALID_SIGNATURE = 'Invalid signature';
const UNEXPECTED_EVENT = 'Unexpected event';

export interface ConnectWebhookAnswer {
  received: true;
  duplicate?: true;
  ignored?: true;
}

const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const accountShape = z.object({
  id: z.string().regex(/^acct_[A-Za-z0-9]{1,250}$/),
  charges_enabled: z.boolean().nullish(),
  payouts_enabled: z.boolean().nullish(),
  details_submitted: z.boolean().nullish(),
  requirements: z
    .object({ currently_due: z.array(z.string().max(200)).max(200).nullish() })
    .nullish(),
});

async function verifiedEvent(rawBody: string, signature: string | undefined) {
  if (!signature) throw new BadRequestError(INVALID_SIGNATURE);
  let event: unknown;
  try {
    event = await constructConnectWebhookEvent(rawBody, signature);
  } catch {
    throw new BadRequestError(INVALID_SIGNATURE);
  }
  const parsed = eventShape.safeParse(event);
  if (!parsed.success) throw new BadRequestError(UNEXPECTED_EVENT);
  return parsed.data;
}

async function applyAccountUpdate(account: z.infer<typeof accountShape>, eventAt: number) {
  const sellerId = await sellerOfConnectedAccount(account.id);
  if (!sellerId) {
    log('warn', 'account.updated for an account that is not a seller’s', {});
    return { received: true, ignored: true } as const;
  }
  const state = {
    charges_enabled: account.charges_enabled === true,
    payouts_enabled: account.payouts_enabled === true,
    details_submitted: account.details_submitted === true,
    currently_due: [...(account.requirements?.currently_due ?? [])].slice(0, 50),
  };
  const applied = await recordAccountState({
    sellerId,
    accountId: account.id,
    state,
    eventAt,
    now: new Date().toISOString(),
  });
  log('info', applied ? 'Connected account updated' : 'Older account event ignored', {
    sellerId,
    payoutsEnabled: state.payouts_enabled,
    due: state.currently_due.length,
  });
  if (applied && state.payouts_enabled) {
    try {
      await releaseSeller(sellerId);
    } catch (error) {
      // Held earnings stay held; the release job moves them within 15 minutes.
      log('error', 'Releasing held earnings after account.updated failed', {
        sellerId,
        ...describeError(error),
      });
    }
  }
  return { received: true } as const;
}

/** POST /api/stripe-connect-webhook */
export async function handleConnectWebhook(
  rawBody: string,
  signature: string | undefined,
): Promise<ConnectWebhookAnswer> {
  try {
    const event = await verifiedEvent(rawBody, signature);
    // The endpoint subscribes to CONNECT_WEBHOOK_EVENTS (account.updated); anything else is
    // acknowledged so Stripe stops retrying it.
    if (!isConnectWebhookEvent(event.type)) return { received: true, ignored: true };
    const account = accountShape.safeParse(event.data.object);
    if (!account.success) throw new BadRequestError(UNEXPECTED_EVENT);
    if (!(await recordEventOnce(event.id, event.type, new Date()))) {
      return { received: true, duplicate: true };
    }
    try {
      return await applyAccountUpdate(account.data, event.created);
    } catch (error) {
      // Forgotten, so Stripe's retry of this delivery is handled again.
      await forgetEvent(event.id).catch(() => undefined);
      throw error;
    }
  } catch (error) {
    countMetric(METRIC.connectWebhookFailures);
    throw error;
  }
}
