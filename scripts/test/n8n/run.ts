import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../local/paths';
import { ensureN8nInstalled } from './install';

/**
 * `npm run test:n8n`: installs the pinned n8n once (skipped when already there), then runs the
 * real-n8n test with its own Jest config. Extra arguments go to Jest.
 */
const started = Date.now();
const n8nBinary = ensureN8nInstalled();
const result = spawnSync(
  path.join(REPO_ROOT, 'node_modules', '.bin', 'jest'),
  ['--config', 'jest.n8n.config.js', ...process.argv.slice(2)],
  { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, N8N_TEST_BINARY: n8nBinary } },
);
console.log(`test:n8n finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
process.exit(result.status ?? 1);
