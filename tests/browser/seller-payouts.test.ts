import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { AdminSettings } from '../../lambdas/contracts/admin';
import type { ManagedProductDetail } from '../../lambdas/contracts/manage/products';
import { splitLine } from '../../lambdas/rules/commission';
import { formatUsd, toCents } from '../../lambdas/rules/money';
import { DEMO_PASSWORD } from '../../scripts/local/demo-accounts';
import { callAdmin } from '../support/admin-api';
import { paidGuestOrder } from '../support/checkout';
import { downloadedBytes, launchBrowser, signedInPage, webUrl } from '../support/browser';
import { signIn } from '../support/directory-users';
import { eventually } from '../support/eventually';
import { waitForEmail } from '../support/mailbox';
import { manageCall, productInput } from '../support/manage-api';
import { payoutAccountIn } from '../support/payout-pages';
import { createPayoutSeller, type PayoutSeller } from '../support/payouts';
import { toastWith } from '../support/shop-page';

/**
 * Seller payouts through Stripe Connect in Chromium, on a phone-sized screen for the seller: a
 * new seller connects through the local Stripe onboarding page and comes back to payouts
 * enabled; a guest buys their product through the local checkout page; the seller sees the
 * sale, the shop's commission and the transfer, exact to the cent, and downloads the ledger.
 * The admin finds the seller in the payouts overview and gives them an own rate on their user
 * page. The product is deleted at the end (retired, it has a buyer), so the demo catalogue the
 * other browser tests count is as they expect.
 */
const PHONE_WIDTH = 390;
const PRICE = 19.99;
const productName = `Payout Flow ${randomUUID().slice(0, 6)}`;
const guestEmail = `payouts-guest-${randomUUID().slice(0, 8)}@example.com`;

let browser: Browser;
let adminToken: string;
let seller: PayoutSeller;
let productId = '';
/** The seller's page, signed in on a 390 px screen. */
let sellerPage: Page;

/** A published product of the seller, available for purchase. */
async function listedProduct(token: string): Promise<string> {
  const created = await manageCall('POST /api/manage/products', {
    token,
    body: productInput({ name: productName, price: PRICE }),
  });
  const id = created.body.product.id;
  const drafted = await manageCall('POST /api/manage/products/{id}/versions', {
    token,
    params: { id },
    body: { version_number: '1.0.0', release_date: '2026-05-01', changelog: '- first' },
  });
  const version = drafted.body.versions[0];
  if (!version) throw new Error('no version');
  await manageCall('POST /api/manage/products/{id}/versions/{versionId}/publish', {
    token,
    params: { id, versionId: version.id },
    body: { revision: version.revision },
  });
  const detail = await manageCall<ManagedProductDetail>('GET /api/manage/products/{id}', {
    token,
    params: { id },
  });
  const listed = await manageCall('PUT /api/manage/products/{id}/flags', {
    token,
    params: { id },
    body: { revision: detail.body.product.revision, available_for_purchase: true },
  });
  if (listed.status !== 200) throw new Error(`not listed: ${JSON.stringify(listed.body)}`);
  return id;
}

/**
 * The ledger's rows as text, one string per row: cells apart by tabs in a table, by lines on a
 * phone's cards ("Kind" above "Transfer").
 */
function ledgerRows(page: Page): Promise<string[]> {
  return page.getByTestId('payout-entries').locator('tbody tr').allInnerTexts();
}

function rowOf(rows: string[], kind: string): string | undefined {
  return rows.find((row) => row.split(/[\t\n]/).some((cell) => cell.trim() === kind));
}

async function pageScrollsSideways(page: Page): Promise<boolean> {
  const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
  return width > PHONE_WIDTH;
}

