import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';

/**
 * Sends one conditional write (a Put, Update or Delete with a ConditionExpression, or a
 * transaction whose items carry conditions): true when it was written, false when a condition
 * did not hold, which for these writes means someone else got there first. Any other error is
 * thrown on: a throttled or failed write is not a refused one.
 */
export async function whenConditionHolds(send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    if (cancelledTransaction(error)?.failedConditions.length) return false;
    throw error;
  }
}

/** Why DynamoDB cancelled a TransactWriteItems. */
export interface CancelledTransaction {
  /** The indexes of the items whose condition failed, in the order they were sent. */
  failedConditions: number[];
  /** Another transaction was writing the same items at that moment. */
  conflict: boolean;
}

/** What a cancelled transaction's error says about its items; undefined for any other error. */
export function cancelledTransaction(error: unknown): CancelledTransaction | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const reasons = error.CancellationReasons ?? [];
  return {
    failedConditions: reasons.flatMap((reason, index) =>
      reason.Code === 'ConditionalCheckFailed' ? [index] : [],
    ),
    conflict: reasons.some((reason) => reason.Code === 'TransactionConflict'),
  };
}
