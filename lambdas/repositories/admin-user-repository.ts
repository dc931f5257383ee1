import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../infra/aws-clients';
import { PROFILE_STATES, ROLES, type ProfileState, type Role } from '../rules/roles';
import { batchGetAll } from './batch-get';
import { keys, listingKeys } from './keys';
import type { KeyPlace, PageKey } from './page-cursor';
import { tableName } from './table';
import type { Profile } from './user-repository';
import type { TransactWriteItem } from './transaction';

/** What the admin's user pages read of a profile (validated, older profiles included). */
const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().default(''),
  state: z.enum(PROFILE_STATES),
  created_at: z.string(),
  deletion_requested_at: z.string().optional(),
  role: z.enum(ROLES).optional(),
  revision: z.number().optional(),
});

export function parseProfile(item: Record<string, unknown>): Profile {
  return profileSchema.parse(item);
}

export interface ProfileFilter {
  /** Lower-case substring of e-mail or full name. */
  search?: string;
  role?: Role;
  state?: ProfileState;
}

/** Profiles read per Query page while filling one page of results. */
const PAGE_READ = 100;
/** A filter that matches rarely must not make one request read the whole listing. */
const MAX_READS = 10;

/** Where a key of the admin's user pages lies: the GSI1 PROFILES listing. */
export const profileKeyPlace: KeyPlace = { index: 'GSI1', partition: listingKeys.profilePartition };

/**
 * One page of the GSI1 PROFILES listing, newest first, filtered server-side. Profiles written
 * before the search attribute existed are matched on their e-mail (always lower-case) and name.
 */
export async function listProfilesPage(
  filter: ProfileFilter,
  limit: number,
  startKey: PageKey | undefined,
): Promise<{ profiles: Profile[]; lastKey?: Record<string, unknown> }> {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':profiles': listingKeys.profilePartition };
  if (filter.search) {
    conditions.push(
      '(contains(search_text, :q) OR (attribute_not_exists(search_text) AND (contains(email, :q) OR contains(full_name, :q))))',
    );
    values[':q'] = filter.search.toLowerCase();
  }
  if (filter.role) {
    names['#role'] = 'role';
    conditions.push(
      filter.role === 'user' ? '(attribute_not_exists(#role) OR #role = :role)' : '#role = :role',
    );
    values[':role'] = filter.role;
  }
  if (filter.state) {
    names['#state'] = 'state';
    conditions.push('#state = :state');
    values[':state'] = filter.state;
  }
  const profiles: Profile[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined = startKey;
  for (let reads = 0; reads < MAX_READS; reads++) {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :profiles',
        ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        // Without a filter every item counts, so read exactly what is left to fill the page.
        Limit: conditions.length ? PAGE_READ : limit - profiles.length,
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      profiles.push(parseProfile(item));
      if (profiles.length === limit) {
        // Resume after the last profile returned, not after the whole page read.
        const { PK, SK, GSI1PK, GSI1SK } = item as Record<string, string>;
        return { profiles, lastKey: { PK, SK, GSI1PK, GSI1SK } };
      }
    }
    exclusiveStartKey = page.LastEvaluatedKey;
    if (!exclusiveStartKey) return { profiles };
  }
  return { profiles, lastKey: exclusiveStartKey };
}

/**
 * The admin's change of a profile's role and/or state as one write of a transaction,
 * conditional on the revision the service read (older profiles have none: revision 0).
 */
export function profileAdminUpdate(
  userId: string,
  change: { role?: Role; state?: ProfileState },
  expectedRevision: number,
): TransactWriteItem {
  const sets = ['revision = :next'];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':rev': expectedRevision,
    ':next': expectedRevision + 1,
  };
  if (change.role) {
    sets.push('#role = :role');
    names['#role'] = 'role';
    values[':role'] = change.role;
  }
  if (change.state) {
    sets.push('#state = :state');
    names['#state'] = 'state';
    values[':state'] = change.state;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.profile(userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression:
        'attribute_exists(PK) AND (revision = :rev OR (attribute_not_exists(revision) AND :rev = :zero))',
      ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
      ExpressionAttributeValues: { ...values, ':zero': 0 },
    },
  };
}

/** Seller record USER#{sub}/SELLER as the catalogue-management branch reads it. */
export interface SellerRecordItem {
  id: string;
  user_id: string;
  active: boolean;
  name: string;
  email: string;
  created_at: string;
}

/** Creates or replaces (re-activates, deactivates) the seller record; its listing keys stay. */
export function sellerRecordTransactPut(record: SellerRecordItem): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...record,
        ...keys.sellerRecord(record.user_id),
        ...listingKeys.seller(record.created_at, record.user_id),
      },
    },
  };
}

/** Suspended profiles, newest first, at most `max` (the security page shows a bounded list). */
export async function listSuspendedProfiles(max: number): Promise<Profile[]> {
  const page = await listProfilesPage({ state: 'suspended' }, max, undefined);
  return page.profiles;
}

const sellerRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  active: z.boolean(),
  name: z.string().optional(),
  email: z.string().optional(),
  created_at: z.string().optional(),
});
export type StoredSellerRecord = z.infer<typeof sellerRecordSchema>;

/** The seller records of some users (one BatchGetItem per 100), keyed by user id. */
export async function getSellerRecords(
  userIds: readonly string[],
): Promise<Map<string, StoredSellerRecord>> {
  const items = await batchGetAll(userIds.map((userId) => keys.sellerRecord(userId)));
  const records = new Map<string, StoredSellerRecord>();
  for (const item of items) {
    const record = sellerRecordSchema.parse(item);
    records.set(record.user_id, record);
  }
  return records;
}
