import { escapeHtml } from '../../../lambdas/rules/html';
import type { LocalAccount } from './accounts';
import { page } from './page-layout';

/**
 * The local stand-in for Stripe's hosted Connect onboarding: the seller's details (prefilled
 * test values, nothing is verified) and two choices, Complete onboarding or Leave for now.
 */
export function onboardingPage(account: LocalAccount, token: string): string {
  const action = `/connect/onboarding/${encodeURIComponent(token)}`;
  const who = account.email ? ` for <strong>${escapeHtml(account.email)}</strong>` : '';
  return page(
    'Set up payouts (local Stripe)',
    `<h1>Set up payouts</h1>
<span class="mode${account.livemode ? ' live' : ''}">${account.livemode ? 'Live mode (local)' : 'Test mode'}</span>
<p class="email">Connected account ${escapeHtml(account.id)}${who}</p>
<form method="post" action="${action}/complete">
<fieldset><legend>Your details</legend>
<label for="full-name">Full name</label>
<input id="full-name" name="full_name" autocomplete="name" value="Jenny Rosen">
<label for="date-of-birth">Date of birth</label>
<input id="date-of-birth" name="dob" type="date" value="1990-01-01">
<label for="account-number">Bank account number</label>
<input id="account-number" name="account_number" inputmode="numeric" value="000123456789">
</fieldset>
<div class="actions"><button class="pay" type="submit">Complete onboarding</button></div>
</form>
<form method="post" action="${action}/leave"><div class="actions">
<button type="submit">Leave for now</button></div></form>
<p class="note">Local Stripe stand-in: nothing is verified. Complete onboarding enables charges,
payouts and transfers; Leave for now keeps the account's requirements due. Either way the shop
gets account.updated and you go back to it.</p>`,
  );
}

export function onboardingNotFoundPage(): string {
  return page(
    'Onboarding link not found',
    '<h1>Onboarding link not found</h1><p class="email">This onboarding link is not valid.</p>',
  );
}
