import type { Page } from 'playwright-core';
import { productCard, toastWith } from './shop-page';
import {
  bought,
  closeDialog,
  comingSoon,
  dialogOpenedBy,
  heading,
  listed,
  managed,
  productReadThrough,
  testId,
  visit,
  type PageCheck,
} from './axe-pages';

// The shop's pages the accessibility suite checks: signed out, a buyer's and at phone width.

export const ANONYMOUS: PageCheck[] = [
  { name: 'catalogue', path: '/', ready: testId('product-card') },
  {
    name: 'back office signed out',
    path: `/seller/products/${managed.id}`,
    ready: (page) =>
      page.getByText('You need to be logged in to access the admin panel.').waitFor(),
  },
  { name: 'product', path: `/product/${listed.id}`, ready: productReadThrough(listed.name) },
  {
    name: 'cart with an item',
    path: '/',
    ready: testId('product-card'),
    open: async (page) => {
      await productCard(page, listed.name).getByRole('button', { name: 'Add to Cart' }).click();
      // The toaster loads at the first interaction: its toast must be on screen (and its fade
      // then waited for) before the colours are measured, not fading in while axe reads them.
      await toastWith(page, 'Added to Cart');
      await visit(page, '/cart');
      await page.getByLabel(/I understand/).waitFor();
    },
  },
  {
    name: 'cart discount code refused',
    path: '/cart',
    ready: (page) => page.getByLabel('Discount code').waitFor(),
    open: async (page) => {
      await page.getByLabel('Discount code').fill('NOT-A-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();
    },
  },
  {
    name: 'cart e-mail step',
    path: '/cart',
    ready: (page) => page.getByLabel(/I understand/).waitFor(),
    open: async (page) => {
      await page.getByLabel(/I understand/).check();
      await page.getByLabel(/I agree/).check();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.getByLabel(/^Email/).waitFor();
    },
  },
  {
    name: 'notify-me dialog',
    path: `/product/${comingSoon.id}`,
    ready: heading(comingSoon.name, 1),
    open: dialogOpenedBy('Notify Me'),
    close: closeDialog,
  },
  {
    name: 'payment success',
    path: '/payment-success?session_id={session}',
    ready: heading('Payment Successful!'),
  },
  { name: 'payment canceled', path: '/payment-canceled', ready: heading('Payment Canceled') },
  { name: 'guest downloads', path: '/downloads?session={session}', ready: testId('download-file') },
  { name: 'FAQ', path: '/faq', ready: heading(/Frequently Asked Questions|FAQ/, 1) },
  { name: 'terms', path: '/terms-and-conditions', ready: heading(/Terms/, 1) },
  { name: 'privacy', path: '/privacy-policy', ready: heading(/Privacy/, 1) },
  { name: 'not found', path: '/no-such-page', ready: heading('Page not found') },
  {
    name: 'reset password',
    path: '/auth/reset-password?email=reader%40example.com&code=123456',
    ready: heading('Reset Password'),
  },
  {
    name: 'invitation error',
    path: '/auth/invite/no-such-invitation',
    ready: heading('Invitation Error'),
  },
  // Last: the dialog stays open over whatever comes next.
  { name: 'sign-in dialog', path: '/auth', ready: testId('auth-dialog') },
];

/** The 'Connect n8n' tab: not connected, the URL shown once, connected, and its dialogs. */
const n8nTabReady = (page: Page) =>
  page
    .getByTestId('n8n-library')
    .getByRole('button', { name: /Create Library URL|Rotate URL/ })
    .waitFor();
const CONNECT_N8N: PageCheck[] = [
  {
    name: 'connect n8n (not connected)',
    path: '/myaccount?tab=n8n',
    ready: n8nTabReady,
    open: async (page) => {
      // Another suite may have connected the demo buyer: revoke to start from the first state.
      const revoke = page.getByRole('button', { name: 'Revoke Access' });
      if (await revoke.isVisible()) {
        await revoke.click();
        await page.getByRole('button', { name: 'Yes, Revoke URL' }).click();
      }
      await page.getByRole('button', { name: 'Create Library URL' }).waitFor();
    },
  },
  {
    name: 'connect n8n (URL shown once)',
    path: '/myaccount?tab=n8n',
    ready: n8nTabReady,
    open: async (page) => {
      await page.getByRole('button', { name: 'Create Library URL' }).click();
      await page.getByTestId('n8n-library-reveal').waitFor();
    },
  },
  {
    name: 'connect n8n rotate dialog',
    path: '/myaccount?tab=n8n',
    ready: n8nTabReady,
    open: dialogOpenedBy('Rotate URL'),
    close: closeDialog,
  },
  {
    name: 'connect n8n revoke dialog',
    path: '/myaccount?tab=n8n',
    ready: n8nTabReady,
    open: dialogOpenedBy('Revoke Access'),
    close: closeDialog,
  },
];

export const BUYER: PageCheck[] = [
  { name: 'my purchases', path: '/myaccount', ready: testId('purchase-card') },
  { name: 'account settings', path: '/myaccount?tab=settings', ready: heading(/Profile/) },
  {
    name: 'purchased product',
    path: '/myaccount',
    ready: testId('purchase-card'),
    open: async (page) => {
      await page.getByTestId('purchase-card').filter({ hasText: bought.name }).click();
      await page.getByTestId('product-file').first().waitFor();
    },
  },
  { name: 'admin area denied', path: '/admin', ready: heading('Access Denied') },
  {
    name: 'delete account dialog',
    path: '/myaccount?tab=settings',
    ready: heading(/Profile/),
    open: dialogOpenedBy('Delete Account'),
    close: closeDialog,
  },
  ...CONNECT_N8N,
];

/** At phone width: the header's drawer, and a product page's stacked layout. */
export const PHONE: PageCheck[] = [
  { name: 'product', path: `/product/${listed.id}`, ready: productReadThrough(listed.name) },
  {
    name: 'menu drawer',
    path: '/',
    ready: testId('product-card'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor();
    },
    close: closeDialog,
  },
];
