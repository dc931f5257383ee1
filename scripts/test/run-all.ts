import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../local/paths';

/**
 * `npm test`: type-check, lint and format check, then every Jest suite (unit, integration,
 * infrastructure, browser) in one run that ends with its `Tests: N passed, N failed` line.
 * Extra arguments go to Jest (`npm test -- --selectProjects unit`).
 */
const bin = (name: string) => path.join(REPO_ROOT, 'node_modules', '.bin', name);

const steps: { title: string; command: string; args: string[] }[] = [
  {
    title: 'Type-check (lambdas, CDK, scripts, tests)',
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'tsconfig.json'],
  },
  { title: 'Type-check (web)', command: bin('tsc'), args: ['--noEmit', '-p', 'web/tsconfig.json'] },
  {
    title: 'Type-check (Vite config)',
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'web/tsconfig.node.json'],
  },
  { title: 'Lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  {
    title: 'Format check',
    command: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
  },
  {
    title: 'Jest: unit, integration, infra, browser',
    command: bin('jest'),
    args: process.argv.slice(2),
  },
];

/** The steps done so far and their seconds, for Jest's closing time report. */
const phases: { title: string; seconds: number }[] = [];

for (const step of steps) {
  console.log(`\n▶ ${step.title}`);
  const stepStarted = Date.now();
  const result = spawnSync(step.command, step.args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // tests/support/summary-reporter.js lists these above its closing line.
    env: { ...process.env, TEST_RUN_PHASES: JSON.stringify(phases) },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  // Jest's own closing line stays the last line of the run.
  if (step !== steps.at(-1)) console.log(`✔ ${step.title} (${seconds} s)`);
  phases.push({ title: step.title, seconds: Number(seconds) });
}
