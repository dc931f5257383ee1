import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { AccountPurgeStep } from './account-purge-step';
import { whenConditionHolds } from './conditional-write';
import { emailLookupSortKey, keys, lookupIndex } from './keys';
import { queryAll, tableName } from './table';
import { storedOrder } from './order-money';

/**
 * The fields of an order (written by order-repository.ts) that guest-purchase linking reads.
 * Kept separate from that file on purpose: linking depends on these names only.
 */
export interface OrderForLinking {
  session_id: string;
  status: 'paid' | 'pending' | 'refunded' | 'expired' | 'failed';
  buyer_email: string;
  /** Set for orders of a signed-in buyer, and for guest orders once linked. */
  user_id?: string;
  mode: 'test' | 'live';
  created_at: string;
  paid_at?: string;
  product_ids: string[];
  /** Cents per product (OrderLineMoney). */
  line_cents: Record<string, number>;
}

/** Orders bought with an e-mail address: GSI2 EMAIL#{email}, sort keys ORDER#{created_at}. */
export async function listOrdersByEmail(email: string): Promise<OrderForLinking[]> {
  const items = await queryAll({
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :email AND begins_with(GSI2SK, :order)',
    ExpressionAttributeValues: {
      ':email': lookupIndex.email(email),
      ':order': emailLookupSortKey.orderPrefix,
    },
  });
  return items.map((item) => storedOrder<OrderForLinking>(item));
}

/** Links a paid guest order to an account once; false when it is already linked. */
export async function markOrderLinked(sessionId: string, userId: string): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(sessionId),
        UpdateExpression: 'SET user_id = :user, linked_at = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(user_id)',
        ExpressionAttributeValues: { ':user': userId, ':now': new Date().toISOString() },
      }),
    ),
  );
}

/** An order kept for the law without the buyer's e-mail and name (and its e-mail lookup). */
async function anonymiseOrder(sessionId: string, now: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.order(sessionId),
      UpdateExpression:
        // The buyer's tax ids go too; the invoice itself (kept by Stripe) stays the legal record.
        'SET anonymised_at = :now, buyer_email = :empty REMOVE buyer_name, tax_ids, GSI2PK, GSI2SK',
      ExpressionAttributeValues: { ':now': now, ':empty': '' },
    }),
  );
}

/** Orders bought with the account's e-mail stay for the sales records, anonymised. */
export const ordersPurge: AccountPurgeStep = {
  name: "orders bought with the account's e-mail: anonymised, amounts and dates kept",
  covers: [keys.order],
  run: async (account, now) => {
    if (!account.email) return;
    for (const order of await listOrdersByEmail(account.email)) {
      await anonymiseOrder(order.session_id, now);
    }
  },
};
