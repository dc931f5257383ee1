import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { ProfileState, Role } from '../rules/roles';
import type { AccountPurgeStep } from './account-purge-step';
import { whenConditionHolds } from './conditional-write';
import { buyerKeys, emailLookupSortKey, keys, listingKeys, lookupIndex } from './keys';
import { storedPurchase } from './order-money';
import { queryAll, tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

export interface Profile {
  id: string;
  email: string;
  full_name: string;
  state: ProfileState;
  created_at: string;
  /** Set when the user asks for account deletion (the purge job removes it 30 days later). */
  deletion_requested_at?: string;
  /**
   * The role as the admin last set it, mirrored from the Cognito groups so the user list can
   * filter without calling Cognito. Missing on older profiles: read as 'user'.
   */
  role?: Role;
  /** Incremented by every admin change (role, state), which is conditional on it. */
  revision?: number;
  /**
   * Cognito's `email_verified`, copied when GET /api/me last read Cognito. Once true it stays
   * true (the shop has no e-mail change), so later calls need not ask Cognito.
   */
  email_verified?: boolean;
}

/** What the admin's user search matches: e-mail and full name, lower-cased. */
export function profileSearchText(email: string, fullName: string): string {
  return `${email} ${fullName}`.toLowerCase();
}

export interface Purchase {
  user_id: string;
  product_id: string;
  purchase_date: string;
  /** What the buyer paid for it, in cents (purchases stored earlier kept USD: see storedPurchase). */
  amount_paid_cents: number;
  /** Bought by a test_user in Stripe test mode: shown with amount 0 and a test flag. */
  is_test: boolean;
  session_id?: string;
  /** How it came about; missing on checkout purchases. 'complimentary': granted by an admin. */
  source?: 'checkout' | 'test' | 'complimentary' | 'linked';
  /** Refunded after payment: kept for the record, no longer owned (it may be bought again). */
  refunded_at?: string;
  refund_id?: string;
}

/** A purchase that is no longer the buyer's (refunded) is replaced by a new one. */
const OWNS_NOT = 'attribute_not_exists(PK) OR attribute_exists(refunded_at)';

function owned(purchase: Purchase): boolean {
  return !purchase.refunded_at;
}

export async function getProfile(userId: string): Promise<Profile | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(userId) }),
  );
  return result.Item ? withoutLayout<Profile>(result.Item) : undefined;
}

function profileItem(profile: Profile): Record<string, unknown> {
  return {
    ...profile,
    search_text: profileSearchText(profile.email, profile.full_name),
    ...keys.profile(profile.id),
    ...listingKeys.profile(profile.created_at),
    GSI2PK: lookupIndex.email(profile.email),
    GSI2SK: emailLookupSortKey.profile,
  };
}

export async function putProfile(profile: Profile): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: profileItem(profile) }));
}

/**
 * The purchase item of every write path (seed, linking, fulfilment): test purchases stay out of
 * the SALES listing; every purchase is listed under its product's buyers (GSI2 BUYERS#).
 */
function purchaseItem(purchase: Purchase): Record<string, unknown> {
  return {
    ...purchase,
    ...keys.purchase(purchase.user_id, purchase.product_id),
    // Test and complimentary purchases are not sales: they stay out of the SALES listing.
    ...(purchase.is_test || purchase.source === 'complimentary'
      ? {}
      : listingKeys.sale(purchase.purchase_date, purchase.user_id)),
    ...buyerKeys.purchase(purchase.product_id, purchase.user_id),
  };
}

export async function putPurchase(purchase: Purchase): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: purchaseItem(purchase) }));
}

export async function putSellerRecord(userId: string, sellerId: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { id: sellerId, user_id: userId, active: true, ...keys.sellerRecord(userId) },
    }),
  );
}

/** Creates the profile unless one exists (first calls may race); true when this call created it. */
export async function createProfileIfAbsent(profile: Profile): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: profileItem(profile),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

/** Profiles registered with an e-mail (GSI2 EMAIL#{email} / PROFILE); normally one. */
export async function findProfilesByEmail(email: string): Promise<Profile[]> {
  const items = await queryAll({
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :email AND GSI2SK = :profile',
    ExpressionAttributeValues: {
      ':email': lookupIndex.email(email),
      ':profile': emailLookupSortKey.profile,
    },
  });
  return items.map((item) => withoutLayout<Profile>(item));
}

/**
 * Every purchase a user owns, real and test (both are PURCHASE# items; `is_test` tells them
 * apart). Refunded ones are not owned: see listPurchaseRecords.
 */
export async function listPurchases(userId: string): Promise<Purchase[]> {
  return (await listPurchaseRecords(userId)).filter(owned);
}

/** Every purchase item of a user, refunded ones included (the account lists them as such). */
export async function listPurchaseRecords(userId: string): Promise<Purchase[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :user AND begins_with(SK, :purchase)',
    ExpressionAttributeValues: {
      ':user': keys.userPartition(userId),
      ':purchase': 'PURCHASE#',
    },
  });
  return items.map((item) => storedPurchase<Purchase>(item));
}

/** Records a purchase unless the user already owns the product; true when this call added it. */
export async function putPurchaseIfNew(purchase: Purchase): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: purchaseItem(purchase),
        ConditionExpression: OWNS_NOT,
      }),
    ),
  );
}

export interface SellerRecord {
  id: string;
  user_id: string;
  active: boolean;
}

export async function getSellerRecord(userId: string): Promise<SellerRecord | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.sellerRecord(userId) }),
  );
  return result.Item ? withoutLayout<SellerRecord>(result.Item) : undefined;
}

/**
 * A purchase as one write of a transaction: created only if the user does not own the product
 * yet. Test purchases stay out of the SALES listing (test users are not in sales figures).
 */
export function purchaseTransactPut(purchase: Purchase): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: purchaseItem(purchase),
      ConditionExpression: OWNS_NOT,
    },
  };
}

/** The user's purchase of a product, if they own it (a refunded one is not owned). */
export async function getPurchase(
  userId: string,
  productId: string,
): Promise<Purchase | undefined> {
  const purchase = await getPurchaseRecord(userId, productId);
  return purchase && owned(purchase) ? purchase : undefined;
}

/** The purchase item, refunded or not. */
export async function getPurchaseRecord(
  userId: string,
  productId: string,
): Promise<Purchase | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.purchase(userId, productId),
      ConsistentRead: true,
    }),
  );
  return result.Item ? storedPurchase<Purchase>(result.Item) : undefined;
}

/** Copies Cognito's verification state onto an existing profile (see Profile.email_verified). */
export async function copyEmailVerifiedToProfile(userId: string, verified: boolean): Promise<void> {
  await whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(userId),
        UpdateExpression: 'SET email_verified = :verified',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':verified': verified },
      }),
    ),
  );
}

/**
 * A sales record kept for the law: amount and date stay; the buyer lookup (GSI2 BUYERS#) and
 * the link to the order go.
 */
async function anonymisePurchase(userId: string, productId: string, now: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.purchase(userId, productId),
      UpdateExpression: 'SET anonymised_at = :now REMOVE GSI2PK, GSI2SK, session_id',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}

/** Purchases stay for the sales records, anonymised (account purge, ACCOUNT_PURGE_STEPS). */
export const purchasesPurge: AccountPurgeStep = {
  name: 'purchases: anonymised, amount and date kept',
  covers: [keys.purchase],
  run: async (account, now) => {
    for (const purchase of await listPurchaseRecords(account.user_id)) {
      await anonymisePurchase(account.user_id, purchase.product_id, now);
    }
  },
};
