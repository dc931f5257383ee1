import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { formatUsd, toCents } from '../../lambdas/rules/money';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import type { DemoProduct, DemoStoredFile } from '../../scripts/local/demo/types';
import { blockingViolations } from '../support/axe';
import { paidGuestOrder } from '../support/checkout';
import { usedUpDiscountCode } from '../support/stack-discounts';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { linkIn, waitForEmail } from '../support/mailbox';
import { toastWith } from '../support/shop-page';

/**
 * The admin's orders and a refund from the back office, in Chromium: a guest buys two of the
 * shop's own products through the local Stripe page (no seller, so no transfer to undo); the
 * admin finds the order by the buyer's e-mail, opens it, refunds one product with a reason and
 * sees it refunded and listed. The buyer's download page, still open from before, then answers
 * 'Purchase Required' for that product's file, and once reloaded names it as refunded with no
 * download. Both admin pages are axe clean. The test stack runs without Stripe Tax, so what a
 * product gives back is its price. The back office's tabs reach every page (Users and Sales from
 * each), a used-up code shows its state without Deactivate, and typing the invoice number the
 * buyer sees finds the order without pressing Search.
 */
const kept = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.stripeSheets)!;
const refunded = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.newsletterPipeline)!;
const guestEmail = `orders-guest-${randomUUID().slice(0, 8)}@example.com`;
const reason = `Bought by mistake ${randomUUID().slice(0, 6)}`;
const PHONE_WIDTH = 390;

/** The automation file of a product's latest version, as the download page lists it. */
function automationFile(product: DemoProduct): DemoStoredFile {
  const latest = product.versions.find((version) => version.is_latest && version.is_published)!;
  return latest.files.find((file): file is DemoStoredFile => file.file_purpose === 'automation')!;
}

let browser: Browser;
const contexts: BrowserContext[] = [];
/** The guest's download page, opened before the refund and never reloaded until the end. */
let guest: Page;
let admin: Page;
let sessionId = '';
let invoiceNumber = '';
/** A one-use discount code, used by another guest's order before the admin looks. */
let usedUpCode = '';

const BACK_OFFICE_TABS = [
  ['Products', '/admin/products'],
  ['Orders', '/admin/orders'],
  ['Users', '/admin/users'],
  ['Sales', '/admin/sales'],
  ['Payouts', '/admin/payouts'],
  ['Discount codes', '/admin/discount-codes'],
  ['Bundles', '/admin/bundles'],
  ['Reviews', '/admin/reviews'],
  ['Security', '/admin/security'],
  ['Settings', '/admin/settings'],
] as const;

async function newPage(signedInAs?: string): Promise<Page> {
  // The admin starts signed in (an API sign-in): the sign-in dialog is auth.test.ts's.
  const page = signedInAs
    ? await signedInPage(browser, signedInAs)
    : await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  contexts.push(page.context());
  page.setDefaultTimeout(15_000);
  return page;
}

/** A download row of the guest's page, by the file's name. */
function downloadRow(page: Page, product: DemoProduct): Locator {
  return page
    .getByTestId('download-file')
    .filter({ hasText: automationFile(product).display_name });
}

function orderRow(page: Page): Locator {
  return page.getByTestId('admin-orders').locator('tbody tr', { hasText: guestEmail });
}

function lineRow(page: Page, product: DemoProduct): Locator {
  return page.getByTestId('order-lines').locator('tbody tr', { hasText: product.name });
}

async function pageScrollsSideways(page: Page): Promise<boolean> {
  const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
  return width > PHONE_WIDTH;
}

