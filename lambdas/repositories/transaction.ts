import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { TransactWriteItem } from './user-repository';

/**
 * Runs one TransactWriteItems. 'conflict' when a condition failed (with the index of the first
 * failed item, so the service can say which rule refused it) or when another transaction was
 * writing the same items at that moment (failedIndex -1): either way someone else's change won.
 */
export async function writeTransaction(
  items: TransactWriteItem[],
): Promise<{ ok: true } | { ok: false; failedIndex: number }> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      const failedIndex = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (failedIndex >= 0) return { ok: false, failedIndex };
      if (reasons.some((reason) => reason.Code === 'TransactionConflict')) {
        return { ok: false, failedIndex: -1 };
      }
    }
    throw error;
  }
}
