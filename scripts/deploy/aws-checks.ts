import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import {
  GetIdentityVerificationAttributesCommand,
  GetSendQuotaCommand,
  SESClient,
} from '@aws-sdk/client-ses';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import type { EnvironmentConfig } from '../../lib/config';
import { Refusal } from './errors';

/**
 * The read-only AWS checks the deploy makes before it changes anything: whose credentials
 * these are, whether the target regions are bootstrapped, whether SES may send as the shop.
 * Clients are made per region by the factories, so tests mock them with aws-sdk-client-mock.
 */
export interface AwsClients {
  sts: (region: string) => STSClient;
  s3: (region: string) => S3Client;
  ses: (region: string) => SESClient;
  /** The region the SDK would pick (AWS_REGION, the profile's) when the environment pins none. */
  defaultRegion: () => Promise<string | undefined>;
}

export const realAwsClients: AwsClients = {
  sts: (region) => new STSClient({ region }),
  s3: (region) => new S3Client({ region }),
  ses: (region) => new SESClient({ region }),
  defaultRegion: async () => {
    try {
      return await new STSClient({}).config.region();
    } catch {
      return undefined;
    }
  },
};

const MISSING = ['CredentialsProviderError', 'TokenProviderError'];
const EXPIRED = ['ExpiredToken', 'ExpiredTokenException', 'TokenRefreshRequired'];
const REJECTED = ['InvalidClientTokenId', 'SignatureDoesNotMatch', 'UnrecognizedClientException'];

/**
 * A refusal that says what to do when the SDK has no usable credentials, or undefined for any
 * other error. The SDK's own message is kept: it names the profile or provider, never a key.
 */
export function credentialsRefusal(error: unknown): Refusal | undefined {
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? ` (${error.message})` : '';
  const signIn =
    'Sign in first, e.g. `aws sso login --profile NAME` and `export AWS_PROFILE=NAME`, or ' +
    '`aws configure`, then run the command again.';
  if (MISSING.includes(name)) return new Refusal(`No AWS credentials found${detail}. ${signIn}`);
  if (EXPIRED.includes(name)) return new Refusal(`The AWS credentials expired${detail}. ${signIn}`);
  if (REJECTED.includes(name)) {
    return new Refusal(`AWS refused the credentials${detail}. ${signIn}`);
  }
  return undefined;
}

export interface CallerIdentity {
  account: string;
  arn: string;
}

/** Whose credentials these are, refused when they are not the environment's pinned account. */
export async function checkCredentials(
  clients: AwsClients,
  config: EnvironmentConfig,
  region: string,
): Promise<CallerIdentity> {
  let identity;
  try {
    identity = await clients.sts(region).send(new GetCallerIdentityCommand({}));
  } catch (error) {
    throw credentialsRefusal(error) ?? error;
  }
  const account = identity.Account ?? '';
  const arn = identity.Arn ?? '';
  if (config.account && config.account !== account) {
    throw new Refusal(
      `The AWS credentials are for account ${account} (${arn}), but "${config.envName}" ` +
        `deploys to account ${config.account} (its "account" setting). Use credentials of ` +
        `${config.account} (e.g. export AWS_PROFILE=...), or correct the setting.`,
    );
  }
  return { account, arn };
}

