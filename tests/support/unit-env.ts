import { resetAwsClients } from '../../lambdas/infra/aws-clients';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { NOTIFY_ENV } from '../../lambdas/infra/notification-queue';
import { resetSecretsCache } from '../../lambdas/infra/secrets';
import { STRIPE_ENV, resetStripeClients } from '../../lambdas/infra/stripe';
import { STRIPE_CONNECT_ENV } from '../../lambdas/infra/stripe-connect';

/** The handler configuration a unit test runs with: enough for config() to load, nothing real. */
export const UNIT_ENV: Record<string, string> = {
  [ENV.region]: 'us-east-1',
  [ENV.tableName]: 'unit',
  [ENV.filesBucket]: 'unit',
  [ENV.userPoolId]: 'us-east-1_unit',
  [ENV.userPoolClientId]: 'unit-client',
  [ENV.siteUrl]: 'http://localhost:3000',
  [ENV.supportEmail]: 'support@example.com',
  LOG_LEVEL: 'silent',
};

/**
 * What the local stack or another suite may have set and a unit test must not inherit: an
 * emulator endpoint would send a mocked client's calls elsewhere, a queue URL or local secret
 * would pick another code path.
 */
const INHERITED = [
  ENV.dynamodbEndpoint,
  ENV.s3Endpoint,
  ENV.sesEndpoint,
  ENV.cognitoEndpoint,
  ENV.stripeEndpoint,
  NOTIFY_ENV.queueUrl,
  NOTIFY_ENV.inline,
  STRIPE_ENV.secrets,
  STRIPE_ENV.secretArn,
  STRIPE_ENV.mode,
  STRIPE_CONNECT_ENV.secretArn,
];

function resetCaches(): void {
  resetConfigCache();
  resetAwsClients();
  resetSecretsCache();
  resetStripeClients();
}

/**
 * Gives every test of the calling file a fresh environment (UNIT_ENV plus `extra`) and fresh
 * configuration, AWS client, secret and Stripe caches, and puts the process environment back
 * afterwards. Call it at the top level of a test file, before the tests.
 */
export function useUnitEnvironment(extra: Record<string, string> = {}): void {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env = { ...saved, ...UNIT_ENV };
    for (const name of INHERITED) delete process.env[name];
    Object.assign(process.env, extra);
    resetCaches();
  });
  afterAll(() => {
    process.env = saved;
    resetCaches();
  });
}
