import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  ArchiveManifest,
  AutomationManifest,
  AutomationPlatform,
} from '../../../../lambdas/rules/automation/manifest';
import { readAutomationFile } from '../../../../lambdas/rules/automation/read-automation-file';

const FIXTURES = path.join(__dirname, '..', '..', '..', 'fixtures', 'automation');

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(FIXTURES, name)));
}

export const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/** The manifest of a file that must be read, failing the test with the refusal otherwise. */
export function manifestOf(
  bytes: Uint8Array,
  fileName = 'workflow.json',
  hint?: AutomationPlatform,
): AutomationManifest {
  const reading = readAutomationFile(bytes, fileName, hint);
  if (!reading.ok) throw new Error(`refused: ${reading.reason}`);
  if (reading.kind !== 'file') throw new Error('read as an archive');
  return reading.manifest;
}

export function archiveOf(bytes: Uint8Array, fileName = 'templates.zip'): ArchiveManifest {
  const reading = readAutomationFile(bytes, fileName);
  if (!reading.ok) throw new Error(`refused: ${reading.reason}`);
  if (reading.kind !== 'archive') throw new Error('read as a single file');
  return reading.archive;
}

export function refusalOf(
  bytes: Uint8Array,
  fileName = 'workflow.json',
  hint?: AutomationPlatform,
) {
  const reading = readAutomationFile(bytes, fileName, hint);
  return reading.ok ? 'read' : reading.reason;
}

/** A linear n8n workflow of `count` steps (the perf bench and size tests build on it). */
export function linearN8n(count: number, pad = 0) {
  const nodes = Array.from({ length: count }, (_, index) => ({
    parameters: pad ? { text: 'x'.repeat(pad) } : {},
    id: `id-${index}`,
    name: `Step ${index}`,
    type: index === 0 ? 'n8n-nodes-base.manualTrigger' : 'n8n-nodes-base.slack',
    typeVersion: 1,
    position: [index * 200, 0],
  }));
  const connections = Object.fromEntries(
    nodes
      .slice(0, -1)
      .map((node, index) => [
        node.name,
        { main: [[{ node: `Step ${index + 1}`, type: 'main', index: 0 }]] },
      ]),
  );
  return { name: 'Linear', nodes, connections };
}
