import { spawn } from 'node:child_process';
import { Refusal } from './errors';

/**
 * Runs a command in the repository with the terminal attached (CDK asks before it widens IAM
 * permissions), resolving when it succeeds. Tests pass a runner that records the calls.
 */
export type CommandRunner = (
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> },
) => Promise<void>;

export const spawnRunner: CommandRunner = (command, args, options) =>
  new Promise((resolve, reject) => {
    // The Stripe key is for the Stripe step alone: no build or CDK process needs to see it.
    const { STRIPE_SECRET_KEY: _stripeKey, ...inherited } = process.env;
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: 'inherit',
      env: { ...inherited, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Refusal(
            `\`${[command, ...args.slice(0, 2)].join(' ')} ...\` failed ` +
              `(${signal ?? `exit ${code}`}); its output above says why.`,
          ),
        );
    });
  });

/** The project's own CDK CLI (devDependency aws-cdk), never a global one of another version. */
export const CDK = { command: 'npx', args: ['--no-install', 'cdk'] } as const;

/** The SPA build the site stack deploys (vite build into web/dist). */
export const BUILD_WEB = { command: 'npm', args: ['run', 'build:web'] } as const;
