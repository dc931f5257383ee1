import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../local/paths';

/**
 * `npm test`: type-check, lint and format check, then every Jest suite (unit, integration,
 * infrastructure, browser) in one run that ends with its `Tests: N passed, N failed` line.
 * Extra arguments go to Jest (`npm test -- --selectProjects unit`).
 */
const bin = (name: string) => path.join(REPO_ROOT, 'node_modules', '.bin', name);

interface Step {
  title: string;
  command: string;
  args: string[];
}

/** Independent of each other: they run side by side, one per core. */
const checks: Step[] = [
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
];

const jest: Step = {
  title: 'Jest: unit, integration, infra, browser',
  command: bin('jest'),
  args: process.argv.slice(2),
};

interface Outcome {
  step: Step;
  status: number;
  output: string;
  seconds: number;
}

/** Runs a step with its output kept, to print whole once it is done (steps run side by side). */
function runCaptured(step: Step): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(step.command, step.args, { cwd: REPO_ROOT, env: process.env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (status) =>
      resolve({ step, status: status ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** Runs the steps `limit` at a time and prints each one, in the list's order, once it is done. */
async function runSideBySide(steps: Step[], limit: number): Promise<Outcome[]> {
  const outcomes: Promise<Outcome>[] = [];
  const running = new Set<Promise<Outcome>>();
  for (const step of steps) {
    if (running.size >= limit) await Promise.race(running);
    const outcome = runCaptured(step);
    running.add(outcome);
    void outcome.then(() => running.delete(outcome));
    outcomes.push(outcome);
  }
  const done: Outcome[] = [];
  for (const pending of outcomes) {
    const outcome = await pending;
    console.log(`\n▶ ${outcome.step.title}`);
    process.stdout.write(outcome.output);
    const seconds = outcome.seconds.toFixed(1);
    if (outcome.status === 0) console.log(`✔ ${outcome.step.title} (${seconds} s)`);
    else console.error(`\n✖ ${outcome.step.title} failed after ${seconds} s.`);
    done.push(outcome);
  }
  return done;
}

async function main(): Promise<void> {
  const checksStarted = Date.now();
  const outcomes = await runSideBySide(checks, Math.max(1, os.availableParallelism()));
  const failed = outcomes.find((outcome) => outcome.status !== 0);
  if (failed) process.exit(failed.status);
  // tests/support/summary-reporter.js lists these above its closing line.
  const phases = [
    ...outcomes.map((outcome) => ({ title: outcome.step.title, seconds: outcome.seconds })),
    { title: 'Checks above, side by side', seconds: (Date.now() - checksStarted) / 1000 },
  ];

  console.log(`\n▶ ${jest.title}`);
  const started = Date.now();
  const result = spawnSync(jest.command, jest.args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, TEST_RUN_PHASES: JSON.stringify(phases) },
  });
  // Jest's own closing line stays the last line of the run: nothing is printed after success.
  if (result.status !== 0) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.error(`\n✖ ${jest.title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
}

void main();
