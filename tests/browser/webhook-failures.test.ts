import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { recordWebhookFailure } from '../../lambdas/repositories/webhook-failure-repository';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { toastWith } from '../support/shop-page';

/** The admin's security page lists failed payment webhooks and retries one. */
let browser: Browser;
let admin: Page;
const eventId = `evt_${randomUUID().replace(/-/g, '')}`;

beforeAll(async () => {
  // A paid-session event whose order no longer exists: every retry fails again, visibly.
  await recordWebhookFailure({
    eventId,
    eventType: 'checkout.session.completed',
    sessionId: `cs_live_${randomUUID().replace(/-/g, '')}`,
    mode: 'live',
    error: 'Error: Stripe did not answer',
    at: new Date().toISOString(),
  });
  browser = await launchBrowser();
  admin = await signedInPage(browser, 'admin@example.com');
  await admin.goto(webUrl('/admin/security'));
});

afterAll(async () => {
  await browser?.close();
});

it('lists the failed event with its error, and Retry runs it again', async () => {
  const section = admin.getByRole('region', { name: 'Failed payment webhooks' });
  const row = section.getByRole('listitem').filter({ hasText: eventId });
  await row.getByText('Error: Stripe did not answer').waitFor();
  await row.getByText(/1 attempt\b/).waitFor();
  if (process.env.SCREENSHOT_DIR) {
    await admin.screenshot({ path: `${process.env.SCREENSHOT_DIR}/webhook-failures.png` });
  }

  await row.getByRole('button', { name: `Retry ${eventId}` }).click();
  await toastWith(admin, 'The retry failed again');
  await row.getByText(/2 attempts/).waitFor();
});
