import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { holdRequests } from '../support/hold-requests';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { linkIn, waitForEmail } from '../support/mailbox';
import { authDialog, signInWithDialog, toastWith } from '../support/shop-page';

/**
 * The auth dialog, header and e-mail links against the local stack (cognito-local, the real
 * CustomMessage trigger and the local mailbox). Demo accounts use the password Password1.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function signOut(): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await toastWith(page, 'Signed out successfully');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
}

describe('auth in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    // One context for the suite (the app's chunks stay cached); each test starts
    // signed out on a fresh page load.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });

  afterEach(async () => {
    await page.evaluate('localStorage.clear()').catch(() => undefined);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in from the header, shows the user menu and signs out', async () => {
    await page.goto(webUrl('/'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await authDialog(page).waitFor();
    // Sign-up is not offered from the header: sign-in form only.
    expect(await authDialog(page).getByRole('tab').count()).toBe(0);

    await signInWithDialog(page, 'buyer@example.com', 'wrong-password');
    await page.locator('[data-sonner-toast]', { hasText: 'Sign In Failed' }).waitFor();

    await signInWithDialog(page, 'buyer@example.com');
    await toastWith(page, 'Signed in successfully');
    await page.getByTestId('user-menu').click();
    const menu = page.getByRole('menu');
    await menu.getByText('buyer@example.com').waitFor();
    expect(
      await menu.getByRole('menuitem', { name: 'Account Settings' }).getAttribute('href'),
    ).toBe('/myaccount?tab=settings');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'My Account' }).first().isVisible()).toBe(true);
    // A regular buyer has no dashboard.
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);

    await signOut();
    expect(await page.getByTestId('user-menu').count()).toBe(0);
  });

  it('gives the admin account the Dashboard button and the footer admin links', async () => {
    await page.goto(webUrl('/auth?redirect=/faq'));
    await authDialog(page).waitFor();
    await signInWithDialog(page, 'admin@example.com');
    await page.waitForURL((url) => url.pathname === '/faq');
    const dashboard = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Dashboard',
    });
    await dashboard.waitFor();
    expect(await dashboard.getAttribute('href')).toBe('/admin');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    expect(await footer.getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(await footer.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
  });

  it('/auth sends a signed-in visitor on and closing the dialog goes to the redirect', async () => {
    await page.goto(webUrl('/auth?redirect=/faq'));
    await authDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/faq');

    await page.goto(webUrl('/auth'));
    await signInWithDialog(page, 'seller@example.com');
    await page.waitForURL((url) => url.pathname === '/myaccount');
  });

  it('signs up on the way to a download page and verifies the e-mail from the link', async () => {
    const email = `signup-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(
      webUrl(`/auth?tab=signup&redirect=${encodeURIComponent('/downloads?session=cs_test_x')}`),
    );
    await authDialog(page).getByRole('tab', { name: 'Sign Up' }).waitFor();
    await authDialog(page).getByLabel('Full Name').fill('Sig Nup');
    await authDialog(page).getByLabel('Email').fill(email);
    await authDialog(page).getByLabel('Password', { exact: true }).fill('abc');
    await authDialog(page).getByRole('button', { name: 'Create Account' }).click();
    await toastWith(page, 'Password must be at least 6 characters long.');

    await authDialog(page).getByLabel('Password', { exact: true }).fill('Secret1');
    await authDialog(page).getByRole('button', { name: 'Create Account' }).click();
    await authDialog(page).getByRole('button', { name: 'Resend Verification Email' }).waitFor();
    await toastWith(page, 'Please check your email to verify your account before signing in.');

    await authDialog(page).getByRole('button', { name: 'Back to Sign In' }).click();
    await signInWithDialog(page, email, 'Secret1');
    await toastWith(page, 'Email Not Verified');

    const verification = await waitForEmail(email, /verify/i);
    await page.goto(linkIn(verification, webUrl('/auth/callback')));
    await toastWith(page, 'Email Verified!');
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await signInWithDialog(page, email, 'Secret1');
    await page.getByTestId('user-menu').waitFor();
    // The full name comes with the profile (GET /api/me).
    await eventually(
      () => page.getByTestId('user-menu').innerText(),
      (text) => expect(text).toContain('Sig Nup'),
    );
  });

  it("keeps a stored session's place in the header until the session's code has come", async () => {
    // The session and profile code comes apart from the first load: held here, so the header
    // is drawn before it.
    const stored = await signedInPage(browser, 'buyer@example.com');
    const release = await holdRequests(stored, /\/assets\/AuthStateHost-[\w-]+\.js$/);
    await stored.goto(webUrl('/'));
    const main = stored.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'FAQ' }).waitFor();
    await stored.getByRole('heading', { level: 1 }).first().waitFor();
    // Neither a Sign In flash nor links yet: the space the session takes is kept.
    expect(await main.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'My Account' }).count()).toBe(0);
    const mainTop = (await stored.locator('main').boundingBox())?.y;

    release();
    await main.getByRole('link', { name: 'My Account' }).waitFor();
    await stored.getByTestId('user-menu').waitFor();
    expect(await main.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    // The header's height did not change: the page below it did not move.
    expect((await stored.locator('main').boundingBox())?.y).toBe(mainTop);
    await stored.context().close();
  });

  it('refuses the reset page without a recovery link', async () => {
    await page.goto(webUrl('/auth/reset-password'));
    await toastWith(page, 'Invalid Reset Link');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the invitation error screen for an unknown invitation', async () => {
    await page.goto(webUrl(`/auth/invite/${randomUUID()}`));
    await page.getByRole('heading', { name: 'Invitation Error' }).waitFor();
    await page.getByText('Invitation not found').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });
});
