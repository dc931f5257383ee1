import type { Page } from 'playwright-core';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { webUrl } from './browser';

/**
 * What the accessibility suite checks on a page (tests/browser/accessibility.test.ts), the demo
 * products its pages show, and the waits and dialogs its checks share.
 */
export const managed = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.leadCaptureCrm)!;
export const bought = managed;
export const listed = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.socialScheduler)!;
export const comingSoon = DEMO_PRODUCTS.find(
  (item) => item.id === DEMO_PRODUCT_IDS.aiEmailDrafter,
)!;

export interface PageCheck {
  name: string;
  path: string;
  /** Waits until the page shows its content (not a loading state). */
  ready: (page: Page) => Promise<unknown>;
  /** Brings the page into the state to check after it is ready (a tab, a dialog). */
  open?: (page: Page) => Promise<unknown>;
  /** Closes what `open` opened, so the next check starts from a plain page. */
  close?: (page: Page) => Promise<unknown>;
}

export const heading = (name: string | RegExp, level?: number) => (page: Page) =>
  page
    .getByRole('heading', { name, ...(level ? { level } : {}) })
    .first()
    .waitFor();
export const testId = (id: string) => (page: Page) => page.getByTestId(id).first().waitFor();

/**
 * A product page read to its end: its later parts ("What's inside", the sections below, the
 * video's player) load as they are scrolled to, so they are brought on screen and checked too.
 */
export const productReadThrough = (name: string) => async (page: Page) => {
  await heading(name, 1)(page);
  for (const id of ['product-demo-heading', 'whats-inside-heading']) {
    const part = page.locator(`#${id}`);
    if ((await part.count()) > 0) await part.scrollIntoViewIfNeeded();
  }
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await heading('Latest Version', 2)(page);
  await page.waitForLoadState('networkidle');
};

export const dialogOpenedBy = (button: string) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.getByRole('dialog').waitFor();
};
export const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

/**
 * Opens a path in the role's page: the first visit loads the app, later ones go through the
 * app's own router (as a link would), so each check costs no full reload.
 */
export async function visit(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(webUrl(path));
    return;
  }
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate'));`);
}