describe("the admin's orders and refunds in Chromium", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    guest = await newPage();
    admin = await newPage('admin@example.com');
  }, 60_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('a guest buys two products and opens the e-mailed download page', async () => {
    // The purchase pages are purchase-journey's subject: here the guest pays through the API.
    await paidGuestOrder([kept.id, refunded.id], guestEmail);
    usedUpCode = await usedUpDiscountCode(kept.id);

    const receipt = await waitForEmail(guestEmail, /receipt/i);
    const downloads = linkIn(receipt, webUrl('/downloads?session='));
    sessionId = new URL(downloads).searchParams.get('session') ?? '';
    expect(sessionId).toMatch(/^cs_/);
    // The first load of a fresh test stack's web server can take long on a loaded machine.
    await guest.goto(downloads, { timeout: 120_000 });
    await downloadRow(guest, kept).waitFor();
    await downloadRow(guest, refunded).waitFor();
  });

  it('the admin finds the order by the e-mail; the search stays in the address', async () => {
    await admin.goto(webUrl('/admin'));
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.getByRole('link', { name: 'Orders', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/orders');
    await admin.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();

    await admin.getByLabel('Search', { exact: true }).fill(guestEmail);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('q') === guestEmail);
    // The list shown before the search holds this order too: wait for the search's answer.
    const rows = admin.getByTestId('admin-orders').locator('tbody tr');
    await eventually(
      () => rows.count(),
      (count) => expect(count).toBe(1),
    );
    const row = orderRow(admin);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(kept.name);
    expect(text).toContain(refunded.name);
    expect(text).toContain('guest');
    expect(text).toContain('Paid');
    expect(text).toContain(formatUsd((toCents(kept.price) + toCents(refunded.price)) / 100));
    expect(await blockingViolations(admin)).toEqual([]);

    // A reload keeps the search and its result.
    await admin.reload();
    await orderRow(admin).waitFor();
    expect(await admin.getByLabel('Search', { exact: true }).inputValue()).toBe(guestEmail);
  });

  it('the order page shows the lines and the events, axe clean', async () => {
    await orderRow(admin).getByRole('link').click();
    await admin.waitForURL(
      (url) => decodeURIComponent(url.pathname) === `/admin/orders/${sessionId}`,
    );
    await admin.getByRole('heading', { level: 1, name: /^Order (ord_|cs_)/ }).waitFor();
    for (const product of [kept, refunded]) {
      const line = lineRow(admin, product);
      expect(await line.innerText()).toContain('Paid');
      expect(await line.innerText()).toContain(formatUsd(product.price));
    }
    expect(await admin.getByRole('main').innerText()).toContain(guestEmail);
    // The payment's webhook may land after the success page fulfilled the order.
    await eventually(
      async () => {
        await admin.reload();
        await admin.getByTestId('order-lines').waitFor();
        // No table until the first event is recorded.
        return admin
          .getByTestId('order-events')
          .innerText({ timeout: 1_000 })
          .catch(() => '');
      },
      (events) => expect(events).toContain('checkout.session.completed'),
      30_000,
    );
    // The invoice number the buyer's receipt shows, for the search below.
    invoiceNumber = await admin.getByRole('link', { name: /^LOCAL-\d{4}$/ }).innerText();
    expect(await blockingViolations(admin)).toEqual([]);
  });

  it('the admin refunds one product with a reason and sees it refunded and listed', async () => {
    await admin.getByRole('checkbox', { name: refunded.name }).check();
    await admin.getByRole('button', { name: 'Refund selected' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(refunded.name).waitFor();
    expect(await dialog.getByTestId('refund-amount').innerText()).toBe(formatUsd(refunded.price));
    expect(await dialog.innerText()).not.toContain(kept.name);

    // The reason is marked required, for the eye and for assistive technology.
    expect(await dialog.getByText('Fields marked * are required.').count()).toBe(1);
    expect(await dialog.getByLabel('Reason').getAttribute('aria-required')).toBe('true');
    expect(await dialog.locator('label', { hasText: 'Reason' }).innerText()).toContain('*');
    // The reason is required before anything is sent.
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByText('Enter a reason for the refund').waitFor();
    expect(await blockingViolations(admin)).toEqual([]);

    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await toastWith(admin, 'Refund made');
    await dialog.waitFor({ state: 'hidden' });

    const line = lineRow(admin, refunded);
    await line.getByText('Refunded', { exact: true }).waitFor();
    expect(await line.getByRole('checkbox').count()).toBe(0);
    expect(await lineRow(admin, kept).innerText()).toContain('Paid');
    const refunds = admin.getByTestId('order-refunds').locator('tbody tr');
    expect(await refunds.count()).toBe(1);
    const listed = await refunds.first().innerText();
    expect(listed).toContain(formatUsd(refunded.price));
    expect(listed).toContain(refunded.name);
    expect(listed).not.toContain(kept.name);
    expect(listed).toContain(reason);
    expect(listed).toContain('Back office (by admin@example.com)');
    await admin.getByText('Partially refunded').first().waitFor();
    expect(await blockingViolations(admin)).toEqual([]);

    // At phone width the page itself never scrolls sideways, only the tables in their frames.
    await admin.setViewportSize({ width: PHONE_WIDTH, height: 900 });
    expect(await pageScrollsSideways(admin)).toBe(false);
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  it('the orders list the admin comes back to shows the new state and kept the search', async () => {
    await admin.getByRole('link', { name: 'Back to orders' }).click();
    await admin.waitForURL((url) => url.searchParams.get('q') === guestEmail);
    await orderRow(admin).getByText('Partially refunded').waitFor();
    expect(await orderRow(admin).innerText()).toContain(`${formatUsd(refunded.price)} refunded`);
  });

  it('typing the invoice number the buyer sees finds the order, without pressing Search', async () => {
    expect(invoiceNumber).toMatch(/^LOCAL-\d{4}$/);
    const search = admin.getByLabel('Search', { exact: true });
    await search.fill('');
    await search.pressSequentially(invoiceNumber.toLowerCase());
    await admin.waitForURL((url) => url.searchParams.get('q') === invoiceNumber.toLowerCase());
    const rows = admin.getByTestId('admin-orders').locator('tbody tr');
    await eventually(
      () => rows.count(),
      (count) => expect(count).toBe(1),
    );
    await orderRow(admin).waitFor();
  });

  it('the tabs reach every back-office page, Users and Sales from each, settings alike', async () => {
    const tabs = admin.getByRole('navigation', { name: 'Back office' });
    for (const [label, path] of BACK_OFFICE_TABS) {
      await tabs.getByRole('link', { name: label, exact: true }).click();
      await admin.waitForURL((url) => url.pathname === path);
      // The tab of the page shown is marked current (once the new page has rendered).
      await tabs.locator(`a[href="${path}"][aria-current="page"]`).waitFor();
      expect(await tabs.locator('a[aria-current="page"]').count()).toBe(1);
      for (const [target, href] of [
        ['Users', '/admin/users'],
        ['Sales', '/admin/sales'],
      ]) {
        expect(
          await tabs.getByRole('link', { name: target, exact: true }).getAttribute('href'),
        ).toBe(href);
      }
      if (label === 'Discount codes') {
        // A used-up code says so, with no red Deactivate that could do nothing.
        const row = admin.locator('tbody tr', { hasText: usedUpCode });
        await row.getByText('Used up', { exact: true }).waitFor();
        expect(await row.getByRole('button', { name: /Deactivate/ }).count()).toBe(0);
        expect(await blockingViolations(admin)).toEqual([]);
      }
      if (label === 'Reviews') {
        // The moderation queue (reported reviews first) renders, axe clean.
        await admin.getByRole('button', { name: 'Reported', pressed: true }).waitFor();
        expect(await blockingViolations(admin)).toEqual([]);
      }
    }
    // Settings is inside the same layout: its heading, the tabs, and axe clean.
    await admin.getByRole('heading', { name: 'Admin settings' }).waitFor();
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await blockingViolations(admin)).toEqual([]);
    await tabs.getByRole('link', { name: 'Users', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/users');
    await tabs.getByRole('link', { name: 'Sales', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/sales');
  });

  it("the buyer's download of the refunded product says 'Purchase Required'", async () => {
    // The page loaded before the refund still offers the file; the server no longer does.
    await downloadRow(guest, refunded)
      .getByRole('button', { name: /Download/ })
      .click();
    await toastWith(guest, 'Purchase Required');
    expect(new URL(guest.url()).pathname).toBe('/downloads');

    await guest.reload();
    await downloadRow(guest, kept).waitFor();
    await guest.getByTestId('refunded-products').getByText(`Refunded: ${refunded.name}`).waitFor();
    expect(await downloadRow(guest, refunded).count()).toBe(0);
  });
});
