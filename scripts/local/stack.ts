import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENV } from '../../lambdas/infra/config';
import { NOTIFY_ENV } from '../../lambdas/infra/notification-queue';
import { STRIPE_ENV, type StripeKeys } from '../../lambdas/infra/stripe';
import { freePort, stopProcess, type ServiceProcess } from './processes';
import {
  BUCKET_CORS,
  ensureBucket,
  ensureTable,
  ensureUserPool,
  type LocalUserPool,
} from './provision';
import { cognitoIssuer, startCognitoLocal } from './services/cognito-local';
import { startDynamoDbLocal } from './services/dynamodb-local';
import {
  startLocalApi,
  startLocalStripe,
  startWeb,
  type WebOptions,
} from './services/node-services';
import { startS3rver } from './services/s3rver';
import { startSesLocal } from './services/ses-local';

export interface StackPorts {
  web: number;
  api: number;
  dynamodb: number;
  s3: number;
  cognito: number;
  ses: number;
  stripe: number;
}

export const DEFAULT_PORTS: StackPorts = {
  web: 3000,
  api: 3001,
  dynamodb: 8000,
  s3: 4569,
  cognito: 9229,
  ses: 8005,
  stripe: 12111,
};

/** A free port for every service, for a stack that runs beside another (tests, the bench). */
export async function freeStackPorts(): Promise<StackPorts> {
  const ports = { ...DEFAULT_PORTS };
  for (const service of Object.keys(ports) as (keyof StackPorts)[]) {
    ports[service] = await freePort();
  }
  return ports;
}

export interface StackOptions {
  ports: StackPorts;
  /** Everything this stack keeps: database, bucket, pool, logs. */
  dataDir: string;
  /** Keep the database on disk (npm start) or in memory (tests). */
  persistent: boolean;
  web: boolean;
  /** Stripe Tax in Checkout and 'excl. tax' labels (npm start: STRIPE_TAX=on); default off. */
  stripeTax?: boolean;
  /**
   * Adaptive Pricing and the automatic locale in Checkout (npm start: on, STRIPE_ADAPTIVE_PRICING=off
   * turns it off); default off, so tests see today's sessions unless one turns it on.
   */
  adaptivePricing?: boolean;
  /** Runs once the emulators are provisioned and the handler environment is set. */
  seed?: (env: Record<string, string>) => Promise<void>;
}

export interface RunningStack {
  ports: StackPorts;
  urls: {
    web: string;
    api: string;
    mailbox: string;
    stripe: string;
    dynamodb: string;
    s3: string;
    cognito: string;
  };
  /** The environment the handlers run with (also set on this process for in-process use). */
  env: Record<string, string>;
  userPool: LocalUserPool;
  stop: () => Promise<void>;
}

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

function readState(file: string): { userPool?: LocalUserPool } {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { userPool?: LocalUserPool })
    : {};
}

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

/** `STRIPE_TAX=on npm start` (also `true`, `1`) turns Stripe Tax on for the local stack. */
/** Adaptive Pricing is on in `npm start` unless `STRIPE_ADAPTIVE_PRICING=off` (also `false`, `0`). */
export function adaptivePricingRequested(value: string | undefined): boolean {
  return !['off', 'false', '0'].includes((value ?? '').trim().toLowerCase());
}

export function stripeTaxRequested(value: string | undefined): boolean {
  return ['on', 'true', '1'].includes((value ?? '').trim().toLowerCase());
}

function handlerEnvironment(
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
 * Starts the whole shop on one machine: the emulators in parallel, then provisioning, seed,
 * the local API and (optionally) the SPA. On any failure, what was started is stopped again.
 */
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

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports, dataDir } = options;
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const started: ServiceProcess[] = [];
  const track = async (service: Promise<ServiceProcess>) => {
    const running = await service;
    started.push(running);
    return running;
  };
  const stop = async () => {
    await Promise.all(started.reverse().map((service) => stopProcess(service)));
  };
  try {
    const results = await Promise.allSettled([
      track(
        startDynamoDbLocal({
          port: ports.dynamodb,
          dataDir: options.persistent ? path.join(dataDir, 'dynamodb') : undefined,
          logDir,
        }),
      ),
      track(startS3rver({ port: ports.s3, dataDir: path.join(dataDir, 's3'), logDir })),
      track(
        startCognitoLocal({
          port: ports.cognito,
          dataDir: path.join(dataDir, 'cognito'),
          logDir,
          env: {
            [ENV.siteUrl]: `http://localhost:${ports.web}`,
            [ENV.sesEndpoint]: `http://127.0.0.1:${ports.ses}`,
            [ENV.mailFrom]: LOCAL_NAMES.mailFrom,
          },
        }),
      ),
      track(startSesLocal({ port: ports.ses, logDir })),
      track(
        startLocalStripe({
          port: ports.stripe,
          logDir,
          webhookUrl: `http://127.0.0.1:${ports.api}/api/stripe-webhook`,
          webhookSecrets: {
            live: LOCAL_STRIPE_KEYS.liveWebhookSecret,
            test: LOCAL_STRIPE_KEYS.testWebhookSecret,
          },
          connectWebhookUrl: `http://127.0.0.1:${ports.api}/api/stripe-connect-webhook`,
          connectWebhookSecrets: {
            live: LOCAL_STRIPE_KEYS.liveConnectWebhookSecret,
            test: LOCAL_STRIPE_KEYS.testConnectWebhookSecret,
          },
          dataFile: options.persistent ? path.join(dataDir, 'stripe', 'sessions.json') : undefined,
        }),
      ),
    ]);
    const failure = results.find(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    );
    if (failure) throw failure.reason;

    const stateFile = path.join(dataDir, 'local-state.json');
    const userPool = await ensureUserPool(
      `http://127.0.0.1:${ports.cognito}`,
      readState(stateFile).userPool,
    );
    writeFileSync(stateFile, JSON.stringify({ userPool }, null, 2));
    await ensureTable(`http://127.0.0.1:${ports.dynamodb}`, LOCAL_NAMES.tableName);
    await ensureBucket(
      `http://127.0.0.1:${ports.s3}`,
      LOCAL_NAMES.filesBucket,
      `http://localhost:${ports.web}`,
      BUCKET_CORS.files,
    );
    await ensureBucket(
      `http://127.0.0.1:${ports.s3}`,
      LOCAL_NAMES.mediaBucket,
      `http://localhost:${ports.web}`,
      BUCKET_CORS.media,
    );
    await ensureBucket(
      `http://127.0.0.1:${ports.s3}`,
      LOCAL_NAMES.siteBucket,
      `http://localhost:${ports.web}`,
      BUCKET_CORS.site,
    );

    const stripeTax = options.stripeTax ?? false;
    const env = handlerEnvironment(ports, userPool, stripeTax, options.adaptivePricing);
    Object.assign(process.env, env);
    if (options.seed) await options.seed(env);

    await track(startLocalApi({ port: ports.api, env, logDir }));
    if (options.web) {
      await track(startWeb(stackWebOptions(ports, userPool, dataDir, { stripeTax })));
    }
    return {
      ports,
      env,
      userPool,
      stop,
      urls: {
        web: `http://localhost:${ports.web}`,
        api: `http://127.0.0.1:${ports.api}`,
        mailbox: `http://127.0.0.1:${ports.ses}`,
        stripe: `http://localhost:${ports.stripe}`,
        dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
        s3: `http://127.0.0.1:${ports.s3}`,
        cognito: `http://127.0.0.1:${ports.cognito}`,
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
