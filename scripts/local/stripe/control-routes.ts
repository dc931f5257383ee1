import type http from 'node:http';
import { restrictedAccount } from './accounts';
import { saveAccountChange } from './account-events';
import { sessionByCharge } from './charges';
import { createDispute } from './disputes';
import { noSuch } from './errors';
import { buildEvent, type OutgoingEvent } from './events';
import { parseStripeForm } from './form-body';
import { readBody, sendJson } from './http-utils';
import type { LocalStripeStore } from './store';
import { deliverAll, type WebhookTargets } from './webhook-delivery';

const RESTRICT_PATH = /^\/_local\/accounts\/([^/]+)\/restrict$/;
const DISPUTE_PATH = /^\/_local\/charges\/([^/]+)\/dispute$/;

function restrict(store: LocalStripeStore, id: string) {
  const account = store.accounts.get(id);
  if (!account) throw noSuch('account', id);
  const restricted = restrictedAccount(account);
  return { body: restricted, events: saveAccountChange(store, account, restricted) };
}

function dispute(store: LocalStripeStore, chargeId: string, body: string, now: number) {
  const session = sessionByCharge(store, chargeId, true) ?? sessionByCharge(store, chargeId, false);
  if (!session) throw noSuch('charge', chargeId);
  const created = store.disputes.save(createDispute(session, parseStripeForm(body), now));
  store.sessions.save({ ...session, dispute: created.id });
  const event: OutgoingEvent = {
    endpoint: 'account',
    event: buildEvent('charge.dispute.created', created, { livemode: created.livemode }),
  };
  return { body: created, events: [event] };
}

/**
 * Local-only control paths for scripts and tests, outside /v1 and without an API key: they
 * make happen what only Stripe's side can. Each answers the new or changed object (JSON) and
 * sends the event Stripe would.
 *
 * - `POST /_local/accounts/{id}/restrict`: the account fails verification: it loses its
 *   transfers capability (and payouts) with a verification document due (account.updated); a
 *   new onboarding link restores it.
 * - `POST /_local/charges/{id}/dispute` (optional `amount`, `reason`): the buyer's bank opens a
 *   dispute of the charge (`dp_...`, charge.dispute.created to the account's endpoint).
 */
export async function handleControlRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  options: { store: LocalStripeStore; webhooks: WebhookTargets; now: () => number },
): Promise<boolean> {
  if (request.method !== 'POST' || !url.pathname.startsWith('/_local/')) return false;
  const restricting = RESTRICT_PATH.exec(url.pathname);
  const disputing = DISPUTE_PATH.exec(url.pathname);
  if (!restricting && !disputing) return false;
  const body = await readBody(request);
  const result = restricting
    ? restrict(options.store, decodeURIComponent(restricting[1] ?? ''))
    : dispute(options.store, decodeURIComponent(disputing?.[1] ?? ''), body, options.now());
  sendJson(response, 200, result.body);
  await deliverAll(result.events, options.webhooks);
  return true;
}
