import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { ENV } from '../../lambdas/infra/config';
import { NOTIFY_ENV } from '../../lambdas/infra/notification-queue';
import type { Email } from './email';

/** Name of the env var holding the Stripe secret's ARN (JSON keys: see secrets.ts). */
export const STRIPE_SECRET_ARN_ENV = 'STRIPE_SECRET_ARN';
/** `test` or `live`: which key non-test users pay with (test_user always uses the test key). */
export const STRIPE_MODE_ENV = 'STRIPE_MODE';
/** URL of the update-notification queue (lambdas/infra/notification-queue.ts). */
export const NOTIFY_QUEUE_URL_ENV = NOTIFY_ENV.queueUrl;

export interface LambdaEnvironmentProps {
  table: dynamodb.Table;
  filesBucket: s3.Bucket;
  mediaBucket: s3.Bucket;
  userPool: cognito.UserPool;
  userPoolClient: cognito.UserPoolClient;
  stripeSecret: secretsmanager.Secret;
  stripeMode: 'test' | 'live';
  notifyQueue: sqs.Queue;
  email: Email;
  siteUrl: string;
  adminEmail: string;
  supportEmail: string;
  /** Shown on the admin's security page (the pool itself is configured in auth.ts). */
  threatProtection: boolean;
  debugPanelDefault: boolean;
  /** Stripe Tax in Checkout (lambdas/services/checkout/tax-and-invoice-params.ts). */
  stripeTax: boolean;
  /** Adaptive Pricing and the automatic locale in Checkout (checkout-localisation.ts). */
  adaptivePricing: boolean;
}

/**
 * The environment every Lambda (API groups and jobs) runs with; names shared with the local
 * stack through lambdas/infra/config.ts. Endpoint overrides are local-only and never set here.
 */
export function lambdaEnvironment(props: LambdaEnvironmentProps): Record<string, string> {
  return {
    [ENV.tableName]: props.table.tableName,
    [ENV.filesBucket]: props.filesBucket.bucketName,
    [ENV.mediaBucket]: props.mediaBucket.bucketName,
    [ENV.userPoolId]: props.userPool.userPoolId,
    [ENV.userPoolClientId]: props.userPoolClient.userPoolClientId,
    [ENV.cognitoIssuer]: props.userPool.userPoolProviderUrl,
    [ENV.siteUrl]: props.siteUrl,
    [ENV.adminEmail]: props.adminEmail,
    [ENV.supportEmail]: props.supportEmail,
    [ENV.mailFrom]: props.email.mailFrom,
    [STRIPE_SECRET_ARN_ENV]: props.stripeSecret.secretArn,
    [STRIPE_MODE_ENV]: props.stripeMode,
    [NOTIFY_QUEUE_URL_ENV]: props.notifyQueue.queueUrl,
    [ENV.threatProtection]: String(props.threatProtection),
    [ENV.debugPanelDefault]: String(props.debugPanelDefault),
    [ENV.stripeTax]: String(props.stripeTax),
    [ENV.adaptivePricing]: String(props.adaptivePricing),
  };
}
