import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The real n8n for `npm run test:n8n`, installed on demand outside the project's own
 * dependencies: it is about two gigabytes, and only this one test needs it. Pinned to the newest
 * 1.x release, which runs on the project's Node 24 (it supports 20.19 to 24.x) and whose
 * template API is the one current releases still call; moving to 2.x would replace the whole
 * lock and the editor the test drives for no gain to what is tested. package.json's overrides
 * keep it installable from the npm registry alone (xlsx from the registry instead of a CDN
 * tarball, msgpackr-extract at the newest release built for every platform), and its
 * allowScripts lets exactly the known native builds run (sqlite3 must compile here, since its
 * prebuilt binary would come from GitHub) and keeps @scarf/scarf's install analytics off.
 */
export const N8N_VERSION = '1.123.81';

const PACKAGE_FILES = ['package.json', 'package-lock.json'];

/**
 * Outside the repository so a root `npm ci` does not wipe it, and shared by every checkout on
 * the machine. N8N_TEST_CACHE_DIR moves it.
 */
export function n8nInstallDir(): string {
  const base =
    process.env.N8N_TEST_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'automation-marketplace');
  return path.join(base, `n8n-${N8N_VERSION}`);
}

export function n8nBinary(): string {
  return path.join(n8nInstallDir(), 'node_modules', 'n8n', 'bin', 'n8n');
}

/** What the installed tree was made from: the committed package files and the Node version. */
function installedFrom(): string {
  const hash = createHash('sha256');
  for (const file of PACKAGE_FILES) hash.update(readFileSync(path.join(__dirname, file)));
  hash.update(`${process.versions.node.split('.').slice(0, 2).join('.')} ${process.platform}`);
  return hash.digest('hex');
}

/**
 * Installs exactly the committed lockfile (`npm ci`) unless that install is already there for
 * the same package files and Node minor (native addons are built for one Node ABI). Returns the
 * path of n8n's start script. The first install takes several minutes (see docs/n8n-library.md).
 */
export function ensureN8nInstalled(log: (line: string) => void = console.log): string {
  const dir = n8nInstallDir();
  const stamp = path.join(dir, '.install-stamp');
  const wanted = installedFrom();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted && existsSync(n8nBinary())) {
    return n8nBinary();
  }
  mkdirSync(dir, { recursive: true });
  for (const file of PACKAGE_FILES) copyFileSync(path.join(__dirname, file), path.join(dir, file));
  log(`Installing n8n ${N8N_VERSION} into ${dir} (npm ci, a few minutes the first time)...`);
  const started = Date.now();
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`npm ci for n8n ${N8N_VERSION} failed in ${dir}; see the output above`);
  }
  writeFileSync(stamp, wanted);
  log(`n8n ${N8N_VERSION} installed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return n8nBinary();
}
