import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { loadEnvironmentConfig, resolveWebDist } from '../../lib/config';
import {
  appContext,
  readCdkJson,
  realLooking,
  sharedSynth,
  synthesize,
  withEnvironment,
  type SharedSynth,
  type Synthesized,
} from './synth';

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

  test('dev is valid as committed', () => {
    expect(configFor({ env: 'dev' }).envName).toBe('dev');
  });

  test.each(['staging', 'prod'])(
    '%s refuses the committed placeholder addresses and accepts real ones',
    (env) => {
      expect(() => configFor({ env })).toThrow(
        new RegExp(`mailFrom: no-reply@example.com is a placeholder; ${env} needs a real address`),
      );
      expect(() => configFor({ env })).toThrow(/adminEmail: admin@example.com is a placeholder/);
      expect(configFor({ env, ...realLooking() })).toMatchObject({
        envName: env,
        mailFrom: 'no-reply@automation-shop.test',
        waf: { enabled: true },
      });
    },
  );

  test('staging and prod refuse example.com subdomains and need an alarm address', () => {
    expect(() =>
      configFor({ env: 'prod', ...realLooking({ supportEmail: 'help@mail.example.org' }) }),
    ).toThrow(/supportEmail: help@mail.example.org is a placeholder/);
    expect(() => configFor({ env: 'staging', ...realLooking({ alarmEmail: undefined }) })).toThrow(
      /alarmEmail: staging needs someone to receive its alarms/,
    );
  });

  test('WAF needs a pinned region (its web ACL is read across regions)', () => {
    expect(() => configFor({ env: 'prod', ...realLooking({ region: undefined }) })).toThrow(
      /waf.enabled needs "region"/,
    );
  });

  test('overrides may come as the JSON string the CDK CLI passes', () => {
    const config = configFor({
      env: 'prod',
      overrides: JSON.stringify({ ...(realLooking()['overrides'] as object), logLevel: 'WARN' }),
    });
    expect(config.logLevel).toBe('WARN');
    expect(() => configFor({ env: 'dev', overrides: '[1]' })).toThrow(/must be a JSON object/);
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
  let prod: SharedSynth;
  beforeAll(() => {
    prod = sharedSynth('prod');
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
    expect(prod.terminationProtection).toBe(true);
  });

  test('WAF: a CloudFront web ACL in a us-east-1 stack, AWS common rules and a per-IP limit', () => {
    expect(prod.edgeRegion).toBe('us-east-1');
    expect(prod.region).toBe('eu-west-1');
    prod.edgeTemplate?.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Name: 'RatePerIp',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({ Limit: 2000, AggregateKeyType: 'IP' }),
          },
        }),
        Match.objectLike({
          Name: 'AwsCommonRules',
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              VendorName: 'AWS',
              Name: 'AWSManagedRulesCommonRuleSet',
            }),
          },
        }),
      ],
    });
    expect(prod.edgeTemplate).toBeDefined();
    // The site stack reads the ACL's ARN across regions and puts it on the distribution.
    const distribution = Object.values(
      prod.template.findResources('AWS::CloudFront::Distribution'),
    )[0] as { Properties: { DistributionConfig: Record<string, unknown> } };
    expect(distribution.Properties.DistributionConfig['WebACLId']).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({
        StackName: 'automation-marketplace-prod-edge',
        Region: 'us-east-1',
      }),
    });
  });

  test('alarms go to the configured address; the webhook keeps its own throttle', () => {
    prod.monitoringTemplate.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'alerts@automation-shop.test',
    });
    prod.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      RouteSettings: {
        'POST /api/stripe-webhook': { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      },
    });
    prod.template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_LOG_LEVEL: 'INFO' }) },
    });
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
      context: realLooking({
        domainName: 'staging.shop.example.com',
        certificateArn,
        mailFrom: 'no-reply@automation-shop.test',
        mailFromDomain: 'automation-shop.test',
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
      EmailIdentity: 'automation-shop.test',
    });
    expect(
      Object.keys(staging.template.findOutputs('*')).filter((o) => o.includes('Dkim')),
    ).toHaveLength(3);
  });
});
