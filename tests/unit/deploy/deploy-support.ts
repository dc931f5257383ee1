import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import { STSClient } from '@aws-sdk/client-sts';
import { REPO_ROOT } from '../../../lib/config';
import type { DeployArgs } from '../../../scripts/deploy/args';
import type { AwsClients } from '../../../scripts/deploy/aws-checks';
import type { CommandRunner } from '../../../scripts/deploy/commands';
import type { DeployDeps } from '../../../scripts/deploy/deploy';
import type { WebhookEndpointsApi } from '../../../scripts/deploy/stripe-endpoints';

/**
 * What the deploy tool's tests share: the real cdk.json and package.json, AWS clients that
 * aws-sdk-client-mock intercepts, a command runner that records instead of running (and writes
 * the outputs file `cdk deploy` would), and the printed lines.
 */
export const ACCOUNT = '111122223333';
export const REGION = 'eu-west-1';

/** Real-looking settings for the environments that refuse placeholders. */
export const REAL_SETTINGS = {
  account: ACCOUNT,
  region: REGION,
  adminEmail: 'admin@shop.test',
  supportEmail: 'support@shop.test',
  mailFrom: 'no-reply@shop.test',
  alarmEmail: 'ops@shop.test',
};

export const awsClients: AwsClients = {
  sts: (region) => new STSClient({ region }),
  s3: (region) => new S3Client({ region }),
  ses: (region) => new SESClient({ region }),
  defaultRegion: () => Promise.resolve(REGION),
};

export function args(overrides: Partial<DeployArgs> = {}): DeployArgs {
  return {
    command: 'deploy',
    env: 'dev',
    stripe: false,
    bootstrap: false,
    yesProduction: false,
    ...overrides,
  };
}

/**
 * Outputs as `cdk deploy --outputs-file` writes them for one environment's site stack; `stack`
 * tells deployed stacks apart (their secrets' ARNs differ).
 */
export function stackOutputs(siteUrl: string, stack = 'abc') {
  const secret = (name: string) =>
    `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${name}-${stack}`;
  return {
    SiteUrl: siteUrl,
    StripeWebhookUrl: `${siteUrl}/api/stripe-webhook`,
    StripeConnectWebhookUrl: `${siteUrl}/api/stripe-connect-webhook`,
    StripeSecretArn: secret('StripeSecret'),
    StripeConnectSecretArn: secret('StripeConnectSecret'),
  };
}

export interface Harness {
  deps: DeployDeps;
  commands: { command: string; args: readonly string[]; env?: Record<string, string> }[];
  lines: string[];
  outputsDir: string;
}

export function harness(
  options: {
    stripeFor?: (key: string) => WebhookEndpointsApi;
    env?: Record<string, string | undefined>;
    nodeVersion?: string;
    siteUrl?: string;
  } = {},
): Harness {
  const outputsDir = mkdtempSync(path.join(tmpdir(), 'deploy-outputs-'));
  const commands: Harness['commands'] = [];
  const lines: string[] = [];
  const run: CommandRunner = (command, commandArgs, runOptions) => {
    commands.push({ command, args: commandArgs, env: runOptions.env });
    const deploy = commandArgs.indexOf('deploy');
    if (deploy >= 0) {
      const file = commandArgs[commandArgs.indexOf('--outputs-file') + 1] ?? '';
      const stacks = commandArgs.slice(deploy + 1).filter((arg, i, all) => {
        return !arg.startsWith('-') && !all[i - 1]?.startsWith('-');
      });
      const site = options.siteUrl ?? 'https://d111.cloudfront.net';
      const outputs = Object.fromEntries(stacks.map((stack) => [stack, stackOutputs(site)]));
      writeFileSync(file, JSON.stringify(outputs));
    }
    return Promise.resolve();
  };
  return {
    commands,
    lines,
    outputsDir,
    deps: {
      root: REPO_ROOT,
      outputsDir,
      nodeVersion: options.nodeVersion ?? '24.11.0',
      aws: awsClients,
      run,
      stripe: {
        env: options.env ?? {},
        stripeFor:
          options.stripeFor ??
          (() => {
            throw new Error('Stripe is not used in this test');
          }),
        secretsManager: (region) => new SecretsManagerClient({ region }),
      },
      log: (line) => lines.push(line),
    },
  };
}
