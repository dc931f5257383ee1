/**
 * What a local stack's handlers and SPA are configured with: resource names, the local Stripe
 * keys, the handlers' environment and the web server's options.
 */
import path from 'node:path';
import { ENV } from '../../lambdas/infra/config';
import { NOTIFY_ENV } from '../../lambdas/infra/notification-queue';
import { STRIPE_ENV, type StripeKeys } from '../../lambdas/infra/stripe';
import type { LocalUserPool } from './provision';
import { cognitoIssuer } from './services/cognito-local';
import type { WebOptions } from './services/node-services';
import type { StackPorts } from './stack-ports';

export const LOCAL_NAMES = {
  tableName: 'automation-marketplace-local',
  filesBucket: 'product-files',
  mediaBucket: 'product-media',
  /** What CloudFront's default behaviour serves on AWS: here only the sitemap job's files. */
  siteBucket: 'site-files',
  adminEmail: 'admin@example.com',
  supportEmail: 'support@example.com',
  mailFrom: 'Automation Marketplace <no-reply@example.com>',
  region: 'us-east-1',
} as const;

/**
 * The local Stripe keys, in the shape of the Stripe secret on AWS. sk_live_ and sk_test_ tell
 * the local Stripe server which mode a session is in; the webhook secrets sign its events (the
 * Connect ones its account.updated events, sent to the Connect endpoint).
 */
export const LOCAL_STRIPE_KEYS: StripeKeys = {
  liveSecretKey: 'sk_live_local',
  testSecretKey: 'sk_test_local',
  liveWebhookSecret: 'whsec_local_live',
  testWebhookSecret: 'whsec_local_test',
  liveConnectWebhookSecret: 'whsec_local_connect_live',
  testConnectWebhookSecret: 'whsec_local_connect_test',
};

/** Adaptive Pricing is on in `npm start` unless `STRIPE_ADAPTIVE_PRICING=off` (also `false`, `0`). */
export function adaptivePricingRequested(value: string | undefined): boolean {
  return !['off', 'false', '0'].includes((value ?? '').trim().toLowerCase());
}

/** `STRIPE_TAX=on npm start` (also `true`, `1`) turns Stripe Tax on for the local stack. */
export function stripeTaxRequested(value: string | undefined): boolean {
  return ['on', 'true', '1'].includes((value ?? '').trim().toLowerCase());
}

export function handlerEnvironment(
  ports: StackPorts,
  userPool: LocalUserPool,
  stripeTax: boolean,
  adaptivePricing = false,
): Record<string, string> {
  return {
    [ENV.region]: LOCAL_NAMES.region,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    [ENV.tableName]: LOCAL_NAMES.tableName,
    [ENV.filesBucket]: LOCAL_NAMES.filesBucket,
    [ENV.mediaBucket]: LOCAL_NAMES.mediaBucket,
    [ENV.siteBucket]: LOCAL_NAMES.siteBucket,
    [ENV.userPoolId]: userPool.userPoolId,
    [ENV.userPoolClientId]: userPool.userPoolClientId,
    [ENV.cognitoIssuer]: cognitoIssuer(ports.cognito, userPool.userPoolId),
    [ENV.siteUrl]: `http://localhost:${ports.web}`,
    [ENV.adminEmail]: LOCAL_NAMES.adminEmail,
    [ENV.supportEmail]: LOCAL_NAMES.supportEmail,
    [ENV.mailFrom]: LOCAL_NAMES.mailFrom,
    [ENV.dynamodbEndpoint]: `http://127.0.0.1:${ports.dynamodb}`,
    [ENV.s3Endpoint]: `http://127.0.0.1:${ports.s3}`,
    [ENV.sesEndpoint]: `http://127.0.0.1:${ports.ses}`,
    [ENV.cognitoEndpoint]: `http://127.0.0.1:${ports.cognito}`,
    [ENV.stripeEndpoint]: `http://127.0.0.1:${ports.stripe}`,
    // Like production: only test_user pays with the test key.
    [STRIPE_ENV.mode]: 'live',
    [STRIPE_ENV.secrets]: JSON.stringify(LOCAL_STRIPE_KEYS),
    // No SQS locally: publishing a version runs the buyers' notification consumer in-process.
    [NOTIFY_ENV.inline]: '1',
    [ENV.stripeTax]: String(stripeTax),
    [ENV.adaptivePricing]: String(adaptivePricing),
  };
}

/**
 * What the SPA needs of a stack, however it is served (dev server, built and previewed): its
 * ports, the API and media proxies, and /config.json for the stack's user pool.
 */
export function stackWebOptions(
  ports: StackPorts,
  userPool: Pick<LocalUserPool, 'userPoolId' | 'userPoolClientId'>,
  dataDir: string,
  runtimeExtra: Record<string, string | boolean> = {},
): WebOptions {
  return {
    port: ports.web,
    apiPort: ports.api,
    mediaTarget: `http://127.0.0.1:${ports.s3}/${LOCAL_NAMES.mediaBucket}`,
    siteFilesTarget: `http://127.0.0.1:${ports.s3}/${LOCAL_NAMES.siteBucket}`,
    runtimeConfig: {
      region: LOCAL_NAMES.region,
      userPoolId: userPool.userPoolId,
      userPoolClientId: userPool.userPoolClientId,
      userPoolEndpoint: `http://127.0.0.1:${ports.cognito}`,
      adminEmail: LOCAL_NAMES.adminEmail,
      ...runtimeExtra,
    },
    logDir: path.join(dataDir, 'logs'),
    // Its own Vite cache: another Vite on the shared node_modules cache would rewrite it.
    cacheDir: path.join(dataDir, 'vite'),
  };
}
