/** Template assertions on the dev stack (cdk.json context, no bundling): web, secrets, email. */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { catalogueQuery } from '../../lambdas/contracts/catalogue';
import { searchQuery } from '../../lambdas/contracts/search';
import { storefrontPageQuery } from '../../lambdas/contracts/storefronts';
import { CACHE_KEY_QUERY_STRING_LIMIT } from '../../lib/constructs/web-policies';
import { devTemplate, resourcesOf } from './synth';

let dev: { template: Template };
const resources = (type: string) => resourcesOf(dev.template, type);

beforeAll(() => {
  dev = { template: devTemplate() };
});

/** The parts of CloudFormation's DistributionConfig these tests read. */
interface Behavior {
  PathPattern?: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: string;
  AllowedMethods: string[];
  TargetOriginId: string;
  ViewerProtocolPolicy: string;
  ResponseHeadersPolicyId: unknown;
  FunctionAssociations?: unknown[];
}
interface DistributionConfig {
  Origins: {
    Id: string;
    S3OriginConfig?: unknown;
    OriginAccessControlId?: unknown;
    CustomOriginConfig?: { OriginProtocolPolicy: string };
  }[];
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  CustomErrorResponses?: unknown;
  Logging?: unknown;
}
type Json = Record<string, unknown>;

const distribution = () =>
  Object.values(resources('AWS::CloudFront::Distribution'))[0]!.Properties[
    'DistributionConfig'
  ] as DistributionConfig;

