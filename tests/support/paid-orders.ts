import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { keys, listingKeys } from '../../lambdas/repositories/keys';
import { tableName } from '../../lambdas/repositories/table';

/**
 * A paid live order item as settlement leaves it (its key, its place in the sales listing,
 * status, mode, payment time), with `fields` for the lines and anything else a test needs:
 * the figures' migrations and sweeps read exactly these.
 */
export function paidOrderItem(
  sessionId: string,
  paidAt: string,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ...keys.order(sessionId),
    ...listingKeys.paidOrder(paidAt, sessionId),
    session_id: sessionId,
    status: 'paid',
    mode: 'live',
    paid_at: paidAt,
    created_at: paidAt,
    ...fields,
  };
}

export async function putPaidOrderItem(
  sessionId: string,
  paidAt: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: tableName(), Item: paidOrderItem(sessionId, paidAt, fields) }),
  );
}
