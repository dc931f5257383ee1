import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/local/demo-accounts';
import { launchBrowser, webUrl } from '../support/browser';
import { signIn } from '../support/directory-users';
import { eventually } from '../support/eventually';
import { keyboardSensorListening } from '../support/keyboard-drag';
import { manageCall, productInput } from '../support/manage-api';
import { coreWorkflow, uploadAutomation } from '../support/n8n-library';
import { signInWithDialog, toastWith } from '../support/shop-page';

/**
 * The back office as an owner meets it, on a phone (390 px): a signed-out visitor opening a
 * management link is asked to sign in and comes back to it; the management screen puts
 * publishing and going on sale together above the files; file rows show their drag handle and
 * position; the upload box says what it accepts, its size limit and where a file will be filed
 * before Upload is pressed.
 */
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let page: Page;
let productId = '';
let managePath = '';

/** A one-module Make blueprint: the product is a Make one, and uploads are read as such. */
const blueprint = (name: string) =>
  JSON.stringify({ name, flow: [{ id: 1, module: 'util:SetVariable2', version: 1, mapper: {} }] });

/** A seller's product (inactive: the shared demo catalogue never shows it) with version 1.0.0
 * published and two automation files in it, and a 1.1.0 draft waiting to be published. */
async function seedProduct(): Promise<void> {
  const token = await signIn('seller@example.com', DEMO_PASSWORD);
  const created = await manageCall('POST /api/manage/products', {
    token,
    body: productInput({ name: 'Phone Layout Flows', active: false }),
  });
  productId = created.body.product.id;
  const first = await manageCall('POST /api/manage/products/{id}/versions', {
    token,
    params: { id: productId },
    body: { version_number: '1.0.0', release_date: '2026-05-01', changelog: '- first' },
  });
  const version = first.body.versions[0]!;
  await uploadAutomation(token, productId, version.id, 'First flow', blueprint('a'));
  await uploadAutomation(token, productId, version.id, 'Second flow', blueprint('b'));
  const published = await manageCall(
    'POST /api/manage/products/{id}/versions/{versionId}/publish',
    {
      token,
      params: { id: productId, versionId: version.id },
      body: { revision: version.revision },
    },
  );
  expect(published.status).toBe(200);
  await manageCall('POST /api/manage/products/{id}/versions', {
    token,
    params: { id: productId },
    body: { version_number: '1.1.0', release_date: '2026-06-01', changelog: '- second' },
  });
  managePath = `/seller/products/${productId}`;
}

/** The top of an element on the page (not the viewport), in CSS pixels. */
async function pageTop(locator: ReturnType<Page['getByRole']>): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.y + ((await page.evaluate('scrollY')) as number);
}

const rows = () => page.getByTestId('managed-file');

describe('the back office as an owner meets it, at 390 px', () => {
  beforeAll(async () => {
    await seedProduct();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: PHONE })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('asks a signed-out visitor of a management link to sign in, then opens that screen', async () => {
    await page.goto(webUrl('/admin/products'));
    const denied = page.getByTestId('access-denied');
    await denied.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await denied.getByText('You need to be logged in to access the admin panel.').waitFor();

    await page.goto(webUrl(managePath));
    await denied.getByText('You need to be logged in to access the admin panel.').waitFor();
    expect(await denied.getByText(/privileges/).count()).toBe(0);
    await denied.getByRole('button', { name: 'Sign In' }).click();
    await signInWithDialog(page, 'seller@example.com');
    await page.getByRole('heading', { name: 'Phone Layout Flows', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(managePath);
    expect(await denied.count()).toBe(0);
  });

  it('puts publishing and going on sale together above the files, then the rest', async () => {
    await rows().nth(1).waitFor();
    const publish = await pageTop(page.getByRole('button', { name: 'Publish 1.1.0' }));
    const available = await pageTop(page.getByLabel('Available for purchase', { exact: true }));
    const files = await pageTop(page.getByRole('tab', { name: 'Product Files' }));
    const newDraft = await pageTop(page.getByRole('button', { name: 'Create draft' }));
    // Both within the first screen, before the files; creating a draft comes after them.
    expect(Math.max(publish, available)).toBeLessThan(PHONE.height);
    expect(publish).toBeLessThan(files);
    expect(available).toBeLessThan(files);
    expect(files).toBeLessThan(newDraft);
    const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
    // Reported so the layout's length on a phone can be compared over time.
    process.stdout.write(`management screen at 390 px: ${height} px high\n`);
    expect(height).toBeLessThan(3000);
    // Nothing overflows sideways.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  });

  it('shows each file row its drag handle and position, and still announces keyboard moves', async () => {
    const first = rows().nth(0);
    const second = rows().nth(1);
    expect(await first.getByTestId('file-position').innerText()).toBe('1 of 2');
    expect(await second.getByTestId('file-position').innerText()).toBe('2 of 2');
    const handle = page.getByRole('button', { name: 'Reorder Second flow' });
    expect(await handle.isVisible()).toBe(true);
    const box = await handle.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);

    const announced = (text: string | RegExp) =>
      page.getByRole('status').filter({ hasText: text }).waitFor({ state: 'attached' });
    await handle.focus();
    await page.keyboard.press('Space');
    await announced(/Picked up Second flow\.|Second flow is over position 2 of 2\./);
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowUp');
    await announced('Second flow is over position 1 of 2.');
    await page.keyboard.press('Space');
    await announced('Second flow dropped at position 1 of 2.');
    await toastWith(page, 'File order updated successfully');
    await eventually(
      async () => [await first.innerText(), await first.getByTestId('file-position').innerText()],
      ([text, position]) => {
        expect(text).toContain('Second flow');
        expect(position).toBe('1 of 2');
      },
    );
  });

  it('says what the upload box accepts, its limit and where a file goes before Upload', async () => {
    const upload = page.getByRole('form', { name: 'Upload a file' });
    const accepted = await upload.getByTestId('upload-accepted').innerText();
    expect(accepted).toMatch(/^Accepted types: /);
    for (const type of ['.json', '.pdf', '.zip', '.mp4']) expect(accepted).toContain(type);
    expect(await upload.getByTestId('upload-limit').innerText()).toBe(
      'Size limit: 200 MB per file',
    );
    const destination = upload.getByTestId('upload-destination');
    expect(await destination.innerText()).toBe('Choose a file to see where it will be filed');

    const json = Buffer.from(JSON.stringify(coreWorkflow('c')));
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'make-invoice-router.json',
      mimeType: 'application/json',
      buffer: json,
    });
    await destination
      .getByText('Will be filed under Automation, platform make.com, version 1.0.0')
      .waitFor();
    await upload.getByLabel('Category').selectOption('general');
    await destination
      .getByText('Will be filed under General, platform make.com, version 1.0.0')
      .waitFor();
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'setup-guide.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await destination.getByText('This file type cannot be uploaded.').waitFor();

    await page.getByRole('tab', { name: 'Product Instructions' }).click();
    const manuals = page.getByRole('form', { name: 'Upload a PDF manual' });
    expect(await manuals.getByTestId('upload-accepted').innerText()).toBe('Accepted types: .pdf');
    await manuals.locator('input[type="file"]').setInputFiles({
      name: 'setup.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('doc'),
    });
    await manuals
      .getByTestId('upload-destination')
      .getByText('Instruction manuals must be PDF files.')
      .waitFor();
  });
});
