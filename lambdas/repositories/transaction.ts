import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { cancelledTransaction } from './conditional-write';

/** One write of a DynamoDB transaction (document-client form). */
export type TransactWriteItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

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
    const cancelled = cancelledTransaction(error);
    const [failedIndex] = cancelled?.failedConditions ?? [];
    if (failedIndex !== undefined) return { ok: false, failedIndex };
    if (cancelled?.conflict) return { ok: false, failedIndex: -1 };
    throw error;
  }
}
