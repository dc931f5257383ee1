/**
 * What the shop delivers of a demo file: an automation export as the seed stored it (cleaned of
 * pinned data and account traces, as an upload's confirmation cleans it), anything else as it
 * is in the repo.
 */
import { readFile } from 'node:fs/promises';
import type { AutomationPlatform } from '../../lambdas/rules/automation/manifest';
import { checkAutomationSafety } from '../../lambdas/rules/automation/safety';
import { demoSourcePath } from '../../scripts/local/demo/sources';

const PLATFORMS: readonly AutomationPlatform[] = ['make', 'n8n', 'zapier'];

export async function deliveredDemoFile(source: string): Promise<Buffer> {
  const bytes = await readFile(demoSourcePath(source));
  const platform = PLATFORMS.find((candidate) => source.startsWith(`${candidate}/`));
  if (!source.endsWith('.json') || !platform) return bytes;
  const safety = await checkAutomationSafety(bytes.toString('utf8'), platform);
  if (!safety.safe) throw new Error(`Demo file ${source} holds secrets: ${safety.message}`);
  return Buffer.from(safety.text, 'utf8');
}
