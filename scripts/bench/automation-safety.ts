import { performance } from 'node:perf_hooks';
import { lintSource } from '@secretlint/core';
import { cleanAutomationFile } from '../../lambdas/rules/automation/safety/clean';
import { findSecrets, SECRETLINT_CONFIG } from '../../lambdas/rules/automation/safety/secrets';

/**
 * The safety check of an uploaded automation file (lambdas/rules/automation/safety): secrets
 * looked for in, and the seller's data cleaned out of, a generated 2 MB n8n workflow of many
 * HTTP, code and Set nodes with pinned data, the largest file the library takes.
 */
export const AUTOMATION_FILE_BYTES = 2 * 1024 * 1024;
const RUNS = 30;
/** Unmeasured first runs: the JIT compiles secretlint's rules and our walker on them. */
const WARM_UP_RUNS = 2;

function generatedWorkflow(bytes: number): string {
  const nodes: unknown[] = [];
  const pinData: Record<string, unknown> = {};
  const connections: Record<string, unknown> = {};
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const name = `Step ${index}`;
    const node = {
      parameters: {
        url: `https://api.example.com/v1/customers/{{ $json.id }}/orders?page=${index}`,
        headerParameters: {
          parameters: [
            { name: 'Authorization', value: '={{ "Bearer " + $json.token }}' },
            {
              name: 'X-Request-Id',
              value: `3f1c2a9e-7b4d-4e2a-9c1f-${String(index).padStart(12, '0')}`,
            },
          ],
        },
        jsCode: `// Step ${index}: keep the paid orders\nconst out = [];\nfor (const item of $input.all()) {\n  if (item.json.status === 'paid') out.push({ json: { id: item.json.id, total: item.json.total } });\n}\nreturn out;`,
        options: {},
      },
      id: `0b9a8c7d-6e5f-4a3b-9c2d-${String(index).padStart(12, '0')}`,
      name,
      type: index % 2 ? 'n8n-nodes-base.code' : 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
      position: [index * 220, 300],
      credentials: { httpHeaderAuth: { id: String(index), name: 'CRM key' } },
    };
    const pinned = [{ json: { email: `customer${index}@example.org`, total: index } }];
    const connection = { main: [[{ node: `Step ${index + 1}`, type: 'main', index: 0 }]] };
    nodes.push(node);
    pinData[name] = pinned;
    connections[name] = connection;
    // Each part at its depth in the two-space layout the file is written in.
    size += [node, pinned, connection].reduce<number>(
      (sum, part) => sum + JSON.stringify(part, null, 2).length * 1.15,
      0,
    );
  }
  return JSON.stringify({ name: 'Bench', nodes, pinData, connections }, null, 2);
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export interface AutomationSafetyResult {
  bytes: number;
  strings: number;
  scanP50Ms: number;
  scanP99Ms: number;
  cleanP50Ms: number;
  cleanP99Ms: number;
  /** One secretlint call on a short string: why the scan joins a file's strings into one. */
  lintCallMs: number;
}

async function lintCallMs(): Promise<number> {
  const calls = 500;
  const started = performance.now();
  for (let call = 0; call < calls; call += 1) {
    await lintSource({
      source: { content: `value ${call}`, filePath: 'value.txt', contentType: 'text' },
      options: { config: SECRETLINT_CONFIG },
    });
  }
  return (performance.now() - started) / calls;
}

export async function measureAutomationSafety(): Promise<AutomationSafetyResult> {
  const text = generatedWorkflow(AUTOMATION_FILE_BYTES);
  const scans: number[] = [];
  const cleans: number[] = [];
  for (let run = 0; run < WARM_UP_RUNS; run += 1) {
    await findSecrets(JSON.parse(text), 'n8n');
    cleanAutomationFile(text, 'n8n');
  }
  for (let run = 0; run < RUNS; run += 1) {
    let started = performance.now();
    const findings = await findSecrets(JSON.parse(text), 'n8n');
    scans.push(performance.now() - started);
    if (findings.length > 0) throw new Error('the generated workflow holds no secret');
    started = performance.now();
    cleanAutomationFile(text, 'n8n');
    cleans.push(performance.now() - started);
  }
  scans.sort((a, b) => a - b);
  cleans.sort((a, b) => a - b);
  return {
    bytes: text.length,
    strings: (text.match(/"/g) ?? []).length / 2,
    scanP50Ms: percentile(scans, 0.5),
    scanP99Ms: percentile(scans, 0.99),
    cleanP50Ms: percentile(cleans, 0.5),
    cleanP99Ms: percentile(cleans, 0.99),
    lintCallMs: await lintCallMs(),
  };
}
