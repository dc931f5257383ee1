import { Duration } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  METRIC,
  METRICS_NAMESPACE,
  SERVICE_NAME,
  type MetricName,
} from '../../lambdas/infra/observability-names';
import { acknowledge, acknowledgeServerless } from '../nag';

/** Thresholds of the alarms (documented alarm by alarm in docs/deploying.md). */
export const ALARM_THRESHOLDS = {
  /** Percentage of API answers that are 5xx, over 5 minutes, two periods in a row. */
  api5xxPercent: 5,
  /** p99 of API Gateway's latency (ms), three 5-minute periods in a row. */
  apiP99LatencyMs: 3000,
  /** Refused or failed webhook deliveries in 5 minutes (a few scanners' probes are tolerated). */
  webhookFailures: 3,
  /** SES reputation: AWS reviews accounts above 5 % bounces and 0.1 % complaints. */
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
} as const;

export interface ObservedFunction {
  /** Short name used in alarm ids and the dashboard, e.g. `api-checkout`. */
  name: string;
  fn: lambda.IFunction;
}

export interface ObservabilityProps {
  namePrefix: string;
  alarmEmail?: string;
  httpApi: apigwv2.HttpApi;
  functions: readonly ObservedFunction[];
  deadLetterQueues: readonly { name: string; queue: sqs.IQueue }[];
}

export function businessMetric(name: MetricName, period = Duration.minutes(5)): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: SERVICE_NAME },
    statistic: cloudwatch.Stats.SUM,
    period,
  });
}

/**
 * What tells the owner that something broke: one SNS topic (e-mail subscriber from the
 * environment's config) that every alarm notifies, on alarm and when it is OK again, and one
 * dashboard with the same signals plus orders and revenue per hour.
 */
