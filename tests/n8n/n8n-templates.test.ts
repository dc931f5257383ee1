import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { cleanAutomationFile } from '../../lambdas/rules/automation/safety';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_BUYER_EMAIL, DEMO_PURCHASES } from '../../scripts/local/demo/purchases';
import { demoSourcePath } from '../../scripts/local/demo/sources';
import type { DemoProduct, DemoStoredFile } from '../../scripts/local/demo/types';
import { launchBrowser } from '../support/browser';
import { signIn, TEST_PASSWORD } from '../support/directory-users';
import { eventually } from '../support/eventually';
import { startN8n, type N8nInstance } from '../support/n8n-instance';

/**
 * The proof with the real client: n8n itself (the pinned 1.x release, scripts/test/n8n) reads
 * the demo buyer's template library from the local API. In Chromium, its Templates view finds
 * the purchased n8n product by search, imports it with Use workflow, and the saved workflow's
 * nodes equal the delivered (cleaned) automation file's. A product the buyer does not own is
 * not found. A cleaned workflow with credentials of both export shapes is accepted by n8n's own
 * import (its REST API, as the editor's "Import from file" saves).
 */
/** The demo file as the shop delivers it: cleaned, as the seed stores it. */
async function deliveredWorkflow<T>(source: string): Promise<T> {
  const raw = await readFile(demoSourcePath(source), 'utf8');
  return JSON.parse(cleanAutomationFile(raw, 'n8n').text) as T;
}

const owned = new Set(
  DEMO_PURCHASES.filter((purchase) => purchase.buyer_email === DEMO_BUYER_EMAIL).map(
    (purchase) => purchase.product_id,
  ),
);
const servable = (product: DemoProduct) =>
  product.platform === 'n8n' &&
  product.active &&
  product.versions.some((version) => version.is_published);
const purchased = DEMO_PRODUCTS.find((product) => servable(product) && owned.has(product.id))!;
const notOwned = DEMO_PRODUCTS.find((product) => servable(product) && !owned.has(product.id))!;

/**
 * The workflow to import: an automation file of the product's latest published version made of
 * core nodes only, so n8n imports it without asking for credentials first.
 */
const IMPORTED_TITLE = 'Revenue snapshot';

function importedFile(product: DemoProduct): DemoStoredFile {
  const latest = product.versions.find((version) => version.is_latest && version.is_published)!;
  return latest.files.find(
    (file): file is DemoStoredFile =>
      file.file_purpose === 'automation' && file.title === IMPORTED_TITLE,
  )!;
}

interface WorkflowNode {
  name: string;
  type: string;
  parameters: Record<string, unknown>;
}

const byName = (nodes: WorkflowNode[]) =>
  nodes
    .map(({ name, type, parameters }) => ({ name, type, parameters }))
    .sort((a, b) => a.name.localeCompare(b.name));

let n8n: N8nInstance;
let browser: Browser;
let page: Page;
let libraryUrl = '';

