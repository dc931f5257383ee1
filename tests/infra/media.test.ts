/**
 * Product images on AWS: the media bucket (private, read by CloudFront through Origin Access
 * Control, written by browsers with presigned POSTs), its /media/* behaviour and what the
 * function groups may do with it.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { ENV } from '../../lambdas/infra/config';
import { devTemplate, resourcesOf } from './synth';

/** CloudFront's managed CachingOptimized policy: honours the objects' Cache-Control. */
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

type Properties = Record<string, unknown>;
let template: Template;

beforeAll(() => {
  template = devTemplate();
});

function resourceEntry(type: string, match: (properties: Properties) => boolean) {
  const entry = Object.entries(resourcesOf(template, type)).find(([, resource]) =>
    match(resource.Properties),
  );
  if (!entry) throw new Error(`No ${type} matched`);
  return { id: entry[0], properties: entry[1].Properties };
}

const mediaBucket = () =>
  resourceEntry('AWS::S3::Bucket', (properties) =>
    JSON.stringify(properties['BucketName'] ?? '').includes('-media-'),
  );

const distributionConfig = () =>
  resourceEntry('AWS::CloudFront::Distribution', () => true).properties['DistributionConfig'] as {
    Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
    CacheBehaviors: Record<string, unknown>[];
  };

function groupRolePolicies(group: string) {
  const fn = resourceEntry(
    'AWS::Lambda::Function',
    (properties) => properties['Description'] === `API function group ${group}`,
  ).properties;
  const role = (fn['Role'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const statements = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) =>
      (policy.Properties['Roles'] as { Ref: string }[]).some((ref) => ref.Ref === role),
    )
    .flatMap(
      (policy) =>
        (policy.Properties['PolicyDocument'] as { Statement: Record<string, unknown>[] }).Statement,
    );
  return { fn, statements };
}

describe('media bucket', () => {
  test('is private, encrypted, and accepts browser POSTs from the site origin only', () => {
    const { properties } = mediaBucket();
    expect(properties['PublicAccessBlockConfiguration']).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(properties['CorsConfiguration']).toEqual({
      CorsRules: [
        expect.objectContaining({
          AllowedMethods: ['POST'],
          AllowedOrigins: [
            {
              'Fn::Join': [
                '',
                [
                  'https://',
                  { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] },
                ],
              ],
            },
          ],
        }),
      ],
    });
  });

  test('its policy lets only this distribution read, and only the images under media/', () => {
    const bucket = mediaBucket();
    const policy = resourceEntry(
      'AWS::S3::BucketPolicy',
      (properties) => (properties['Bucket'] as { Ref?: string }).Ref === bucket.id,
    ).properties['PolicyDocument'] as { Statement: Record<string, unknown>[] };
    const allows = policy.Statement.filter((statement) => statement['Effect'] === 'Allow');
    const cloudFront = allows.filter(
      (statement) =>
        JSON.stringify(statement['Principal']) ===
        JSON.stringify({ Service: 'cloudfront.amazonaws.com' }),
    );
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]).toMatchObject({
      Action: 's3:GetObject',
      Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucket.id, 'Arn'] }, '/media/*']] },
    });
    expect(JSON.stringify(cloudFront[0]?.['Condition'])).toMatch(
      /"AWS:SourceArn".*:distribution\/.*"Ref":"WebDistribution/,
    );
    // No one else is allowed in, apart from CDK's auto-delete of dev buckets.
    for (const statement of allows.filter((s) => !cloudFront.includes(s))) {
      expect(JSON.stringify(statement['Principal'])).toContain('AutoDeleteObjects');
    }
    expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"');
  });
});

describe('CloudFront /media/*', () => {
  test('serves the media bucket through Origin Access Control, GET and HEAD, long-cached', () => {
    const config = distributionConfig();
    const behaviour = config.CacheBehaviors.find((b) => b['PathPattern'] === '/media/*');
    expect(behaviour).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CACHING_OPTIMIZED,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const origin = config.Origins.find((o) => o.Id === behaviour?.['TargetOriginId']);
    expect(origin?.OriginAccessControlId).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^MediaOriginAccessControl/), 'Id'],
    });
    // By name, not by reference: the bucket's CORS names the distribution, never both ways.
    expect(JSON.stringify(origin?.DomainName)).toContain('-media-');
    expect(JSON.stringify(config)).not.toContain(mediaBucket().id);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
  });
});

describe('who may touch the media bucket', () => {
  test('the manage group signs uploads, checks and deletes images under media/ only', () => {
    const { fn, statements } = groupRolePolicies('manage');
    const bucketId = mediaBucket().id;
    const mediaObjects = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/media/*']] };
    const onMedia = statements.filter((statement) => JSON.stringify(statement).includes(bucketId));
    // CDK merges statements with the same actions, so the files bucket may share this one.
    const objects = onMedia.filter((statement) =>
      [statement['Resource']]
        .flat()
        .some((r) => JSON.stringify(r) === JSON.stringify(mediaObjects)),
    );
    expect(objects).toHaveLength(1);
    expect([objects[0]?.['Action']].flat().sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
      's3:PutObjectTagging',
    ]);
    const listing = onMedia.filter((statement) => !objects.includes(statement));
    expect(listing).toEqual([
      {
        Action: 's3:ListBucket',
        Condition: { StringLike: { 's3:prefix': ['media/*'] } },
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [bucketId, 'Arn'] },
      },
    ]);
    const variables = (fn['Environment'] as { Variables: Record<string, unknown> }).Variables;
    expect(variables[ENV.mediaBucket]).toEqual({ Ref: bucketId });
  });

  test('expires images uploaded but never saved (still tagged pending) after a day', () => {
    const rules = (
      mediaBucket().properties['LifecycleConfiguration'] as { Rules: Record<string, unknown>[] }
    ).Rules;
    expect(rules).toContainEqual({
      Id: 'ExpireUnconfirmedUploads',
      Status: 'Enabled',
      ExpirationInDays: 1,
      TagFilters: [{ Key: 'upload', Value: 'pending' }],
    });
    const expiring = rules.filter((rule) => 'ExpirationInDays' in rule);
    expect(expiring).toHaveLength(1);
  });

  test('the catalogue group cannot touch it', () => {
    const bucketId = mediaBucket().id;
    const { statements } = groupRolePolicies('catalogue');
    expect(JSON.stringify(statements)).not.toContain(bucketId);
  });

  test('the CSP lets the SPA post uploads to the media bucket', () => {
    const policy = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'))
      .map((resource) => JSON.stringify(resource.Properties))
      .find((text) => text.includes('connect-src'));
    expect(policy).toMatch(/connect-src[^;]*-media-/);
  });
});
