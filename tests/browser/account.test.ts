import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { createConfirmedUser } from '../../lambdas/repositories/user-directory';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import type { DemoStoredFile, DemoVideoFile } from '../../scripts/local/demo/types';
import { blockingViolations } from '../support/axe';
import { downloadedBytes, launchBrowser, signedInPage, webUrl } from '../support/browser';
import { paidGuestOrder } from '../support/checkout';
import { eventually } from '../support/eventually';
import { waitForEmail } from '../support/mailbox';
import { signInWithDialog, toastWith } from '../support/shop-page';
import { deliveredDemoFile } from '../support/demo-files';

/**
 * The buyer's account in Chromium: purchases, the purchased-product view with versions,
 * changelog, downloads and instruction videos, settings, and account deletion.
 */
const product = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.leadCaptureCrm)!;
const firstVersion = product.versions.find((version) => version.version_number === '1.0.0')!;
const firstAutomation = firstVersion.files.find(
  (file): file is DemoStoredFile => file.file_purpose === 'automation',
)!;
const firstVideo = firstVersion.files.find(
  (file): file is DemoVideoFile => file.file_type === 'youtube',
)!;

let browser: Browser;
let page: Page;

async function signInFromHeader(target: Page, email: string, password = 'Password1') {
  await target.goto(webUrl('/'));
  await target.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await signInWithDialog(target, email, password);
}

describe('account area in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    // Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's;
    // the deleted account's refused sign-in below goes through it.
    page = await signedInPage(browser, 'buyer@example.com', { acceptDownloads: true });
  });

  it('opens a purchase, switches versions, reads the changelog and downloads a file', async () => {
    await page.goto(webUrl('/myaccount'));
    await page.getByRole('tab', { name: /My Purchases \(\d+\)/ }).waitFor();
    await page.getByTestId('purchase-card').filter({ hasText: product.name }).click();
    const view = page.getByTestId('purchased-product');
    await view.getByRole('heading', { name: product.name }).first().waitFor();

    await view.getByTestId('version-select').selectOption({ label: 'Version 1.0.0' });
    await view.getByRole('heading', { name: "What's New in Version 1.0.0" }).waitFor();
    await view.getByText('First release: Typeform to HubSpot contact sync').waitFor();

    const row = view.getByTestId('product-file').filter({ hasText: firstAutomation.display_name });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Download/ }).click(),
    ]);
    const received = await downloadedBytes(download);
    // The file as the seed stored it: cleaned like an upload, byte for byte.
    const seeded = await deliveredDemoFile(firstAutomation.source);
    expect(received.equals(seeded)).toBe(true);
  });

  it('previews an instruction video', async () => {
    const view = page.getByTestId('purchased-product');
    await view.getByRole('tab', { name: 'Product Instructions' }).click();
    const card = view.getByTestId('instruction-video').filter({ hasText: firstVideo.title });
    // The title shows once, and the thumbnail's name starts with its visible text ('Video').
    expect(await card.getByText(firstVideo.title, { exact: true }).count()).toBe(1);
    expect(
      await card.getByRole('button', { name: `Video: ${firstVideo.title} (play preview)` }).count(),
    ).toBe(1);
    await card.getByRole('button', { name: 'Preview', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: firstVideo.title });
    const youtube = dialog.getByRole('link', { name: 'Open in YouTube' });
    expect(await youtube.getAttribute('href')).toContain(firstVideo.file_path.split('v=')[1]);
    // The dialog listens for Escape from an effect that runs after it paints; focus on it
    // (moved there by another such effect) says it is ready for the key. Focus is on the dialog
    // itself, not in the embedded player, whose frame would swallow the key.
    await eventually(
      () => page.evaluate('document.activeElement?.getAttribute("role") ?? ""'),
      (role) => expect(role).toBe('dialog'),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the preview.
    await eventually(
      () => page.evaluate('document.activeElement?.textContent ?? ""'),
      (text) => expect(String(text).trim()).toBe('Preview'),
    );
  });

  it('shows purchase images whole at 4:3 and gives focus back to the card on Close', async () => {
    await page.goto(webUrl('/myaccount'));
    const card = page.getByTestId('purchase-card').filter({ hasText: product.name });
    await card.locator('img').waitFor();
    const [fit, ratio] = (await page.evaluate(`(() => {
      const img = document.querySelector('[data-testid="purchase-card"] img');
      const box = img.getBoundingClientRect();
      return [getComputedStyle(img).objectFit, box.width / box.height];
    })()`)) as [string, number];
    expect(fit).toBe('contain');
    expect(ratio).toBeCloseTo(4 / 3, 1);

    await card.click();
    const view = page.getByTestId('purchased-product');
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'detached' });
    await eventually(
      () => page.evaluate('document.activeElement?.dataset?.productId ?? ""'),
      (focused) => expect(focused).toBe(product.id),
    );
  });

  it('edits the full name and the communication preferences', async () => {
    await page.goto(webUrl('/myaccount?tab=settings'));
    const profile = page.getByTestId('profile-section');
    const fullName = profile.getByLabel('Full Name');
    const original = await fullName.inputValue();
    await fullName.fill('Beatrice Buyer');
    await profile.getByRole('button', { name: 'Update Profile' }).click();
    await toastWith(page, 'Profile updated successfully');
    await eventually(
      () => page.getByTestId('user-menu').innerText(),
      (text) => expect(text).toContain('Beatrice Buyer'),
    );

    const news = page.getByTestId('preferences-section').getByRole('switch', {
      name: 'News and updates',
    });
    const before = await news.getAttribute('aria-checked');
    await news.click();
    await toastWith(page, 'Preferences Updated');
    await page.reload();
    await eventually(
      () => news.getAttribute('aria-checked'),
      (after) => expect(after).not.toBe(before),
    );
    // Leave the demo account as it was for the other suites.
    await news.click();
    await toastWith(page, 'Preferences Updated');
    await fullName.fill(original);
    await profile.getByRole('button', { name: 'Update Profile' }).click();
    await toastWith(page, 'Profile updated successfully');
  });

  it('deletes a fresh account, which then cannot sign in, and mails the user and support', async () => {
    const email = `leaver-${randomUUID().slice(0, 8)}@example.com`;
    await createConfirmedUser({ email, fullName: 'Lee Leaver', password: 'Password1', groups: [] });
    const leaver = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInFromHeader(leaver, email);
    await leaver.getByTestId('user-menu').waitFor();

    await leaver.goto(webUrl('/myaccount?tab=settings'));
    await leaver
      .getByTestId('account-actions')
      .getByRole('button', { name: 'Delete Account' })
      .click();
    await leaver.getByRole('button', { name: 'Yes, Delete My Account' }).click();
    await toastWith(leaver, 'Account Deletion Initiated');
    await leaver.waitForURL((url) => url.pathname === '/');
    await leaver.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();

    await signInFromHeader(leaver, email);
    await toastWith(leaver, 'Account Scheduled for Deletion');
    await leaver.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await leaver.getByTestId('user-menu').count()).toBe(0);

    // One e-mail to the user, one to the support address naming the user.
    await waitForEmail(email, /./);
    await waitForEmail('support@example.com', (mail) =>
      `${mail.body.text}${mail.body.html}`.includes(email),
    );
    await leaver.close();
  });
});

// Both describes share the browser: closed once, after the last one.
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
