import type {
  N8nCategoriesResponse,
  N8nCollectionResponse,
  N8nCollectionsResponse,
  N8nSearchResponse,
  N8nTemplateResponse,
  N8nWorkflowImport,
} from '../../lambdas/contracts/n8n-library';
import { config } from '../../lambdas/infra/config';
import type { Product } from '../../lambdas/rules/product';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import {
  coreWorkflow,
  createLibrary,
  grantPurchase,
  libraryGet,
  NOT_FOUND,
  seedN8nProduct,
} from '../support/n8n-library';

const SEARCH = 'GET /api/n8n/{token}/templates/search';
const TEMPLATE = 'GET /api/n8n/{token}/templates/workflows/{id}';
const IMPORT = 'GET /api/n8n/{token}/workflows/templates/{id}';

const search = (token: string, query: Record<string, string> = {}) =>
  libraryGet<N8nSearchResponse>(SEARCH, token, { query: { page: '1', rows: '20', ...query } });

describe('the n8n template library against the local stack', () => {
  let buyer: TestUser;
  let other: TestUser;
  let bundle: Product;
  let single: Product;
  let foreign: Product;
  let token: string;
  let otherToken: string;
  const alerts = coreWorkflow('Alerts');
  const digest = coreWorkflow('Digest');

  beforeAll(async () => {
    await useIsolatedTable();
    [buyer, other] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    bundle = await seedN8nProduct(
      {
        name: 'Ops Bundle',
        category: 'Operations',
        description:
          '**Two** workflows. [evil](javascript:alert(1)) <img src=x onerror=alert(1)>\n- one',
      },
      [
        { title: 'Alerts workflow', content: alerts },
        { title: 'Digest workflow', content: digest },
        { title: 'Helper script', content: 'function x() {}', fileType: 'js' },
        { title: 'Broken export', content: '{"nodes": "nope"' },
      ],
    );
    single = await seedN8nProduct({ name: 'Lonely Lead Router', category: 'Sales' }, [
      { title: 'Router', content: coreWorkflow('Router') },
    ]);
    foreign = await seedN8nProduct({ name: 'Secret Other Flow', category: 'Finance' }, [
      { title: 'Other', content: coreWorkflow('Other') },
    ]);
    const make = await seedN8nProduct({ name: 'Make Scenario', platform: 'Make' }, [
      { title: 'Scenario', content: coreWorkflow('Scenario') },
    ]);
    await grantPurchase(buyer.userId, bundle.id);
    await grantPurchase(buyer.userId, single.id, true);
    await grantPurchase(buyer.userId, make.id);
    await grantPurchase(other.userId, foreign.id);
    token = (await createLibrary(buyer.accessToken)).token;
    otherToken = (await createLibrary(other.accessToken)).token;
  });

  it('searches the n8n workflows the buyer owns, in the shapes the editor reads', async () => {
    const { status, body, headers } = await search(token);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, max-age=60');
    expect(body.totalWorkflows).toBe(3);
    expect(body.filters).toEqual([]);
    expect(body.workflows.map((workflow) => workflow.name).sort()).toEqual([
      'Lonely Lead Router',
      'Ops Bundle: Alerts workflow',
      'Ops Bundle: Digest workflow',
    ]);
    for (const workflow of body.workflows) {
      expect(Number.isSafeInteger(workflow.id)).toBe(true);
      expect(workflow.createdAt).toBe('2026-03-01T00:00:00.000Z');
      expect(workflow.totalViews).toBe(0);
      expect(workflow.user.username).toBe('Automation Marketplace');
      expect(workflow.nodes.map((node) => node.name)).toEqual([
        'n8n-nodes-base.manualTrigger',
        'n8n-nodes-base.set',
        'n8n-nodes-base.noOp',
      ]);
      expect(workflow.nodes[0]).toMatchObject({ displayName: 'Manual Trigger', icon: 'fa:cube' });
    }
  });

  it('filters by search text, category names (both ways n8n sends them) and pages', async () => {
    const byText = await search(token, { search: 'lead router' });
    expect(byText.body.workflows.map((workflow) => workflow.name)).toEqual(['Lonely Lead Router']);
    const byCategory = await search(token, { category: 'Operations' });
    expect(byCategory.body.totalWorkflows).toBe(2);
    const byArray = await libraryGet<N8nSearchResponse>(SEARCH, token, {
      query: { page: '1', limit: '20', 'categories[]': 'Sales,Operations' },
    });
    expect(byArray.body.totalWorkflows).toBe(3);
    const firstPage = await search(token, { rows: '2', page: '1' });
    const secondPage = await search(token, { rows: '2', page: '2' });
    expect(firstPage.body.workflows).toHaveLength(2);
    expect(secondPage.body.workflows).toHaveLength(1);
    expect(secondPage.body.totalWorkflows).toBe(3);
    const ids = [...firstPage.body.workflows, ...secondPage.body.workflows].map((w) => w.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('lists the shop categories of the library, and a collection per multi-workflow product', async () => {
    const categories = await libraryGet<N8nCategoriesResponse>(
      'GET /api/n8n/{token}/templates/categories',
      token,
    );
    expect(categories.body.categories.map((category) => category.name)).toEqual([
      'Operations',
      'Sales',
    ]);
    const collections = await libraryGet<N8nCollectionsResponse>(
      'GET /api/n8n/{token}/templates/collections',
      token,
      { query: { search: '' } },
    );
    expect(collections.body.collections).toHaveLength(1);
    const [collection] = collections.body.collections;
    expect(collection?.name).toBe('Ops Bundle');
    expect(collection?.workflows).toHaveLength(2);
    const operations = categories.body.categories.find((c) => c.name === 'Operations');
    const sales = categories.body.categories.find((c) => c.name === 'Sales');
    const filtered = await libraryGet<N8nCollectionsResponse>(
      'GET /api/n8n/{token}/templates/collections',
      token,
      { query: { 'category[]': String(sales?.id) } },
    );
    expect(filtered.body.collections).toEqual([]);
    const detail = await libraryGet<N8nCollectionResponse>(
      'GET /api/n8n/{token}/templates/collections/{id}',
      token,
      { id: String(collection?.id) },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.collection).toMatchObject({
      id: collection?.id,
      name: 'Ops Bundle',
      categories: [operations],
      image: [{ id: 1, url: `${config().siteUrl}/demo/${bundle.id}.png` }],
    });
    expect(detail.body.collection.workflows.map((workflow) => workflow.id)).toEqual(
      collection?.workflows.map((workflow) => workflow.id),
    );
  });

  it('previews a template with its workflow, a plain-text description and the way back to the shop', async () => {
    const found = await search(token, { search: 'alerts' });
    const id = String(found.body.workflows[0]?.id);
    const { status, body } = await libraryGet<N8nTemplateResponse>(TEMPLATE, token, { id });
    expect(status).toBe(200);
    const template = body.workflow;
    expect(template.name).toBe('Ops Bundle: Alerts workflow');
    expect(template.workflow.nodes).toEqual(alerts.nodes);
    expect(template.workflow.connections).toEqual(alerts.connections);
    expect(template.workflowInfo.nodeCount).toBe(3);
    expect(template.workflowInfo.nodeTypes['n8n-nodes-base.set']).toEqual({ count: 1 });
    expect(template.categories).toEqual([{ id: expect.any(Number), name: 'Operations' }]);
    expect(template.image[0]?.url).toBe(`${config().siteUrl}/demo/${bundle.id}.png`);
    expect(template.description).toContain(`(${config().siteUrl}/product/${bundle.id})`);
    expect(template.description).toContain('(fileId:1)');
    // The seller's markup is text: no link, image or HTML of theirs gets through.
    expect(template.description).not.toContain('](javascript');
    expect(template.description).not.toContain('<img');
    expect(template.description).toContain('Two workflows');
  });

  it('imports exactly the stored workflow', async () => {
    const found = await search(token, { search: 'digest' });
    const id = String(found.body.workflows[0]?.id);
    const { status, body } = await libraryGet<N8nWorkflowImport>(IMPORT, token, { id });
    expect(status).toBe(200);
    expect(body.id).toBe(Number(id));
    expect(body.name).toBe('Ops Bundle: Digest workflow');
    expect(body.workflow.nodes).toEqual(digest.nodes);
    expect(body.workflow.connections).toEqual(digest.connections);
    expect(body.workflow.settings).toEqual({ executionOrder: 'v1' });
  });

  it('never shows a buyer what they did not buy', async () => {
    const mine = await search(token, { search: 'secret' });
    expect(mine.body).toMatchObject({ totalWorkflows: 0, workflows: [] });
    const theirs = await search(otherToken);
    expect(theirs.body.workflows.map((workflow) => workflow.name)).toEqual(['Secret Other Flow']);
    const foreignId = String(theirs.body.workflows[0]?.id);
    for (const key of [TEMPLATE, IMPORT]) {
      const answer = await libraryGet(key, token, { id: foreignId });
      expect({ key, status: answer.status, body: answer.body }).toEqual({
        key,
        status: 404,
        body: NOT_FOUND,
      });
    }
    const ownIds = (await search(token)).body.workflows.map((workflow) => String(workflow.id));
    const reachable = await libraryGet(IMPORT, otherToken, { id: ownIds[0] });
    expect(reachable.status).toBe(404);
  });
});
