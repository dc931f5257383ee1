import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { loadEnvironmentConfig, resolveWebDist } from '../../lib/config';
import { appContext, readCdkJson, synthesize, withEnvironment, type Synthesized } from './synth';

function configFor(context: Record<string, unknown>) {
  return loadEnvironmentConfig(new App({ context: appContext({ context }) }).node);
}

describe('cdk.json', () => {
  test('runs the app with tsx, offline: no notices, no telemetry, output cdk.out', () => {
    const cdkJson = readCdkJson();
    expect(cdkJson.app).toBe('npx tsx bin/app.ts');
    expect(cdkJson['notices']).toBe(false);
    expect(cdkJson['output']).toBe('cdk.out');
    expect(cdkJson.context['cli-telemetry']).toBe(false);
  });

  test.each(['dev', 'staging', 'prod'])('environment %s is valid', (env) => {
    expect(configFor({ env }).envName).toBe(env);
  });
});

describe('environment selection', () => {
  test('no -c env means dev, flagged as defaulted', () => {
    const config = configFor({});
    expect(config).toMatchObject({ envName: 'dev', envDefaulted: true });
  });

  test('an unknown environment is a clear error listing the known ones', () => {
    expect(() => configFor({ env: 'qa' })).toThrow(
      /Unknown environment "qa". Choose one of: dev, staging, prod/,
    );
    expect(() => configFor({ env: 'constructor' })).toThrow(/Unknown environment/);
  });

  test('invalid settings name the field', () => {
    expect(() =>
      configFor({ env: 'dev', ...withEnvironment('dev', { stripeMode: 'sandbox' }) }),
    ).toThrow(/environments\.dev[\s\S]*stripeMode/);
    expect(() =>
      configFor({ env: 'dev', ...withEnvironment('dev', { domainName: 'shop.example.com' }) }),
    ).toThrow(/domainName and certificateArn go together/);
    expect(() =>
      configFor({ env: 'dev', ...withEnvironment('dev', { logRetentionDays: 10 }) }),
    ).toThrow(/logRetentionDays/);
  });

  test('a missing web build says how to make one', () => {
    const app = new App({ context: { webDist: '/nonexistent/web/dist' } });
    expect(() => resolveWebDist(app.node)).toThrow(/npm run build:web/);
  });
});

describe('prod', () => {
  let prod: Synthesized;
  beforeAll(() => {
    prod = synthesize({ env: 'prod' });
  });

  test('data is retained and deletion-protected', () => {
    prod.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    prod.template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    prod.template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ VersioningConfiguration: { Status: 'Enabled' } }),
    });
    expect(prod.stack.terminationProtection).toBe(true);
  });

  test('threat protection (Plus plan) and live Stripe mode', () => {
    prod.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
    prod.template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ STRIPE_MODE: 'live' }) },
    });
  });
});

describe('custom domain', () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123';
  let staging: Synthesized;
  beforeAll(() => {
    staging = synthesize({
      env: 'staging',
      context: withEnvironment('staging', {
        domainName: 'staging.shop.example.com',
        certificateArn,
        mailFromDomain: 'example.com',
      }),
    });
  });

  test('CloudFront serves the domain with TLS 1.2 and SNI', () => {
    staging.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['staging.shop.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  test('the site URL everywhere is the custom domain', () => {
    staging.template.hasOutput('SiteUrl', { Value: 'https://staging.shop.example.com' });
    staging.template.hasOutput('StripeWebhookUrl', {
      Value: 'https://staging.shop.example.com/api/stripe-webhook',
    });
    staging.template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ SITE_URL: 'https://staging.shop.example.com' }),
      },
    });
  });

  test('a domain SES identity publishes its DKIM records', () => {
    staging.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'example.com',
    });
    expect(
      Object.keys(staging.template.findOutputs('*')).filter((o) => o.includes('Dkim')),
    ).toHaveLength(3);
  });
});
