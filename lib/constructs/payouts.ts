import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { CONNECT_SECRET_KEYS, STRIPE_CONNECT_ENV } from '../../lambdas/infra/stripe-connect';
import { payoutKeys } from '../../lambdas/repositories/keys';
import { acknowledge, acknowledgeServerless } from '../nag';
import { grantPermissions, type GrantableResources } from './grants';
import { NodeFunction } from './node-function';
import { operatorFilledSecret } from './secrets';
import { JOB_PERMISSIONS } from './job-permissions';

/** The worker's description (its bundle is measured and checked by it). */
export const PAYOUTS_WORKER_DESCRIPTION =
  'Seller payouts: books paid orders from the outbox, transfers, releases held earnings';

/** The release job's schedule (the "every 15 minutes"). */
export const RELEASE_SCHEDULE_MINUTES = 15;

export interface PayoutsProps extends GrantableResources {
  environment: Record<string, string>;
  logRetentionDays: number;
  retainLogs: boolean;
  retainData: boolean;
  /** The `payouts` API group's function: the only reader of the Connect signing secret. */
  payoutsApi: NodeFunction;
}

/**
 * Seller payouts through Stripe Connect, beyond the `payouts` API group: the Connect webhook's
 * own signing secret, and the payouts worker, triggered by the table's stream (orders entering
 * the payouts outbox, filtered at the event source so the worker sees nothing else) and by the
 * release schedule. Stream records and scheduled runs that keep failing land in one queue for a
 * person (alarmed like the other dead letters).
 */
export class Payouts extends Construct {
  readonly connectSecret: secretsmanager.Secret;
  readonly worker: NodeFunction;
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: PayoutsProps) {
    super(scope, id);
    this.connectSecret = operatorFilledSecret(this, 'StripeConnectSecret', {
      keys: CONNECT_SECRET_KEYS,
      description:
        'Stripe Connect webhook signing secrets as JSON: liveConnectWebhookSecret, ' +
        'testConnectWebhookSecret',
      retainData: props.retainData,
      why:
        'Webhook signing secrets are rolled in the Stripe dashboard and then written to this ' +
        'secret by an operator (runbook); a rotation Lambda cannot roll them.',
    });
    this.connectSecret.grantRead(props.payoutsApi.role);
    props.payoutsApi.fn.addEnvironment(STRIPE_CONNECT_ENV.secretArn, this.connectSecret.secretArn);

    this.worker = new NodeFunction(this, 'PayoutsWorker', {
      environment: props.environment,
      logRetentionDays: props.logRetentionDays,
      retainLogs: props.retainLogs,
      entry: 'lambdas/jobs/payouts-worker.ts',
      description: PAYOUTS_WORKER_DESCRIPTION,
      stripeBundle: 'payouts',
      timeout: Duration.minutes(5),
    });
    grantPermissions(this, this.worker.role, JOB_PERMISSIONS.payoutsWorker, props);

    this.failures = new sqs.Queue(this, 'PayoutsFailures', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    acknowledge(
      this.failures,
      'SQS3',
      'This queue is itself the dead-letter queue of the payouts worker (stream on-failure ' +
        'destination, Lambda on-failure destination and EventBridge target DLQ).',
    );
    acknowledgeServerless(
      this.failures,
      'SQSRedrivePolicy',
      'This queue is itself the dead-letter queue of the payouts worker; its messages wait for ' +
        'a person (alarm, runbook), not for another consumer.',
    );

    // Orders entering the outbox, and paid or refunded orders (sales figures): every other
    // change of the table is filtered out by Lambda before an invocation is made.
    this.worker.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 10,
        bisectBatchOnError: true,
        retryAttempts: 5,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.failures),
        filters: [
          lambda.FilterCriteria.filter({
            dynamodb: {
              NewImage: { GSI3PK: { S: lambda.FilterRule.isEqual(payoutKeys.duePartition) } },
            },
          }),
          // Order items (ORDER#{session} / ORDER) for the per-product and per-seller sales
          // figures: paid and refunded orders only, so a pending checkout never invokes it.
          lambda.FilterCriteria.filter({
            dynamodb: {
              Keys: { SK: { S: lambda.FilterRule.isEqual('ORDER') } },
              NewImage: { status: { S: ['paid', 'refunded'] } },
            },
          }),
        ],
      }),
    );
    acknowledgeServerless(
      this.worker,
      'LambdaDLQ',
      'Failed stream records go to the on-failure destination of the event source, failed ' +
        'scheduled runs to the function’s on-failure destination; both are the PayoutsFailures ' +
        'queue.',
    );
    this.worker.fn.configureAsyncInvoke({
      retryAttempts: 2,
      onFailure: new SqsDestination(this.failures),
    });
    new events.Rule(this, 'ReleaseSchedule', {
      description:
        'Payouts release job: outbox sweep, held earnings, abandoned and failed transfers',
      schedule: events.Schedule.rate(Duration.minutes(RELEASE_SCHEDULE_MINUTES)),
      targets: [
        new targets.LambdaFunction(this.worker.fn, {
          retryAttempts: 2,
          deadLetterQueue: this.failures,
        }),
      ],
    });
  }
}
