import { Annotations, CfnOutput, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ROUTES, type RouteDefinition } from '../lambdas/routes';
import type { EnvironmentConfig } from './config';
import { ApiRoutes } from './constructs/api-routes';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import { HttpApi } from './constructs/http-api';
import { JobFunctions, NotificationQueue } from './constructs/jobs';
import { Observability } from './constructs/observability';
import { Payouts } from './constructs/payouts';
import { SearchIndexer } from './constructs/search-indexer';
import { enableTracing } from './constructs/tracing';
import { ORIGIN_VERIFY_HEADER } from '../lambdas/infra/config';
import { lambdaEnvironment } from './constructs/lambda-environment';
import { Media } from './constructs/media';
import { Secrets } from './constructs/secrets';
import { SiteDeployment } from './constructs/site-deployment';
import { Storage } from './constructs/storage';
import { Web } from './constructs/web';
import { contentSecurityPolicy } from './constructs/web-policies';
import { acknowledgeCdkInternals } from './cdk-internals';

/** The Stripe webhook routes (payments and Connect): their own throttle. */
const WEBHOOK_ROUTES = ['POST /api/stripe-webhook', 'POST /api/stripe-connect-webhook'];

export interface MarketplaceStackProps extends StackProps {
  config: EnvironmentConfig;
  /** Folder of the built SPA (checked by resolveWebDist). */
  webDist: string;
  /** Defaults to the route table of lambdas/routes. */
  routes?: readonly RouteDefinition[];
  /** The CloudFront web ACL of the edge stack (us-east-1), when WAF is on. */
  webAclArn?: string;
}

/**
 * The whole shop in one stack. Order matters only for the site URL: CloudFront fronts the
 * API, and the Lambdas and the Cognito trigger need CloudFront's URL, so the API exists first,
 * then CloudFront, then the functions and routes.
 */
export class MarketplaceStack extends Stack {
  /**
   * The alarms, their topic and the dashboard: a nested stack of their own, since every function
   * brings two alarms and CloudFormation counts 500 resources per stack (the routes stay here:
   * moving an API Gateway route to another stack would create its key again before deleting it).
   */
  readonly monitoring: NestedStack;