async function createLibrary(): Promise<string> {
  const token = await signIn(DEMO_BUYER_EMAIL, TEST_PASSWORD);
  const response = await fetch(`${process.env.TEST_API_URL}/api/my/n8n-library`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { url?: string };
  if (response.status !== 201 || !body.url) {
    throw new Error(`Creating the library failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.url;
}

/** n8n's REST API as the signed-in owner (the editor's own calls). */
async function n8nRest<T>(pathname: string): Promise<T> {
  const response = await fetch(`${n8n.url}/rest${pathname}`, {
    headers: { cookie: n8n.ownerCookie },
  });
  if (!response.ok) throw new Error(`n8n ${pathname}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * With N8N_TEST_SCREENSHOTS=<folder>, saves what the editor shows at each step (the account
 * page's picture of the templates view is taken this way).
 */
async function snapshot(name: string): Promise<void> {
  const folder = process.env.N8N_TEST_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/**
 * n8n's Templates view asks for its unfiltered list only once its categories are in, reading
 * the search box at that moment. Text typed earlier (a slow start on a loaded machine) sends
 * that first request and the search's own for the same text, and the editor adds both answers
 * to the list: every card twice. So the search is typed after the unfiltered request went out,
 * which takes the page's load and the editor's start (each up to half a minute when other
 * suites load the machine).
 */
async function searchTemplates(text: string): Promise<void> {
  await Promise.all([
    page.waitForRequest(
      (request) =>
        request.url().includes('/templates/search?') &&
        !new URL(request.url()).searchParams.get('search'),
      { timeout: 60_000 },
    ),
    page.goto(`${n8n.url}/templates`),
  ]);
  const search = page.getByPlaceholder(/Search/i).first();
  await search.fill(text);
}

describe('the real n8n reads the buyer’s template library', () => {
  beforeAll(async () => {
    libraryUrl = await createLibrary();
    n8n = await startN8n(libraryUrl);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name, value] = n8n.ownerCookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: n8n.url }]);
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
  });

  afterAll(async () => {
    await browser?.close();
    await n8n?.stop();
  });

  it('finds the purchased template by search, imports it, and keeps the seeded nodes', async () => {
    const file = importedFile(purchased);
    const seeded = await deliveredWorkflow<{ nodes: WorkflowNode[] }>(file.source);
    // A product with several workflows shows each as 'Product: workflow title'.
    const cardName = `${purchased.name}: ${file.title}`;

    await searchTemplates(file.title);
    // The unfiltered list already shows the card: wait until only the search's answer is left,
    // so the click does not land on a list that is being replaced.
    const cards = page.getByText(`${purchased.name}: `);
    await eventually(
      () => cards.allInnerTexts(),
      (names) => expect(names).toEqual([cardName]),
      30_000,
    );
    const card = page.getByText(cardName, { exact: true });
    await snapshot('1-search');
    await card.click();
    const useWorkflow = page.getByRole('button', { name: /^Use (this )?workflow$/i }).first();
    await useWorkflow.waitFor();
    await snapshot('2-template');
    await useWorkflow.click();

    await page.waitForURL(/\/workflow\/new/);
    await eventually(
      () => page.locator('[data-test-id="canvas-node"]').count(),
      (count) => expect(count).toBe(seeded.nodes.length),
      30_000,
    );
    await snapshot('3-canvas');
    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/workflow\/(?!new)[A-Za-z0-9]+/);
    const workflowId = new URL(page.url()).pathname.split('/').pop()!;

    const saved = await n8nRest<{ nodes: WorkflowNode[] }>(`/workflows/${workflowId}`);
    expect(byName(saved.nodes)).toEqual(byName(seeded.nodes));
  });

  it('accepts a cleaned workflow with credentials, which the buyer then picks', async () => {
    // Current export shape (credential objects, webhook and AI nodes) and the older one
    // (credentials as plain strings), both as the shop delivers them.
    for (const source of [
      'n8n/support-ticket-triage/1.1.0/workflow.json',
      'n8n/newsletter-pipeline/1.0.0/workflow.json',
    ]) {
      const delivered = await deliveredWorkflow<{
        name: string;
        nodes: (WorkflowNode & { credentials?: Record<string, unknown> })[];
        connections: unknown;
        settings?: unknown;
      }>(source);
      const response = await fetch(`${n8n.url}/rest/workflows`, {
        method: 'POST',
        headers: { cookie: n8n.ownerCookie, 'content-type': 'application/json' },
        // As the editor saves a new workflow: inactive (n8n's REST requires the field).
        body: JSON.stringify({
          name: delivered.name,
          active: false,
          nodes: delivered.nodes,
          connections: delivered.connections,
          settings: delivered.settings ?? {},
        }),
      });
      // n8n's own message, when it refuses, is what to read.
      const refusal = response.ok ? undefined : (await response.text()).slice(0, 500);
      expect({ source, status: response.status, refusal }).toEqual({
        source,
        status: 200,
        refusal: undefined,
      });
      const { id } = ((await response.json()) as { data: { id: string } }).data;
      const saved = await n8nRest<{ nodes: (WorkflowNode & { credentials?: object })[] }>(
        `/workflows/${id}`,
      );
      expect(byName(saved.nodes)).toEqual(byName(delivered.nodes));
      // No seller's credential came along: every one the buyer's n8n holds is unset.
      for (const node of saved.nodes) {
        for (const credential of Object.values(node.credentials ?? {})) {
          expect(JSON.stringify(credential)).not.toMatch(/"id":"[^"]+"/);
        }
      }
    }
  });

  it('never shows a product the buyer does not own', async () => {
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/templates/search?') &&
        new URL(response.url()).searchParams.get('search') === notOwned.name,
    );
    await searchTemplates(notOwned.name);
    const answer = (await (await searched).json()) as { totalWorkflows: number };
    expect(answer.totalWorkflows).toBe(0);
    await page.getByText(/^Nothing found/).waitFor();
    await snapshot('4-not-owned');
    expect(await page.getByText(notOwned.name, { exact: true }).count()).toBe(0);
  });
});
