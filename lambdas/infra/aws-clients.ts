import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from './config';
import { traced } from './tracing';

/**
 * The AWS SDK clients, built once per Lambda container. Endpoint overrides point them at the
 * local emulators; on AWS they are unset and the SDK uses the real services.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let sesClient: SESClient | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;

/**
 * Emulators accept fixed credentials (s3rver only its own pair); on AWS none are set here and
 * the SDK uses the Lambda role's.
 */
function localCredentials(endpoint: string | undefined, key = 'local') {
  return endpoint ? { accessKeyId: key, secretAccessKey: key } : undefined;
}

export const S3RVER_KEY = 'S3RVER';

/** The name of the AWS SDK's logger middleware on a client's stack. */
export const SDK_LOGGER_MIDDLEWARE = 'loggerMiddleware';

export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { region, endpoints } = config();
    const client = new DynamoDBClient({
      region,
      endpoint: endpoints.dynamodb,
      credentials: localCredentials(endpoints.dynamodb),
    });
    // The SDK's logger middleware builds a copy of every request and answer with sensitive
    // fields masked for its logger before calling it, even the default one that writes nothing:
    // for the catalogue's 500 items that walk cost more CPU than our own mapping. We never give
    // the SDK a logger, so it goes.
    client.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
    const base = traced(client);
    documentClient = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function s3(): S3Client {
  if (!s3Client) {
    const { region, endpoints } = config();
    s3Client = traced(
      new S3Client({
        region,
        endpoint: endpoints.s3,
        credentials: localCredentials(endpoints.s3, S3RVER_KEY),
        forcePathStyle: Boolean(endpoints.s3),
        // s3rver stores streamed uploads corrupted when the SDK adds its default checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    );
  }
  return s3Client;
}

export function ses(): SESClient {
  if (!sesClient) {
    const { region, endpoints } = config();
    sesClient = traced(
      new SESClient({
        region,
        endpoint: endpoints.ses,
        credentials: localCredentials(endpoints.ses),
      }),
    );
  }
  return sesClient;
}

export function cognito(): CognitoIdentityProviderClient {
  if (!cognitoClient) {
    const { region, endpoints } = config();
    cognitoClient = traced(
      new CognitoIdentityProviderClient({
        region,
        endpoint: endpoints.cognito,
        credentials: localCredentials(endpoints.cognito),
      }),
    );
  }
  return cognitoClient;
}

/** Tests and the local server rebuild clients after changing endpoints. */
export function resetAwsClients(): void {
  documentClient = undefined;
  s3Client = undefined;
  sesClient = undefined;
  cognitoClient = undefined;
}
