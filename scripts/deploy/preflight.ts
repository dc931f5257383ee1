import type { EnvironmentConfig } from '../../lib/config';
import {
  checkCredentials,
  checkSender,
  targetRegion,
  unbootstrappedRegions,
  type AwsClients,
} from './aws-checks';
import { Refusal, type Log } from './errors';
import { bootstrapQualifier, cdkContextArgs, deployRegions } from './settings';

/**
 * Node `version` against package.json's `engines.node` (`>=24.11.0 <25`): older is refused (the
 * Lambdas run on that major and the tooling needs it), a newer major is only a warning.
 */
export function checkNode(version: string, engines: string): string | undefined {
  const range = /^>=(\d+)\.(\d+)\.(\d+) <(\d+)$/.exec(engines);
  if (!range) throw new Error(`Unexpected engines.node in package.json: ${engines}`);
  const [major = 0, minor = 0, patch = 0, below = Infinity] = range.slice(1).map(Number);
  const [have = 0, haveMinor = 0, havePatch = 0] = version.replace(/^v/, '').split('.').map(Number);
  const older = have - major || haveMinor - minor || havePatch - patch;
  if (older < 0) {
    throw new Refusal(
      `Node ${version} is too old to deploy this project: it needs Node ${major} ` +
        `(${major}.${minor}.${patch} or newer), the Node the Lambdas run on. Install it (e.g. ` +
        '`nvm install`, which reads .nvmrc) and run the command again.',
    );
  }
  if (have >= below) {
    return `Node ${version} is newer than the Node ${major} the project is tested on; it should work.`;
  }
  return undefined;
}

export interface PreflightResult {
  account: string;
  region: string;
  /** Regions to bootstrap first (only when --bootstrap asked for it). */
  toBootstrap: string[];
}

export interface PreflightInput {
  config: EnvironmentConfig;
  context: Record<string, unknown>;
  overrides?: string;
  bootstrap: boolean;
  nodeVersion: string;
  engines: string;
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * Every check, read-only, in the order an operator fixes them; the first problem is refused
 * with what to do. Nothing is built or deployed before all of them pass.
 */
export async function preflight(
  input: PreflightInput,
  aws: AwsClients,
  log: Log,
): Promise<PreflightResult> {
  const { config } = input;
  const nodeWarning = checkNode(input.nodeVersion, input.engines);
  log(`ok   Node ${input.nodeVersion}${nodeWarning ? ` (${nodeWarning})` : ''}`);
  log(`ok   settings of "${config.envName}" (cdk.json context.environments.${config.envName})`);

  const region = await targetRegion(aws, config);
  const { account, arn } = await checkCredentials(aws, config, region);
  log(`ok   AWS account ${account}, region ${region} (credentials: ${arn})`);

  const regions = deployRegions(config, region);
  const missing = await unbootstrappedRegions(
    aws,
    account,
    regions,
    bootstrapQualifier(input.context),
  );
  if (missing.length && !input.bootstrap) {
    const targets = missing.map((name) => `aws://${account}/${name}`).join(' ');
    const context = cdkContextArgs(config, input.overrides).map(shellQuote).join(' ');
    throw new Refusal(
      `CDK is not bootstrapped in ${missing.join(' and ')} (account ${account}). Run\n` +
        `  npx cdk bootstrap ${targets} ${context}\n` +
        `or run this deploy again with --bootstrap to have it done first.`,
    );
  }
  log(
    missing.length
      ? `todo CDK bootstrap of ${missing.join(', ')} (--bootstrap: done before the deploy)`
      : `ok   CDK bootstrap in ${regions.join(', ')}`,
  );

  const sender = await checkSender(aws, config, region);
  if (sender.verified) log(`ok   SES sender ${config.mailFromDomain ?? config.mailFrom} verified`);
  for (const note of sender.notes) log(`note ${note}`);
  return { account, region, toBootstrap: missing };
}
