import type { ProductDetailResponse } from '../../lambdas/contracts/catalogue';
import { handler as catalogue } from '../../lambdas/functions/catalogue';
import { putFile, putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import type { AutomationManifest } from '../../lambdas/rules/automation/manifest';
import type { CatalogueResponse } from '../../lambdas/rules/product';
import { apiEvent, testContext } from '../support/api-event';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller, manageCall } from '../support/manage-api';
import { testFile, testProduct, testVersion } from '../support/product-fixtures';
import { fixtureBytes, manifestOf } from '../unit/rules/automation/fixtures';

async function getProduct(id: string) {
  const result = await catalogue(
    apiEvent('GET /api/products/{id}', { pathParameters: { id } }),
    testContext,
  );
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? '{}') as ProductDetailResponse,
  };
}

async function listCatalogue() {
  const result = await catalogue(apiEvent('GET /api/products'), testContext);
  return JSON.parse(result.body ?? '{}') as CatalogueResponse;
}

/** A manifest with a draft-only app and credential, to prove drafts never leak. */
const draftManifest: AutomationManifest = {
  ...manifestOf(fixtureBytes('n8n-current.json')),
  apps: [{ key: 'secret-app', name: 'Unreleased App', icon: '' }],
  credentials: ['Unreleased App account'],
};

/**
 * "What's inside" on the product page: summed up from the latest published version's files,
 * never from a draft, without the graph when the seller turned the diagram off; and the first
 * apps on catalogue cards once a version is published.
 */
describe("GET /api/products/{id}: what's inside", () => {
  let seller: Awaited<ReturnType<typeof createSeller>>;
  const published = manifestOf(fixtureBytes('n8n-ai-agent.json'));

  beforeAll(async () => {
    await useIsolatedTable();
    seller = await createSeller();
    await putProduct(testProduct('flow', { platform: 'n8n', seller_id: seller.sellerId }));
    await putVersion(testVersion('flow', 'v1', { is_latest: true }));
    await putVersion(testVersion('flow', 'v2', { is_published: false, version_number: '2.0.0' }));
    await putFile(
      testFile('flow', 'v1', 'f1', {
        title: 'Support agent',
        file_purpose: 'automation',
        automation_manifest: published,
        automation_removed: [{ what: 'An API key in a header', step: { id: '0', name: 'Call' } }],
      }),
    );
    await putFile(
      testFile('flow', 'v2', 'f2', {
        file_purpose: 'automation',
        automation_manifest: draftManifest,
      }),
    );
    await putFile(testFile('flow', 'v1', 'manual', { file_purpose: 'manual', file_type: 'pdf' }));
  });

  it('answers the published version summed up, with the diagram', async () => {
    const { status, body } = await getProduct('flow');
    expect(status).toBe(200);
    const inside = body.whatsInside;
    expect(inside).toMatchObject({
      platforms: ['n8n'],
      stepCount: published.stepCount,
      usesAi: true,
      needs: published.credentials,
    });
    expect(inside?.apps.map((app) => app.name)).toEqual(published.apps.map((app) => app.name));
    const graph = inside?.graphs?.[0];
    expect(graph?.title).toBe('Support agent');
    expect(graph?.steps).toHaveLength(published.graph.steps.length);
    expect(graph?.edges.length).toBeGreaterThan(0);
  });

  it('tells nothing of a draft version or of what cleaning removed', async () => {
    const text = JSON.stringify((await getProduct('flow')).body);
    expect(text).not.toContain('Unreleased App');
    expect(text).not.toContain('An API key in a header');
    expect(text).not.toContain('automation_removed');
  });

  it('leaves the graph out once the seller turns the diagram off, and back on', async () => {
    const before = await manageCall('GET /api/manage/products/{id}', {
      token: seller.accessToken,
      params: { id: 'flow' },
    });
    const off = await manageCall('PUT /api/manage/products/{id}/flags', {
      token: seller.accessToken,
      params: { id: 'flow' },
      body: { revision: before.body.product.revision, show_workflow_diagram: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.product.show_workflow_diagram).toBe(false);
    const hidden = (await getProduct('flow')).body.whatsInside;
    expect(hidden).not.toHaveProperty('graphs');
    expect(hidden?.stepCount).toBe(published.stepCount);

    const on = await manageCall('PUT /api/manage/products/{id}/flags', {
      token: seller.accessToken,
      params: { id: 'flow' },
      body: { revision: off.body.product.revision, show_workflow_diagram: true },
    });
    expect(on.status).toBe(200);
    expect((await getProduct('flow')).body.whatsInside?.graphs).toHaveLength(1);
  });

  it('refuses a switch that is not true or false', async () => {
    const answer = await manageCall('PUT /api/manage/products/{id}/flags', {
      token: seller.accessToken,
      params: { id: 'flow' },
      body: { revision: 0, show_workflow_diagram: 'no' },
    });
    expect(answer.status).toBe(400);
  });

  it('answers null for a version without read automation files', async () => {
    await putProduct(testProduct('plain'));
    await putVersion(testVersion('plain', 'p1', { is_latest: true }));
    await putFile(testFile('plain', 'p1', 'pf', { file_purpose: 'automation' }));
    expect((await getProduct('plain')).body.whatsInside).toBeNull();
  });

  it("puts the published version's first apps on the catalogue card when it is published", async () => {
    expect((await listCatalogue()).products.find((p) => p.id === 'flow')?.apps).toBeUndefined();
    const detail = await manageCall('GET /api/manage/products/{id}', {
      token: seller.accessToken,
      params: { id: 'flow' },
    });
    const draft = detail.body.versions.find((version) => version.id === 'v2');
    const publish = await manageCall(
      'POST /api/manage/products/{id}/versions/{versionId}/publish',
      {
        token: seller.accessToken,
        params: { id: 'flow', versionId: 'v2' },
        body: { revision: draft?.revision },
      },
    );
    expect(publish.status).toBe(200);
    const card = (await listCatalogue()).products.find((p) => p.id === 'flow');
    expect(card?.apps).toEqual({ first: [{ name: 'Unreleased App', icon: '' }], total: 1 });
    // The product page follows the newly published version too.
    expect((await getProduct('flow')).body.whatsInside?.needs).toEqual(['Unreleased App account']);
  });

  it("follows the published version's files: a deleted file's apps leave the card", async () => {
    const deleted = await manageCall('DELETE /api/manage/products/{id}/files/{fileId}', {
      token: seller.accessToken,
      params: { id: 'flow', fileId: 'f2' },
    });
    expect(deleted.status).toBe(200);
    expect((await listCatalogue()).products.find((p) => p.id === 'flow')?.apps).toBeUndefined();
    expect((await getProduct('flow')).body.whatsInside).toBeNull();
  });
});
