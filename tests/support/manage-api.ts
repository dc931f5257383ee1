import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ManagedProductDetail, ProductInput } from '../../lambdas/contracts/manage/products';
import { handler as manage } from '../../lambdas/functions/manage';
import { handler as manageFiles } from '../../lambdas/functions/manage-files';
import { manageFilesRoutes } from '../../lambdas/routes/manage-files';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { keys } from '../../lambdas/repositories/keys';
import { tableName } from '../../lambdas/repositories/table';
import { callEntry } from './api-event';
import { createSignedInUser, type TestUser } from './cognito-users';

export interface ManageAnswer<T = ManagedProductDetail & { error?: string }> {
  status: number;
  body: T;
}

/**
 * Calls a catalogue-management route through its Lambda entry, as API Gateway would: the
 * `manage` group's, or `manage-files`' for upload confirmation.
 */
export async function manageCall<T = ManagedProductDetail & { error?: string }>(
  routeKey: string,
  options: {
    token?: string;
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
  } = {},
): Promise<ManageAnswer<T>> {
  const entry = routeKey in manageFilesRoutes ? manageFiles : manage;
  const { status, body } = await callEntry<T>(entry, routeKey, options);
  return { status, body };
}

/** A signed-in seller with a seller record (active unless said otherwise). */
export async function createSeller(active = true): Promise<TestUser & { sellerId: string }> {
  const user = await createSignedInUser({ groups: ['seller'] });
  const sellerId = randomUUID();
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { id: sellerId, user_id: user.userId, active, ...keys.sellerRecord(user.userId) },
    }),
  );
  return { ...user, sellerId };
}

export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: `Flow ${randomUUID().slice(0, 8)}`,
    short_description: 'Short',
    description: 'A **useful** flow',
    price: 19.5,
    platform: 'Make',
    category: 'Sales',
    prerequisites: '',
    video_youtube_id: '',
    system_shortname: 'flow',
    system_filename: 'flow.json',
    active: true,
    ...overrides,
  };
}
