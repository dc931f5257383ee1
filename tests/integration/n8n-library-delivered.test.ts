import { readFileSync } from 'node:fs';
import type { N8nSearchResponse, N8nWorkflowImport } from '../../lambdas/contracts/n8n-library';
import { getProductPartition, putFile } from '../../lambdas/repositories/product-repository';
import { readAutomationFile } from '../../lambdas/rules/automation/read-automation-file';
import { checkAutomationSafety, cleanAutomationFile } from '../../lambdas/rules/automation/safety';
import { checkN8nWorkflowText, workflowNodeTypes } from '../../lambdas/rules/n8n-workflow';
import { manifestNodeTypes } from '../../lambdas/services/n8n-library/library-contents';
import { demoSourcePath } from '../../scripts/local/demo/sources';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { createLibrary, grantPurchase, libraryGet, seedN8nProduct } from '../support/n8n-library';

/**
 * The library serves what buyers get: the stored (cleaned) file of a file confirmed since
 * uploads are read, with its card's node list from the stored manifest; an older record (no
 * manifest, stored before cleaning) is read and cleaned when served.
 */
const SEARCH = 'GET /api/n8n/{token}/templates/search';
const IMPORT = 'GET /api/n8n/{token}/workflows/templates/{id}';
const raw = (source: string) => readFileSync(demoSourcePath(source), 'utf8');

describe('the n8n library serves delivered files', () => {
  const triage = raw('n8n/support-ticket-triage/1.1.0/workflow.json');
  const onboarding = raw('n8n/employee-onboarding/1.0.0/workflow.json');
  let token: string;
  let cleanedTypes: string[];

  beforeAll(async () => {
    await useIsolatedTable();
    const buyer = await createSignedInUser();
    const cleaned = cleanAutomationFile(triage, 'n8n');
    const product = await seedN8nProduct({ name: 'Delivered Flows' }, [
      { title: 'Confirmed', content: cleaned.text },
      { title: 'Legacy', content: onboarding },
    ]);
    // The first file as confirmation stores it: manifest, removals, the import check's flags
    // (its node list left stale on purpose: the manifest's must win).
    const partition = await getProductPartition(product.id);
    const confirmed = partition?.files.find((file) => file.title === 'Confirmed');
    const reading = readAutomationFile(Buffer.from(triage), 'triage.json', 'n8n');
    if (!confirmed || !reading.ok || reading.kind !== 'file') throw new Error('setup');
    const safety = await checkAutomationSafety(triage, 'n8n');
    if (!safety.safe) throw new Error('setup');
    await putFile({
      ...confirmed,
      automation_manifest: reading.manifest,
      automation_removed: safety.removed,
      n8n_importable: true,
      n8n_node_types: ['n8n-nodes-base.stale'],
    });
    cleanedTypes = manifestNodeTypes({ ...confirmed, automation_manifest: reading.manifest }) ?? [];
    await grantPurchase(buyer.userId, product.id);
    token = (await createLibrary(buyer.accessToken)).token;
  });

  it('lists each card’s nodes from the manifest, or from the file of an older record', async () => {
    expect(cleanedTypes).toContain('n8n-nodes-base.zendesk');
    expect(cleanedTypes).toContain('@n8n/n8n-nodes-langchain.lmChatOpenAi');
    const { body } = await libraryGet<N8nSearchResponse>(SEARCH, token, {
      query: { page: '1', rows: '20' },
    });
    const nodesOf = (name: string) =>
      body.workflows.find((workflow) => workflow.name.endsWith(name))?.nodes.map((n) => n.name);
    expect(nodesOf('Confirmed')).toEqual(cleanedTypes);
    const legacy = checkN8nWorkflowText(onboarding, Buffer.byteLength(onboarding));
    if (!legacy.importable) throw new Error('the demo workflow must import');
    expect(nodesOf('Legacy')).toEqual(workflowNodeTypes(legacy.workflow));
  });

  it('imports the stored cleaned file, and cleans an older record’s file when serving it', async () => {
    const { body } = await libraryGet<N8nSearchResponse>(SEARCH, token, {
      query: { page: '1', rows: '20' },
    });
    const idOf = (name: string) =>
      String(body.workflows.find((workflow) => workflow.name.endsWith(name))?.id);
    const confirmed = await libraryGet<N8nWorkflowImport>(IMPORT, token, { id: idOf('Confirmed') });
    const stored = JSON.parse(cleanAutomationFile(triage, 'n8n').text) as { nodes: unknown[] };
    expect(confirmed.body.workflow.nodes).toEqual(stored.nodes);

    const legacy = await libraryGet<N8nWorkflowImport>(IMPORT, token, { id: idOf('Legacy') });
    const delivered = JSON.parse(cleanAutomationFile(onboarding, 'n8n').text) as {
      nodes: unknown[];
    };
    expect(legacy.body.workflow.nodes).toEqual(delivered.nodes);
    expect(legacy.body.workflow.pinData).toBeUndefined();
    // The seller's credential ids and webhook ids never reach the buyer; the types stay.
    const served = JSON.stringify(legacy.body.workflow);
    const original = JSON.parse(onboarding) as {
      nodes: { credentials?: Record<string, { id: string }>; webhookId?: string }[];
    };
    for (const node of original.nodes) {
      for (const [type, credential] of Object.entries(node.credentials ?? {})) {
        expect(served).toContain(`"${type}":{"id":null,"name":""}`);
        expect(served).not.toContain(credential.id);
      }
      if (node.webhookId) expect(served).not.toContain(node.webhookId);
    }
  });
});
