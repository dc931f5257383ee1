import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/local/demo-accounts';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { signIn } from '../support/directory-users';
import { manageCall, productInput } from '../support/manage-api';
import { coreWorkflow, uploadAutomation } from '../support/n8n-library';

/**
 * The seller's files tab warns about an automation file n8n cannot import (the buyers' n8n
 * template libraries leave it out); an importable one gets no warning. Each automation file's
 * row also says what the upload check read in it and what it removed before delivery.
 */
describe('n8n import warning in the files tab', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the badge with the reason on the flagged file only', async () => {
    const token = await signIn('seller@example.com', DEMO_PASSWORD);
    // Inactive, so the demo catalogue that other browser tests count never shows it.
    const created = await manageCall('POST /api/manage/products', {
      token,
      body: productInput({ platform: 'n8n', name: 'Flag Check Flows', active: false }),
    });
    const id = created.body.product.id;
    const withVersion = await manageCall('POST /api/manage/products/{id}/versions', {
      token,
      params: { id },
      body: { version_number: '1.0.0', release_date: '2026-05-01', changelog: '- first' },
    });
    const versionId = withVersion.body.versions[0]?.id ?? '';
    await uploadAutomation(
      token,
      id,
      versionId,
      'Working flow',
      // Pinned sample data is taken out on upload; the row says so.
      JSON.stringify({ ...coreWorkflow('ok'), pinData: { Start: [{ json: { a: 1 } }] } }),
    );
    await uploadAutomation(
      token,
      id,
      versionId,
      'Broken flow',
      JSON.stringify({ nodes: coreWorkflow('x').nodes }),
    );

    // Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's.
    const page = await signedInPage(browser, 'seller@example.com');
    await page.goto(webUrl(`/seller/products/${id}`));
    const rows = page.getByTestId('managed-file');
    await rows.filter({ hasText: 'Working flow' }).waitFor();
    const warnings = page.getByTestId('n8n-not-importable');
    await warnings.first().waitFor();
    expect(await warnings.count()).toBe(1);
    expect(
      await rows.filter({ hasText: 'Broken flow' }).getByTestId('n8n-not-importable').innerText(),
    ).toBe('Not importable in n8n: No "connections" object.');
    const working = rows.filter({ hasText: 'Working flow' }).getByTestId('automation-summary');
    expect(await working.locator('p').first().innerText()).toBe('n8n · 3 steps');
    expect(await working.getByTestId('automation-removed').innerText()).toBe(
      'Removed before delivery: Start: Pinned sample data (1 item)',
    );
    await page.close();
  });
});
