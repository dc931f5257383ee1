import { mockClient } from 'aws-sdk-client-mock';
import { TransactionCanceledException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { deleteProfileCounted } from '../../../lambdas/repositories/user-counter-repository';
import { useUnitEnvironment } from '../../support/unit-env';

/**
 * The purge deletes a profile and moves the users counter in one transaction. A profile that is
 * already gone (the condition fails) counts as done; a transaction that lost a race with another
 * write must fail, so the purge keeps the deletion request and tries the account again.
 */
const client = mockClient(DynamoDBDocumentClient);
useUnitEnvironment();
beforeEach(() => {
  client.reset();
  client.on(GetCommand).resolves({
    Item: {
      PK: 'USER#u1',
      SK: 'PROFILE',
      id: 'u1',
      role: 'user',
      created_at: '2026-11-01T00:00:00.000Z',
    },
  });
});

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code): CancellationReason => ({ Code })),
  });

test('a profile deleted by an earlier run counts as done', async () => {
  client.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
  await expect(deleteProfileCounted('u1')).resolves.toBeUndefined();
});

test('a transaction conflict fails the deletion, so the purge retries the account', async () => {
  client.on(TransactWriteCommand).rejects(cancelled('None', 'TransactionConflict'));
  await expect(deleteProfileCounted('u1')).rejects.toBeInstanceOf(TransactionCanceledException);
});

test('nothing is written for a profile that no longer exists', async () => {
  client.on(GetCommand).resolves({});
  client.on(TransactWriteCommand).rejects(new Error('must not be sent'));
  await expect(deleteProfileCounted('u1')).resolves.toBeUndefined();
});
