import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../local/paths';

/**
 * `npm run fuzz`: the property-based fuzz suite (tests/integration/fuzz.test.ts) with 10,000
 * hostile requests per route instead of the 150 of `npm test`. It prints the totals by status.
 * FUZZ_RUNS overrides the count.
 */
const result = spawnSync(
  path.join(REPO_ROOT, 'node_modules', '.bin', 'jest'),
  ['--selectProjects', 'integration', '--testPathPatterns', 'integration/fuzz'],
  {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000' },
  },
);
process.exit(result.status ?? 1);
