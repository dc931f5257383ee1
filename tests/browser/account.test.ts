import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { createConfirmedUser } from '../../lambdas/repositories/user-directory';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import type { DemoStoredFile, DemoVideoFile } from '../../scripts/local/demo/types';
import { downloadedBytes, launchBrowser, signedInPage, webUrl } from '../support/browser';
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

afterAll(async () => {
  await browser?.close();
});
