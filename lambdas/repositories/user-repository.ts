import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { ProfileState } from '../rules/roles';
import { keys, listingKeys, lookupIndex } from './keys';
import { tableName, withoutLayout } from './table';

export interface Profile {
  id: string;
  email: string;
  full_name: string;
  state: ProfileState;
  created_at: string;
}

export interface Purchase {
  user_id: string;
  product_id: string;
  purchase_date: string;
  amount_paid: number;
  /** Bought by a test_user in Stripe test mode: shown with amount 0 and a test flag. */
  is_test: boolean;
  session_id?: string;
}

export async function getProfile(userId: string): Promise<Profile | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(userId) }),
  );
  return result.Item ? withoutLayout<Profile>(result.Item) : undefined;
}

export async function putProfile(profile: Profile): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...profile,
        ...keys.profile(profile.id),
        ...listingKeys.profile(profile.created_at),
        GSI2PK: lookupIndex.email(profile.email),
        GSI2SK: 'PROFILE',
      },
    }),
  );
}

export async function putPurchase(purchase: Purchase): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...purchase,
        ...keys.purchase(purchase.user_id, purchase.product_id),
        ...listingKeys.sale(purchase.purchase_date, purchase.user_id),
      },
    }),
  );
}

export async function putSellerRecord(userId: string, sellerId: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { id: sellerId, user_id: userId, active: true, ...keys.sellerRecord(userId) },
    }),
  );
}