  constructor(scope: Construct, id: string, props: MarketplaceStackProps) {
    super(scope, id, props);
    const { config } = props;
    const routes = props.routes ?? ROUTES;
    const logs = { logRetentionDays: config.logRetentionDays, retainLogs: config.retainData };

    const data = new Data(this, 'Data', { retainData: config.retainData });
    const storage = new Storage(this, 'Storage', {
      namePrefix: config.namePrefix,
      retainData: config.retainData,
      logRetentionDays: config.logRetentionDays,
    });
    const media = new Media(this, 'Media', {
      namePrefix: config.namePrefix,
      retainData: config.retainData,
      logsBucket: storage.logsBucket,
    });
    const secrets = new Secrets(this, 'Secrets', { retainData: config.retainData });
    const email = new Email(this, 'Email', {
      mailFrom: config.mailFrom,
      ...(config.mailFromDomain && { mailFromDomain: config.mailFromDomain }),
    });
    const httpApi = new HttpApi(this, 'HttpApi', {
      namePrefix: config.namePrefix,
      throttle: config.apiThrottle,
      ...logs,
    });

    const web = new Web(this, 'Web', {
      siteBucket: storage.siteBucket,
      logsBucket: storage.logsBucket,
      apiDomainName: httpApi.domainName,
      routes,
      csp: contentSecurityPolicy({
        region: this.region,
        filesBucketHosts: Storage.filesBucketHosts(config.namePrefix),
        mediaBucketHosts: Media.bucketHosts(config.namePrefix),
      }),
      mediaOrigin: media.origin,
      ...(config.domainName && { domainName: config.domainName }),
      ...(config.certificateArn && { certificateArn: config.certificateArn }),
      apiOriginHeaders: { [ORIGIN_VERIFY_HEADER]: secrets.originHeaderValue() },
      ...(props.webAclArn && { webAclArn: props.webAclArn }),
      warnWithoutCustomDomain: config.envName === 'prod',
    });
    storage.allowBrowserAccessFrom(web.siteUrl);
    media.allowUploadsFrom(web.siteUrl);
    media.allowReadsBy(web.distribution);

    const auth = new Auth(this, 'Auth', {
      namePrefix: config.namePrefix,
      siteUrl: web.siteUrl,
      mailFrom: config.mailFrom,
      ...(config.mailFromDomain && { mailFromDomain: config.mailFromDomain }),
      retainData: config.retainData,
      threatProtection: config.threatProtection,
      cognitoEmailViaSes: config.cognitoEmailViaSes,
      ...logs,
    });

    const notifications = new NotificationQueue(this, 'Notifications');
    const resources = {
      table: data.table,
      indexNames: data.indexNames,
      filesBucket: storage.filesBucket,
      mediaBucket: media.bucket,
      userPool: auth.userPool,
      stripeSecret: secrets.stripeSecret,
      notifyQueue: notifications.queue,
      email,
    };
    const environment = lambdaEnvironment({
      ...resources,
      userPoolClient: auth.client,
      stripeMode: config.stripeMode,
      siteUrl: web.siteUrl,
      adminEmail: config.adminEmail,
      supportEmail: config.supportEmail,
      threatProtection: config.threatProtection,
      debugPanelDefault: config.debugPanelDefault,
      stripeTax: config.stripeTax,
      adaptivePricing: config.adaptivePricing,
    });
    const api = new ApiRoutes(this, 'Api', {
      ...resources,
      httpApi: httpApi.api,
      userPoolClient: auth.client,
      environment,
      routes,
      originSecret: secrets.originSecret,
      ...logs,
    });
    for (const key of WEBHOOK_ROUTES) {
      const webhookRoute = api.routes.get(key);
      if (webhookRoute) httpApi.throttleRoute(webhookRoute, key, config.webhookThrottle);
    }
    const jobs = new JobFunctions(this, 'Jobs', {
      ...resources,
      siteBucket: storage.siteBucket,
      environment,
      ...logs,
    });
    const payoutsApi = api.functions.get('payouts');
    if (!payoutsApi) throw new Error('The payouts function group is missing');
    const payouts = new Payouts(this, 'Payouts', {
      ...resources,
      environment,
      ...logs,
      retainData: config.retainData,
      payoutsApi,
    });

    const search = new SearchIndexer(this, 'Search', { ...resources, environment, ...logs });

    enableTracing(this, config.logLevel);
    this.monitoring = new NestedStack(this, 'Monitoring', {
      description: 'Alarms, their SNS topic and the operations dashboard',
    });
    const observability = new Observability(this.monitoring, 'Observability', {
      namePrefix: config.namePrefix,
      ...(config.alarmEmail && { alarmEmail: config.alarmEmail }),
      httpApi: httpApi.api,
      functions: [
        ...[...api.functions].map(([group, fn]) => ({ name: `api-${group}`, fn: fn.fn })),
        { name: 'job-notify-buyers', fn: jobs.notifyBuyers.fn },
        { name: 'job-purge-deleted-accounts', fn: jobs.purgeDeletedAccounts.fn },
        { name: 'job-sitemap', fn: jobs.sitemap.fn },
        { name: 'job-reread-automation-files', fn: jobs.rereadAutomationFiles.fn },
        { name: 'job-payouts-worker', fn: payouts.worker.fn },
        { name: 'job-search-indexer', fn: search.indexer.fn },
        { name: 'cognito-custom-message', fn: auth.customMessage.fn },
      ],
      deadLetterQueues: [
        { name: 'notify-buyers', queue: notifications.deadLetterQueue },
        { name: 'purge-deleted-accounts', queue: jobs.purgeFailures },
        { name: 'payouts-worker', queue: payouts.failures },
        { name: 'search-indexer', queue: search.failures },
      ],
    });
    if (!config.cognitoEmailViaSes && config.envName !== 'dev') {
      Annotations.of(this).addWarningV2(
        'marketplace:cognito-mail',
        'Cognito sends verification and recovery mail with its own sender (about 50 a day). ' +
          'Once the SES identity is verified, set cognitoEmailViaSes: true and redeploy.',
      );
    }

    new SiteDeployment(this, 'Site', {
      webDist: props.webDist,
      bucket: storage.siteBucket,
      distribution: web.distribution,
      logRetentionDays: config.logRetentionDays,
      config: {
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.client.userPoolClientId,
        adminEmail: config.adminEmail,
        stripeTax: config.stripeTax,
      },
    });

    const outputs: Record<string, [string, string]> = {
      SiteUrl: [web.siteUrl, 'Open the shop here'],
      DistributionDomainName: [
        web.distribution.distributionDomainName,
        'Point the custom domain (CNAME/alias) here',
      ],
      DistributionId: [web.distribution.distributionId, 'For manual invalidations'],
      ApiUrl: [httpApi.stage.url, 'Direct API Gateway URL (the site uses SiteUrl/api)'],
      StripeWebhookUrl: [`${web.siteUrl}/api/stripe-webhook`, 'Register in the Stripe dashboard'],
      StripeConnectWebhookUrl: [
        `${web.siteUrl}/api/stripe-connect-webhook`,
        'Register as a Connect endpoint (account.updated) in the Stripe dashboard',
      ],
      StripeConnectSecretArn: [
        payouts.connectSecret.secretArn,
        'Connect webhook signing secrets (docs/payments.md, payouts)',
      ],
      UserPoolId: [auth.userPool.userPoolId, 'Cognito user pool'],
      UserPoolClientId: [auth.client.userPoolClientId, 'Cognito app client (no secret)'],
      TableName: [data.table.tableName, 'DynamoDB table'],
      FilesBucketName: [storage.filesBucket.bucketName, 'Private product files'],
      MediaBucketName: [media.bucket.bucketName, 'Product images, served at /media/*'],
      SiteBucketName: [storage.siteBucket.bucketName, 'Built SPA'],
      StripeSecretArn: [
        secrets.stripeSecret.secretArn,
        'Filled by npm run deploy -- --stripe (docs/deploying.md)',
      ],
      OriginSecretArn: [secrets.originSecret.secretArn, 'CloudFront-to-API header (runbook)'],
      AlarmTopicArn: [observability.topic.topicArn, 'Every alarm notifies this topic'],
      MailFeedbackTopicArn: [email.feedbackTopic.topicArn, 'SES bounces and complaints'],
      DashboardName: [observability.dashboard.dashboardName, 'CloudWatch dashboard'],
      NotifyDeadLetterQueueUrl: [notifications.deadLetterQueue.queueUrl, 'Drain: runbook'],
    };
    for (const [name, [value, description]] of Object.entries(outputs)) {
      new CfnOutput(this, name, { value, description });
    }

    acknowledgeCdkInternals(this);
  }
}
