import type http from 'node:http';
import { canFinish, canOpen, onboardedAccount, partlyOnboardedAccount } from './accounts';
import { saveAccountChange } from './account-events';
import { readBody, redirect, sendHtml } from './http-utils';
import { onboardingNotFoundPage, onboardingPage } from './onboarding-page';
import type { LocalStripeStore } from './store';
import { deliverAll, type WebhookTargets } from './webhook-delivery';

const ONBOARDING_PATH = /^\/connect\/onboarding\/([0-9a-f]+)(\/complete|\/leave)?$/;

interface OnboardingOptions {
  store: LocalStripeStore;
  webhooks: WebhookTargets;
  now: () => number;
}

/**
 * The page an account link opens (`/connect/onboarding/{token}`) and its two forms. A link
 * opens once and for five minutes; a used or expired one sends the seller to its
 * refresh_url, as Stripe does. Completing or leaving updates the account, announces
 * account.updated to the Connect endpoint, then returns the seller to the return_url.
 */
export async function handleOnboardingRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  options: OnboardingOptions,
): Promise<boolean> {
  const match = ONBOARDING_PATH.exec(url.pathname);
  if (!match) return false;
  const { store, now } = options;
  const link = store.accountLinks.get(match[1] ?? '');
  const account = link ? store.accounts.get(link.account) : undefined;
  if (!link || !account) {
    sendHtml(response, 404, onboardingNotFoundPage());
    return true;
  }
  const action = match[2];
  if (request.method === 'GET' && !action) {
    if (!canOpen(link, now())) {
      redirect(response, link.refresh_url);
      return true;
    }
    store.accountLinks.save({ ...link, opened_at: Math.floor(now() / 1000) });
    sendHtml(response, 200, onboardingPage(account, link.id), [link.return_url, link.refresh_url]);
    return true;
  }
  if (request.method !== 'POST' || !action) return false;
  await readBody(request);
  // Read again after the body: from the check to the save nothing awaits, so a double submit
  // finishes the link once.
  const current = store.accountLinks.get(link.id) ?? link;
  const currentAccount = store.accounts.get(current.account) ?? account;
  if (!canFinish(current, now())) {
    redirect(response, current.refresh_url);
    return true;
  }
  store.accountLinks.save({
    ...current,
    opened_at: current.opened_at ?? Math.floor(now() / 1000),
    finished_at: Math.floor(now() / 1000),
  });
  const updated =
    action === '/complete'
      ? onboardedAccount(currentAccount, now())
      : partlyOnboardedAccount(currentAccount);
  const events = saveAccountChange(store, currentAccount, updated);
  await deliverAll(events, options.webhooks);
  redirect(response, link.return_url);
  return true;
}
