/**
 * Writes lambdas/rules/automation/n8n-node-catalogue.json and web/public/app-icons/n8n/ from the
 * published n8n node packages, so display names and icons are n8n's own rather than hand-typed.
 * Run: `npx tsx scripts/automation/generate-n8n-node-catalogue.ts` (needs registry.npmjs.org).
 * Bump PACKAGES' versions to refresh; the output is committed, nothing downloads at runtime.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const OUT_JSON = path.join(REPO_ROOT, 'lambdas/rules/automation/n8n-node-catalogue.json');
const OUT_ICONS = path.join(REPO_ROOT, 'web/public/app-icons/n8n');
/** Pinned so the committed table only changes when someone bumps these. */
const PACKAGES = [
  { name: 'n8n-nodes-base', version: '2.41.2', ai: false },
  { name: '@n8n/n8n-nodes-langchain', version: '2.41.1', ai: true },
] as const;
/** Icons above this are skipped (the step falls back to a letter badge): static files, not JS. */
const ICON_MAX_BYTES = 20 * 1024;
/** And past this total, later nodes go without (the 2.41 packages come to about 820 KB). */
const ICON_TOTAL_MAX_BYTES = 1024 * 1024;
/** Flags packed into one number per node type to keep the table small. */
const FLAG_TRIGGER = 1;
const FLAG_AI = 2;

interface NodeDescription {
  name: string;
  displayName: string;
  group?: string[];
  icon?: unknown;
  iconUrl?: unknown;
  codex?: { categories?: string[] };
}

function unpack(pkg: string, version: string, into: string): string {
  const tarball = execFileSync('npm', ['pack', `${pkg}@${version}`, '--silent'], {
    cwd: into,
    encoding: 'utf8',
  }).trim();
  const dir = path.join(into, pkg.replace(/[@/]/g, '_'));
  mkdirSync(dir);
  execFileSync('tar', ['xzf', path.join(into, tarball), '-C', dir]);
  return path.join(dir, 'package');
}

/** The icon file inside the package: `iconUrl` ('icons/<pkg>/dist/...') or `icon` ('file:x.svg'). */
function iconPath(node: NodeDescription, pkgName: string): string | undefined {
  const url = pickLight(node.iconUrl);
  if (url) return url.replace(`icons/${pkgName}/`, '');
  return undefined;
}

function pickLight(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'light' in value) {
    const light = (value as { light: unknown }).light;
    return typeof light === 'string' ? light : undefined;
  }
  return undefined;
}

function iconKey(type: string, ext: string): string {
  return `${type.replace(/^@n8n\/n8n-nodes-langchain\./, 'lc-').replace(/^n8n-nodes-base\./, '')}${ext}`;
}

async function main() {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'n8n-catalogue-'));
  const nodes: Record<string, [string, string, number]> = {};
  const credentials: Record<string, string> = {};
  const versions: Record<string, string> = {};
  let iconBytes = 0;
  let skippedIcons = 0;
  rmSync(OUT_ICONS, { recursive: true, force: true });
  mkdirSync(OUT_ICONS, { recursive: true });
  try {
    for (const pkg of PACKAGES) {
      const root = unpack(pkg.name, pkg.version, temp);
      versions[pkg.name] = pkg.version;
      const described = JSON.parse(
        readFileSync(path.join(root, 'dist/types/nodes.json'), 'utf8'),
      ) as NodeDescription[];
      for (const node of described) {
        const type = `${pkg.name}.${node.name}`;
        if (nodes[type]) continue; // versioned nodes are listed once per version
        const trigger = (node.group ?? []).includes('trigger') || /Trigger$/.test(node.name);
        const ai = pkg.ai || (node.codex?.categories ?? []).includes('AI');
        let key = '';
        const file = iconPath(node, pkg.name);
        const ext = file ? path.extname(file).toLowerCase() : '';
        if (file && (ext === '.svg' || ext === '.png') && existsSync(path.join(root, file))) {
          const size = statSync(path.join(root, file)).size;
          if (size <= ICON_MAX_BYTES && iconBytes + size <= ICON_TOTAL_MAX_BYTES) {
            key = iconKey(type, ext);
            writeFileSync(path.join(OUT_ICONS, key), readFileSync(path.join(root, file)));
            iconBytes += size;
          } else skippedIcons += 1;
        }
        nodes[type] = [node.displayName, key, (trigger ? FLAG_TRIGGER : 0) | (ai ? FLAG_AI : 0)];
      }
      const credsFile = path.join(root, 'dist/types/credentials.json');
      if (existsSync(credsFile)) {
        const creds = JSON.parse(readFileSync(credsFile, 'utf8')) as {
          name: string;
          displayName: string;
        }[];
        for (const cred of creds) credentials[cred.name] ??= cred.displayName;
      }
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const json = JSON.stringify({
    generatedFrom: versions,
    nodeFields: ['displayName', 'iconKey', 'flags: 1 trigger, 2 AI'],
    nodes: sorted(nodes),
    credentials: sorted(credentials),
  });
  // Formatted as `npm run lint` expects, one node type a line: readable diffs on a version bump.
  const options = (await resolveConfig(OUT_JSON)) ?? {};
  writeFileSync(OUT_JSON, await format(json, { ...options, filepath: OUT_JSON }));
  const iconCount = readdirSync(OUT_ICONS).length;
  console.log(
    `${Object.keys(nodes).length} node types, ${Object.keys(credentials).length} credential types, ` +
      `${(json.length / 1024).toFixed(1)} KB JSON; ${iconCount} icons, ${(iconBytes / 1024).toFixed(1)} KB ` +
      `(${skippedIcons} skipped: over ${ICON_MAX_BYTES / 1024} KB each or the 1 MB total)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
