import { RemovalPolicy } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

/** Keys of the Stripe secret's JSON value; the payment code reads these names. */
export const STRIPE_SECRET_KEYS = {
  liveSecretKey: 'liveSecretKey',
  testSecretKey: 'testSecretKey',
  liveWebhookSecret: 'liveWebhookSecret',
  testWebhookSecret: 'testWebhookSecret',
} as const;

export interface SecretsProps {
  retainData: boolean;
}

/**
 * Stripe credentials. Created with empty values plus a generated placeholder so no real key
 * ever lives in code or templates; an operator fills it after the first deploy with
 * `aws secretsmanager put-secret-value` (see README). CloudFormation never rewrites the value
 * afterwards because the generation settings do not change.
 */
export class Secrets extends Construct {
  readonly stripeSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: SecretsProps) {
    super(scope, id);
    const empty = Object.fromEntries(Object.values(STRIPE_SECRET_KEYS).map((key) => [key, '']));
    this.stripeSecret = new secretsmanager.Secret(this, 'StripeSecret', {
      // No fixed name: a deleted secret keeps its name for up to 30 days, which would block
      // re-creating a destroyed dev/staging stack. Operators use the StripeSecretArn output.
      description:
        'Stripe keys as JSON: liveSecretKey, testSecretKey, liveWebhookSecret, testWebhookSecret',
      generateSecretString: {
        secretStringTemplate: JSON.stringify(empty),
        generateStringKey: 'placeholder',
        excludePunctuation: true,
      },
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    acknowledge(
      this.stripeSecret,
      'SMG4',
      'Stripe API keys cannot be rotated by a Lambda here: they are rolled in the Stripe ' +
        'dashboard and then written to this secret by an operator.',
    );
  }
}
