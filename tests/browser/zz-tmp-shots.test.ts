import type { Browser, Page } from 'playwright-core';
import { launchBrowser, webUrl } from '../support/browser';
import { signInWithDialog } from '../support/shop-page';

let browser: Browser;
async function signedIn(email: string, width: number, to: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(webUrl(`/auth?redirect=${encodeURIComponent(to)}`));
  await signInWithDialog(page, email);
  await page.waitForURL((url) => url.pathname === to);
  return page;
}
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });
it('shots', async () => {
  console.log('start');
  for (const width of [390, 1280]) {
    const seller = await signedIn('seller@example.com', width, '/seller/payouts');
    await seller.getByTestId('payout-account').waitFor();
    await seller.screenshot({ path: `/tmp/shots/seller-${width}.png`, fullPage: true });
    console.log('seller scroll', await seller.evaluate('document.documentElement.scrollWidth'));
    const admin = await signedIn('admin@example.com', width, '/admin/payouts');
    await admin.getByRole('heading', { name: 'Failed transfers' }).waitFor();
    await admin.screenshot({ path: `/tmp/shots/admin-payouts-${width}.png`, fullPage: true });
    await admin.goto(webUrl('/admin/settings'));
    await admin.getByTestId('shop-commission').waitFor();
    await admin.getByLabel('New default (%)').fill('12.345');
    await admin.screenshot({ path: `/tmp/shots/admin-settings-${width}.png`, fullPage: true });
    await admin.goto(webUrl('/admin/users'));
    await admin.getByLabel('Search by e-mail or name').fill('seller@example.com');
    await admin.getByLabel('Search by e-mail or name').press('Enter');
    await admin.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Sam Seller' }).click();
    await admin.getByTestId('seller-commission').waitFor();
    await admin.getByLabel('Own rate (%)').fill('12.5');
    await admin.screenshot({ path: `/tmp/shots/admin-user-${width}.png`, fullPage: true });
    await seller.close(); await admin.close();
  }
}, 300_000);
