import type { Locator, Page } from 'playwright-core';

/** Small page helpers shared by the browser suites (dialogs, toasts, catalogue cards). */
export function authDialog(page: Page): Locator {
  return page.getByTestId('auth-dialog');
}

export async function toastWith(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

export async function signInWithDialog(
  page: Page,
  email: string,
  password = 'Password1',
): Promise<void> {
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The catalogue card of a product, found by its name. */
export function productCard(page: Page, name: string): Locator {
  return page.locator('[data-testid="product-card"]', {
    has: page.getByRole('heading', { name, exact: true }),
  });
}
