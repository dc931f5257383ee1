/** Starts a local stack's emulators and provisions its resources in them. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENV } from '../../lambdas/infra/config';
import type { ServiceProcess } from './processes';
import {
  BUCKET_CORS,
  ensureBucket,
  ensureTable,
  ensureUserPool,
  type LocalUserPool,
} from './provision';
import { startCognitoLocal } from './services/cognito-local';
import { startDynamoDbLocal } from './services/dynamodb-local';
import { startLocalStripe } from './services/node-services';
import { startS3rver } from './services/s3rver';
import { startSesLocal } from './services/ses-local';
import { LOCAL_NAMES, LOCAL_STRIPE_KEYS } from './stack-environment';
import type { StackPorts } from './stack-ports';

function readState(file: string): { userPool?: LocalUserPool } {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { userPool?: LocalUserPool })
    : {};
}

/**
 * The emulators, started in parallel: DynamoDB Local, S3 (s3rver), Cognito, SES and the local
 * Stripe server. Each is handed to `track` as it starts, so the caller can stop what started.
 */
export async function startEmulators(
  options: { ports: StackPorts; dataDir: string; persistent: boolean },
  logDir: string,
  track: (service: Promise<ServiceProcess>) => Promise<ServiceProcess>,
): Promise<void> {
  const { ports, dataDir } = options;
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
}

/** The user pool (kept across runs in the data directory), the table and the three buckets. */
export async function provisionStack(ports: StackPorts, dataDir: string): Promise<LocalUserPool> {
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
  return userPool;
}
