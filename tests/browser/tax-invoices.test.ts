import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { formatUsd } from '../../lambdas/rules/money';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { launchBrowser, webUrl } from '../support/browser';
import { linkIn, waitForEmail } from '../support/mailbox';
import { authDialog, signInWithDialog, toastWith } from '../support/shop-page';

/**
 * Invoices and the tax label in Chromium. This page's /config.json says Stripe Tax is on (the
 * stack's own setting stays off, so no other suite's totals change): prices say 'excl. tax'.
 * A guest pays on the local Stripe page and finds the invoice on the success page and the
 * download page, then signs up, links the purchase and finds it on the purchase in the account.
 */
const product = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.webinarFollowUp)!;
const guestEmail = `taxed-${randomUUID().slice(0, 8)}@example.com`;
const INVOICE_LINK = /^View your invoice LOCAL-\d{4}$/;

let browser: Browser;
let page: Page;

/** The page gets the deployed config with stripeTax turned on. */
async function withStripeTaxOn(target: Page): Promise<void> {
  await target.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, stripeTax: true } });
  });
}

/** The invoice link's page answers (the local Stripe server's hosted invoice). */
async function expectInvoicePage(href: string | null): Promise<void> {
  expect(href).toMatch(/\/invoices\/in_\w+$/);
  const response = await fetch(String(href).replace('//localhost:', '//127.0.0.1:'));
  expect(response.status).toBe(200);
}

describe('tax label and invoices in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await withStripeTaxOn(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("labels prices 'excl. tax' and links the invoice after paying", async () => {
    await page.goto(webUrl(`/product/${product.id}`));
    const heading = page.getByRole('heading', { level: 1, name: product.name });
    await heading.waitFor();
    await page
      .getByText(`${formatUsd(product.price)} excl. tax`)
      .first()
      .waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await toastWith(page, 'Added to Cart');
    await page.goto(webUrl('/cart'));
    const total = page.locator('dd', { hasText: 'excl. tax' });
    await total.first().waitFor();
    expect(await total.first().innerText()).toContain(formatUsd(product.price));

    await page.getByLabel(/I understand/).check();
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByLabel(/^Email/).fill(guestEmail);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    const successLink = page.getByRole('link', { name: INVOICE_LINK });
    await successLink.waitFor();
    await expectInvoicePage(await successLink.getAttribute('href'));

    const receipt = await waitForEmail(guestEmail, /receipt/i);
    await page.goto(linkIn(receipt, webUrl('/downloads?session=')));
    const downloadsLink = page.getByRole('link', { name: INVOICE_LINK });
    await downloadsLink.waitFor();
    expect(await downloadsLink.getAttribute('href')).toBe(await successLink.getAttribute('href'));
  });

  it("shows the invoice on the purchase in the buyer's account", async () => {
    await page.getByRole('link', { name: 'Create Account & Link Purchase' }).click();
    await authDialog(page).getByRole('tab', { name: 'Sign Up' }).waitFor();
    await authDialog(page).getByLabel('Full Name').fill('Tia Taxed');
    await authDialog(page).getByLabel('Email').fill(guestEmail);
    await authDialog(page).getByLabel('Password', { exact: true }).fill('Secret1');
    await authDialog(page).getByRole('button', { name: 'Create Account' }).click();
    await toastWith(page, 'Please check your email to verify your account before signing in.');
    const verification = await waitForEmail(guestEmail, /verify/i);
    await page.goto(linkIn(verification, webUrl('/auth/callback')));
    await toastWith(page, 'Email Verified!');
    const receipt = await waitForEmail(guestEmail, /receipt/i);
    await page.goto(linkIn(receipt, webUrl('/downloads?session=')));
    await page.getByRole('link', { name: 'Sign in & Link Purchase' }).click();
    await signInWithDialog(page, guestEmail, 'Secret1');
    await page.getByRole('heading', { name: 'Purchase Linked' }).waitFor({ timeout: 15_000 });

    await page.goto(webUrl('/myaccount'));
    await page.getByTestId('purchase-card').filter({ hasText: product.name }).click();
    const view = page.getByTestId('purchased-product');
    const invoice = view.getByRole('link', { name: /^LOCAL-\d{4}$/ });
    await invoice.waitFor();
    await expectInvoicePage(await invoice.getAttribute('href'));
  });
});
