/** Template assertions on the payouts: the worker's triggers, its failures, the Connect secret. */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { STRIPE_CONNECT_ENV } from '../../lambdas/infra/stripe-connect';
import { PAYOUTS_WORKER_DESCRIPTION } from '../../lib/constructs/payouts';
import { devTemplate, resourcesOf } from './synth';

let template: Template;
beforeAll(() => {
  template = devTemplate();
});

function functionByDescription(description: string) {
  const entry = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).find(
    ([, fn]) => fn.Properties['Description'] === description,
  );
  if (!entry) throw new Error(`No function described "${description}"`);
  return { logicalId: entry[0], properties: entry[1].Properties };
}

test('the table streams new images (the payouts outbox)', () => {
  template.hasResourceProperties('AWS::DynamoDB::Table', {
    StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
  });
});

test('the worker reads only outbox, paid and refunded orders from the stream, retries, then keeps failures', () => {
  const worker = functionByDescription(PAYOUTS_WORKER_DESCRIPTION);
  template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    FunctionName: { Ref: worker.logicalId },
    StartingPosition: 'LATEST',
    BisectBatchOnFunctionError: true,
    MaximumRetryAttempts: 5,
    FunctionResponseTypes: ['ReportBatchItemFailures'],
    FilterCriteria: {
      Filters: [
        { Pattern: JSON.stringify({ dynamodb: { NewImage: { GSI3PK: { S: ['PAYOUTS_DUE'] } } } }) },
        {
          Pattern: JSON.stringify({
            dynamodb: {
              Keys: { SK: { S: ['ORDER'] } },
              NewImage: { status: { S: ['paid', 'refunded'] } },
            },
          }),
        },
      ],
    },
    DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
  });
});

test('the release job runs every 15 minutes, its failed runs kept for a person', () => {
  const worker = functionByDescription(PAYOUTS_WORKER_DESCRIPTION);
  template.hasResourceProperties('AWS::Events::Rule', {
    ScheduleExpression: 'rate(15 minutes)',
    Targets: [
      Match.objectLike({
        Arn: { 'Fn::GetAtt': [worker.logicalId, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2 },
        DeadLetterConfig: Match.anyValue(),
      }),
    ],
  });
  template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
    FunctionName: { Ref: worker.logicalId },
    MaximumRetryAttempts: 2,
  });
});

test('the Connect signing secret is its own secret, named only in the payouts group', () => {
  const withConnectSecret = Object.values(resourcesOf(template, 'AWS::Lambda::Function'))
    .filter((fn) => {
      const variables = (fn.Properties['Environment'] as { Variables?: Record<string, unknown> })
        ?.Variables;
      return variables?.[STRIPE_CONNECT_ENV.secretArn] !== undefined;
    })
    .map((fn) => fn.Properties['Description']);
  expect(withConnectSecret).toEqual(['API function group payouts']);
});

test('the Connect webhook route has the webhook throttle', () => {
  template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
    RouteSettings: Match.objectLike({
      'POST /api/stripe-connect-webhook': Match.objectLike({
        ThrottlingRateLimit: Match.anyValue(),
      }),
      'POST /api/stripe-webhook': Match.objectLike({ ThrottlingRateLimit: Match.anyValue() }),
    }),
  });
});
