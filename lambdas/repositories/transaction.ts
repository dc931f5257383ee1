import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { TransactWriteItem } from './user-repository';

/**
 * Runs one TransactWriteItems. 'conflict' when a condition failed, with the index of the first
 * failed item, so the service can say which rule (stale revision, already owned) refused it.
 */
export async function writeTransaction(
  items: TransactWriteItem[],
): Promise<{ ok: true } | { ok: false; failedIndex: number }> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failedIndex = (error.CancellationReasons ?? []).findIndex(
        (reason) => reason.Code === 'ConditionalCheckFailed',
      );
      if (failedIndex >= 0) return { ok: false, failedIndex };
    }
    throw error;
  }
}
