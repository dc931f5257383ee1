import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mockClient } from 'aws-sdk-client-mock';
import { HeadBucketCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import {
  GetIdentityVerificationAttributesCommand,
  GetSendQuotaCommand,
  SESClient,
} from '@aws-sdk/client-ses';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { REPO_ROOT } from '../../../lib/config';
import { parseArgs } from '../../../scripts/deploy/args';
import { spawnRunner } from '../../../scripts/deploy/commands';
import { runDeploy } from '../../../scripts/deploy/deploy';
import { Refusal } from '../../../scripts/deploy/errors';
import { checkNode } from '../../../scripts/deploy/preflight';
import { ACCOUNT, args, harness, REAL_SETTINGS, REGION } from './deploy-support';

/**
 * `npm run deploy`: every check runs before anything is built or deployed, and each refusal
 * says what to do (credentials, account, placeholders, production, bootstrap, the SES sender);
 * when they pass, the web is built and the environment's stacks deployed in order with their
 * outputs written to the git-ignored file.
 */
const sts = mockClient(STSClient);
const s3 = mockClient(S3Client);
const ses = mockClient(SESClient);

const staging = (extra: Record<string, unknown> = {}) =>
  args({ env: 'staging', overrides: JSON.stringify({ ...REAL_SETTINGS, ...extra }) });

function senderStatus(status?: string) {
  ses.on(GetIdentityVerificationAttributesCommand).callsFake((input: { Identities: string[] }) => ({
    VerificationAttributes: status
      ? Object.fromEntries(input.Identities.map((id) => [id, { VerificationStatus: status }]))
      : {},
  }));
}

beforeEach(() => {
  sts.reset();
  s3.reset();
  ses.reset();
  sts.on(GetCallerIdentityCommand).resolves({
    Account: ACCOUNT,
    Arn: `arn:aws:sts::${ACCOUNT}:assumed-role/Deployer/me`,
  });
  s3.on(HeadBucketCommand).resolves({});
  senderStatus('Success');
  ses.on(GetSendQuotaCommand).resolves({ Max24HourSend: 50_000 });
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Refusal);
  return (error as Refusal).message;
}

describe('the checks refuse, before anything is built or deployed', () => {
  it('missing AWS credentials, saying how to sign in', async () => {
    sts.on(GetCallerIdentityCommand).rejects(
      Object.assign(new Error('Could not load credentials from any providers'), {
        name: 'CredentialsProviderError',
      }),
    );
    const { deps, commands } = harness();
    const message = await refusal(runDeploy(args(), deps));
    expect(message).toMatch(/^No AWS credentials found/);
    expect(message).toContain('aws sso login');
    expect(commands).toEqual([]);
  });

  it('credentials of another account than the environment pins', async () => {
    sts.on(GetCallerIdentityCommand).resolves({
      Account: '999988887777',
      Arn: 'arn:aws:iam::999988887777:user/someone',
    });
    const { deps, commands } = harness();
    const message = await refusal(runDeploy(staging(), deps));
    expect(message).toContain('account 999988887777');
    expect(message).toContain(`deploys to account ${ACCOUNT}`);
    expect(commands).toEqual([]);
  });

  it('placeholder addresses in staging and prod, naming each field', async () => {
    for (const env of ['staging', 'prod']) {
      const { deps, commands } = harness();
      const message = await refusal(
        runDeploy(args({ env, yesProduction: true, overrides: '{"region":"eu-west-1"}' }), deps),
      );
      expect(message).toContain('mailFrom: no-reply@example.com is a placeholder');
      expect(message).toContain('adminEmail');
      expect(message).toContain('supportEmail');
      expect(commands).toEqual([]);
    }
    expect(sts.calls()).toHaveLength(0);
  });

  it('production without --yes-production, and a live-mode environment too', async () => {
    const { deps, commands } = harness();
    const prod = args({ env: 'prod', overrides: JSON.stringify(REAL_SETTINGS) });
    expect(await refusal(runDeploy(prod, deps))).toContain('--yes-production');
    const liveStaging = staging({ stripeMode: 'live' });
    expect(await refusal(runDeploy(liveStaging, deps))).toContain('--yes-production');
    expect(commands).toEqual([]);
    expect(sts.calls()).toHaveLength(0);
  });

  it('an unverified SES sender, with the step that is missing', async () => {
    senderStatus('Pending');
    const { deps, commands } = harness();
    const message = await refusal(runDeploy(staging(), deps));
    expect(message).toContain('SES sender no-reply@shop.test in eu-west-1 is not verified');
    expect(message).toContain('click its link');
    expect(message).toContain(
      'aws ses verify-email-identity --email-address no-reply@shop.test --region eu-west-1',
    );
    expect(commands).toEqual([]);

    const domain = await refusal(runDeploy(staging({ mailFromDomain: 'shop.test' }), deps));
    expect(domain).toContain('SES sender shop.test');
    expect(domain).toContain('DKIM CNAME records');
  });

  it('a missing bootstrap in us-east-1 where WAF is on, with the exact command', async () => {
    s3.on(HeadBucketCommand, { Bucket: `cdk-hnb659fds-assets-${ACCOUNT}-us-east-1` }).rejects(
      new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }),
    );
    const { deps, commands } = harness();
    const overrides = JSON.stringify(REAL_SETTINGS);
    const message = await refusal(runDeploy(staging(), deps));
    expect(message).toContain(`CDK is not bootstrapped in us-east-1 (account ${ACCOUNT})`);
    expect(message).toContain(
      `npx cdk bootstrap aws://${ACCOUNT}/us-east-1 -c env=staging -c 'overrides=${overrides}'`,
    );
    expect(message).toContain('--bootstrap');
    expect(commands).toEqual([]);
  });

  it('--stripe without STRIPE_SECRET_KEY, before the deploy rather than after it', async () => {
    const { deps, commands } = harness({ env: {} });
    expect(await refusal(runDeploy(args({ stripe: true }), deps))).toContain(
      'Set STRIPE_SECRET_KEY',
    );
    expect(commands).toEqual([]);
    expect(sts.calls()).toHaveLength(0);
  });

  it('a Node older than the project needs', () => {
    expect(() => checkNode('22.12.0', '>=24.11.0 <25')).toThrow(/Node 22\.12\.0 is too old/);
    expect(() => checkNode('24.10.9', '>=24.11.0 <25')).toThrow(/24\.11\.0 or newer/);
    expect(checkNode('24.11.0', '>=24.11.0 <25')).toBeUndefined();
    expect(checkNode('25.1.0', '>=24.11.0 <25')).toMatch(/newer/);
    const { deps, commands } = harness({ nodeVersion: '20.19.0' });
    return refusal(runDeploy(args(), deps)).then((message) => {
      expect(message).toContain('too old');
      expect(commands).toEqual([]);
    });
  });

  it('an unknown environment or argument', async () => {
    const { deps } = harness();
    expect(await refusal(runDeploy(args({ env: 'qa' }), deps))).toContain(
      'Unknown environment "qa"',
    );
    expect(() => parseArgs(['--env'])).toThrow(/--env needs a value/);
    expect(() => parseArgs(['--stripe'])).toThrow(/Which environment/);
    expect(() => parseArgs(['--env', 'dev', '--force'])).toThrow(/Unknown argument: --force/);
    expect(parseArgs(['stripe', '--env=prod', '--yes-production'])).toMatchObject({
      command: 'stripe',
      env: 'prod',
      yesProduction: true,
    });
  });
});

