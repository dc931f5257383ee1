import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ENV } from '../../lambdas/infra/config';
import { NOTIFICATION_QUEUE } from '../../lambdas/infra/notification-queue';
import { NOTIFICATION_OUTBOX } from '../../lambdas/services/notifications/notification-outbox';
import { acknowledge, acknowledgeServerless } from '../nag';
import { grantPermissions, type GrantableResources } from './grants';
import { NodeFunction, type NodeFunctionProps } from './node-function';
import { JOB_PERMISSIONS } from './job-permissions';

/**
 * Background work outside the request path. The update-notification queue is created first
 * (the API functions need its URL); the consumers are added once the Lambda environment exists.
 */
/** The re-read job's description (the infra tests find its function by it). */
export const REREAD_JOB_DESCRIPTION =
  'Re-reads stored automation files under the current rules when asked or when the rules change';

/** The nightly job's description (the infra tests find its function by it). */
export const PURGE_JOB_DESCRIPTION =
  'Removes accounts marked for deletion 30 days ago (Cognito user, personal data), then runs stored-data migrations';

/** The sitemap job's description (the infra tests find its function by it). */
export const SITEMAP_JOB_DESCRIPTION =
  'Sitemap: writes sitemap.xml, its files and robots.txt from the catalogue to the site bucket, hourly';

export class NotificationQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Jobs that keep failing (five receives) wait here for a person, 14 days.
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    acknowledge(
      this.deadLetterQueue,
      'SQS3',
      'This queue is itself the dead-letter queue of the update-notification queue.',
    );
    acknowledgeServerless(
      this.deadLetterQueue,
      'SQSRedrivePolicy',
      'This queue is itself the dead-letter queue of the update-notification queue; its ' +
        'messages wait for a person (alarm, runbook), not for another consumer.',
    );
    this.queue = new sqs.Queue(this, 'Queue', {
      // Six times the consumer's timeout, as AWS recommends for Lambda event sources.
      visibilityTimeout: Duration.seconds(6 * NOTIFICATION_QUEUE.consumerTimeoutSeconds),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      deadLetterQueue: {
        queue: this.deadLetterQueue,
        maxReceiveCount: NOTIFICATION_QUEUE.maxReceiveCount,
      },
    });
  }
}

export interface JobFunctionsProps extends GrantableResources {
  environment: Record<string, string>;
  logRetentionDays: number;
  retainLogs: boolean;
}

/**
 * The update-notification consumer (and its outbox sweep), the nightly purge of deleted
 * accounts and the hourly sitemap.
 */
export class JobFunctions extends Construct {
  readonly notifyBuyers: NodeFunction;
  readonly purgeDeletedAccounts: NodeFunction;
  readonly sitemap: NodeFunction;
  readonly rereadAutomationFiles: NodeFunction;
  /**
   * Nightly purges that failed after their retries (the event, with the error) and schedule
   * deliveries EventBridge could not make: kept 14 days for a person, alarmed when not empty.
   */
  readonly purgeFailures: sqs.Queue;

