#!/usr/bin/env node
/**
 * Entry of `npm start`, `npm test`, `npm run reset`...: plain Node, so it runs before any
 * dependency exists. It installs exactly what package-lock.json says (`npm ci`) when the
 * package files, Node or the platform changed since the last install, then runs the given
 * TypeScript script with tsx. `npm ci` never rewrites the lock, and refuses one that does not
 * match package.json, so every machine runs the same tree.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules', '.install-stamp');

/**
 * The Lambdas run on Node 24 (lib/constructs/node-function.ts), so that major is the one this
 * project supports and tests on: an older Node is refused with what to install, a newer one
 * gets a warning (it usually works, but it is not what runs on AWS).
 */
const SUPPORTED_MAJOR = 24;
const MINIMUM = [24, 11];

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MINIMUM[0] || (major === MINIMUM[0] && minor < MINIMUM[1])) {
    console.error(
      [
        `Node ${process.versions.node} is too old for this project: it needs Node ${SUPPORTED_MAJOR} ` +
          `(${MINIMUM.join('.')} or newer), the major the Lambdas run on.`,
        `Install Node ${SUPPORTED_MAJOR} LTS, for example:`,
        `  nvm install   (reads .nvmrc)   or   fnm use --install-if-missing`,
        `  or the Node ${SUPPORTED_MAJOR} installer from nodejs.org`,
        `then run the command again. CI does this by itself (scripts/use-node.sh).`,
      ].join('\n'),
    );
    process.exit(1);
  }
  if (major > SUPPORTED_MAJOR) {
    console.warn(
      `Node ${process.versions.node} is newer than the Lambdas' Node ${SUPPORTED_MAJOR}; ` +
        `it should work, but Node ${SUPPORTED_MAJOR} is what is tested and deployed (.nvmrc).`,
    );
  }
}

/** The parts of package.json that decide the installed tree (a new script does not). */
const TREE_FIELDS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'overrides',
  'workspaces',
];

function readOr(file, fallback) {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : fallback;
}

/**
 * What the installed tree was made from: the lock, package.json's dependency fields, and the
 * Node version and platform it was built for (native binaries differ). Any change means
 * installing again.
 */
function installedFrom() {
  const hash = createHash('sha256');
  const manifest = JSON.parse(readOr('package.json', '{}'));
  hash.update(JSON.stringify(TREE_FIELDS.map((field) => manifest[field] ?? null)));
  hash.update(readOr('package-lock.json', ''));
  hash.update(
    `${process.versions.node.split('.').slice(0, 2).join('.')} ${process.platform} ${process.arch}`,
  );
  return hash.digest('hex');
}

function ensureInstalled() {
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === installedFrom()) return;
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, installedFrom());
}

checkNode();
ensureInstalled();

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/bootstrap.mjs <script.ts> [args...]');
  process.exit(2);
}
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
});
// Ctrl-C reaches the child through the shared terminal; other signals are passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
