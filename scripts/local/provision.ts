import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CreateBucketCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  S3Client,
  type CORSRule,
} from '@aws-sdk/client-s3';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { S3RVER_KEY } from '../../lambdas/infra/aws-clients';
import { TABLE_SCHEMA } from '../../lambdas/repositories/table-schema';

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const REGION = 'us-east-1';

/** An index a kept `.data/` table does not have yet is added, as a deployment would. */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, existing: string[]) {
  for (const index of TABLE_SCHEMA.globalIndexes) {
    if (existing.includes(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
  }
}

/** Creates the table as the CDK stack defines it, unless it exists (a kept `.data/`). */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const names = (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName ?? '');
    await addMissingIndexes(client, tableName, names);
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const attributes = new Set<string>([TABLE_SCHEMA.partitionKey, TABLE_SCHEMA.sortKey]);
  for (const index of TABLE_SCHEMA.globalIndexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_SCHEMA.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.timeToLiveAttribute, Enabled: true },
    }),
  );
}

/**
 * What the browser may do with each local bucket from the site's origin, as on AWS: PUT to the
 * files bucket's presigned upload URLs; POST the presigned image uploads to the media bucket
 * (reads of images go through the dev server's /media proxy, same origin, as through CloudFront).
 */
export const BUCKET_CORS = {
  files: { AllowedMethods: ['GET', 'PUT', 'HEAD'], AllowedHeaders: ['*'] },
  media: { AllowedMethods: ['POST'], AllowedHeaders: ['*'], ExposeHeaders: ['ETag', 'Location'] },
  // The sitemap's files are read through the dev server's proxy (same origin), never by CORS.
  site: { AllowedMethods: ['GET'], AllowedHeaders: [] },
} satisfies Record<string, Omit<CORSRule, 'AllowedOrigins'>>;

/** A bucket in s3rver, created once, with its CORS rule for the site's origin. */
export async function ensureBucket(
  endpoint: string,
  bucket: string,
  siteOrigin: string,
  cors: Omit<CORSRule, 'AllowedOrigins'>,
): Promise<void> {
  const client = new S3Client({
    endpoint,
    region: REGION,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    forcePathStyle: true,
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: { CORSRules: [{ ...cors, AllowedOrigins: [siteOrigin] }] },
    }),
  );
}

export interface LocalUserPool {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * The user pool, app client and role groups, as in the CDK stack. A pool kept from an earlier
 * run is reused when it still exists.
 */
export async function ensureUserPool(
  endpoint: string,
  existing?: LocalUserPool,
): Promise<LocalUserPool> {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  if (existing) {
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: existing.userPoolId }));
      return existing;
    } catch {
      /* the pool is gone (data wiped): make a new one */
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'automation-marketplace-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const userPoolClientId = appClient.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('cognito-local did not return an app client id');
  for (const group of ['admin', 'seller', 'test_user']) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
  return { userPoolId, userPoolClientId };
}
