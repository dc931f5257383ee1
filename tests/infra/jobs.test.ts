/** Template assertions on the background jobs: update notifications and the deletion purge. */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { NOTIFY_QUEUE_URL_ENV } from '../../lib/constructs/lambda-environment';
import { GENERATED_SITE_FILES } from '../../lib/constructs/site-deployment';
import { ENV } from '../../lambdas/infra/config';
import { FANOUT } from '../../lambdas/services/notifications/notification-messages';
import { SEARCH_INDEXER_DESCRIPTION } from '../../lib/constructs/search-indexer';
import { devTemplate, resourcesOf } from './synth';

let dev: { template: Template };
const resources = (type: string) => resourcesOf(dev.template, type);

beforeAll(() => {
  dev = { template: devTemplate() };
});

function functionByDescription(prefix: string) {
  const entry = Object.entries(resources('AWS::Lambda::Function')).find(([, fn]) =>
    String(fn.Properties['Description'] ?? '').startsWith(prefix),
  );
  if (!entry) throw new Error(`No function described "${prefix}"`);
  return { logicalId: entry[0], properties: entry[1].Properties };
}

test('the notification queue retries five times into an encrypted dead-letter queue', () => {
  const queues = Object.values(resources('AWS::SQS::Queue')).map((queue) => queue.Properties);
  // The notification queue, its dead-letter queue, the nightly purge's failure queue, the
  // payouts worker's (tests/infra/payouts.test.ts) and the search indexer's.
  expect(queues).toHaveLength(5);
  const main = queues.find((queue) => queue['RedrivePolicy']);
  expect(main?.['RedrivePolicy']).toMatchObject({ maxReceiveCount: 5 });
  // A message is invisible six consumer timeouts long, so a retry never overlaps a running try.
  expect(main?.['VisibilityTimeout']).toBe(360);
  for (const queue of queues) expect(queue['SqsManagedSseEnabled']).toBe(true);
});

test('the consumer takes one bounded batch per invocation, a few at once, with partial failures', () => {
  const notifier = functionByDescription('Update notifications');
  expect(notifier.properties['Timeout']).toBe(60);
  dev.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    FunctionName: { Ref: notifier.logicalId },
    FunctionResponseTypes: ['ReportBatchItemFailures'],
    BatchSize: 1,
    ScalingConfig: { MaximumConcurrency: 4 },
  });
  // A batch of at most 50 recipients, each sent five at a time, ends well within 60 s.
  expect(FANOUT.recipientsPerBatch).toBeLessThanOrEqual(50);
});

test('the consumer may queue its own batches (the fan-out), and send mail', () => {
  const notifier = functionByDescription('Update notifications');
  const roleRef = JSON.stringify(
    (notifier.properties['Role'] as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0],
  );
  const policies = Object.values(resources('AWS::IAM::Policy'))
    .map((policy) => JSON.stringify(policy.Properties))
    .filter((policy) => policy.includes(roleRef));
  expect(policies.some((policy) => policy.includes('sqs:SendMessage'))).toBe(true);
  expect(policies.some((policy) => policy.includes('ses:SendEmail'))).toBe(true);
});

test('the consumer sweeps the notification outbox on a schedule', () => {
  const notifier = functionByDescription('Update notifications');
  dev.template.hasResourceProperties('AWS::Events::Rule', {
    ScheduleExpression: 'rate(5 minutes)',
    Targets: Match.arrayWith([
      Match.objectLike({ Arn: { 'Fn::GetAtt': [notifier.logicalId, 'Arn'] } }),
    ]),
  });
});

test('every API function group can find the queue', () => {
  const groups = Object.values(resources('AWS::Lambda::Function')).filter((fn) =>
    String(fn.Properties['Description'] ?? '').startsWith('API function group'),
  );
  expect(groups.length).toBeGreaterThan(0);
  for (const fn of groups) {
    const variables = (fn.Properties['Environment'] as { Variables: Record<string, unknown> })
      .Variables;
    expect(variables).toHaveProperty([NOTIFY_QUEUE_URL_ENV]);
  }
});

test('the purge runs nightly and may delete Cognito users', () => {
  const purge = functionByDescription('Removes accounts marked for deletion');
  dev.template.hasResourceProperties('AWS::Events::Rule', {
    ScheduleExpression: 'cron(0 3 * * ? *)',
    Targets: Match.arrayWith([
      Match.objectLike({ Arn: { 'Fn::GetAtt': [purge.logicalId, 'Arn'] } }),
    ]),
  });
  const policies = Object.values(resources('AWS::IAM::Policy')).map((policy) =>
    JSON.stringify(policy.Properties),
  );
  expect(policies.some((policy) => policy.includes('cognito-idp:AdminDeleteUser'))).toBe(true);
});

