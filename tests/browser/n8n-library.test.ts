import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createConfirmedUser } from '../../lambdas/repositories/user-directory';
import { launchBrowser, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { signInWithDialog, toastWith } from '../support/shop-page';

/**
 * The 'Connect n8n' tab in Chromium at phone width: create the library URL, copy it and the
 * environment line, rotate (the old URL stops answering at once, the new one answers), revoke.
 * The URLs are checked with real requests, as n8n's editor would make them.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

const ENV_LINE = /^N8N_TEMPLATES_HOST=(.+)$/;

async function healthStatus(libraryUrl: string): Promise<number> {
  const response = await fetch(`${libraryUrl}/health`);
  await response.arrayBuffer();
  return response.status;
}

const panel = () => page.getByTestId('n8n-library');
const shownUrl = () => page.getByTestId('n8n-library-url').getByRole('textbox').inputValue();
const focusedText = () => page.evaluate('document.activeElement?.textContent ?? ""');

describe('Connect n8n in Chromium', () => {
  beforeAll(async () => {
    const email = `n8n-${randomUUID().slice(0, 8)}@example.com`;
    await createConfirmedUser({ email, fullName: 'Nina Nodes', password: 'Password1', groups: [] });
    browser = await launchBrowser();
    // A phone-sized screen: everything must fit and stay usable at 390 px.
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(webUrl('/')).origin,
    });
    page = await context.newPage();
    // Signed out, the tab's link leads to Access Denied, whose Sign In comes back to the tab.
    await page.goto(webUrl('/myaccount?tab=n8n'));
    await page.getByTestId('access-denied').getByRole('button', { name: 'Sign In' }).click();
    await signInWithDialog(page, email);
  });

  afterAll(async () => {
    await browser?.close();
  });

  let firstUrl = '';
  let secondUrl = '';

  it('creates the library URL, shows it once with the environment line, and copies both', async () => {
    await panel().getByText('Your n8n library is not connected yet.').waitFor();
    expect(new URL(page.url()).search).toBe('?tab=n8n');
    await panel().getByRole('button', { name: 'Create Library URL' }).click();
    await toastWith(page, 'Library URL Created');

    firstUrl = await shownUrl();
    expect(firstUrl).toMatch(/^https?:\/\/[^/]+\/api\/n8n\/[A-Za-z0-9_-]{20,}$/);
    const line = await page.getByTestId('n8n-library-line').getByRole('textbox').inputValue();
    expect(line).toBe(`N8N_TEMPLATES_HOST=${firstUrl}`);
    await page.getByText('this URL is shown only once').waitFor();
    // Focus moved to the new URL's heading, so a screen reader reads it next.
    await eventually(focusedText, (text) => expect(text).toBe('Your Library URL'));
    expect(await healthStatus(firstUrl)).toBe(200);

    await page.getByRole('button', { name: 'Copy URL' }).click();
    await toastWith(page, 'Library URL copied to clipboard');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(firstUrl);
    await page.getByRole('button', { name: 'Copy Line' }).click();
    await toastWith(page, 'Environment line copied to clipboard');
    const copiedLine = (await page.evaluate('navigator.clipboard.readText()')) as string;
    expect(copiedLine.match(ENV_LINE)?.[1]).toBe(firstUrl);

    // The masked line stays on the page; in this visit its Copy copies the full line.
    const masked = page.getByTestId('n8n-library-masked-line');
    expect(await masked.innerText()).toBe(
      `N8N_TEMPLATES_HOST=${firstUrl.replace(/[^/]+$/, '')}••••••••${firstUrl.slice(-4)}`,
    );
    await page
      .getByTestId('n8n-library-masked')
      .getByRole('button', { name: 'Copy', exact: true })
      .click();
    await toastWith(page, 'Environment line copied to clipboard');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(
      `N8N_TEMPLATES_HOST=${firstUrl}`,
    );

    // Nothing overflows the phone screen sideways.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  });

  it('shows since when and the token hint, never the URL again, after a reload', async () => {
    await page.reload();
    await panel().getByRole('button', { name: 'Rotate URL' }).waitFor();
    expect(await page.getByTestId('n8n-library-reveal').count()).toBe(0);
    const token = firstUrl.split('/').pop()!;
    expect(await page.content()).not.toContain(token);
    expect(await page.getByTestId('n8n-library-since').innerText()).toMatch(/^\w+ \d{1,2}, \d{4}$/);
    expect((await page.getByTestId('n8n-library-hint').innerText()).trim()).not.toBe('');
    // The masked line is still shown; the full one cannot be copied any more: the note points to
    // the one button that makes a new URL.
    const maskedLine = page.getByTestId('n8n-library-masked');
    const maskedText = await maskedLine.getByTestId('n8n-library-masked-line').innerText();
    expect(maskedText.endsWith(`/api/n8n/••••••••${token.slice(-4)}`)).toBe(true);

    expect(await maskedLine.getByRole('button', { name: 'Copy', exact: true }).count()).toBe(0);
    expect(await maskedLine.getByRole('button').count()).toBe(0);
    expect(await maskedLine.innerText()).toContain('Rotate URL below gives you a new one');
    expect(
      await panel()
        .getByRole('button', { name: /new url|rotate url/i })
        .count(),
    ).toBe(1);
  });

  it('rotates after a confirmation: the old URL stops answering at once, the new one works', async () => {
    // Cancel first: nothing changes and focus returns to the button.
    await panel().getByRole('button', { name: 'Rotate URL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate Library URL' });
    await dialog.getByText('the old one stops working at once').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(focusedText, (text) => expect(text).toBe('Rotate URL'));
    expect(await healthStatus(firstUrl)).toBe(200);

    await panel().getByRole('button', { name: 'Rotate URL' }).click();
    await dialog.getByRole('button', { name: 'Yes, Rotate URL' }).click();
    await toastWith(page, 'Library URL Rotated');
    await dialog.waitFor({ state: 'detached' });
    secondUrl = await shownUrl();
    expect(secondUrl).not.toBe(firstUrl);
    await eventually(focusedText, (text) => expect(text).toBe('Your Library URL'));

    expect(await healthStatus(firstUrl)).toBe(404);
    expect(await healthStatus(secondUrl)).toBe(200);
  });

  it('revokes after a confirmation: the URL stops answering and Create is offered again', async () => {
    await panel().getByRole('button', { name: 'Revoke Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke Library URL' });
    await dialog.getByRole('button', { name: 'Yes, Revoke URL' }).click();
    await toastWith(page, 'Library URL Revoked');
    await dialog.waitFor({ state: 'detached' });
    await panel().getByText('Your n8n library is not connected yet.').waitFor();
    await eventually(focusedText, (text) => expect(text).toBe('Create Library URL'));
    expect(await page.getByTestId('n8n-library-reveal').count()).toBe(0);

    expect(await healthStatus(secondUrl)).toBe(404);
    expect(await healthStatus(firstUrl)).toBe(404);
  });
});
