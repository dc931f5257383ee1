import { mockClient } from 'aws-sdk-client-mock';
import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
  type CancellationReason,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../lambdas/infra/aws-clients';
import {
  cancelledTransaction,
  whenConditionHolds,
} from '../../../lambdas/repositories/conditional-write';
import { useUnitEnvironment } from '../../support/unit-env';

/**
 * The one place that turns DynamoDB's "condition failed" into a boolean: every conditional
 * Put, Update, Delete and transaction of the repositories goes through it, so a refused write
 * must answer false and anything else (throttling, a broken request) must still fail.
 */
const client = mockClient(DynamoDBDocumentClient);
useUnitEnvironment();
beforeEach(() => client.reset());

const key = { PK: 'EVENT#evt_1', SK: 'EVENT' };
const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code): CancellationReason => ({ Code })),
  });

const put = () =>
  dynamo().send(
    new PutCommand({
      TableName: 'unit',
      Item: key,
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
const update = () =>
  dynamo().send(
    new UpdateCommand({
      TableName: 'unit',
      Key: key,
      UpdateExpression: 'SET used = :true',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':true': true },
    }),
  );
const remove = () =>
  dynamo().send(
    new DeleteCommand({ TableName: 'unit', Key: key, ConditionExpression: 'attribute_exists(PK)' }),
  );
const transaction = () =>
  dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: 'unit', Item: key, ConditionExpression: 'attribute_not_exists(PK)' } },
        { Delete: { TableName: 'unit', Key: { PK: 'OTHER', SK: 'OTHER' } } },
      ],
    }),
  );

describe('whenConditionHolds', () => {
  it.each([
    ['put', put],
    ['update', update],
    ['delete', remove],
  ] as const)('is true when the conditional %s is written', async (_, send) => {
    client.onAnyCommand().resolves({});
    await expect(whenConditionHolds(send)).resolves.toBe(true);
  });

  it.each([
    ['put', put],
    ['update', update],
    ['delete', remove],
  ] as const)('is false when the %s condition does not hold', async (_, send) => {
    client.onAnyCommand().rejects(conditionFailed());
    await expect(whenConditionHolds(send)).resolves.toBe(false);
  });

  it('is true for a transaction that went through', async () => {
    client.on(TransactWriteCommand).resolves({});
    await expect(whenConditionHolds(transaction)).resolves.toBe(true);
  });

  it('is false for a transaction cancelled because an item condition failed', async () => {
    client.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    await expect(whenConditionHolds(transaction)).resolves.toBe(false);
  });

  it('rethrows a transaction cancelled for another reason (a conflict is not a refusal)', async () => {
    const error = cancelled('None', 'TransactionConflict');
    client.on(TransactWriteCommand).rejects(error);
    await expect(whenConditionHolds(transaction)).rejects.toBe(error);
  });

  it('rethrows every other error', async () => {
    const throttled = new ProvisionedThroughputExceededException({
      message: 'Rate exceeded',
      $metadata: {},
    });
    client.on(UpdateCommand).rejects(throttled);
    await expect(whenConditionHolds(update)).rejects.toBe(throttled);
    client.on(PutCommand).rejects(new Error('socket hang up'));
    await expect(whenConditionHolds(put)).rejects.toThrow('socket hang up');
  });
});

describe('cancelledTransaction', () => {
  it('names every item whose condition failed, in the order they were sent', () => {
    expect(
      cancelledTransaction(
        cancelled('None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'),
      ),
    ).toEqual({ failedConditions: [1, 3], conflict: false });
  });

  it('tells a conflict with another transaction apart from a failed condition', () => {
    expect(cancelledTransaction(cancelled('TransactionConflict', 'None'))).toEqual({
      failedConditions: [],
      conflict: true,
    });
  });

  it('reads a cancellation without reasons as neither', () => {
    expect(cancelledTransaction(cancelled())).toEqual({ failedConditions: [], conflict: false });
  });

  it('is undefined for errors that are not a cancelled transaction', () => {
    expect(cancelledTransaction(conditionFailed())).toBeUndefined();
    expect(cancelledTransaction(new Error('TransactionCanceledException'))).toBeUndefined();
  });
});
