import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { BUNDLE_MESSAGES } from '../../lambdas/contracts/bundles';
import { blockingViolations } from '../support/axe';
import { holdRequests } from '../support/hold-requests';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { toastWith } from '../support/shop-page';

/**
 * The seller's back office in Chromium: their product list, a new product, a draft version
 * published, the shop toggles; a bundle made and edited on a phone; and the role guard for
 * someone who is not a seller.
 */
let browser: Browser;

/** Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's. */
function signedIn(email: string): Promise<Page> {
  return signedInPage(browser, email);
}

/** The sale checklist's steps still missing, by their rule names (data-step). */
async function missingSteps(page: Page): Promise<string[]> {
  const items = page.getByTestId('sale-checklist').locator('li[data-done="false"]');
  return Promise.all(
    (await items.all()).map(async (item) => (await item.getAttribute('data-step')) ?? ''),
  );
}

describe('seller back office in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a product, publishes a first version and makes it coming soon', async () => {
    const page = await signedIn('seller@example.com');
    await page.goto(webUrl('/seller/products'));
    const list = page.getByTestId('managed-products');
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(0);

    const name = `Invoice Router ${randomUUID().slice(0, 6)}`;
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page
      .getByLabel('Short description', { exact: true })
      .fill('Routes invoices to the right team');
    await page.getByLabel('Description', { exact: true }).fill('Sorts **every** invoice.');
    await page.getByLabel('Price (USD)', { exact: true }).fill('29');
    await page.getByLabel('Category', { exact: true }).fill('Finance');
    // Inactive, so the shared demo catalogue that other browser tests count never shows it.
    await page.getByLabel('Listed in the shop').uncheck();
    await page.getByRole('button', { name: 'Create product' }).click();

    await page.getByRole('heading', { name, level: 2 }).waitFor();
    expect(await page.title()).toContain(`Manage Product - ${name}`);
    await page
      .getByText('Publish a version before making this product available for purchase.')
      .waitFor();
    // The checklist names what keeps it out of the shop, each with its fix.
    const checklist = page.getByTestId('sale-checklist');
    await checklist.getByRole('heading', { name: 'To go on sale' }).waitFor();
    expect(await missingSteps(page)).toEqual(['cover_image', 'published_file', 'available']);
    await checklist.getByRole('link', { name: 'Add a cover image' }).waitFor();
    await checklist.getByRole('link', { name: 'Show it in the shop' }).waitFor();

    await page.getByLabel('Version number', { exact: true }).fill('1.0.0');
    await page.getByLabel('Changelog', { exact: true }).fill('- First release');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('button', { name: 'Publish 1.0.0' }).click();
    const versions = page.getByTestId('versions');
    await versions.getByText('Latest').waitFor();
    await versions.getByText('Published').waitFor();
    // Published, but without a file the buyer would get nothing: still not ticked.
    await eventually(
      () => missingSteps(page),
      (missing) => expect(missing).toEqual(['cover_image', 'published_file', 'available']),
    );

    // The toggle turns on at once, while the API has not answered yet (the request is held).
    const comingSoon = page.getByLabel('Coming soon', { exact: true });
    const release = await holdRequests(page, '**/api/manage/products/*/flags');
    await comingSoon.click();
    // Checked while the request is still held (the click returns before React has drawn it).
    await eventually(
      () => comingSoon.isChecked(),
      (checked) => expect(checked).toBe(true),
    );
    const answered = page.waitForResponse((response) => response.url().endsWith('/flags'));
    release();
    await answered;
    await page.unroute('**/api/manage/products/*/flags');
    await page.getByText('Coming soon', { exact: true }).first().waitFor();

    // A refused change goes back, with the server's reason.
    await page.route('**/api/manage/products/*/flags', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Changed elsewhere. Reload to see the changes.' }),
      }),
    );
    await comingSoon.click();
    await toastWith(page, 'Changed elsewhere. Reload to see the changes.');
    await eventually(
      () => comingSoon.isChecked(),
      (checked) => expect(checked).toBe(true),
    );
    await page.unroute('**/api/manage/products/*/flags');

    await page.goto(webUrl('/seller/products'));
    await page.getByTestId('managed-products').getByText(name).waitFor();
    // Nobody bought it, so deleting removes it for good.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog')
      .getByText('Are you sure you want to delete this product?')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Product deleted').waitFor();
    await page.getByTestId('managed-products').getByText(name).waitFor({ state: 'detached' });
    await page.close();
  });

  it("draws the dashboard's frame while the role and the data load, asking for both at once", async () => {
    const page = await signedIn('seller@example.com');
    // /api/me (the role) and the product list are held, so each loading state can be seen.
    const list = (url: URL) => url.pathname === '/api/manage/products';
    const detail = (url: URL) => /^\/api\/manage\/products\/[^/]+$/.test(url.pathname);
    let releaseMe: () => void = () => undefined;
    let releaseList: () => void = () => undefined;
    const meHeld = new Promise<void>((resolve) => (releaseMe = resolve));
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route('**/api/me', async (route) => {
      await meHeld;
      await route.continue();
    });
    await page.route(list, async (route) => {
      await listHeld;
      await route.continue();
    });
    const listAsked = page.waitForRequest((request) => list(new URL(request.url())));
    await page.goto(webUrl('/seller/products'));
    const skeleton = page.getByTestId('seller-skeleton');
    await skeleton.getByRole('heading', { name: 'Seller Dashboard', level: 1 }).waitFor();
    await skeleton.getByRole('heading', { name: 'Products', level: 2 }).waitFor();
    // The list is asked for while the role is still unanswered, not after it.
    await listAsked;
    releaseMe();
    await page.getByRole('link', { name: 'New product' }).waitFor();
    await page.getByRole('heading', { name: 'Seller Dashboard', level: 1 }).waitFor();
    await page.getByText('Loading products...').waitFor({ state: 'attached' });
    releaseList();
    await page.getByTestId('managed-products').waitFor();
    await page.unroute('**/api/me');
    await page.unroute(list);

    // A product's screen loads inside the frame too, its placeholders where the product goes.
    let releaseDetail: () => void = () => undefined;
    const detailHeld = new Promise<void>((resolve) => (releaseDetail = resolve));
    await page.route(detail, async (route) => {
      await detailHeld;
      await route.continue();
    });
    await page.goto(webUrl(`/seller/products/${randomUUID()}`));
    await page.getByTestId('product-skeleton').waitFor();
    await page.getByRole('heading', { name: 'Seller Dashboard', level: 1 }).waitFor();
    releaseDetail();
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.unroute(detail);
    await page.close();
  });

  it('makes a bundle of two products on a phone, edits its price and sees it on its page', async () => {
    const page = await signedInPage(browser, 'seller@example.com', {
      viewport: { width: 390, height: 844 },
    });
    const name = `Support Duo ${randomUUID().slice(0, 6)}`;
    const pageWidth = async () =>
      Number(await page.evaluate('document.documentElement.scrollWidth'));
    await page.goto(webUrl('/seller/bundles'));
    await page.getByTestId('seller-bundles').waitFor();
    await page.getByRole('link', { name: 'New bundle' }).click();
    await page.getByRole('heading', { name: 'New bundle', level: 2 }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill(name);
    // Each product with its price; the value is their sum, the saving follows the price typed.
    const products = page.getByRole('group', { name: 'Products' });
    const lead = products.locator('label', { hasText: 'Lead Capture to CRM Sync' });
    expect(await lead.textContent()).toContain('$49.00');
    await lead.getByRole('checkbox').check();
    // One product is refused by the API's own rule before anything is sent.
    await page.getByRole('button', { name: 'Create bundle' }).click();
    await page.getByText(BUNDLE_MESSAGES.tooFewProducts).waitFor();
    const triage = products.locator('label', { hasText: 'Support Ticket Triage with GPT' });
    expect(await triage.textContent()).toContain('$69.00');
    await triage.getByRole('checkbox').check();
    const value = page.getByTestId('bundle-form-value');
    const saving = page.getByTestId('bundle-form-saving');
    expect(await value.textContent()).toBe('$118.00');
    await page.getByLabel('Bundle price (USD)', { exact: true }).fill('100');
    await page.getByLabel('Floor price (USD)', { exact: true }).fill('39');
    expect(await saving.textContent()).toBe('$18.00 (15%)');
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create bundle' }).click();
    await toastWith(page, 'Bundle created');
    const row = page.getByTestId('seller-bundles').getByRole('row', { name: new RegExp(name) });
    await row.getByText('On sale', { exact: true }).waitFor();
    expect(await row.getByText('$100.00 ($39.00)').count()).toBe(1);

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByRole('heading', { name: `Edit bundle - ${name}`, level: 2 }).waitFor();
    expect(await value.textContent()).toBe('$118.00');
    await page.getByLabel('Bundle price (USD)', { exact: true }).fill('95');
    expect(await saving.textContent()).toBe('$23.00 (19%)');
    // The server's refusal of a product shows at the products, not as a bare toast.
    const refusal = BUNDLE_MESSAGES.notListed(['Support Ticket Triage with GPT']);
    await page.route('**/api/seller/bundles/*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: refusal }),
      }),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await products.getByText(refusal).waitFor();
    await page.unroute('**/api/seller/bundles/*');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastWith(page, 'Bundle saved');
    await row.getByText('$95.00 ($39.00)').waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    // Its public page: the new price and the saving against the products' $118.
    await row.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByTestId('bundle-price').textContent()).toContain('$95.00');
    expect(await page.getByTestId('bundle-saving').textContent()).toBe('$23.00');
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    expect(await blockingViolations(page)).toEqual([]);

    // Unlisted again, so other tests' product pages show the demo's bundle only.
    await page.goBack();
    await row.getByRole('button', { name: `Unlist ${name}` }).click();
    await row.getByText('Unlisted', { exact: true }).waitFor();
    await page.context().close();
  });

  it("offers the admin the shop's bundles under its own tab, explaining them while there are none", async () => {
    const page = await signedInPage(browser, 'admin@example.com', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(webUrl('/admin/products'));
    const tabs = page.getByRole('navigation', { name: 'Back office' });
    await tabs.getByRole('link', { name: 'Bundles', exact: true }).click();
    await tabs.locator('a[href="/admin/bundles"][aria-current="page"]').waitFor();
    // The demo's only bundle is a seller's: the shop has none, so the page says what one is.
    const empty = page.getByTestId('bundles-empty');
    await empty.getByText(/sells two or more of the shop's products together/).waitFor();
    await empty.getByRole('link', { name: 'New bundle' }).click();
    await page.getByRole('heading', { name: 'New bundle', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/bundles/new');
    // The shop's own products only: a seller's product is not offered.
    const products = page.getByRole('group', { name: 'Products' });
    await products.locator('label', { hasText: 'Invoice Processing with OCR' }).waitFor();
    expect(await products.getByText('Lead Capture to CRM Sync').count()).toBe(0);
    expect(await blockingViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a buyer the seller denial instead of the area', async () => {
    const page = await signedIn('buyer@example.com');
    await page.goto(webUrl('/seller/products'));
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('You need seller privileges to access this page.').waitFor();
    await page.close();
  });
});
