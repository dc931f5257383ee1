import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeployArgs } from './args';
import type { AwsClients } from './aws-checks';
import { BUILD_WEB, CDK, type CommandRunner } from './commands';
import type { Log } from './errors';
import { outputsFile, readStackOutputs } from './outputs';
import { preflight } from './preflight';
import {
  cdkContextArgs,
  loadSettings,
  readCdkContext,
  requireConfirmation,
  stackNames,
} from './settings';
import { connectStripe, stripeKeyFromEnv, type StripeSetupDeps } from './stripe-setup';

/**
 * `npm run deploy`: the checks (read-only), then the web build, the bootstrap if asked for,
 * every stack of the environment in order, the outputs file, and Stripe if asked for.
 * `npm run deploy -- stripe`: Stripe alone, from the outputs of the last deploy.
 */
export interface DeployDeps {
  /** The repository (cdk.json, package.json, web/). */
  root: string;
  /** Where `{env}.outputs.json` is written (`.deploy/`, git-ignored). */
  outputsDir: string;
  nodeVersion: string;
  aws: AwsClients;
  run: CommandRunner;
  stripe: Omit<StripeSetupDeps, 'log'>;
  log: Log;
}

function engines(root: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines?: { node?: string };
  };
  return manifest.engines?.node ?? '';
}

export async function runDeploy(args: DeployArgs, deps: DeployDeps): Promise<void> {
  const { log } = deps;
  const context = readCdkContext(deps.root);
  const config = loadSettings(context, args.env, args.overrides);
  requireConfirmation(config, args.yesProduction);
  const file = outputsFile(deps.outputsDir, config.envName);
  const stripeDeps = { ...deps.stripe, log };

  if (args.command === 'stripe') {
    const outputs = readStackOutputs(file, config.namePrefix, config.envName);
    return connectStripe(config, outputs, file, stripeDeps);
  }

  // The Stripe step runs after the deploy: its key is checked now, before anything changes.
  if (args.stripe) stripeKeyFromEnv(deps.stripe.env, config);
  log(`Checking "${config.envName}" before anything changes:`);
  const checked = await preflight(
    {
      config,
      context,
      overrides: args.overrides,
      bootstrap: args.bootstrap,
      nodeVersion: deps.nodeVersion,
      engines: engines(deps.root),
    },
    deps.aws,
    log,
  );
  const cdkContext = cdkContextArgs(config, args.overrides);
  // Without a pinned region the CDK takes the SDK's default: the one just checked.
  const options = { cwd: deps.root, env: { AWS_REGION: checked.region } };

  log('Building the web (npm run build:web)');
  await deps.run(BUILD_WEB.command, BUILD_WEB.args, options);
  if (checked.toBootstrap.length) {
    const targets = checked.toBootstrap.map((region) => `aws://${checked.account}/${region}`);
    log(`Bootstrapping ${targets.join(', ')}`);
    await deps.run(CDK.command, [...CDK.args, 'bootstrap', ...targets, ...cdkContext], options);
  }
  const stacks = stackNames(config);
  log(`Deploying ${stacks.join(', then ')} to ${checked.account}`);
  mkdirSync(deps.outputsDir, { recursive: true });
  await deps.run(
    CDK.command,
    [...CDK.args, 'deploy', ...stacks, ...cdkContext, '--outputs-file', file],
    options,
  );

  const outputs = readStackOutputs(file, config.namePrefix, config.envName);
  const shown = file.startsWith(deps.root + path.sep) ? path.relative(deps.root, file) : file;
  log(`Deployed. Outputs: ${shown}`);
  log(`  site: ${outputs['SiteUrl'] ?? '(no SiteUrl output)'}`);
  if (args.stripe) await connectStripe(config, outputs, file, stripeDeps);
  else {
    log(
      `  next: connect Stripe with STRIPE_SECRET_KEY set: npm run deploy -- stripe --env ` +
        `${config.envName}${args.yesProduction ? ' --yes-production' : ''}`,
    );
  }
}
