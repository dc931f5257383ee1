import type { Page } from 'playwright-core';

/**
 * Holds the page's requests to `url` until the returned function is called (then they go on as
 * sent): what a page does while one of its answers or chunks has not come yet.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
