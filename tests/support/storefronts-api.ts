import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { StorefrontBody, StorefrontPageResponse } from '../../lambdas/contracts/storefronts';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { storefrontKeys } from '../../lambdas/repositories/keys';
import { tableName } from '../../lambdas/repositories/table';
import { handler as storefronts } from '../../lambdas/functions/storefronts';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { callEntry } from './api-event';
import { testProduct } from './product-fixtures';

export interface StorefrontAnswer<T> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** Calls a route of the `storefronts` group through its Lambda entry, as API Gateway would. */
export async function storefrontCall<T = Record<string, unknown>>(
  routeKey: string,
  options: {
    token?: string;
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
  } = {},
): Promise<StorefrontAnswer<T>> {
  return callEntry<T>(storefronts, routeKey, options);
}

/** A handle no other test run has used. */
export function uniqueHandle(prefix = 'shop'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export function storefrontInput(overrides: Partial<StorefrontBody> = {}): StorefrontBody {
  return {
    handle: uniqueHandle(),
    display_name: 'Flow Works',
    bio: 'Automations for small teams.',
    links: ['https://example.com/flows'],
    avatar_url: '',
    ...overrides,
  };
}

/** A listed product of the seller: what makes their storefront public. */
export async function listedProductOf(sellerId: string, overrides = {}): Promise<string> {
  const id = `sf-${randomUUID()}`;
  await putProduct(testProduct(id, { seller_id: sellerId, ...overrides }));
  return id;
}

/** The seller's storefront made through the route; throws unless it was saved. */
export async function makeStorefront(
  token: string,
  overrides: Partial<StorefrontBody> = {},
): Promise<StorefrontBody> {
  const input = storefrontInput(overrides);
  const saved = await storefrontCall('PUT /api/seller/storefront', { token, body: input });
  if (saved.status !== 200) throw new Error(`Storefront not saved: ${JSON.stringify(saved.body)}`);
  return input;
}

/** GET /api/sellers/{handle}, anonymously or as the token's caller. */
export const storefrontPage = (handle: string, token?: string) =>
  storefrontCall<StorefrontPageResponse & { error?: string }>('GET /api/sellers/{handle}', {
    params: { handle },
    token,
  });

/** The follower count as stored on the storefront. */
export async function storedFollowerCount(sellerId: string): Promise<number> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: storefrontKeys.profile(sellerId) }),
  );
  return Number(result.Item?.follower_count);
}
