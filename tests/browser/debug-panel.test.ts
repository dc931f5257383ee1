import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { toastWith } from '../support/shop-page';

/**
 * The debug panel: the admin switches the panel on in
 * /admin/settings; the test user then sees it read-only; a buyer never sees it. In the same
 * admin session, the settings' Automation files section asks for a re-read of stored files,
 * which the local stack's job tick runs.
 */
let browser: Browser;

/**
 * What each page asked for of the debug panel since it opened: the panel's code (lazily loaded)
 * and its server flag. Only the panel asks for either.
 */
const panelRequests = new WeakMap<Page, string[]>();
const PANEL_REQUEST = /DebugPanel|\/api\/debug-panel/;

/** Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's. */
async function signedInAt390(email: string): Promise<Page> {
  const page = await signedInPage(browser, email, { viewport: { width: 390, height: 844 } });
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (PANEL_REQUEST.test(pathname)) requests.push(pathname);
  });
  panelRequests.set(page, requests);
  await page.goto(webUrl('/myaccount'));
  return page;
}

const debugToggle = (page: Page) => page.getByRole('button', { name: /^Debug log \(\d+\)$/ });

describe('debug panel in Chromium', () => {
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await signedInAt390('admin@example.com');
  });

  afterAll(async () => {
    // Back to the environment default (off) so other suites start from the seeded state.
    await admin
      ?.getByRole('button', { name: 'Reset to default' })
      .click()
      .catch(() => undefined);
    await browser?.close();
  });

  it('is switched on by the admin, who gets clear and export', async () => {
    await admin.goto(webUrl('/admin/settings'));
    await admin.getByRole('heading', { name: 'Admin settings' }).waitFor();
    const toggle = admin.getByRole('switch', { name: 'Debug panel enabled' });
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-checked')) !== 'true') {
      await toggle.click();
      await toastWith(admin, 'Debug panel enabled');
    }
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    // At phone width the toasts span the bottom of the screen, over the panel's toggle: the
    // switch's confirmation has to go (3 s) before the toggle can be pressed.
    await admin.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
    await debugToggle(admin).click();
    await admin.getByRole('button', { name: 'Hide debug log' }).waitFor();
    const panel = admin.getByRole('region', { name: 'Debug log' });
    await panel.getByRole('button', { name: 'Clear' }).waitFor();
    await panel.getByRole('button', { name: 'Export' }).waitFor();
    // The route change to /admin/settings was recorded.
    await panel.getByText('Route: /admin/settings').first().waitFor();
  });

  it('shows the admin the re-read of automation files, and asks for one that then runs', async () => {
    await admin.goto(webUrl('/admin/settings'));
    const section = admin.getByRole('region', { name: 'Automation files' });
    await section.getByText('Files read').waitFor();
    const button = section.getByRole('button', { name: 'Re-read all files' });
    await eventually(
      () => button.isEnabled(),
      (enabled) => expect(enabled).toBe(true),
      30_000,
    );
    await button.click();
    await toastWith(admin, 'Re-read asked for');
    // The job's tick (every 5 s locally) runs it; the panel shows the finished run on a visit.
    await eventually(
      async () => {
        await admin.reload();
        await section.getByText('Files read').waitFor();
        return section.getByText('Finished.').count();
      },
      (count) => expect(count).toBe(1),
      60_000,
    );
    await admin.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
  });

  it('shows the test user a read-only panel', async () => {
    const tester = await signedInAt390('tester@example.com');
    await debugToggle(tester).click();
    const panel = tester.getByRole('region', { name: 'Debug log' });
    await panel.getByText('Read-only').waitFor();
    await panel.getByLabel('Filter').fill('route');
    await panel
      .getByText(/Route: \//)
      .first()
      .waitFor();
    expect(await panel.getByRole('button', { name: 'Clear' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Export' }).count()).toBe(0);
    // What the buyer's test below checks is never requested is what the panel does request.
    const requests = panelRequests.get(tester) ?? [];
    expect(requests).toContain('/api/debug-panel');
    expect(requests.some((pathname) => pathname.includes('DebugPanel'))).toBe(true);
    await tester.context().close();
  });

  it('never shows it to a buyer, even while it is on', async () => {
    const buyer = await signedInAt390('buyer@example.com');
    await buyer.goto(webUrl('/myaccount?tab=settings'));
    // The status comes from GET /api/me, in the same render that gives the layout the role it
    // decides on: from then on a buyer's page has settled without the panel.
    await buyer.getByTestId('status-badge').filter({ hasText: 'Active' }).waitFor();
    expect(panelRequests.get(buyer)).toEqual([]);
    expect(await buyer.getByRole('button', { name: /Debug log/ }).count()).toBe(0);
    expect(await buyer.getByRole('region', { name: 'Debug log' }).count()).toBe(0);
    expect(
      await buyer.evaluate<string | null>("window.localStorage.getItem('debug-logs')"),
    ).toBeNull();
    await buyer.context().close();
  });
});
