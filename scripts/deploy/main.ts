/**
 * Entry of `npm run deploy` (through scripts/bootstrap.mjs): see args.ts for the options and
 * docs in docs/deploying.md. Refusals print their message alone and exit 1.
 */
import path from 'node:path';
import { REPO_ROOT } from '../../lib/config';
import { parseArgs, USAGE } from './args';
import { realAwsClients } from './aws-checks';
import { spawnRunner } from './commands';
import { runDeploy } from './deploy';
import { Refusal } from './errors';
import { realSecretsManager, realStripeFor } from './stripe-setup';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.command === 'help') return console.log(USAGE);
  await runDeploy(args, {
    root: REPO_ROOT,
    outputsDir: path.join(REPO_ROOT, '.deploy'),
    nodeVersion: process.versions.node,
    aws: realAwsClients,
    run: spawnRunner,
    stripe: { env: process.env, stripeFor: realStripeFor, secretsManager: realSecretsManager },
    log: (line) => console.log(line),
  });
}

main().catch((error: unknown) => {
  if (error instanceof Refusal) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