export class Observability extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `${props.namePrefix} alarms`,
      enforceSSL: true,
    });
    acknowledge(
      this.topic,
      'SNS2',
      'Alarm notifications carry alarm names and metric values only, no personal data; ' +
        'CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key.',
    );
    if (props.alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
      acknowledgeServerless(
        this.topic,
        'SNSRedrivePolicy',
        'E-mail delivery is retried by SNS itself; an alarm whose e-mail is lost still shows in ' +
          'the alarm history and on the dashboard, so a queue of lost e-mails adds nothing.',
      );
    }
    this.action = new SnsAction(this.topic);

    const api = props.httpApi;
    const fiveMinutes = Duration.minutes(5);
    const errorRate = new cloudwatch.MathExpression({
      label: 'API 5xx %',
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: {
        errors: api.metricServerError({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM }),
        requests: api.metricCount({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM }),
      },
      period: fiveMinutes,
    });
    const p99 = api.metricLatency({ period: fiveMinutes, statistic: cloudwatch.Stats.p(99) });
    this.alarm('Api5xxRate', errorRate, ALARM_THRESHOLDS.api5xxPercent, 2, 'API answers 5xx');
    this.alarm('ApiP99Latency', p99, ALARM_THRESHOLDS.apiP99LatencyMs, 3, 'API p99 latency');

    for (const { name, fn } of props.functions) {
      const sum = { period: fiveMinutes, statistic: cloudwatch.Stats.SUM };
      this.alarm(`${name}-Errors`, fn.metricErrors(sum), 1, 1, `${name} failed invocations`);
      this.alarm(`${name}-Throttles`, fn.metricThrottles(sum), 1, 1, `${name} throttled`);
    }
    for (const { name, queue } of props.deadLetterQueues) {
      const depth = queue.metricApproximateNumberOfMessagesVisible({
        period: fiveMinutes,
        statistic: cloudwatch.Stats.MAXIMUM,
      });
      this.alarm(`${name}-DeadLetters`, depth, 1, 1, `${name}: messages waiting for a person`);
    }

    this.alarm(
      'WebhookFailures',
      businessMetric(METRIC.webhookFailures),
      ALARM_THRESHOLDS.webhookFailures,
      1,
      'Stripe webhook deliveries refused or failed',
    );
    this.alarm(
      'FulfilmentFailures',
      businessMetric(METRIC.fulfilmentFailures),
      1,
      1,
      'A paid order could not be fulfilled (retry it on the admin security page)',
    );
    this.alarm(
      'PayoutTransferFailures',
      businessMetric(METRIC.payoutTransferFailures),
      1,
      1,
      'A transfer to a seller failed (retry it on the admin payouts page)',
    );
    this.alarm(
      'ConnectWebhookFailures',
      businessMetric(METRIC.connectWebhookFailures),
      ALARM_THRESHOLDS.webhookFailures,
      1,
      'Stripe Connect webhook deliveries refused or failed',
    );
    this.alarm(
      'DisputesOpened',
      businessMetric(METRIC.disputesOpened),
      1,
      1,
      'A buyer disputed a payment: answer with evidence in Stripe before the due date',
    );
    this.alarm(
      'PurgeFailures',
      businessMetric(METRIC.purgeFailures),
      1,
      1,
      'The nightly purge could not remove an account',
    );
    const ses = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: cloudwatch.Stats.MAXIMUM,
        period: Duration.hours(1),
      });
    this.alarm(
      'SesBounceRate',
      ses('Reputation.BounceRate'),
      ALARM_THRESHOLDS.sesBounceRate,
      1,
      'SES bounce rate (sender reputation)',
    );
    this.alarm(
      'SesComplaintRate',
      ses('Reputation.ComplaintRate'),
      ALARM_THRESHOLDS.sesComplaintRate,
      1,
      'SES complaint rate (sender reputation)',
    );

    this.dashboard = this.buildDashboard(props, errorRate, p99);
  }

  private alarm(
    id: string,
    metric: cloudwatch.IMetric,
    threshold: number,
    evaluationPeriods: number,
    description: string,
  ): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, id, {
      alarmDescription: `${description} (runbook: docs/deploying.md, alarm ${id})`,
      metric,
      threshold,
      evaluationPeriods,
      datapointsToAlarm: evaluationPeriods,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data is no trouble: most of these metrics only exist when something happens.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }

  private buildDashboard(
    props: ObservabilityProps,
    errorRate: cloudwatch.IMetric,
    p99: cloudwatch.IMetric,
  ): cloudwatch.Dashboard {
    const hour = Duration.hours(1);
    const revenueDollars = new cloudwatch.MathExpression({
      label: 'Revenue (USD)',
      expression: 'cents / 100',
      usingMetrics: { cents: businessMetric(METRIC.revenueCents, hour) },
      period: hour,
    });
    const width = 12;
    const dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${props.namePrefix}-operations`,
      defaultInterval: Duration.days(7),
    });
    dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Orders paid per hour',
        left: [businessMetric(METRIC.ordersPaid, hour)],
        width,
      }),
      new cloudwatch.GraphWidget({ title: 'Revenue per hour', left: [revenueDollars], width }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'API 5xx %', left: [errorRate], width }),
      new cloudwatch.GraphWidget({ title: 'API p99 latency (ms)', left: [p99], width }),
    );
    const sum = { period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM };
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Lambda errors',
        left: props.functions.map(({ name, fn }) => fn.metricErrors({ ...sum, label: name })),
        width,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda throttles',
        left: props.functions.map(({ name, fn }) => fn.metricThrottles({ ...sum, label: name })),
        width,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Payments and jobs',
        left: [
          businessMetric(METRIC.webhookFailures),
          businessMetric(METRIC.fulfilmentFailures),
          businessMetric(METRIC.refunds),
          businessMetric(METRIC.purgeFailures),
          businessMetric(METRIC.payoutTransferFailures),
          businessMetric(METRIC.connectWebhookFailures),
          businessMetric(METRIC.orderRefunds),
          businessMetric(METRIC.disputesOpened),
        ],
        right: [businessMetric(METRIC.notificationsSent), businessMetric(METRIC.payoutTransfers)],
        width,
      }),
      new cloudwatch.GraphWidget({
        title: 'Dead-letter queues',
        left: props.deadLetterQueues.map(({ name, queue }) =>
          queue.metricApproximateNumberOfMessagesVisible({ label: name }),
        ),
        width,
      }),
    );
    return dashboard;
  }
}
