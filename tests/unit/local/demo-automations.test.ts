import { readFileSync } from 'node:fs';
import type { AutomationManifest } from '../../../lambdas/rules/automation/manifest';
import { readAutomationFile } from '../../../lambdas/rules/automation/read-automation-file';
import { checkAutomationSafety } from '../../../lambdas/rules/automation/safety';
import { DEMO_PRODUCTS } from '../../../scripts/local/demo/catalogue';
import { demoSourcePath } from '../../../scripts/local/demo/sources';

const PLATFORM = { n8n: 'n8n', Make: 'make', Zapier: 'zapier' } as const;

/** Every JSON automation file of the demo, as the seed stores it (read, checked, cleaned). */
const demoFiles = DEMO_PRODUCTS.flatMap((product) =>
  product.versions.flatMap((version) =>
    version.files.flatMap((file) =>
      'source' in file && file.file_purpose === 'automation' && file.file_type === 'json'
        ? [
            {
              source: file.source,
              published: version.is_published,
              platform: PLATFORM[product.platform as keyof typeof PLATFORM],
              text: readFileSync(demoSourcePath(file.source), 'utf8'),
            },
          ]
        : [],
    ),
  ),
);

function manifestOf(file: (typeof demoFiles)[number]): AutomationManifest {
  const reading = readAutomationFile(Buffer.from(file.text), file.source, file.platform);
  if (!reading.ok || reading.kind !== 'file') throw new Error(`${file.source} did not read`);
  return reading.manifest;
}

describe('demo automation files', () => {
  it('all read as their product platform and hold no secrets, so the seed stores them', async () => {
    expect(demoFiles.length).toBeGreaterThanOrEqual(25);
    const failures: string[] = [];
    for (const file of demoFiles) {
      const reading = readAutomationFile(Buffer.from(file.text), file.source, file.platform);
      if (!reading.ok) failures.push(`${file.source}: ${reading.reason}`);
      const safety = await checkAutomationSafety(file.text, file.platform);
      if (!safety.safe) failures.push(`${file.source}: ${safety.message}`);
    }
    expect(failures).toEqual([]);
  });

  it('look like real exports: credentials, triggers and apps on every published file', () => {
    for (const file of demoFiles.filter((entry) => entry.published)) {
      const manifest = manifestOf(file);
      expect({ source: file.source, triggers: manifest.triggers.length > 0 }).toEqual({
        source: file.source,
        triggers: true,
      });
      expect(manifest.stepCount).toBeGreaterThanOrEqual(3);
    }
    const withCredentials = demoFiles.filter((file) => manifestOf(file).credentials.length > 0);
    expect(withCredentials.length).toBeGreaterThanOrEqual(demoFiles.length - 2);
  });

  it('cover the shapes the shop reads: old n8n exports, AI and community nodes, Make routers, Zapier exports', () => {
    const parsed = demoFiles.map((file) => ({ ...file, json: JSON.parse(file.text) as never }));
    const n8n = parsed.filter((file) => file.platform === 'n8n');
    const oldCredentials = n8n.filter((file) =>
      (file.json as { nodes: { credentials?: Record<string, unknown> }[] }).nodes.some((node) =>
        Object.values(node.credentials ?? {}).some((value) => typeof value === 'string'),
      ),
    );
    expect(oldCredentials.length).toBeGreaterThanOrEqual(2);
    expect(n8n.some((file) => manifestOf(file).usesAi)).toBe(true);
    expect(n8n.flatMap((file) => manifestOf(file).communityPackages)).toContain(
      'n8n-nodes-personio',
    );
    const nestedRouter = parsed.some(
      (file) =>
        file.platform === 'make' &&
        manifestOf(file).graph.edges.filter((edge) => edge.kind === 'route').length >= 4,
    );
    expect(nestedRouter).toBe(true);
    const zapier = parsed.filter((file) => file.platform === 'zapier');
    expect(zapier.length).toBeGreaterThanOrEqual(5);
    expect(zapier.some((file) => manifestOf(file).usesAi)).toBe(true);
  });

  it('carry something for cleaning to take out, as sellers\u2019 exports do', async () => {
    for (const file of demoFiles.filter((entry) => entry.published)) {
      const safety = await checkAutomationSafety(file.text, file.platform);
      expect(safety.safe && safety.removed.length > 0).toBe(true);
    }
  });
});
