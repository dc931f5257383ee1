import path from 'node:path';
import { buildSync } from 'esbuild';
import { REPO_ROOT } from '../../lib/config';
import { AUTOMATION_MAX_BYTES } from '../../lambdas/rules/automation/manifest';
import { readAutomationFile } from '../../lambdas/rules/automation/read-automation-file';

/**
 * The automation reader on the largest file it accepts: a generated n8n workflow of 2,000 steps
 * (AI sub-nodes, credentials, branches) padded to just under 2 MB. Times ROUNDS readings (enough
 * for a p99 that is not just the slowest one) and the heap they reach, and the minified size of
 * the reader with its catalogue (what a Lambda that imports it pays).
 */
const ROUNDS = 100;
const STEPS = 2000;

function largestWorkflow(): Uint8Array {
  const types = [
    'n8n-nodes-base.slack',
    'n8n-nodes-base.googleSheets',
    '@n8n/n8n-nodes-langchain.agent',
    '@n8n/n8n-nodes-langchain.lmChatOpenAi',
    'n8n-nodes-base.if',
  ];
  const nodes = Array.from({ length: STEPS }, (_, index) => ({
    parameters: { text: '' },
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Step ${index}`,
    type: index === 0 ? 'n8n-nodes-base.webhook' : (types[index % types.length] as string),
    typeVersion: 1,
    position: [index * 220, (index % 7) * 120],
    credentials: { slackOAuth2Api: { id: `c${index % 9}`, name: 'Slack' } },
  }));
  const connections: Record<string, unknown> = {};
  for (let index = 0; index < STEPS - 1; index += 1) {
    const kind = nodes[index]?.type.endsWith('lmChatOpenAi') ? 'ai_languageModel' : 'main';
    connections[`Step ${index}`] = {
      [kind]: [[{ node: `Step ${index + 1}`, type: kind, index: 0 }]],
    };
  }
  const bare = JSON.stringify({ name: 'Bench', nodes, connections }).length;
  const pad = Math.floor((AUTOMATION_MAX_BYTES - bare - 1024) / STEPS);
  for (const node of nodes) node.parameters.text = 'x'.repeat(pad);
  return new TextEncoder().encode(JSON.stringify({ name: 'Bench', nodes, connections }));
}

export interface AutomationReaderBench {
  fileBytes: number;
  manifestBytes: number;
  p50Ms: number;
  p99Ms: number;
  peakHeapMb: number;
  bundleBytes: number;
}

function readerBundleBytes(): number {
  const result = buildSync({
    entryPoints: [path.join(REPO_ROOT, 'lambdas/rules/automation/read-automation-file.ts')],
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'cjs',
    write: false,
  });
  return result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
}

export function benchAutomationReader(): AutomationReaderBench {
  const bytes = largestWorkflow();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  const times: number[] = [];
  let manifestBytes = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    const reading = readAutomationFile(bytes, 'bench.json', 'n8n');
    times.push(performance.now() - start);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    if (!reading.ok) throw new Error(`bench workflow refused: ${reading.reason}`);
    if (reading.kind === 'file') manifestBytes = JSON.stringify(reading.manifest).length;
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return {
    fileBytes: bytes.length,
    manifestBytes,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    peakHeapMb: (peak - heapBefore) / 1024 / 1024,
    bundleBytes: readerBundleBytes(),
  };
}
