/** Template assertions on the dev stack (cdk.json context, no bundling): data, storage, auth. */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { ENV } from '../../lambdas/infra/config';
import { devTemplate, resourcesOf } from './synth';

let dev: { template: Template };
const resources = (type: string) => resourcesOf(dev.template, type);

beforeAll(() => {
  dev = { template: devTemplate() };
});

describe('data', () => {
  test('one on-demand table with PK/SK, PITR and TTL', () => {
    dev.template.resourceCountIs('AWS::DynamoDB::Table', 1);
    dev.template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      AttributeDefinitions: Match.arrayWith(
        ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
      ),
    });
  });

  test('GSI1, GSI2 and GSI3 project all attributes', () => {
    dev.template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: ['GSI1', 'GSI2', 'GSI3'].map((name) => ({
        IndexName: name,
        KeySchema: [
          { AttributeName: `${name}PK`, KeyType: 'HASH' },
          { AttributeName: `${name}SK`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  test('dev data is destroyable and unprotected', () => {
    dev.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });
});

describe('storage', () => {
  test('every bucket blocks public access, is encrypted and enforces TLS', () => {
    const buckets = resources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(4);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties['PublicAccessBlockConfiguration']).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties['BucketEncryption']).toEqual({
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      });
    }
    const policies = Object.values(resources('AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(4);
    for (const policy of policies) {
      expect(JSON.stringify(policy.Properties['PolicyDocument'])).toContain(
        '"aws:SecureTransport":"false"',
      );
    }
  });

  test('files bucket allows presigned PUT/GET from the site origin only', () => {
    dev.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            AllowedOrigins: [
              {
                'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]],
              },
            ],
          }),
        ],
      },
    });
  });
});

describe('auth', () => {
  test('user pool: email username, self sign-up, verification, name, password min 6', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'name', Mutable: true })]),
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] } },
    });
  });

  test('groups admin, seller, test_user with admin first', () => {
    const groups = Object.values(resources('AWS::Cognito::UserPoolGroup')).map((group) => [
      group.Properties['GroupName'],
      group.Properties['Precedence'],
    ]);
    expect(groups).toEqual([
      ['admin', 0],
      ['seller', 1],
      ['test_user', 2],
    ]);
  });

  test('app client: no secret, USER_PASSWORD_AUTH + refresh, no OAuth', () => {
    dev.template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlowsUserPoolClient: false,
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  test('the CustomMessage trigger knows the site URL and Cognito may invoke it', () => {
    dev.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('CustomMessage'),
      Environment: {
        Variables: Match.objectLike({
          [ENV.siteUrl]: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
        }),
      },
    });
    dev.template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'cognito-idp.amazonaws.com',
    });
  });
});
