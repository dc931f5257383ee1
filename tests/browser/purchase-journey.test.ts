import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { formatUsd } from '../../lambdas/rules/money';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import type { DemoStoredFile } from '../../scripts/local/demo/types';
import { downloadedBytes, launchBrowser, webUrl } from '../support/browser';
import { linkIn, waitForEmail } from '../support/mailbox';
import { authDialog, productCard, signInWithDialog, toastWith } from '../support/shop-page';
import { deliveredDemoFile } from '../support/demo-files';

/**
 * The whole purchase journey in Chromium against the local stack: a guest buys through the
 * local Stripe checkout page, downloads from the e-mailed link, then creates an account from
 * the download page and finds the purchase linked to it.
 */
const product = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.socialScheduler)!;
const latest = product.versions.find((version) => version.is_latest)!;
const automation = latest.files.find(
  (file): file is DemoStoredFile => file.file_purpose === 'automation',
)!;
const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.com`;

let browser: Browser;
let page: Page;
let downloadsLink: string;

/** The page's localStorage, read through Playwright (the test code has no DOM types). */
async function stored(key: string): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const origin = new URL(webUrl('/')).origin;
  const entries = origins.find((item) => item.origin === origin)?.localStorage ?? [];
  return entries.find((item) => item.name === key)?.value ?? null;
}

describe('purchase journey in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a guest buys from the catalogue and downloads the file from the e-mailed link', async () => {
    await page.goto(webUrl('/'));
    await productCard(page, product.name).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await toastWith(page, 'Added to Cart');

    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByLabel(/I understand/).check();
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByLabel(/^Email/).fill(guestEmail);
    await page.getByRole('button', { name: 'Checkout' }).click();

    // The local Stripe checkout page: items, total in USD, the buyer's e-mail, Pay.
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: 15_000 });
    const checkoutText = await page.locator('body').innerText();
    expect(checkoutText).toContain(product.name);
    expect(checkoutText).toContain(formatUsd(product.price));
    expect(checkoutText).toContain(guestEmail);
    expect(JSON.parse((await stored('pendingCheckout')) ?? 'null')).toMatchObject({
      checkoutUrl: page.url(),
      items: [expect.objectContaining({ id: product.id })],
    });
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL((url) => url.pathname === '/payment-success', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    await page.getByText(product.name).first().waitFor();
    await page.getByText(guestEmail).first().waitFor();
    expect(await stored('shoppingCart')).toBe('[]');
    expect(await stored('pendingCheckout')).toBeNull();

    const receipt = await waitForEmail(guestEmail, /./);
    downloadsLink = linkIn(receipt, webUrl('/downloads?session='));
    await page.goto(downloadsLink);
    const row = page.locator('[data-testid="download-file"]', { hasText: automation.display_name });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const received = await downloadedBytes(download);
    // The file as the seed stored it: cleaned like an upload, byte for byte.
    const seeded = await deliveredDemoFile(automation.source);
    expect(received.equals(seeded)).toBe(true);
  });

  it('the guest signs up from the download page, verifies, signs in and finds the purchase linked', async () => {
    await page.getByRole('link', { name: 'Create Account & Link Purchase' }).click();
    await authDialog(page).getByRole('tab', { name: 'Sign Up' }).waitFor();
    await authDialog(page).getByLabel('Full Name').fill('Gus Guest');
    await authDialog(page).getByLabel('Email').fill(guestEmail);
    await authDialog(page).getByLabel('Password', { exact: true }).fill('Secret1');
    await authDialog(page).getByRole('button', { name: 'Create Account' }).click();
    await toastWith(page, 'Please check your email to verify your account before signing in.');

    const verification = await waitForEmail(guestEmail, /verify/i);
    await page.goto(linkIn(verification, webUrl('/auth/callback')));
    await toastWith(page, 'Email Verified!');

    await page.goto(downloadsLink);
    await page.getByRole('link', { name: 'Sign in & Link Purchase' }).click();
    await signInWithDialog(page, guestEmail, 'Secret1');
    await toastWith(page, '1 purchase(s) have been linked to your account.');
    await page.getByRole('heading', { name: 'Purchase Linked' }).waitFor({ timeout: 15_000 });

    await page.goto(webUrl('/'));
    const owned = productCard(page, product.name).getByRole('button', {
      name: 'Already Purchased',
    });
    await owned.waitFor();
    expect(await owned.isDisabled()).toBe(true);
  });
});