describe('web', () => {
  test('site origin uses Origin Access Control', () => {
    // One for the site, one for product images (tests/infra/media.test.ts).
    dev.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    dev.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
    const s3Origin = distribution().Origins.find((origin) => origin.S3OriginConfig);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
  });

  test('public product, search and storefront reads are cacheable, the rest of /api/* is not, all reach the API', () => {
    const behaviors = distribution().CacheBehaviors.filter((b) =>
      String(b.PathPattern).startsWith('/api'),
    );
    // The catch-all /api/* comes last: CloudFront takes the first matching behaviour.
    expect(behaviors.map((b) => b.PathPattern).sort()).toEqual([
      '/api/*',
      '/api/bundles/*',
      '/api/products',
      '/api/products/*',
      '/api/products/*/bundles',
      '/api/search',
      '/api/sellers/*',
    ]);
    expect(behaviors.at(-1)?.PathPattern).toBe('/api/*');
    const allViewerExceptHost = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
    const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    const api = behaviors.at(-1) as Behavior;
    expect(api.CachePolicyId).toBe(cachingDisabled);
    expect(api.OriginRequestPolicyId).toBe(allViewerExceptHost);
    // OPTIONS too: the n8n template library answers its browsers' CORS preflights itself.
    expect(api.AllowedMethods).toEqual(
      expect.arrayContaining(['POST', 'PUT', 'DELETE', 'OPTIONS']),
    );
    for (const products of behaviors.slice(0, -1)) {
      expect(products.CachePolicyId).toEqual({ Ref: expect.any(String) });
      expect(products.OriginRequestPolicyId).toBe(allViewerExceptHost);
      expect(products.TargetOriginId).toBe(api.TargetOriginId);
    }
    const apiOrigin = distribution().Origins.find((o) => o.Id === api.TargetOriginId);
    expect(apiOrigin?.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
  });

  test("public API cache: Authorization and the reads' own query strings in key, TTL 0/0/300", () => {
    dev.template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: 300,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          // Only the query strings the public reads take (the search's and the catalogue's, a
          // storefront's page cursor):
          // `?x=random` must not make a new cache entry (and a trip to the API).
          QueryStringsConfig: {
            QueryStringBehavior: 'whitelist',
            QueryStrings: [
              'app',
              'category',
              'cursor',
              'limit',
              'max_price',
              'min_price',
              'platform',
              'q',
              'sort',
            ],
          },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
  });

  test('every query parameter of the catalogue, the search and storefronts is in the cache key', () => {
    // Read from the contracts themselves, not the route table: a parameter left out of the key
    // would serve one filter's cached answer for another.
    const read = [catalogueQuery, searchQuery, storefrontPageQuery].flatMap((schema) =>
      Object.keys(schema.shape),
    );
    const policies = Object.values(resources('AWS::CloudFront::CachePolicy')) as {
      Properties: {
        CachePolicyConfig: {
          ParametersInCacheKeyAndForwardedToOrigin: {
            QueryStringsConfig: { QueryStringBehavior: string; QueryStrings?: string[] };
          };
        };
      };
    }[];
    const keyed = policies
      .map(
        (policy) =>
          policy.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin
            .QueryStringsConfig,
      )
      .find((config) => config.QueryStringBehavior === 'whitelist');
    expect(keyed).toBeDefined();
    const names = keyed?.QueryStrings ?? [];
    expect(names).toEqual(expect.arrayContaining([...new Set(read)]));
    // CloudFront keys on at most 10 names; a new order (rating) is a value of `sort`.
    expect(names.length).toBeLessThanOrEqual(CACHE_KEY_QUERY_STRING_LIMIT);
    expect(catalogueQuery.shape.sort).toBeDefined();
  });

  test('SPA fallback is a viewer-request function, not distribution-wide error pages', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] },
      },
    ]);
    for (const behavior of config.CacheBehaviors) {
      expect(behavior.FunctionAssociations).toBeUndefined();
    }
    dev.template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      FunctionCode: Match.stringLikeRegexp('/index.html'),
    });
  });

  test('security headers: HSTS, CSP with Cognito, DENY, nosniff, referrer policy', () => {
    const policy = Object.values(resources('AWS::CloudFront::ResponseHeadersPolicy'))[0]!
      .Properties['ResponseHeadersPolicyConfig'] as { SecurityHeadersConfig: Record<string, Json> };
    const headers = policy.SecurityHeadersConfig;
    expect(headers['StrictTransportSecurity']).toMatchObject({
      AccessControlMaxAgeSec: 31536000,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(headers['FrameOptions']).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers['ContentTypeOptions']).toEqual({ Override: true });
    expect(headers['ReferrerPolicy']).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: true,
    });
    const csp = JSON.stringify(headers['ContentSecurityPolicy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('https://cognito-idp.');
    expect(csp).toContain("frame-ancestors 'none'");
    const config = distribution();
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: expect.any(String) });
    }
  });

  test('distribution logs to the log bucket and redirects http to https', () => {
    const config = distribution();
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  test('site deployment ships config.json with region, pool, client and admin email', () => {
    const deployments = Object.values(resources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const entry = deployments.find((d) => d.Properties['DistributionPaths']);
    expect(entry?.Properties['DistributionPaths']).toEqual(['/*']);
    const markers = JSON.stringify(entry?.Properties['SourceMarkers']);
    for (const value of ['AuthUserPool', 'AuthUserPoolWebClient']) {
      expect(markers).toContain(value);
    }
    const hashed = deployments.find((d) => !d.Properties['DistributionPaths']);
    expect(hashed?.Properties['SystemMetadata']).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(hashed?.Properties['Include']).toEqual(['assets/*']);
  });
});

describe('secrets, email and outputs', () => {
  test('Stripe secret is generated empty, with no real key in the template', () => {
    // The Stripe keys, the Connect webhook's signing secrets and the CloudFront origin secret.
    dev.template.resourceCountIs('AWS::SecretsManager::Secret', 3);
    dev.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({
        GenerateStringKey: 'placeholder',
        SecretStringTemplate: JSON.stringify({
          liveSecretKey: '',
          testSecretKey: '',
          liveWebhookSecret: '',
          testWebhookSecret: '',
        }),
      }),
    });
    dev.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({
        GenerateStringKey: 'placeholder',
        SecretStringTemplate: JSON.stringify({
          liveConnectWebhookSecret: '',
          testConnectWebhookSecret: '',
        }),
      }),
    });
    expect(JSON.stringify(dev.template.toJSON())).not.toMatch(/sk_(live|test)_|whsec_/);
  });

  test('SES identity for the mail-from address', () => {
    dev.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'no-reply@example.com',
    });
  });

  test('outputs: site, API, pool, client, table, buckets, webhook URL, secret', () => {
    const outputs = Object.keys(dev.template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'TableName',
        'FilesBucketName',
        'SiteBucketName',
        'StripeWebhookUrl',
        'StripeSecretArn',
        'StripeConnectWebhookUrl',
        'StripeConnectSecretArn',
        'AlarmTopicArn',
        'DashboardName',
        'MailFeedbackTopicArn',
      ]),
    );
  });
});