  constructor(scope: Construct, id: string, props: JobFunctionsProps) {
    super(scope, id);
    const common = {
      environment: props.environment,
      logRetentionDays: props.logRetentionDays,
      retainLogs: props.retainLogs,
    };

    this.notifyBuyers = new NodeFunction(this, 'NotifyBuyers', {
      ...common,
      entry: 'lambdas/jobs/notify-buyers-entry.ts',
      description:
        'Update notifications: e-mails the buyers of a new version and the notify-me list, in batches',
      timeout: Duration.seconds(NOTIFICATION_QUEUE.consumerTimeoutSeconds),
    });
    grantPermissions(this, this.notifyBuyers.role, JOB_PERMISSIONS.notifyBuyers, props);
    acknowledgeServerless(
      this.notifyBuyers,
      'LambdaDLQ',
      'Queue records are redriven to the notification dead-letter queue after five receives; ' +
        'the only asynchronous invocation is the outbox sweep schedule, whose failed run is ' +
        'the next run’s work (its Errors alarm tells a person).',
    );
    acknowledgeServerless(
      this.notifyBuyers,
      'LambdaEventSourceMappingDestination',
      'SQS event sources take no on-failure destination; the source queue redrive policy ' +
        '(five receives, then the dead-letter queue) keeps failed jobs.',
    );
    // One message is one bounded batch of recipients; failed records go back to the queue one
    // by one (partial batch responses); a few run at once, within SES's send rate.
    this.notifyBuyers.fn.addEventSource(
      new SqsEventSource(props.notifyQueue, {
        batchSize: NOTIFICATION_QUEUE.batchSize,
        maxConcurrency: NOTIFICATION_QUEUE.maxConcurrency,
        reportBatchItemFailures: true,
      }),
    );

    // The outbox sweep: messages whose send to the queue failed are sent by the next run. A
    // failed run is not retried by Lambda; the next one, minutes later, does the same work.
    this.notifyBuyers.fn.configureAsyncInvoke({ retryAttempts: 0 });
    const sweep = new events.Rule(this, 'NotificationOutboxSweep', {
      description: 'Notification outbox sweep: queues notification messages whose send failed',
      schedule: events.Schedule.rate(Duration.minutes(NOTIFICATION_OUTBOX.sweepMinutes)),
      targets: [new targets.LambdaFunction(this.notifyBuyers.fn, { retryAttempts: 2 })],
    });
    const sweepReason =
      'A sweep event carries no data: what a failed or undelivered run had to send stays in ' +
      'the notification outbox for the next run minutes later, and the Errors alarm tells a person.';
    acknowledgeServerless(this.notifyBuyers, 'LambdaAsyncFailureDestination', sweepReason);
    acknowledgeServerless(sweep, 'EventBusDLQ', sweepReason);

    this.purgeDeletedAccounts = new NodeFunction(this, 'PurgeDeletedAccounts', {
      ...common,
      entry: 'lambdas/jobs/purge-deleted-accounts.ts',
      description: PURGE_JOB_DESCRIPTION,
      timeout: Duration.minutes(5),
    });
    grantPermissions(
      this,
      this.purgeDeletedAccounts.role,
      JOB_PERMISSIONS.purgeDeletedAccounts,
      props,
    );
    this.purgeFailures = new sqs.Queue(this, 'PurgeFailures', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    acknowledge(
      this.purgeFailures,
      'SQS3',
      'This queue is itself the dead-letter queue of the nightly purge (Lambda on-failure ' +
        'destination and EventBridge target DLQ).',
    );
    acknowledgeServerless(
      this.purgeFailures,
      'SQSRedrivePolicy',
      'This queue is itself the dead-letter queue of the nightly purge; its messages wait ' +
        'for a person (alarm, runbook), not for another consumer.',
    );
    acknowledgeServerless(
      this.purgeDeletedAccounts,
      'LambdaDLQ',
      'Failed asynchronous runs go to the on-failure destination (the PurgeFailures queue), ' +
        'which keeps the error with the event, unlike a dead-letter queue.',
    );
    // A run with a failed account throws (its Errors alarm); after two retries the event
    // lands here, so the failure is kept, not only logged.
    this.purgeDeletedAccounts.fn.configureAsyncInvoke({
      retryAttempts: 2,
      onFailure: new SqsDestination(this.purgeFailures),
    });
    this.rereadAutomationFiles = this.rereadJob(common, props);

    new events.Rule(this, 'NightlyPurge', {
      description: 'Final removal of deleted accounts, every night at 03:00 UTC',
      schedule: events.Schedule.cron({ minute: '0', hour: '3' }),
      targets: [
        new targets.LambdaFunction(this.purgeDeletedAccounts.fn, {
          retryAttempts: 2,
          deadLetterQueue: this.purgeFailures,
        }),
      ],
    });

    this.sitemap = this.addSitemap(common, props);
  }

  /**
   * The sitemap, rewritten every hour from the catalogue listing into the site bucket, which
   * CloudFront serves as it serves the SPA. A failed run changes nothing (the last files stay
   * up) and the next hour's run does the same work, so neither retries nor a failure queue.
   */
  private addSitemap(
    common: Pick<NodeFunctionProps, 'environment' | 'logRetentionDays' | 'retainLogs'>,
    props: JobFunctionsProps,
  ): NodeFunction {
    if (!props.siteBucket) throw new Error('The sitemap job needs the site bucket');
    const sitemap = new NodeFunction(this, 'Sitemap', {
      ...common,
      environment: { ...props.environment, [ENV.siteBucket]: props.siteBucket.bucketName },
      entry: 'lambdas/jobs/sitemap.ts',
      description: SITEMAP_JOB_DESCRIPTION,
      // 50,000 products are about 50 Query pages and three puts: seconds, with room to grow.
      timeout: Duration.minutes(5),
    });
    grantPermissions(this, sitemap.role, JOB_PERMISSIONS.sitemap, props);
    sitemap.fn.configureAsyncInvoke({ retryAttempts: 0 });
    const schedule = new events.Rule(this, 'HourlySitemap', {
      description: 'Sitemap and robots.txt, rewritten every hour',
      schedule: events.Schedule.rate(Duration.hours(1)),
      targets: [new targets.LambdaFunction(sitemap.fn, { retryAttempts: 2 })],
    });
    const reason =
      'A sitemap run carries no data: a failed run leaves the last files in place and the ' +
      'next hourly run rewrites them; the Errors alarm tells a person.';
    acknowledgeServerless(sitemap, 'LambdaDLQ', reason);
    acknowledgeServerless(sitemap, 'LambdaAsyncFailureDestination', reason);
    acknowledgeServerless(schedule, 'EventBusDLQ', reason);
    return sitemap;
  }

  /**
   * The re-read of stored automation files (lambdas/jobs/reread-automation-files.ts): every 15
   * minutes, so a run the admin asks for starts soon; a tick with nothing to do is one GetItem.
   * A failed tick is not retried: the run's position is saved, and the next tick goes on.
   */
  private rereadJob(
    common: Pick<JobFunctionsProps, 'environment' | 'logRetentionDays' | 'retainLogs'>,
    props: JobFunctionsProps,
  ): NodeFunction {
    const job = new NodeFunction(this, 'RereadAutomationFiles', {
      ...common,
      entry: 'lambdas/jobs/reread-automation-files.ts',
      description: REREAD_JOB_DESCRIPTION,
      timeout: Duration.minutes(5),
    });
    grantPermissions(this, job.role, JOB_PERMISSIONS.rereadAutomationFiles, props);
    job.fn.configureAsyncInvoke({ retryAttempts: 0 });
    const rule = new events.Rule(this, 'RereadAutomationFilesSchedule', {
      description: 'Re-read of stored automation files: starts or continues a due run',
      schedule: events.Schedule.rate(Duration.minutes(15)),
      targets: [new targets.LambdaFunction(job.fn, { retryAttempts: 2 })],
    });
    const reason =
      'A tick carries no data: the run keeps its position in the table, and the next tick ' +
      '15 minutes later goes on from it; the Errors alarm tells a person.';
    acknowledgeServerless(job, 'LambdaDLQ', reason);
    acknowledgeServerless(job, 'LambdaAsyncFailureDestination', reason);
    acknowledgeServerless(rule, 'EventBusDLQ', reason);
    return job;
  }
}
