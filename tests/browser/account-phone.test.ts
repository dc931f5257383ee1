import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { blockingViolations } from '../support/axe';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { paidGuestOrder } from '../support/checkout';
import { eventually } from '../support/eventually';

/** The buyer's pages at phone width: a purchase's files and receipt, a guest's, the admin's orders. */
const product = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.leadCaptureCrm)!;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Top of an element on the page, for "comes before" checks of a layout. */
async function topOf(element: ReturnType<Page['getByRole']>) {
  const box = await element.boundingBox();
  if (!box) throw new Error('Element not rendered');
  return box.y;
}

describe('buyer pages on a 390 px phone', () => {
  let phone: Page;

  beforeAll(async () => {
    phone = await signedInPage(browser, 'buyer@example.com', {
      viewport: { width: 390, height: 844 },
      acceptDownloads: true,
    });
  });

  const noSidewaysScroll = async (target: Page) =>
    expect(await target.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  it('puts files before the description, keeps tabs on one row and downloads all files', async () => {
    await phone.goto(webUrl(`/myaccount?product=${product.id}`));
    const view = phone.getByTestId('purchased-product');
    await view.getByTestId('product-file').first().waitFor();
    const filesTab = view.getByRole('tab', { name: 'Files' });
    expect(await topOf(filesTab)).toBeLessThan(
      await topOf(view.getByRole('heading', { name: 'About this template' })),
    );
    // Every tab of both tab lists on one line: the same top, however narrow the screen.
    for (const list of await phone.getByRole('tablist').all()) {
      const tabs = await list.getByRole('tab').all();
      const tops = await Promise.all(
        tabs.map(async (tab) => Math.round((await tab.boundingBox())?.y ?? -1)),
      );
      expect(new Set(tops).size).toBe(1);
    }
    await noSidewaysScroll(phone);
    expect(await blockingViolations(phone)).toEqual([]);

    const rows = await view.getByTestId('product-file').count();
    expect(rows).toBeGreaterThan(1);
    const names: string[] = [];
    phone.on('download', (download) => names.push(download.suggestedFilename()));
    await view.getByTestId('download-all').click();
    await eventually(
      async () => names.length,
      (count) => expect(count).toBe(rows),
    );
    expect(new Set(names).size).toBe(rows);
  });

  it("opens the purchase's printable receipt with its lines and total", async () => {
    await phone.getByTestId('purchased-product').getByTestId('receipt-link').click();
    const receipt = phone.getByTestId('receipt');
    await receipt.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
    await receipt.getByText(product.name).waitFor();
    expect(await receipt.getByTestId('receipt-totals').innerText()).toMatch(/Total paid\s+\$\d/);
    expect((await receipt.getByTestId('receipt-order').innerText()).trim()).not.toBe('');
    await receipt.getByRole('button', { name: 'Print' }).waitFor();
    await noSidewaysScroll(phone);
    expect(await blockingViolations(phone)).toEqual([]);
    // Printed, only the receipt: the site's header and footer leave the accessibility tree.
    expect(await phone.getByRole('banner').count()).toBe(1);
    await phone.emulateMedia({ media: 'print' });
    const hidden = [phone.getByRole('banner'), phone.getByRole('contentinfo')];
    expect(await Promise.all(hidden.map((part) => part.count()))).toEqual([0, 0]);
    await phone.emulateMedia({ media: null });
  });

  it("shows a guest's files first, their receipt, and admin orders as cards", async () => {
    const sessionId = await paidGuestOrder(
      [product.id],
      `phone-${randomUUID().slice(0, 8)}@example.com`,
    );
    const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await guest.goto(webUrl(`/downloads?session=${sessionId}`));
    await guest.getByTestId('download-file').first().waitFor();
    expect(await topOf(guest.getByRole('heading', { name: 'Files' }))).toBeLessThan(
      await topOf(guest.getByRole('heading', { name: 'About your purchase' })),
    );
    await noSidewaysScroll(guest);
    expect(await blockingViolations(guest)).toEqual([]);
    await guest.getByTestId('receipt-link').click();
    await guest.getByTestId('receipt').getByText(product.name).waitFor();
    await guest.close();

    const admin = await signedInPage(browser, 'admin@example.com', {
      viewport: { width: 390, height: 844 },
    });
    await admin.goto(webUrl('/admin/orders'));
    const table = admin.getByTestId('admin-orders');
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.waitFor();
    expect(await table.getAttribute('data-narrow')).toBe('cards');
    // Each cell of a card is on screen, label and value, amounts and states included.
    const cells = await firstRow.getByRole('cell').all();
    expect(cells.length).toBeGreaterThan(2);
    for (const cell of cells) {
      const box = await cell.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    }
    // An e-mail address takes a line or two, never a column of single letters.
    const email = firstRow.locator('[title*="@"]').first();
    expect((await email.boundingBox())?.height ?? 0).toBeLessThan(50);
    await noSidewaysScroll(admin);
    expect(await blockingViolations(admin)).toEqual([]);

    // The payouts overview uses the same cards: the amounts of a seller's row stay on screen.
    await admin.goto(webUrl('/admin/payouts'));
    const sellers = admin.getByTestId('payout-sellers');
    const sellerRow = sellers.getByRole('row').nth(1);
    await sellerRow.waitFor();
    expect(await sellers.getAttribute('data-narrow')).toBe('cards');
    for (const cell of await sellerRow.getByRole('cell').all()) {
      const box = await cell.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
    }
    await noSidewaysScroll(admin);
    await admin.close();
  });
});
