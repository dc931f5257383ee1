import type http from 'node:http';
import { restrictedAccount } from './accounts';
import { saveAccountChange } from './account-events';
import { noSuch } from './errors';
import { sendJson } from './http-utils';
import type { LocalStripeStore } from './store';
import { deliverAll, type WebhookTargets } from './webhook-delivery';

const RESTRICT_PATH = /^\/_local\/accounts\/([^/]+)\/restrict$/;

/**
 * Local-only control paths for scripts and tests, outside /v1 and without an API key: they
 * make happen what only Stripe's side can (a verification that fails). Each answers the
 * changed object and sends the event Stripe would.
 *
 * - `POST /_local/accounts/{id}/restrict`: the account loses its transfers capability (and
 *   payouts) with a verification document due; a new onboarding link restores it.
 */
export async function handleControlRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  options: { store: LocalStripeStore; webhooks: WebhookTargets },
): Promise<boolean> {
  if (request.method !== 'POST') return false;
  const restrict = RESTRICT_PATH.exec(url.pathname);
  if (!restrict) return false;
  const id = decodeURIComponent(restrict[1] ?? '');
  const account = options.store.accounts.get(id);
  if (!account) throw noSuch('account', id);
  const restricted = restrictedAccount(account);
  const events = saveAccountChange(options.store, account, restricted);
  sendJson(response, 200, restricted);
  await deliverAll(events, options.webhooks);
  return true;
}
