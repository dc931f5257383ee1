import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { productItemPrefix } from '../../lambdas/repositories/keys';
import { acknowledge, acknowledgeServerless } from '../nag';
import { grantPermissions, type GrantableResources } from './grants';
import { NodeFunction } from './node-function';
import { JOB_PERMISSIONS } from './job-permissions';

/** The indexer's description (the infra tests find its function by it). */
export const SEARCH_INDEXER_DESCRIPTION =
  'Catalogue search: applies product changes to the search index snapshot, reconciles it daily';

export interface SearchIndexerProps extends GrantableResources {
  environment: Record<string, string>;
  logRetentionDays: number;
  retainLogs: boolean;
}

/**
 * The search index's upkeep (lambdas/jobs/search-indexer.ts): the table's stream, filtered at
 * the event source to the items a search document is built from (a product, its versions and
 * files), and a daily reconcile that builds the first index and repairs any drift. One indexer
 * at a time (reserved concurrency 1): every run rewrites the whole snapshot, so parallel runs
 * would only lose swaps to each other and retry.
 */
export class SearchIndexer extends Construct {
  readonly indexer: NodeFunction;
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: SearchIndexerProps) {
    super(scope, id);
    this.indexer = new NodeFunction(this, 'SearchIndexer', {
      environment: props.environment,
      logRetentionDays: props.logRetentionDays,
      retainLogs: props.retainLogs,
      entry: 'lambdas/jobs/search-indexer.ts',
      description: SEARCH_INDEXER_DESCRIPTION,
      timeout: Duration.minutes(10),
      memorySize: 2048,
    });
    (this.indexer.fn.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = 1;
    grantPermissions(this, this.indexer.role, JOB_PERMISSIONS.searchIndexer, props);

    this.failures = new sqs.Queue(this, 'SearchIndexFailures', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    const why =
      'This queue is itself the dead-letter queue of the search indexer (stream on-failure ' +
      'destination and Lambda on-failure destination); the daily reconcile repairs the index.';
    acknowledge(this.failures, 'SQS3', why);
    acknowledgeServerless(this.failures, 'SQSRedrivePolicy', why);

    // A product, its versions and its files: interest sign-ups, upload tickets and links in the
    // same partition never reach the indexer.
    this.indexer.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(2),
        retryAttempts: 5,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(this.failures),
        filters: [
          lambda.FilterCriteria.filter({
            dynamodb: {
              Keys: {
                PK: { S: lambda.FilterRule.beginsWith('PRODUCT#') },
                SK: {
                  S: [
                    productItemPrefix.product,
                    ...lambda.FilterRule.beginsWith(productItemPrefix.version),
                    ...lambda.FilterRule.beginsWith(productItemPrefix.file),
                  ],
                },
              },
            },
          }),
        ],
      }),
    );
    acknowledgeServerless(
      this.indexer,
      'LambdaDLQ',
      'Failed stream records go to the on-failure destination of the event source, a failed ' +
        'reconcile to the function’s on-failure destination; both are SearchIndexFailures.',
    );
    this.indexer.fn.configureAsyncInvoke({
      retryAttempts: 2,
      onFailure: new SqsDestination(this.failures),
    });
    new events.Rule(this, 'ReconcileSchedule', {
      description: 'Search index: daily reconcile with the catalogue (first build, repairs)',
      schedule: events.Schedule.rate(Duration.days(1)),
      targets: [
        new targets.LambdaFunction(this.indexer.fn, {
          retryAttempts: 2,
          deadLetterQueue: this.failures,
        }),
      ],
    });
  }
}