/** The region the stacks deploy to: the pinned one, or the SDK's default. */
export async function targetRegion(clients: AwsClients, config: EnvironmentConfig) {
  const region = config.region ?? (await clients.defaultRegion());
  if (!region) {
    throw new Refusal(
      `No AWS region for "${config.envName}": set "region" in cdk.json context.environments.` +
        `${config.envName} (or --overrides '{"region":"eu-west-1"}'), or AWS_REGION.`,
    );
  }
  return region;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * The regions among `regions` that `cdk bootstrap` has not prepared: the bootstrap stack's
 * assets bucket (`cdk-{qualifier}-assets-{account}-{region}`) is missing there.
 */
export async function unbootstrappedRegions(
  clients: AwsClients,
  account: string,
  regions: readonly string[],
  qualifier: string,
): Promise<string[]> {
  const missing: string[] = [];
  for (const region of regions) {
    const bucket = `cdk-${qualifier}-assets-${account}-${region}`;
    try {
      await clients.s3(region).send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const refusal = credentialsRefusal(error);
      if (refusal) throw refusal;
      if (statusOf(error) === 404 || (error as Error).name === 'NotFound') {
        missing.push(region);
      } else if (statusOf(error) === 403) {
        throw new Refusal(
          `The CDK bootstrap bucket ${bucket} exists but these credentials may not read it ` +
            '(403): they need s3:ListBucket on it, or the bucket belongs to another account.',
        );
      } else {
        throw error;
      }
    }
  }
  return missing;
}

type IdentityStatus = 'Success' | 'Pending' | 'Failed' | 'TemporaryFailure' | 'NotStarted';

/** What the operator does to verify the sender: click the mailed link, or publish DKIM. */
function verificationStep(config: EnvironmentConfig, region: string): string {
  if (config.mailFromDomain) {
    return (
      `publish the three DKIM CNAME records of ${config.mailFromDomain} in its DNS (the ` +
      `DkimRecord1-3 outputs of the deploy, or \`aws ses get-identity-dkim-attributes ` +
      `--identities ${config.mailFromDomain} --region ${region}\`); SES checks them for 72 hours`
    );
  }
  return (
    `open the e-mail SES sent to ${config.mailFrom} and click its link (to have it sent again: ` +
    `\`aws ses verify-email-identity --email-address ${config.mailFrom} --region ${region}\`)`
  );
}

/**
 * Whether SES may send as the shop. Verified (the identity, or the address's whole domain):
 * fine. Not there yet: the stack creates it on its first deploy, so the deploy goes on and says
 * what to do next. Created but not verified: refused with the step that is missing, since every
 * e-mail (receipts, invitations, refunds) would be refused until it is done.
 */
export async function checkSender(
  clients: AwsClients,
  config: EnvironmentConfig,
  region: string,
): Promise<{ verified: boolean; notes: string[] }> {
  const identity = config.mailFromDomain ?? config.mailFrom;
  const addressDomain = config.mailFrom.slice(config.mailFrom.lastIndexOf('@') + 1);
  const ses = clients.ses(region);
  const answer = await ses.send(
    new GetIdentityVerificationAttributesCommand({
      Identities: [...new Set([identity, addressDomain])],
    }),
  );
  const status = (name: string) =>
    answer.VerificationAttributes?.[name]?.VerificationStatus as IdentityStatus | undefined;
  const notes: string[] = [];
  const verified = status(identity) === 'Success' || status(addressDomain) === 'Success';
  if (!verified) {
    const step = verificationStep(config, region);
    if (status(identity) !== undefined) {
      throw new Refusal(
        `The SES sender ${identity} in ${region} is not verified (${status(identity)}), so ` +
          `every e-mail the shop sends would be refused. To verify it, ${step}; then run the ` +
          'deploy again.',
      );
    }
    if (config.cognitoEmailViaSes) {
      throw new Refusal(
        `cognitoEmailViaSes is on but the SES sender ${identity} does not exist yet in ` +
          `${region}: Cognito refuses an unverified sender. Deploy with cognitoEmailViaSes ` +
          'false first, verify the sender, then turn it on.',
      );
    }
    notes.push(
      `This deploy creates the SES sender ${identity} in ${region}. Then ${step}: until it is ` +
        'verified, every e-mail is refused.',
    );
  }
  const quota = await ses.send(new GetSendQuotaCommand({}));
  if ((quota.Max24HourSend ?? 0) <= 200) {
    notes.push(
      `SES in ${region} is in the sandbox (200 mails a day, only to verified addresses): ` +
        'request production access (SES console, Account dashboard) before real customers buy.',
    );
  }
  return { verified, notes };
}
