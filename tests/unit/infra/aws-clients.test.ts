import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamo, SDK_LOGGER_MIDDLEWARE } from '../../../lambdas/infra/aws-clients';
import { useUnitEnvironment } from '../../support/unit-env';

/**
 * The DynamoDB client runs without the SDK's logger middleware, which copied and masked every
 * answer (all 500 catalogue items) for a logger that writes nothing.
 */
useUnitEnvironment();

const names = (stack: { identify: () => string[] }) =>
  stack.identify().map((entry) => entry.split(' - ')[0]);

test('a plain SDK client has the logger middleware under the name we remove', () => {
  expect(names(new DynamoDBClient({ region: 'us-east-1' }).middlewareStack)).toContain(
    SDK_LOGGER_MIDDLEWARE,
  );
});

test('our DynamoDB client has none', () => {
  const stack = names(dynamo().middlewareStack);
  expect(stack).not.toContain(SDK_LOGGER_MIDDLEWARE);
  // The rest of the stack is the SDK's own (signing, retries, the document client's marshalling).
  expect(stack.length).toBeGreaterThan(5);
});
