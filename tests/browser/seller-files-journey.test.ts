import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { downloadedBytes, launchBrowser, signedInPage, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { keyboardSensorListening } from '../support/keyboard-drag';
import { emailsTo, linkIn, waitForEmail } from '../support/mailbox';
import { productCard, toastWith } from '../support/shop-page';

/**
 * A seller's product from nothing to a sale in Chromium: a new product and a draft version, a
 * real Make blueprint and a PDF manual uploaded straight to storage with the progress bar, a
 * YouTube instruction video, files reordered from the keyboard, published and made available;
 * a shopper finds it, a guest buys it through the local Stripe page and downloads the very
 * bytes that were uploaded; version 2 then sends that buyer exactly one update e-mail. At the
 * end the product is deleted, which retires it (it has a buyer), so the shared demo catalogue
 * is as the other browser tests expect.
 */
const DEMO_FILES = path.join(__dirname, '..', '..', 'scripts', 'local', 'demo', 'files');
const MANUAL_SOURCE = path.join(DEMO_FILES, 'make', 'invoice-ocr', '1.0.0', 'manual.pdf');
const name = `Receipt Filer ${randomUUID().slice(0, 6)}`;
const guestEmail = `files-guest-${randomUUID().slice(0, 8)}@example.com`;

let browser: Browser;
let seller: Page;
let workDir: string;
let blueprintPath: string;
let helperPath: string;
let manualPath: string;

/** A Make blueprint big enough (about 400 KB) for the upload to take several progress steps. */
function makeBlueprint(modules: number): string {
  const flow = Array.from({ length: modules }, (_, index) => ({
    id: index + 1,
    module: index === 0 ? 'gateway:CustomWebHook' : 'google-drive:uploadAFile',
    version: 1,
    parameters: { folderId: `/receipts/${index}`, note: 'x'.repeat(40) },
    mapper: { fileName: `{{${index}.name}}`, data: `{{${index}.data}}` },
    metadata: { designer: { x: index * 300, y: 0 } },
  }));
  return JSON.stringify({ name: 'Receipt filer', flow, metadata: { version: 1 } }, null, 2);
}

/**
 * Every value the page's progress bars take, recorded in the page as they change (a script
 * string: the test code has no DOM types).
 */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const seen = [];
    window.progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const value = bar.getAttribute('aria-valuenow');
        if (value !== null && seen.at(-1) !== value) seen.push(value);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  })()`);
}

async function progressSeen(page: Page): Promise<number[]> {
  const seen = (await page.evaluate('window.progressSeen')) as string[];
  return seen.map(Number);
}

async function uploadWith(form: Locator, file: string) {
  await form.locator('input[type="file"]').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload', exact: true }).click();
}

const rowTitles = (page: Page) =>
  page.getByTestId('file-group-automation').getByTestId('managed-file').allInnerTexts();

describe('a seller file journey in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    workDir = mkdtempSync(path.join(tmpdir(), 'seller-files-'));
    blueprintPath = path.join(workDir, 'make-receipt-filer.json');
    writeFileSync(blueprintPath, makeBlueprint(1500));
    helperPath = path.join(workDir, 'folder-helper.json');
    writeFileSync(helperPath, makeBlueprint(3));
    manualPath = path.join(workDir, 'receipt-filer-setup.pdf');
    writeFileSync(manualPath, await readFile(MANUAL_SOURCE));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates the product, uploads files with progress, adds a video and reorders from the keyboard', async () => {
    // Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's.
    seller = await signedInPage(browser, 'seller@example.com');
    await seller.goto(webUrl('/seller/products/new'));
    await seller.getByLabel('Name', { exact: true }).fill(name);
    await seller.getByLabel('Short description', { exact: true }).fill('Files every receipt');
    await seller.getByLabel('Description', { exact: true }).fill('Files **every** receipt.');
    await seller.getByLabel('Price (USD)', { exact: true }).fill('24');
    await seller.getByLabel('Category', { exact: true }).fill('Finance');
    await seller.getByRole('button', { name: 'Create product' }).click();
    await seller.getByRole('heading', { name, level: 2 }).waitFor();
    await seller
      .getByText('No Version Found: Please create a product version first before uploading files')
      .waitFor();

    await seller.getByLabel('Version number', { exact: true }).fill('1.0.0');
    await seller.getByLabel('Changelog', { exact: true }).fill('- First release');
    await seller.getByRole('button', { name: 'Create draft' }).click();
    await seller.getByTestId('versions').getByText('Draft').waitFor();

    // The blueprint: purpose and platform detected from its name, a throttled upload so the
    // bar moves through intermediate values, straight to storage.
    const upload = seller.getByRole('form', { name: 'Upload a file' });
    await upload.locator('input[type="file"]').setInputFiles(blueprintPath);
    expect(await upload.getByLabel('Category').inputValue()).toBe('automation');
    expect(await upload.getByLabel('Platform').inputValue()).toBe('make.com');
    // Every platform the shop sells is offered, the product's own (Make) first.
    const platforms = await upload.getByLabel('Platform').locator('option').allInnerTexts();
    expect(platforms[0]).toBe('make.com');
    expect(platforms).toEqual(expect.arrayContaining(['n8n', 'zapier', 'general', 'pdf']));
    await upload.getByLabel('Title').fill('Receipt filer scenario');
    await recordProgress(seller);
    const cdp = await seller.context().newCDPSession(seller);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await toastWith(seller, 'File Uploaded');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const bar = upload.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    const values = await progressSeen(seller);
    expect(values.at(-1)).toBe(100);
    expect(values.some((value) => value > 0 && value < 100)).toBe(true);
    await upload.getByText('make-receipt-filer.json uploaded').waitFor();

    await uploadWith(upload, helperPath);
    await eventually(
      () => rowTitles(seller),
      (rows) => expect(rows).toHaveLength(2),
    );
    expect((await rowTitles(seller))[0]).toContain('Receipt filer scenario');
    expect((await rowTitles(seller))[1]).toContain('folder-helper');

    // Keyboard reordering: focus the helper's handle, pick it up, move it up, drop it.
    // Each step waits for the live region's announcement, as a screen-reader user would hear it.
    const announced = (text: string | RegExp) =>
      seller.getByRole('status').filter({ hasText: text }).waitFor({ state: 'attached' });
    await seller.getByRole('button', { name: 'Reorder folder-helper' }).focus();
    await seller.keyboard.press('Space');
    // Picking up announces the item, then at once the position it is over.
    await announced(/Picked up folder-helper\.|folder-helper is over position 2 of 2\./);
    await keyboardSensorListening(seller);
    await seller.keyboard.press('ArrowUp');
    await announced('folder-helper is over position 1 of 2.');
    await seller.keyboard.press('Space');
    await announced('folder-helper dropped at position 1 of 2.');
    await toastWith(seller, 'File order updated successfully');
    await eventually(
      () => rowTitles(seller),
      (rows) => expect(rows[0]).toContain('folder-helper'),
    );

    // Inline rename, with the empty-title rule first.
    await seller.getByRole('button', { name: 'Edit folder-helper' }).click();
    const titleField = seller.getByLabel('Title of folder-helper.json');
    await titleField.fill('  ');
    await seller.getByRole('button', { name: 'Save' }).click();
    await seller.getByText('Title cannot be empty').waitFor();
    await titleField.fill('Folder helper');
    await seller.getByRole('button', { name: 'Save' }).click();
    await toastWith(seller, 'File title updated successfully');

    await seller.getByRole('tab', { name: 'Product Instructions' }).click();
    const manuals = seller.getByRole('form', { name: 'Upload a PDF manual' });
    await uploadWith(manuals, manualPath);
    await toastWith(seller, 'Instruction manual file for pdf added.');
    await seller.getByTestId('managed-file').filter({ hasText: 'receipt-filer-setup' }).waitFor();

    const videoForm = seller.getByRole('form', { name: 'Add a YouTube instruction video' });
    await videoForm.getByLabel('YouTube URL').fill('https://vimeo.com/1234');
    await videoForm.getByLabel('Video title').fill('Setting it up');
    await videoForm.getByRole('button', { name: 'Add video' }).click();
    await videoForm.getByText('Please enter a valid YouTube URL').waitFor();
    await videoForm.getByLabel('YouTube URL').fill('https://youtu.be/dQw4w9WgXcQ');
    await videoForm.getByRole('button', { name: 'Add video' }).click();
    await toastWith(seller, 'Instruction video added successfully');
    await seller.getByTestId('managed-video').getByText('Setting it up').waitFor();

    // After a reload the server's order is what shows.
    await seller.reload();
    await seller.getByRole('heading', { name, level: 2 }).waitFor();
    await eventually(
      () => rowTitles(seller),
      (rows) => {
        expect(rows).toHaveLength(2);
        expect(rows[0]).toContain('Folder helper');
        expect(rows[1]).toContain('Receipt filer scenario');
      },
    );
  });

  it('publishes, makes it available, and a guest buys it and downloads the same bytes', async () => {
    // The sale checklist ticks each step as the seller takes it.
    const step = (name: string, done: boolean) =>
      seller.locator(`[data-testid="sale-checklist"] li[data-step="${name}"][data-done="${done}"]`);
    await step('published_file', false).waitFor();
    await seller.getByRole('button', { name: 'Publish 1.0.0' }).click();
    await seller.getByTestId('versions').getByText('Latest').waitFor();
    await step('published_file', true).waitFor();
    await step('available', false).waitFor();
    await seller.getByLabel('Available for purchase', { exact: true }).click();
    await eventually(
      () => seller.getByLabel('Available for purchase', { exact: true }).isChecked(),
      (checked) => expect(checked).toBe(true),
    );
    await step('available', true).waitFor();
    await seller.getByRole('heading', { name: 'On sale in the shop' }).waitFor();

    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const shopper = await context.newPage();
    await shopper.goto(webUrl('/'));
    await productCard(shopper, name).getByRole('button', { name: 'Add to Cart' }).click();
    await toastWith(shopper, 'Added to Cart');
    await shopper.goto(webUrl('/cart'));
    await shopper.getByLabel(/I understand/).check();
    await shopper.getByLabel(/I agree/).check();
    await shopper.getByRole('button', { name: 'Checkout' }).click();
    await shopper.getByLabel(/^Email/).fill(guestEmail);
    await shopper.getByRole('button', { name: 'Checkout' }).click();
    await shopper.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: 15_000 });
    expect(await shopper.locator('body').innerText()).toContain(name);
    await shopper.getByRole('button', { name: 'Pay' }).click();
    await shopper
      .getByRole('heading', { name: 'Payment Successful!' })
      .waitFor({ timeout: 20_000 });

    const receipt = await waitForEmail(guestEmail, /receipt/i);
    await shopper.goto(linkIn(receipt, webUrl('/downloads?session=')));
    for (const [shown, source] of [
      ['make-receipt-filer.json', blueprintPath],
      ['folder-helper.json', helperPath],
      ['receipt-filer-setup.pdf', manualPath],
    ] as const) {
      const row = shopper.locator('[data-testid="download-file"]', { hasText: shown });
      const [download] = await Promise.all([
        shopper.waitForEvent('download'),
        row.getByRole('button', { name: /Download/ }).click(),
      ]);
      const received = await downloadedBytes(download);
      expect(received.equals(await readFile(source))).toBe(true);
    }
    await context.close();
  });

  it('version 2 sends the buyer one update e-mail; deleting retires the product from the shop', async () => {
    await seller.getByLabel('Version number', { exact: true }).fill('2.0.0');
    await seller.getByLabel('Changelog', { exact: true }).fill('- Sorts by month');
    await seller.getByRole('button', { name: 'Create draft' }).click();
    await seller.getByRole('button', { name: 'Publish 2.0.0' }).click();
    await toastWith(seller, 'Version 2.0.0 published');

    const subject = new RegExp(`^New version of ${name}: 2\\.0\\.0$`);
    await waitForEmail(guestEmail, subject);
    const updates = (await emailsTo(guestEmail)).filter((email) => subject.test(email.subject));
    expect(updates).toHaveLength(1);

    await seller.goto(webUrl('/seller/products'));
    await seller.getByRole('button', { name: `Delete ${name}` }).click();
    await seller.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await seller.getByText('Product retired').waitFor();
    await seller.getByTestId('managed-products').getByText(name).waitFor({ state: 'detached' });

    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await shopper.goto(webUrl('/'));
    await shopper.locator('[data-testid="product-card"]').first().waitFor();
    expect(await productCard(shopper, name).count()).toBe(0);
    // Still exactly one update e-mail after everything the seller did since.
    expect(
      (await emailsTo(guestEmail)).filter((email) => subject.test(email.subject)),
    ).toHaveLength(1);
    await shopper.close();
    await seller.close();
  });
});
