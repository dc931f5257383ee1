/**
 * Operations on the dev stack (synthesised once per run): alarms and where they go, the
 * dashboard, tracing, the CloudFront-only API and the throttles.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { FUNCTION_GROUPS } from '../../lambdas/routes';
import { METRIC, METRICS_NAMESPACE, SERVICE_NAME } from '../../lambdas/infra/observability-names';
import { PURGE_JOB_DESCRIPTION } from '../../lib/constructs/jobs';
import { ALARM_THRESHOLDS } from '../../lib/constructs/observability';
import { devMonitoringTemplate, devTemplate, resourcesOf } from './synth';

let template: Template;
/** The nested stack of alarms, their topic and the dashboard. */
let monitoring: Template;
beforeAll(() => {
  template = devTemplate();
  monitoring = devMonitoringTemplate();
});

type Props = Record<string, unknown>;
const alarms = () => Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Alarm'));

/**
 * What a value of the monitoring stack stands for in the main stack: a reference to a main
 * stack resource arrives as a parameter of the nested stack, set by the main stack.
 */
function inMainStack(value: unknown): unknown {
  const ref = (value as { Ref?: string } | undefined)?.Ref;
  if (!ref) return value;
  const [nested] = Object.values(resourcesOf(template, 'AWS::CloudFormation::Stack'));
  const parameters = (nested?.Properties['Parameters'] ?? {}) as Record<string, unknown>;
  return parameters[ref] ?? value;
}

function alarmOn(metricName: string, extra: (props: Props) => boolean = () => true): Props[] {
  return alarms()
    .map((alarm) => alarm.Properties)
    .filter((props) => props['MetricName'] === metricName && extra(props));
}

function dimension(props: Props, name: string): unknown {
  const dimensions = (props['Dimensions'] ?? []) as { Name: string; Value: unknown }[];
  return dimensions.find((d) => d.Name === name)?.Value;
}

function functionLogicalIds(): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
    ids[String(fn.Properties['Description'])] = id;
  }
  return ids;
}

const topicRef = () =>
  Object.keys(resourcesOf(monitoring, 'AWS::SNS::Topic')).find((id) => id.includes('AlarmTopic'));

describe('alarms', () => {
  test('every alarm notifies the alarm topic, on alarm and when OK again', () => {
    const topic = topicRef();
    expect(topic).toBeDefined();
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.Properties['AlarmActions']).toEqual([{ Ref: topic }]);
      expect(alarm.Properties['OKActions']).toEqual([{ Ref: topic }]);
      expect(alarm.Properties['TreatMissingData']).toBe('notBreaching');
    }
  });

  test('API 5xx rate and p99 latency', () => {
    const rate = alarms().find((alarm) => {
      const metrics = (alarm.Properties['Metrics'] ?? []) as { Expression?: string }[];
      return metrics.some((m) => m.Expression?.includes('errors / MAX([requests, 1])'));
    });
    expect(rate?.Properties).toMatchObject({
      Threshold: ALARM_THRESHOLDS.api5xxPercent,
      EvaluationPeriods: 2,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    const [latency] = alarmOn('Latency', (p) => p['Namespace'] === 'AWS/ApiGateway');
    expect(latency).toMatchObject({
      ExtendedStatistic: 'p99',
      Threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
    });
  });

  test('errors and throttles of every function: each API group, both jobs, the Cognito trigger', () => {
    const ids = functionLogicalIds();
    const functions = [
      ...FUNCTION_GROUPS.map((group) => `API function group ${group}`),
      'Update notifications: e-mails the buyers of a new version and the notify-me list, in batches',
      PURGE_JOB_DESCRIPTION,
      'Cognito CustomMessage trigger: verification and recovery links',
    ];
    for (const description of functions) {
      const id = ids[description];
      expect(id).toBeDefined();
      for (const metric of ['Errors', 'Throttles']) {
        const found = alarmOn(metric, (p) => {
          const value = inMainStack(dimension(p, 'FunctionName')) as { Ref?: string } | undefined;
          return value?.Ref === id;
        });
        expect({ description, metric, count: found.length }).toEqual({
          description,
          metric,
          count: 1,
        });
        expect(found[0]).toMatchObject({ Threshold: 1, Statistic: 'Sum' });
      }
    }
  });

  test('dead-letter queues: any message waiting is an alarm', () => {
    const depth = alarmOn('ApproximateNumberOfMessagesVisible');
    // Update notifications, the nightly purge, the payouts worker, the search indexer.
    expect(depth).toHaveLength(4);
    for (const alarm of depth) {
      expect(alarm).toMatchObject({ Threshold: 1, Statistic: 'Maximum' });
    }
  });

  test.each([
    [METRIC.webhookFailures, ALARM_THRESHOLDS.webhookFailures],
    [METRIC.fulfilmentFailures, 1],
    [METRIC.purgeFailures, 1],
    [METRIC.payoutTransferFailures, 1],
    [METRIC.connectWebhookFailures, ALARM_THRESHOLDS.webhookFailures],
  ])('business metric %s (the name the Lambdas emit) alarms at %d', (metric, threshold) => {
    const [alarm] = alarmOn(metric);
    expect(alarm).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      Statistic: 'Sum',
      Threshold: threshold,
      Dimensions: [{ Name: 'service', Value: SERVICE_NAME }],
    });
  });

  test('SES bounce and complaint rates protect the sender reputation', () => {
    expect(alarmOn('Reputation.BounceRate')[0]).toMatchObject({
      Threshold: ALARM_THRESHOLDS.sesBounceRate,
    });
    expect(alarmOn('Reputation.ComplaintRate')[0]).toMatchObject({
      Threshold: ALARM_THRESHOLDS.sesComplaintRate,
    });
  });
});