describe('seller payouts in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signIn('admin@example.com', DEMO_PASSWORD);
    seller = await createPayoutSeller();
    productId = await listedProduct(seller.accessToken);
    // Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's.
    sellerPage = await signedInPage(browser, seller.email, {
      password: DEMO_PASSWORD,
      viewport: { width: PHONE_WIDTH, height: 900 },
      acceptDownloads: true,
    });
    // The first load of a fresh test stack's web server: on a loaded machine that alone can
    // take more than Playwright's 30 s default.
    await sellerPage.goto(webUrl('/seller/payouts'), { timeout: 120_000 });
    sellerPage.setDefaultTimeout(15_000);
  }, 180_000);

  afterAll(async () => {
    if (productId) {
      await manageCall('DELETE /api/manage/products/{id}', {
        token: adminToken,
        params: { id: productId },
      });
    }
    await browser?.close();
  });

  it('the seller connects through the local onboarding page and comes back to payouts enabled', async () => {
    const card = await payoutAccountIn(sellerPage, 'not_started');
    expect(await pageScrollsSideways(sellerPage)).toBe(false);
    await card.getByRole('button', { name: 'Connect with Stripe' }).click();

    // Stripe's hosted onboarding, played by the local Stripe server.
    await sellerPage.waitForURL((url) => url.pathname.startsWith('/connect/onboarding/'), {
      timeout: 15_000,
    });
    expect(await sellerPage.locator('body').innerText()).toContain(seller.email);
    await sellerPage.getByRole('button', { name: 'Complete onboarding' }).click();

    // Back on the payouts page, whose address loses Stripe's query once it was read.
    await sellerPage.waitForURL((url) => url.pathname === '/seller/payouts' && !url.search);
    const enabled = await payoutAccountIn(sellerPage, 'payouts_enabled');
    await enabled.getByText('Payouts enabled').waitFor();
    expect(await enabled.getByRole('button').count()).toBe(0);
    expect(await pageScrollsSideways(sellerPage)).toBe(false);
  });

  it('a guest buys the product; the seller sees the sale, the commission and the transfer to the cent', async () => {
    const settings = await callAdmin<AdminSettings>('GET /api/admin/settings', {
      token: adminToken,
    });
    const split = splitLine(toCents(PRICE), settings.body.commission_rate_bps);
    const share = formatUsd(split.shareCents / 100);

    // The purchase pages (and the server-side price the payment page shows, in
    // tests/integration/checkout.test.ts) are covered elsewhere: here the guest pays through the
    // API; the ledger below is this page's subject.
    await paidGuestOrder([productId], guestEmail);
    await waitForEmail(guestEmail, /./);

    // The transfer follows the fulfilment: reload until the ledger shows it.
    await eventually(
      async () => {
        await sellerPage.reload();
        await payoutAccountIn(sellerPage, 'payouts_enabled');
        return ledgerRows(sellerPage).catch(() => []);
      },
      (rows) => expect(rowOf(rows, 'Transfer')).toBeDefined(),
      30_000,
    );
    const rows = await ledgerRows(sellerPage);
    expect(rowOf(rows, 'Sale')).toContain(productName);
    expect(rowOf(rows, 'Sale')).toContain(formatUsd(PRICE));
    expect(rowOf(rows, 'Commission')).toContain(`-${formatUsd(split.commissionCents / 100)}`);
    expect(rowOf(rows, 'Transfer')).toContain(share);
    // Every row names the product it is about; the order shows short, copied whole.
    expect(rowOf(rows, 'Commission')).toContain(productName);
    expect(rowOf(rows, 'Transfer')).toContain(productName);
    const transferRow = sellerPage
      .getByTestId('payout-entries')
      .locator('tbody tr', { hasText: 'Transfer' });
    const copy = transferRow.getByRole('button', { name: /^Copy order id ord_/ });
    const fullRef = (await copy.getAttribute('aria-label'))?.replace('Copy order id ', '') ?? '';
    expect(fullRef).toMatch(/^ord_[0-9a-f]{32}$/);
    expect(rowOf(rows, 'Transfer')).toContain(`${fullRef.slice(0, 12)}…`);
    expect(rowOf(rows, 'Transfer')).not.toContain(fullRef);
    expect(await sellerPage.getByTestId('payout-total-transferred').innerText()).toBe(share);
    expect(await sellerPage.getByTestId('payout-total-held').innerText()).toBe(formatUsd(0));
    expect(await sellerPage.getByTestId('payout-total-pending').innerText()).toBe(formatUsd(0));
    // Never the buyer's e-mail address; on the phone the rows are cards, the page never scrolls
    // sideways.
    expect(await sellerPage.getByTestId('payout-entries').getAttribute('data-narrow')).toBe(
      'cards',
    );
    expect(await sellerPage.locator('body').innerText()).not.toContain(guestEmail);
    expect(await pageScrollsSideways(sellerPage)).toBe(false);

    const [download] = await Promise.all([
      sellerPage.waitForEvent('download'),
      sellerPage.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await downloadedBytes(download)).toString('utf8');
    expect(csv).toContain(productName);
    expect(csv).toContain((split.shareCents / 100).toFixed(2));
    expect(csv).not.toContain(guestEmail);
  });

  it('the admin finds the seller in the overview and sets an own rate on the seller record', async () => {
    const admin = await signedInPage(browser, 'admin@example.com');
    admin.setDefaultTimeout(15_000);
    await admin.goto(webUrl('/admin'));
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.getByRole('link', { name: 'Payouts', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/payouts');
    const sellerRow = admin
      .getByTestId('payout-sellers')
      .locator('tbody tr', { hasText: seller.email });
    await sellerRow.waitFor();
    const overview = await sellerRow.innerText();
    expect(overview).toContain('Payouts enabled');
    expect(overview).toContain('(shop default)');
    expect(overview).toContain(
      await sellerPage.getByTestId('payout-total-transferred').innerText(),
    );

    await admin.goto(webUrl(`/admin/users/${seller.userId}`));
    const commission = admin.getByTestId('seller-commission');
    await commission.getByText('(shop default)').waitFor();
    await admin.getByLabel('Own rate (%)').fill('12.5');
    await admin.getByRole('button', { name: 'Set own rate' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Set own rate' }).click();
    await toastWith(admin, 'set to 12.5%');
    await commission.getByText('12.5% (own rate)').waitFor();

    // The overview and a fresh read of the user page agree.
    await admin.goto(webUrl('/admin/payouts'));
    await sellerRow.getByText('12.5% (own rate)').waitFor();
    await admin.goto(webUrl(`/admin/users/${seller.userId}`));
    await commission.getByText('12.5% (own rate)').waitFor();

    // Back to the shop's default.
    await admin.getByRole('button', { name: 'Use shop default' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Use shop default' }).click();
    await commission.getByText('(shop default)').waitFor();
    await admin.close();
  });
});
