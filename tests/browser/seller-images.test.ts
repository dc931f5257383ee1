import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { REPO_ROOT } from '../../scripts/local/paths';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { keyboardSensorListening } from '../support/keyboard-drag';
import { toastWith } from '../support/shop-page';

/**
 * A seller gives their own new product a hero image and a gallery (resized to WebP in the
 * browser, uploaded straight to storage), reorders the gallery from the keyboard, links a
 * related product, and sees all of it on the product page. The product is deleted at the end,
 * so the shared demo catalogue is left as it was.
 */
let browser: Browser;

const picture = (name: string) => path.join(REPO_ROOT, 'web', 'public', 'demo', name);
const RELATED = 'Deal Won Handoff & Celebration';
const ALSO_RELATED = 'Lead Capture to CRM Sync';

/** The image's own URL path and the width it decoded to (0 until it has loaded). */
async function loaded(image: Locator): Promise<{ path: string; width: number }> {
  return image.evaluate((element) => {
    // The suite is type-checked without the DOM library: the fields read are named here.
    const img = element as unknown as { currentSrc: string; src: string; naturalWidth: number };
    return { path: new URL(img.currentSrc || img.src).pathname, width: img.naturalWidth };
  });
}

async function galleryPaths(page: Page): Promise<string[]> {
  const images = page.getByTestId('gallery-image').getByRole('img');
  return Promise.all((await images.all()).map(async (image) => (await loaded(image)).path));
}

/** One seller's journey in steps that build on each other (each within Jest's time limit). */
describe('seller product images and related products in Chromium', () => {
  let page: Page;
  const name = `Gallery Flow ${randomUUID().slice(0, 6)}`;
  let productId = '';
  /** Card URLs of the two gallery images as first uploaded. */
  let before: string[] = [];
  /** The hero's detail URL, checked to be gone once the product is deleted. */
  let heroUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's.
    page = await signedInPage(browser, 'seller@example.com');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a product of their own with a published version', async () => {
    await page.goto(webUrl('/seller/products'));
    await page.getByTestId('managed-products').waitFor();
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Short description', { exact: true }).fill('Shows pictures');
    await page.getByLabel('Description', { exact: true }).fill('A flow with a gallery.');
    await page.getByLabel('Price (USD)', { exact: true }).fill('15');
    await page.getByLabel('Category', { exact: true }).fill('Marketing');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('heading', { name, level: 2 }).waitFor();
    productId = /\/seller\/products\/([\w-]+)/.exec(page.url())?.[1] ?? '';
    expect(productId).not.toBe('');
    // The product page shows active products with a published version (to their seller).
    await page.getByLabel('Version number', { exact: true }).fill('1.0.0');
    await page.getByLabel('Changelog', { exact: true }).fill('- First release');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('button', { name: 'Publish 1.0.0' }).click();
    await page.getByTestId('versions').getByText('Latest').waitFor();
  });

  it('uploads a hero image and two gallery images and reorders them from the keyboard', async () => {
    await page.goto(webUrl(`/seller/products/${productId}/edit`));
    await page.getByText('No hero image').waitFor();
    await page.getByLabel('Upload hero image').setInputFiles(picture('invoice-ocr-gallery-1.png'));
    await toastWith(page, 'Gallery Updated');
    const hero = page.getByTestId('hero-image');
    await eventually(
      () => loaded(hero),
      (image) => {
        expect(image.path).toMatch(new RegExp(`^/media/${productId}/[\\w-]+-card\\.webp$`));
        expect(image.width).toBe(400);
      },
    );
    heroUrl = (await loaded(hero)).path.replace('-card.webp', '-detail.webp');

    await page
      .getByLabel('Add gallery images')
      .setInputFiles([picture('deal-won-handoff-hero.png'), picture('ai-email-drafter-hero.png')]);
    await eventually(
      () => galleryPaths(page),
      (paths) => expect(paths).toHaveLength(2),
    );
    before = await galleryPaths(page);

    // dnd-kit's keyboard sensor: Space picks the image up, an arrow moves it, Space drops it.
    // The handles wait (aria-disabled) until the upload's save has brought the new revision.
    const handle = page.getByRole('button', { name: 'Move gallery image 1 of 2', exact: true });
    await eventually(
      () => handle.getAttribute('aria-disabled'),
      (disabled) => expect(disabled).toBe('false'),
    );
    await handle.focus();
    // Each key waits for what a screen reader hears, so the next one lands on a settled state.
    const announced = (text: string) =>
      page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await eventually(
      () => handle.getAttribute('aria-pressed'),
      (pressed) => expect(pressed).toBe('true'),
    );
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowRight');
    await announced('Gallery image 1 is over position 2.');
    await page.keyboard.press('Space');
    await announced('Gallery image 1 moved to position 2.');
    await eventually(
      () => galleryPaths(page),
      (paths) => expect(paths).toEqual([before[1], before[0]]),
    );
  });

  it('links two related products and puts the second first', async () => {
    await page.getByLabel('Add as').selectOption({ label: 'Related Products' });
    await page.getByLabel('Find a product').fill('Deal Won');
    await page.getByRole('button', { name: `Add ${RELATED}` }).click();
    await toastWith(page, 'Related products updated');
    await page.getByTestId('links-related').getByText(RELATED).waitFor();
    await page.getByLabel('Find a product').fill('Lead Capture');
    await page.getByRole('button', { name: `Add ${ALSO_RELATED}` }).click();
    await page.getByTestId('links-related').getByText(ALSO_RELATED).waitFor();
    await page.getByRole('button', { name: `Move ${ALSO_RELATED} up` }).click();
    await eventually(
      () => page.getByTestId('links-related').getByRole('listitem').allInnerTexts(),
      (rows) => expect(rows).toEqual([ALSO_RELATED, RELATED]),
    );
  });

  it('sees the WebP images and the related products on the product page', async () => {
    await page.goto(webUrl(`/product/${productId}`));
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const shown = page.getByRole('img', { name: `${name}, image 1 of 3` });
    await eventually(
      () => loaded(shown),
      (image) => {
        expect(image.path).toMatch(new RegExp(`^/media/${productId}/[\\w-]+-detail\\.webp$`));
        expect(image.width).toBe(800);
      },
    );
    // Hero first, then the gallery in the order the seller left it.
    const order: string[] = [];
    for (const dot of [1, 2, 3]) {
      await page.getByRole('button', { name: `Show image ${dot} of 3` }).click();
      const image = page.getByRole('img', { name: `${name}, image ${dot} of 3` });
      await eventually(
        () => loaded(image),
        (state) => expect(state.width).toBe(800),
      );
      order.push((await loaded(image)).path.replace('-detail.webp', '-card.webp'));
    }
    expect(order.slice(1)).toEqual([before[1], before[0]]);
    expect(order[0]).toBe(heroUrl.replace('-detail.webp', '-card.webp'));
    // The related products in the order the seller left them.
    const related = page.getByRole('region', { name: 'Related Products' });
    await related.getByRole('link', { name: new RegExp(RELATED) }).waitFor();
    const linkTexts = await related.getByRole('link').allInnerTexts();
    expect(linkTexts.map((text) => text.split('\n')[0])).toEqual([ALSO_RELATED, RELATED]);
  });

  it('deletes the product again, images included', async () => {
    // Leave the demo catalogue as it was: nobody bought it, so it is deleted with its images.
    await page.goto(webUrl('/seller/products'));
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Product deleted').waitFor();
    const gone = await fetch(webUrl(heroUrl));
    expect(gone.status).toBe(404);
  });
});