test('one dashboard with orders and revenue per hour beside the alarms', () => {
  const dashboards = Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Dashboard'));
  expect(dashboards).toHaveLength(1);
  const body = JSON.stringify(dashboards[0]?.Properties['DashboardBody']);
  for (const text of [
    'Orders paid per hour',
    'Revenue per hour',
    METRIC.ordersPaid,
    METRIC.revenueCents,
    'API 5xx %',
    'Dead-letter queues',
  ]) {
    expect(body).toContain(text);
  }
  expect(body).toContain('\\"period\\":3600');
});

test('every function of ours traces with X-Ray and logs at the environment level', () => {
  // Ours are the NodeFunctions (source maps on); CDK's own deploy helpers are not traced.
  const ours = Object.values(resourcesOf(template, 'AWS::Lambda::Function')).filter(
    (fn) =>
      (fn.Properties['Environment'] as { Variables?: Props } | undefined)?.Variables?.[
        'NODE_OPTIONS'
      ] === '--enable-source-maps',
  );
  // The groups, the four jobs, the payouts worker and the search indexer, the Cognito trigger.
  expect(ours).toHaveLength(FUNCTION_GROUPS.length + 7);
  for (const fn of ours) {
    expect(fn.Properties['TracingConfig']).toEqual({ Mode: 'Active' });
    const variables = (fn.Properties['Environment'] as { Variables: Props }).Variables;
    expect(variables).toMatchObject({
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
      POWERTOOLS_LOG_LEVEL: 'DEBUG',
    });
  }
});

describe('the API answers only CloudFront', () => {
  test('CloudFront adds the origin secret header, resolved from Secrets Manager at deploy', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            OriginCustomHeaders: [
              {
                HeaderName: 'x-origin-verify',
                HeaderValue: Match.objectLike({
                  'Fn::Join': Match.arrayWith([
                    Match.arrayWith([Match.stringLikeRegexp('resolve:secretsmanager:')]),
                  ]),
                }),
              },
            ],
          }),
        ]),
      }),
    });
  });

  test('every API group knows the secret and may read it', () => {
    const ids = functionLogicalIds();
    for (const group of FUNCTION_GROUPS) {
      const fn = resourcesOf(template, 'AWS::Lambda::Function')[
        ids[`API function group ${group}`] ?? ''
      ];
      const variables = (fn?.Properties['Environment'] as { Variables: Props }).Variables;
      expect(variables['ORIGIN_SECRET_ARN']).toEqual({
        Ref: expect.stringContaining('OriginSecret'),
      });
    }
  });

  test('the viewer address reaches the API (the managed policy forwards CloudFront headers)', () => {
    // AllViewerExceptHostHeader: every viewer header but Host, plus CloudFront-Viewer-Address.
    const behaviours = JSON.stringify(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    expect(behaviours).toContain('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });
});

test('throttles: the stage default, and the Stripe webhook its own limit', () => {
  template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
    DefaultRouteSettings: Match.objectLike({
      ThrottlingRateLimit: 50,
      ThrottlingBurstLimit: 100,
    }),
    RouteSettings: {
      'POST /api/stripe-webhook': { ThrottlingRateLimit: 25, ThrottlingBurstLimit: 50 },
    },
  });
});

test('dev has no WAF (no web ACL on the distribution)', () => {
  const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0];
  expect((distribution?.Properties['DistributionConfig'] as Props)['WebACLId']).toBeUndefined();
});

test('SES: one configuration set, default for the identity, suppresses bounces and complaints', () => {
  template.hasResourceProperties('AWS::SES::ConfigurationSet', {
    SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
  });
  template.hasResourceProperties('AWS::SES::EmailIdentity', {
    ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
  });
  template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
    EventDestination: Match.objectLike({
      MatchingEventTypes: ['bounce', 'complaint'],
      SnsDestination: Match.anyValue(),
    }),
  });
});
