import { readFileSync } from 'node:fs';
import type {
  MyN8nLibraryCreated,
  N8nCollectionsResponse,
  N8nSearchResponse,
  N8nWorkflowImport,
} from '../../lambdas/contracts/n8n-library';
import { cleanAutomationFile } from '../../lambdas/rules/automation/safety';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { demoSourcePath } from '../../scripts/local/demo/sources';
import { createSignedInUser } from '../support/cognito-users';
import { grantPurchase } from '../support/n8n-library';

/**
 * The library through the local API server over HTTP, the way n8n's editor reaches it: the
 * preflight and repeated query parameters are dispatched like API Gateway does, and the demo
 * catalogue's n8n product serves its workflows (the seeded stack's own table).
 */

function apiUrl(route: string): string {
  const base = process.env.TEST_API_URL;
  if (!base) throw new Error('Run through Jest: the integration setup starts the local API');
  return `${base}${route}`;
}

describe('the n8n template library over HTTP', () => {
  let base: string;

  beforeAll(async () => {
    const buyer = await createSignedInUser();
    await grantPurchase(buyer.userId, DEMO_PRODUCT_IDS.stripeSheets);
    const created = await fetch(apiUrl('/api/my/n8n-library'), {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.accessToken}` },
    });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as MyN8nLibraryCreated;
    // The URL names the site (where CloudFront serves /api); locally the API is its own server.
    base = apiUrl(new URL(url).pathname);
  });

  it('answers the preflight of the editor, then the search it sends', async () => {
    const preflight = await fetch(`${base}/templates/search`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5678',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'n8n-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5678');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('n8n-version');

    const found = await fetch(
      `${base}/templates/search?page=1&limit=20&categories[]=Finance&categories[]=Marketing&search=alert`,
      { headers: { origin: 'http://localhost:5678', 'n8n-version': '1.123.81' } },
    );
    expect(found.status).toBe(200);
    expect(found.headers.get('access-control-allow-origin')).toBe('http://localhost:5678');
    const body = (await found.json()) as N8nSearchResponse;
    expect(body.workflows.map((workflow) => workflow.name)).toEqual([
      'Stripe Revenue Dashboard for Google Sheets: Refund rate alert',
    ]);

    // "Use workflow" imports exactly the nodes and connections of the demo file as delivered:
    // cleaned when it was seeded, like any upload.
    const imported = await fetch(`${base}/workflows/templates/${body.workflows[0]?.id}`);
    const { workflow } = (await imported.json()) as N8nWorkflowImport;
    const source = readFileSync(
      demoSourcePath('n8n/stripe-revenue-dashboard/2.0.0/refund-rate-alert.json'),
      'utf8',
    );
    const seeded = JSON.parse(cleanAutomationFile(source, 'n8n').text);
    expect(workflow.nodes).toEqual(seeded.nodes);
    expect(workflow.connections).toEqual(seeded.connections);
  });

  it("groups the demo product's workflows in a collection", async () => {
    const answer = await fetch(`${base}/templates/collections?search=`);
    const { collections } = (await answer.json()) as N8nCollectionsResponse;
    expect(collections.map((collection) => collection.name)).toEqual([
      'Stripe Revenue Dashboard for Google Sheets',
    ]);
    expect(collections[0]?.workflows).toHaveLength(3);
  });
});
