import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { PaymentMode } from '../rules/payment-mode';
import { whenConditionHolds } from './conditional-write';
import { discountKeys, lookupIndex } from './keys';
import { queryAll, tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/** The Stripe objects behind a code in one mode (live and test keep their own). */
export interface StripeDiscountIds {
  coupon: string;
  promotion_code: string;
}

/**
 * A discount code: DISCOUNT#{id} / DISCOUNT. Its name is claimed by CODE#{CODE} / CODE in the
 * same transaction, so no two codes share a name, whatever the case. `redemptions` counts paid
 * orders that used it (fulfilment adds one inside its own once-only transaction).
 */
export interface DiscountCode {
  id: string;
  /** Upper-case. */
  code: string;
  kind: 'percent' | 'amount';
  percent_off: number | null;
  amount_off_cents: number | null;
  /** Empty: every product of the shop. */
  product_ids: string[];
  /** The seller record that made it; absent for the shop's codes. */
  seller_id?: string;
  created_by: string;
  created_at: string;
  expires_at: string | null;
  max_redemptions: number | null;
  redemptions: number;
  /** False while its Stripe objects are being made, and after deactivation. */
  active: boolean;
  stripe: Partial<Record<PaymentMode, StripeDiscountIds>>;
  deactivated_at?: string;
}

function codeItem(code: DiscountCode): Record<string, unknown> {
  return {
    ...code,
    ...discountKeys.code(code.id),
    ...discountKeys.listing(code.created_at, code.id),
    ...(code.seller_id ? discountKeys.sellerListing(code.seller_id, code.created_at, code.id) : {}),
  };
}

/**
 * Claims the name and writes the code in one transaction; false when the name is taken (an
 * earlier code of any case and any state keeps it).
 */
export function insertDiscountCode(code: DiscountCode): Promise<boolean> {
  const items: TransactWriteItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...discountKeys.name(code.code), discount_id: code.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: codeItem(code),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
  return whenConditionHolds(() =>
    dynamo().send(new TransactWriteCommand({ TransactItems: items })),
  );
}

/** Gives a name back when the code could not be finished (Stripe refused its objects). */
export async function removeUnfinishedDiscountCode(code: DiscountCode): Promise<void> {
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: discountKeys.name(code.code) } },
        {
          Delete: {
            TableName: tableName(),
            Key: discountKeys.code(code.id),
            ConditionExpression: 'active = :inactive',
            ExpressionAttributeValues: { ':inactive': false },
          },
        },
      ],
    }),
  );
}

/** The code's Stripe objects are made: it can be used from now on. */
export async function activateDiscountCode(
  id: string,
  stripe: DiscountCode['stripe'],
): Promise<DiscountCode> {
  const result = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: discountKeys.code(id),
      UpdateExpression: 'SET stripe = :stripe, active = :active',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':stripe': stripe, ':active': true },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return withoutLayout<DiscountCode>(result.Attributes ?? {});
}

/** Deactivated for good; false when it already was. */
export function deactivateDiscountCode(id: string, at: string): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: discountKeys.code(id),
        UpdateExpression: 'SET active = :inactive, deactivated_at = :at',
        ConditionExpression: 'attribute_exists(PK) AND active = :active',
        ExpressionAttributeValues: { ':inactive': false, ':active': true, ':at': at },
      }),
    ),
  );
}

export async function getDiscountCode(id: string): Promise<DiscountCode | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: discountKeys.code(id), ConsistentRead: true }),
  );
  return result.Item ? withoutLayout<DiscountCode>(result.Item) : undefined;
}

/** The code a buyer typed, by its name (any case). */
export async function findDiscountCodeByName(
  normalizedCode: string,
): Promise<DiscountCode | undefined> {
  const claim = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: discountKeys.name(normalizedCode) }),
  );
  const id = claim.Item?.discount_id;
  return typeof id === 'string' ? getDiscountCode(id) : undefined;
}

async function listNewestFirst(
  input: Pick<QueryCommandInput, 'IndexName' | 'KeyConditionExpression'> & {
    ExpressionAttributeValues: Record<string, unknown>;
  },
): Promise<DiscountCode[]> {
  const items = await queryAll({ ...input, ScanIndexForward: false });
  return items.map((item) => withoutLayout<DiscountCode>(item));
}

/** Every code of the shop, newest first (GSI1 DISCOUNTS). */
export function listAllDiscountCodes(): Promise<DiscountCode[]> {
  return listNewestFirst({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :listing',
    ExpressionAttributeValues: { ':listing': discountKeys.listingPartition },
  });
}

/** A seller's codes, newest first (GSI2 DISCOUNTS#SELLER#{sellerId}). */
export function listSellerDiscountCodes(sellerId: string): Promise<DiscountCode[]> {
  return listNewestFirst({
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :seller',
    ExpressionAttributeValues: { ':seller': discountKeys.sellerPartition(sellerId) },
  });
}

/**
 * One more redemption, as an item of fulfilment's transaction: that transaction only succeeds
 * while the order is pending, so a paid order counts once however often it is fulfilled.
 */
export function redemptionUpdate(discountId: string): TransactWriteItem {
  return {
    Update: {
      TableName: tableName(),
      Key: discountKeys.code(discountId),
      UpdateExpression: 'ADD redemptions :one',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}