describe('once the checks pass', () => {
  it('builds the web, deploys the edge stack then the site stack, writes the outputs', async () => {
    const { deps, commands, lines, outputsDir } = harness();
    await runDeploy(staging(), deps);
    const overrides = `overrides=${JSON.stringify(REAL_SETTINGS)}`;
    const file = path.join(outputsDir, 'staging.outputs.json');
    expect(commands.map(({ command, args: commandArgs }) => [command, ...commandArgs])).toEqual([
      ['npm', 'run', 'build:web'],
      [
        'npx',
        '--no-install',
        'cdk',
        'deploy',
        'automation-marketplace-staging-edge',
        'automation-marketplace-staging',
        '-c',
        'env=staging',
        '-c',
        overrides,
        '--outputs-file',
        file,
      ],
    ]);
    expect(commands.every(({ env }) => env?.AWS_REGION === REGION)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('automation-marketplace-staging');
    expect(lines).toContain(
      `ok   AWS account ${ACCOUNT}, region ${REGION} (credentials: arn:aws:sts::${ACCOUNT}:assumed-role/Deployer/me)`,
    );
    expect(lines).toContain('  site: https://d111.cloudfront.net');
  });

  it('bootstraps first with --bootstrap, in both regions where WAF is on', async () => {
    s3.on(HeadBucketCommand).rejects(
      new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }),
    );
    const { deps, commands } = harness();
    await runDeploy({ ...staging(), bootstrap: true }, deps);
    const bootstrap = commands.find(({ args: commandArgs }) => commandArgs.includes('bootstrap'));
    expect(bootstrap?.args.slice(2, 5)).toEqual([
      'bootstrap',
      `aws://${ACCOUNT}/${REGION}`,
      `aws://${ACCOUNT}/us-east-1`,
    ]);
    expect(commands.map(({ args: commandArgs }) => commandArgs[2] ?? commandArgs[1])).toEqual([
      'build:web',
      'bootstrap',
      'deploy',
    ]);
  });

  it('deploys dev, whose sender does not exist yet, and says what to verify next', async () => {
    senderStatus(undefined);
    ses.on(GetSendQuotaCommand).resolves({ Max24HourSend: 200 });
    const { deps, commands, lines } = harness();
    await runDeploy(args(), deps);
    expect(commands.at(-1)?.args.slice(3, 5)).toEqual(['automation-marketplace-dev', '-c']);
    expect(lines.join('\n')).toContain(
      'This deploy creates the SES sender no-reply@example.com in eu-west-1. Then open the e-mail',
    );
    expect(lines.join('\n')).toContain('is in the sandbox');
  });

  it('runs the build and the CDK without the Stripe key, and stops on a failed command', async () => {
    const exitIfKey = 'process.exit(process.env.STRIPE_SECRET_KEY ? 3 : 0)';
    process.env.STRIPE_SECRET_KEY = 'sk_test_notForChildren';
    try {
      await expect(
        spawnRunner(process.execPath, ['-e', exitIfKey], { cwd: REPO_ROOT }),
      ).resolves.toBeUndefined();
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
    }
    await expect(
      spawnRunner(process.execPath, ['-e', 'process.exit(2)'], { cwd: REPO_ROOT }),
    ).rejects.toThrow(/failed \(exit 2\)/);
  });

  it('keeps the outputs folder out of git', () => {
    const ignored = readFileSync(path.join(REPO_ROOT, '.gitignore'), 'utf8').split('\n');
    expect(ignored).toContain('.deploy/');
  });
});
