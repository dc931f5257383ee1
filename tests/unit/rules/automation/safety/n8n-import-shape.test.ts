import { readFileSync } from 'node:fs';
import { cleanAutomationFile } from '../../../../../lambdas/rules/automation/safety';
import { checkN8nWorkflowText } from '../../../../../lambdas/rules/n8n-workflow';
import { DEMO_PRODUCTS } from '../../../../../scripts/local/demo/catalogue';
import { demoSourcePath } from '../../../../../scripts/local/demo/sources';

/**
 * What n8n's import asks of a workflow, checked on every cleaned demo n8n file (the files the
 * shop delivers and the library serves) without an n8n: `npm run test:n8n` imports one of them
 * into the real n8n when it is installed. The rules, from n8n-io/n8n 1.x:
 * - nodes: unique names, a type, a numeric typeVersion, an [x, y] position, parameters
 *   (n8n-workflow's INode; checkN8nWorkflowText checks the shape the editor needs);
 * - connections name only nodes of the workflow, per connection type and output, each target
 *   with a node, a type and an index (IConnections);
 * - credentials are INodeCredentialsDetails, `{ id: string | null, name: string }`: a null id is
 *   skipped by the server's access check (getNodesWithInaccessibleCreds) and, with a name no
 *   credential has, the editor leaves it unset and asks the buyer for one of that type;
 * - no webhookId (the editor gives each webhook node a new one), no workflow id or versionId
 *   (a new workflow), not active, and no pinned data or instance meta of the seller.
 */
interface Node {
  name: string;
  type: string;
  typeVersion: unknown;
  position: unknown;
  parameters: unknown;
  credentials?: Record<string, unknown>;
  webhookId?: string;
}
interface Workflow {
  nodes: Node[];
  connections: Record<
    string,
    Record<string, ({ node: string; type: string; index: number }[] | null)[]>
  >;
  id?: unknown;
  versionId?: unknown;
  active?: unknown;
  pinData?: unknown;
  meta?: Record<string, unknown>;
}

const n8nFiles = DEMO_PRODUCTS.filter((product) => product.platform === 'n8n').flatMap((product) =>
  product.versions.flatMap((version) =>
    version.files.flatMap((file) =>
      'source' in file && file.file_type === 'json' ? [file.source] : [],
    ),
  ),
);

describe.each(n8nFiles)('the cleaned %s as n8n imports it', (source) => {
  const raw = readFileSync(demoSourcePath(source), 'utf8');
  const text = cleanAutomationFile(raw, 'n8n').text;
  const workflow = JSON.parse(text) as Workflow;

  it('has the node and connection shape of an n8n workflow', () => {
    expect(checkN8nWorkflowText(text, Buffer.byteLength(text)).importable).toBe(true);
    const names = new Set(workflow.nodes.map((node) => node.name));
    for (const node of workflow.nodes) {
      expect(typeof node.typeVersion).toBe('number');
      expect(typeof node.parameters).toBe('object');
    }
    for (const [from, byType] of Object.entries(workflow.connections)) {
      expect(names.has(from)).toBe(true);
      for (const [type, outputs] of Object.entries(byType)) {
        for (const target of outputs.flat()) {
          if (!target) continue;
          expect(names.has(target.node)).toBe(true);
          expect([target.type, typeof target.index]).toEqual([type, 'number']);
        }
      }
    }
  });

  it('keeps each credential’s type with a null id and no name, and nothing of the seller', () => {
    const original = JSON.parse(raw) as Workflow;
    original.nodes.forEach((node, index) => {
      const cleaned = workflow.nodes[index];
      expect(Object.keys(cleaned?.credentials ?? {})).toEqual(Object.keys(node.credentials ?? {}));
      for (const value of Object.values(cleaned?.credentials ?? {})) {
        // Old exports' string credentials are cleaned to "", which n8n reads as { id: null }.
        if (typeof value === 'string') expect(value).toBe('');
        else expect(value).toEqual({ id: null, name: '' });
      }
      expect(cleaned?.webhookId).toBeUndefined();
    });
    // Current exports write an empty pinData; cleaning removes any pinned items.
    expect(workflow.pinData ?? {}).toEqual({});
    expect(workflow.id ?? undefined).toBeUndefined();
    expect(workflow.versionId ?? undefined).toBeUndefined();
    expect(workflow.active ?? false).toBe(false);
    expect(workflow.meta?.instanceId).toBeUndefined();
  });
});

it('covers credentials of both export shapes and webhook nodes', () => {
  const texts = n8nFiles.map((source) => readFileSync(demoSourcePath(source), 'utf8'));
  expect(texts.some((text) => /"credentials": \{\s*"\w+": "/.test(text))).toBe(true);
  expect(texts.some((text) => /"credentials": \{\s*"\w+": \{\s*"id"/.test(text))).toBe(true);
  expect(texts.some((text) => text.includes('"webhookId"'))).toBe(true);
});