test('a nightly purge that keeps failing lands in its failure queue, not only in the logs', () => {
  const purge = functionByDescription('Removes accounts marked for deletion');
  const failures = Object.keys(resources('AWS::SQS::Queue')).find((id) =>
    id.includes('PurgeFailures'),
  );
  expect(failures).toBeDefined();
  dev.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
    FunctionName: { Ref: purge.logicalId },
    MaximumRetryAttempts: 2,
    DestinationConfig: {
      OnFailure: { Destination: { 'Fn::GetAtt': [failures, 'Arn'] } },
    },
  });
  dev.template.hasResourceProperties('AWS::Events::Rule', {
    Targets: [
      Match.objectLike({
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [failures, 'Arn'] } },
      }),
    ],
  });
});

test('the search indexer reads only product, version and file changes from the stream, one at a time', () => {
  const indexer = functionByDescription(SEARCH_INDEXER_DESCRIPTION);
  expect(indexer.properties['ReservedConcurrentExecutions']).toBe(1);
  const failures = Object.keys(resources('AWS::SQS::Queue')).find((id) =>
    id.includes('SearchIndexFailures'),
  );
  expect(failures).toBeDefined();
  const mapping = Object.values(resources('AWS::Lambda::EventSourceMapping')).find(
    (candidate) =>
      JSON.stringify(candidate.Properties['FunctionName']) ===
      JSON.stringify({ Ref: indexer.logicalId }),
  );
  expect(mapping?.Properties).toMatchObject({
    StartingPosition: 'LATEST',
    BisectBatchOnFunctionError: true,
    DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failures, 'Arn'] } } },
  });
  const filters = mapping?.Properties['FilterCriteria'] as { Filters: { Pattern: string }[] };
  expect(JSON.parse(filters.Filters[0]!.Pattern)).toEqual({
    dynamodb: {
      Keys: {
        PK: { S: [{ prefix: 'PRODUCT#' }] },
        SK: { S: ['PRODUCT', { prefix: 'VERSION#' }, { prefix: 'FILE#' }] },
      },
    },
  });
  // The daily reconcile (first build, repairs).
  dev.template.hasResourceProperties('AWS::Events::Rule', {
    ScheduleExpression: 'rate(1 day)',
    Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [indexer.logicalId, 'Arn'] } })],
  });
});

test('the sitemap runs hourly and may write only its own files into the site bucket', () => {
  const sitemap = functionByDescription('Sitemap:');
  dev.template.hasResourceProperties('AWS::Events::Rule', {
    ScheduleExpression: 'rate(1 hour)',
    Targets: Match.arrayWith([
      Match.objectLike({ Arn: { 'Fn::GetAtt': [sitemap.logicalId, 'Arn'] } }),
    ]),
  });
  const variables = (sitemap.properties['Environment'] as { Variables: Record<string, unknown> })
    .Variables;
  expect(variables).toHaveProperty([ENV.siteBucket]);
  const roleRef = JSON.stringify(
    (sitemap.properties['Role'] as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0],
  );
  const statements = Object.values(resources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties).includes(roleRef))
    .flatMap(
      (policy) =>
        (policy.Properties['PolicyDocument'] as { Statement: Record<string, unknown>[] }).Statement,
    );
  const s3Statements = statements.filter((statement) =>
    JSON.stringify(statement['Action']).includes('s3:'),
  );
  expect(s3Statements).toHaveLength(1);
  expect(s3Statements[0]?.['Action']).toBe('s3:PutObject');
  const keys = JSON.stringify(s3Statements[0]?.['Resource']);
  for (const key of ['/sitemap.xml', '/robots.txt', '/sitemaps/*']) expect(keys).toContain(key);
  expect(keys).not.toMatch(/"\/\*"/);
  // Reads only: no table write at all.
  expect(JSON.stringify(statements)).not.toContain('dynamodb:PutItem');
});

test('the web deployment leaves the sitemap job’s files alone', () => {
  const deployments = Object.values(resources('Custom::CDKBucketDeployment')).map(
    (deployment) => deployment.Properties,
  );
  expect(deployments.length).toBeGreaterThan(0);
  for (const deployment of deployments) {
    expect(deployment['Prune']).toBe(false);
    const exclude = (deployment['Exclude'] as string[] | undefined) ?? [];
    const include = (deployment['Include'] as string[] | undefined) ?? [];
    // Either only the hashed assets, or everything but the generated files.
    if (!include.includes('assets/*')) {
      expect(exclude).toEqual(expect.arrayContaining([...GENERATED_SITE_FILES]));
    }
  }
});
