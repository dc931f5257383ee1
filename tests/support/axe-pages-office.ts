import type { Page } from 'playwright-core';
import { payoutAccountIn } from './payout-pages';
import { closeDialog, dialogOpenedBy, heading, managed, testId, type PageCheck } from './axe-pages';

// The back office's pages the accessibility suite checks: the admin's, a seller's and a new
// seller's payouts.

export const ADMIN: PageCheck[] = [
  { name: 'admin products', path: '/admin/products', ready: testId('managed-products') },
  { name: 'admin product', path: `/admin/products/${managed.id}`, ready: testId('versions') },
  {
    name: 'admin edit form',
    path: `/admin/products/${managed.id}/edit`,
    ready: (page) => page.getByLabel('Name', { exact: true }).waitFor(),
  },
  {
    name: 'admin users',
    path: '/admin/users',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
  },
  { name: 'admin sales', path: '/admin/sales', ready: (page) => page.locator('figure').waitFor() },
  {
    name: 'admin security',
    path: '/admin/security',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'admin settings',
    path: '/admin/settings',
    // The automation files' re-read panel loads on its own.
    ready: async (page) => {
      await page.getByRole('switch').first().waitFor();
      await page.getByText('Files read').waitFor();
    },
  },
  {
    name: 'admin payouts',
    path: '/admin/payouts',
    ready: heading('Failed transfers', 2),
  },
  {
    name: "admin seller's commission and own-rate dialog",
    path: '/admin/users',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
    open: async (page) => {
      const search = page.getByLabel('Search by e-mail or name');
      await search.fill('seller@example.com');
      await search.press('Enter');
      await page
        .getByRole('table', { name: 'Users' })
        .getByRole('link', { name: 'Sam Seller' })
        .click();
      await page.getByLabel('Own rate (%)').fill('12.5');
      await page.getByRole('button', { name: 'Set own rate' }).click();
      await page.getByRole('dialog').waitFor();
    },
    close: closeDialog,
  },
  {
    name: 'admin new product form',
    path: '/admin/products/new',
    ready: (page) => page.getByLabel('Name', { exact: true }).waitFor(),
  },
  {
    name: 'admin discount codes',
    path: '/admin/discount-codes',
    ready: heading('Discount codes', 2),
  },
  {
    name: 'admin new discount code dialog',
    path: '/admin/discount-codes',
    ready: heading('Discount codes', 2),
    open: dialogOpenedBy('New discount code'),
    close: closeDialog,
  },
  {
    name: 'admin invite dialog',
    path: '/admin/users',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
    open: dialogOpenedBy('Invite user'),
    close: closeDialog,
  },
];

export const SELLER: PageCheck[] = [
  { name: 'seller payouts', path: '/seller/payouts', ready: testId('payout-account') },
  { name: 'seller products', path: '/seller/products', ready: testId('managed-products') },
  { name: 'seller product', path: `/seller/products/${managed.id}`, ready: testId('versions') },
  {
    name: 'seller sales',
    path: '/seller/sales',
    ready: (page) => page.locator('figure').waitFor(),
  },
  {
    name: 'seller discount codes',
    path: '/seller/discount-codes',
    ready: heading('Discount codes', 2),
  },
  {
    name: 'seller new discount code dialog',
    path: '/seller/discount-codes',
    ready: heading('Discount codes', 2),
    open: dialogOpenedBy('New discount code'),
    close: closeDialog,
  },
  {
    name: 'seller delete dialog',
    path: '/seller/products',
    ready: testId('managed-products'),
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
    close: closeDialog,
  },
];

/**
 * A new seller's payouts page in each of its states, at phone width: not connected, back from
 * the local Stripe onboarding page half-way (what is missing), and with payouts enabled.
 */
const onboardOnStripePage = (button: string, stripeButton: string, state: string) => {
  return async (page: Page) => {
    await page.getByRole('button', { name: button }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/connect/onboarding/'));
    await page.getByRole('button', { name: stripeButton }).click();
    await payoutAccountIn(page, state);
  };
};
export const PAYOUT_SELLER: PageCheck[] = [
  {
    name: 'payouts not connected',
    path: '/seller/payouts',
    ready: (page) => payoutAccountIn(page, 'not_started'),
  },
  {
    name: 'payouts details missing',
    path: '/seller/payouts',
    ready: (page) => payoutAccountIn(page, 'not_started'),
    open: onboardOnStripePage('Connect with Stripe', 'Leave for now', 'details_missing'),
  },
  {
    name: 'payouts enabled',
    path: '/seller/payouts',
    ready: (page) => payoutAccountIn(page, 'details_missing'),
    open: onboardOnStripePage('Continue onboarding', 'Complete onboarding', 'payouts_enabled'),
  },
];
