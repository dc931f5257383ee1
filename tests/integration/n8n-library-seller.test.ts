import type { ManagedFile, ManagedProductDetail } from '../../lambdas/contracts/manage/products';
import type { N8nSearchResponse, N8nWorkflowImport } from '../../lambdas/contracts/n8n-library';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller, manageCall, productInput } from '../support/manage-api';
import {
  coreWorkflow,
  createLibrary,
  grantPurchase,
  libraryGet,
  uploadAutomation,
} from '../support/n8n-library';

const CREATE = 'POST /api/manage/products';
const VERSIONS = 'POST /api/manage/products/{id}/versions';
const PUBLISH = 'POST /api/manage/products/{id}/versions/{versionId}/publish';
const SEARCH = 'GET /api/n8n/{token}/templates/search';
const IMPORT = 'GET /api/n8n/{token}/workflows/templates/{id}';

type Seller = Awaited<ReturnType<typeof createSeller>>;

describe('n8n files from the seller side to the buyer library', () => {
  let seller: Seller;
  let buyer: TestUser;
  let token: string;

  beforeAll(async () => {
    await useIsolatedTable();
    [seller, buyer] = await Promise.all([createSeller(), createSignedInUser()]);
    token = (await createLibrary(buyer.accessToken)).token;
  });

  async function newVersion(id: string, versionNumber: string): Promise<string> {
    const created = await manageCall(VERSIONS, {
      token: seller.accessToken,
      params: { id },
      body: { version_number: versionNumber, release_date: '2026-05-01', changelog: '- notes' },
    });
    const version = created.body.versions.find((v) => v.version_number === versionNumber);
    if (!version) throw new Error('version not created');
    return version.id;
  }

  const upload = (id: string, versionId: string, title: string, text: string) =>
    uploadAutomation(seller.accessToken, id, versionId, title, text);

  async function publish(id: string, versionId: string): Promise<ManagedProductDetail> {
    const detail = await manageCall('GET /api/manage/products/{id}', {
      token: seller.accessToken,
      params: { id },
    });
    const version = detail.body.versions.find((v) => v.id === versionId);
    const published = await manageCall(PUBLISH, {
      token: seller.accessToken,
      params: { id, versionId },
      body: { revision: version?.revision ?? 0 },
    });
    expect(published.status).toBe(200);
    return published.body;
  }

  const flags = (file: ManagedFile) => ({
    importable: file.n8n_importable,
    problem: file.n8n_import_problem,
  });

  it('flags what n8n cannot import on an n8n product, and leaves other platforms alone', async () => {
    const n8n = await manageCall(CREATE, {
      token: seller.accessToken,
      body: productInput({ platform: 'n8n', name: 'Seller Flow Pack' }),
    });
    const id = n8n.body.product.id;
    const versionId = await newVersion(id, '1.0.0');
    const good = await upload(id, versionId, 'Main flow', JSON.stringify(coreWorkflow('Main')));
    expect(flags(good)).toEqual({ importable: true, problem: undefined });
    expect(good.n8n_node_types).toEqual([
      'n8n-nodes-base.manualTrigger',
      'n8n-nodes-base.set',
      'n8n-nodes-base.noOp',
    ]);
    // What is not JSON at all is refused on upload (manage-files-automation.test.ts).
    await expect(upload(id, versionId, 'Broken flow', '{"nodes": [')).rejects.toThrow(
      'Not confirmed: 400',
    );
    const noConnections = await upload(
      id,
      versionId,
      'Half flow',
      JSON.stringify({ nodes: coreWorkflow('x').nodes }),
    );
    expect(flags(noConnections)).toEqual({
      importable: false,
      problem: 'No "connections" object.',
    });

    const make = await manageCall(CREATE, {
      token: seller.accessToken,
      body: productInput({ platform: 'Make' }),
    });
    const makeVersion = await newVersion(make.body.product.id, '1.0.0');
    const scenario = await upload(
      make.body.product.id,
      makeVersion,
      'Scenario',
      JSON.stringify({ flow: [{ id: 1, module: 'util:SetVariable2', version: 1, mapper: {} }] }),
    );
    expect(flags(scenario)).toEqual({ importable: undefined, problem: undefined });

    // The buyer's library serves the importable file only, and nothing before publication.
    await grantPurchase(buyer.userId, id);
    const before = await libraryGet<N8nSearchResponse>(SEARCH, token);
    expect(before.body.totalWorkflows).toBe(0);
    await publish(id, versionId);
    const after = await libraryGet<N8nSearchResponse>(SEARCH, token);
    // Only one of its workflows is served, so the card carries the product's name alone.
    expect(after.body.workflows.map((workflow) => workflow.name)).toEqual(['Seller Flow Pack']);
  });

  it('serves the latest published version under the same template id; drafts never', async () => {
    const created = await manageCall(CREATE, {
      token: seller.accessToken,
      body: productInput({ platform: 'n8n', name: 'Versioned Flow' }),
    });
    const id = created.body.product.id;
    await grantPurchase(buyer.userId, id);
    const first = await newVersion(id, '1.0.0');
    await upload(id, first, 'Flow', JSON.stringify(coreWorkflow('first')));
    await publish(id, first);
    const search = async () =>
      (await libraryGet<N8nSearchResponse>(SEARCH, token, { query: { search: 'versioned' } })).body
        .workflows;
    const [v1] = await search();
    const imported = async (templateId: number) =>
      (await libraryGet<N8nWorkflowImport>(IMPORT, token, { id: String(templateId) })).body;
    const labelOf = async (templateId: number) =>
      JSON.stringify((await imported(templateId)).workflow.nodes);
    expect(await labelOf(v1?.id ?? 0)).toContain('"first"');

    const second = await newVersion(id, '2.0.0');
    await upload(id, second, 'Flow', JSON.stringify(coreWorkflow('second')));
    // A draft changes nothing for the buyer.
    expect(await labelOf(v1?.id ?? 0)).toContain('"first"');
    await publish(id, second);
    const [v2] = await search();
    expect(v2?.id).toBe(v1?.id);
    expect(await labelOf(v2?.id ?? 0)).toContain('"second"');
  });
});
