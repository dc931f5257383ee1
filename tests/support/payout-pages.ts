import type { Locator, Page } from 'playwright-core';

/** The payouts page's account card once it shows the given state (the API's state name). */
export async function payoutAccountIn(page: Page, state: string): Promise<Locator> {
  const card = page.locator(`[data-testid="payout-account"][data-state="${state}"]`);
  await card.waitFor({ timeout: 20_000 });
  return card;
}
