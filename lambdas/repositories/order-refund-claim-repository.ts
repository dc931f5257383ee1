import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { RefundClaim } from '../rules/refunds';
import { whenConditionHolds } from './conditional-write';
import { keys } from './keys';
import type { Order } from './order-repository';
import { tableName } from './table';

/**
 * Takes the order's refund hold for these lines: only while the order is paid, no refund was
 * recorded since it was read (`refund_seq` unchanged), and no other hold is live. False when
 * another refund got there first; the caller then refuses with a conflict, never refunds.
 */
export async function claimOrderRefund(order: Order, claim: RefundClaim, now: Date) {
  const seq = order.refund_seq ?? 0;
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(order.session_id),
        UpdateExpression: 'SET refund_claim = :claim',
        ConditionExpression:
          '#status = :paid AND ' +
          (seq === 0 ? 'attribute_not_exists(refund_seq)' : 'refund_seq = :seq') +
          ' AND (attribute_not_exists(refund_claim) OR refund_claim.expires_at < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':claim': claim,
          ':paid': 'paid',
          ':now': now.toISOString(),
          ...(seq === 0 ? {} : { ':seq': seq }),
        },
      }),
    ),
  );
}

/** Lets go of this hold (a refund that failed before it was recorded); another's stays. */
export async function releaseOrderRefundClaim(sessionId: string, claimId: string) {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(sessionId),
        UpdateExpression: 'REMOVE refund_claim',
        ConditionExpression: 'refund_claim.id = :claim',
        ExpressionAttributeValues: { ':claim': claimId },
      }),
    ),
  );
}
