import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatUsd } from '../../lambdas/rules/money';
import { DEMO_PRODUCT_IDS, DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { paidGuestOrder } from '../support/checkout';
import { downloadedBytes, launchBrowser, signedInPage, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { linkIn, waitForEmail } from '../support/mailbox';
import { toastWith } from '../support/shop-page';

/**
 * The back office end to end: an admin invites a seller, the seller accepts from the e-mailed
 * link and sees only their area, the admin assigns them a product, a guest buys it through the
 * local Stripe page, the seller sees the sale without the buyer's e-mail, and the admin sees it
 * in the sales figures and the CSV export. The shop's product goes back to the shop at the end,
 * so the shared demo data stays as other browser tests expect it.
 */
const product = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.invoiceOcr)!;
const sellerEmail = `invited-seller-${randomUUID().slice(0, 8)}@example.com`;
const sellerName = 'Ines Invited';
const sellerPassword = 'Seller1pass';
const guestEmail = `journey-${randomUUID().slice(0, 8)}@example.com`;

let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(options: { acceptDownloads?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: options.acceptDownloads ?? false,
  });
  contexts.push(context);
  return context.newPage();
}

/** Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's. */
async function signedIn(email: string, options: { acceptDownloads?: boolean } = {}) {
  const page = await signedInPage(browser, email, options);
  contexts.push(page.context());
  return page;
}

/** Confirms the open back-office dialog with its confirm button. */
async function confirm(page: Page, name: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
}

describe('back office journey in Chromium', () => {
  let admin: Page;
  let seller: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await signedIn('admin@example.com', { acceptDownloads: true });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('an admin invites a seller, who accepts from the e-mail and sees only the seller area', async () => {
    await admin.goto(webUrl('/admin/users'));
    await admin.getByRole('button', { name: 'Invite user' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Email').fill(sellerEmail);
    await dialog.getByLabel('Full name').fill(sellerName);
    await dialog.getByLabel('Role').selectOption('seller');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toastWith(admin, `Invitation sent to ${sellerEmail}`);

    const invitation = await waitForEmail(sellerEmail, /invitation/i);
    seller = await newPage();
    await seller.goto(linkIn(invitation, webUrl('/auth/invite/')));
    await seller.getByLabel('Full Name').waitFor();
    expect(await seller.getByLabel('Full Name').inputValue()).toBe(sellerName);
    await seller.getByLabel('Password', { exact: true }).fill(sellerPassword);
    await seller.getByLabel('Confirm Password', { exact: true }).fill(sellerPassword);
    await seller.getByRole('button', { name: 'Create Account' }).click();
    await seller.getByTestId('user-menu').waitFor({ timeout: 20_000 });

    await seller.goto(webUrl('/seller'));
    await seller.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();
    await eventually(
      () => seller.getByTestId('summary-products').innerText(),
      (text) => expect(text).toBe('0'),
    );
    await seller.goto(webUrl('/admin/users'));
    await seller.getByText('You need admin privileges to access this page.').waitFor();
    expect(await seller.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
  });

  it('the admin assigns a product to the new seller from the user page', async () => {
    await admin.goto(webUrl('/admin/users'));
    await admin.getByLabel('Search by e-mail or name').fill(sellerEmail);
    await admin.getByLabel('Search by e-mail or name').press('Enter');
    await admin.getByRole('link', { name: sellerName }).click();
    await admin.getByRole('heading', { name: sellerName, level: 2 }).waitFor();
    expect(await admin.getByTestId('user-role').innerText()).toContain('Seller');
    await admin.getByRole('heading', { name: "Seller's products (0)" }).waitFor();

    await admin.getByLabel('Search products (Product to assign)').fill(product.name);
    const picker = admin.getByLabel('Product to assign', { exact: true });
    await picker.locator(`option[value="${product.id}"]`).waitFor({ state: 'attached' });
    await picker.selectOption(product.id);
    await admin.getByRole('button', { name: 'Assign product' }).click();
    await admin.getByRole('dialog').getByText(`Assign ${product.name} to ${sellerName}`).waitFor();
    await confirm(admin, 'Assign product');
    await admin.getByRole('heading', { name: "Seller's products (1)" }).waitFor();
    await admin.getByTestId('seller-products').getByText(product.name).waitFor();

    // The seller now manages it in their own area.
    await seller.goto(webUrl('/seller/products'));
    await seller.getByTestId('managed-products').getByText(product.name).waitFor();
  });

  it('a guest buys it; the seller sees the sale without the e-mail, the admin with it and in the CSV', async () => {
    // The product's earlier demo sales count for its seller too (per-product counters).
    await seller.goto(webUrl('/seller/products'));
    const salesCard = seller.getByTestId('summary-sales');
    await eventually(
      () => salesCard.innerText(),
      (text) => expect(text).toMatch(/^\d+$/),
    );
    const salesBefore = Number(await salesCard.innerText());
    // The purchase pages are purchase-journey's subject: here the guest pays through the API.
    await paidGuestOrder([product.id], guestEmail);

    await seller.goto(webUrl('/seller/sales'));
    // A seller's figures and sale rows follow the table's stream (here the local sweep, every
    // 500 ms): the page shows the sale once it has counted it, so it is read again until then.
    await eventually(
      async () => {
        await seller.reload();
        await seller.getByRole('heading', { name: 'Recent sales' }).waitFor();
        return seller.getByRole('main').innerText();
      },
      (text) => {
        expect(text).toContain(product.name);
        expect(text).toContain(formatUsd(product.price));
      },
    );
    const sellerView = await seller.getByRole('main').innerText();
    expect(sellerView).not.toContain(guestEmail);
    expect(sellerView).not.toMatch(/@example\.(com|net|org)/);
    await seller.reload();
    await eventually(
      () => seller.getByTestId('summary-sales').innerText(),
      (text) => expect(Number(text)).toBe(salesBefore + 1),
    );

    await admin.goto(webUrl('/admin/sales'));
    await admin.getByText(guestEmail).first().waitFor();
    const figures = await admin.getByRole('main').innerText();
    expect(figures).toContain('Total revenue');
    expect(figures).toContain(product.name);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await downloadedBytes(download)).toString('utf8');
    const line = csv.split('\n').find((row) => row.includes(guestEmail));
    expect(line).toBeDefined();
    expect(line).toContain(product.name);
  });

  it('the admin gives the product back to the shop from its management screen', async () => {
    await admin.goto(webUrl(`/admin/products/${product.id}`));
    const panel = admin.getByTestId('seller-panel');
    await eventually(
      () => panel.getByTestId('current-seller').innerText(),
      (text) => expect(text).toBe(`${sellerName} (${sellerEmail})`),
    );
    await panel.getByLabel('Assign to').selectOption('');
    await panel.getByRole('button', { name: 'Assign' }).click();
    await confirm(admin, 'Assign');
    await eventually(
      () => panel.getByTestId('current-seller').innerText(),
      (text) => expect(text).toBe('Not assigned: the shop sells it.'),
    );

    await seller.goto(webUrl('/seller/products'));
    await seller.getByText('No products yet.').waitFor();
  });
});
