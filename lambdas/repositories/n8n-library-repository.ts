import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { AccountPurgeStep } from './account-purge-step';
import { n8nLibraryKeys } from './keys';
import { tableName, withoutLayout } from './table';
import { writeTransaction } from './transaction';
import type { TransactWriteItem } from './transaction';

/** The owner's record: which token is current. Only the token's SHA-256 is kept. */
export interface N8nLibraryRecord {
  user_id: string;
  token_hash: string;
  /** The token's last 4 characters, shown to the buyer to recognise their URL. */
  token_hint: string;
  created_at: string;
}

/** The lookup a library request starts with: token hash to owner. */
export interface N8nLibraryTokenRecord {
  user_id: string;
  created_at: string;
}

export async function getLibraryOfUser(userId: string): Promise<N8nLibraryRecord | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: n8nLibraryKeys.owner(userId),
      ConsistentRead: true,
    }),
  );
  return result.Item ? withoutLayout<N8nLibraryRecord>(result.Item) : undefined;
}

export async function getLibraryByTokenHash(
  tokenHash: string,
): Promise<N8nLibraryTokenRecord | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: n8nLibraryKeys.token(tokenHash),
      ConsistentRead: true,
    }),
  );
  return result.Item ? withoutLayout<N8nLibraryTokenRecord>(result.Item) : undefined;
}

/** The owner's record stays only while it still names the token the caller read. */
function ownerUnchanged(previousHash: string | undefined) {
  return previousHash
    ? {
        ConditionExpression: 'token_hash = :previous',
        ExpressionAttributeValues: { ':previous': previousHash },
      }
    : { ConditionExpression: 'attribute_not_exists(PK)' };
}

/**
 * Makes `next` the library's current token in one transaction: the owner's record, the new
 * lookup, and (on rotation) the old lookup deleted, so the old URL stops working at the same
 * moment the new one starts. False when someone else changed the library in between.
 */
export async function replaceLibrary(
  next: N8nLibraryRecord,
  previousHash: string | undefined,
): Promise<boolean> {
  const items: TransactWriteItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...next, ...n8nLibraryKeys.owner(next.user_id) },
        ...ownerUnchanged(previousHash),
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          user_id: next.user_id,
          created_at: next.created_at,
          ...n8nLibraryKeys.token(next.token_hash),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
  if (previousHash) {
    items.push({ Delete: { TableName: tableName(), Key: n8nLibraryKeys.token(previousHash) } });
  }
  return (await writeTransaction(items)).ok;
}

/** Removes the library (owner's record and lookup together); false when it changed meanwhile. */
export async function deleteLibrary(userId: string, tokenHash: string): Promise<boolean> {
  const result = await writeTransaction([
    {
      Delete: {
        TableName: tableName(),
        Key: n8nLibraryKeys.owner(userId),
        ...ownerUnchanged(tokenHash),
      },
    },
    { Delete: { TableName: tableName(), Key: n8nLibraryKeys.token(tokenHash) } },
  ]);
  return result.ok;
}

/**
 * Removes whatever library the user has (none is fine too). A rotation or revocation racing
 * the first attempt changes the current token; the second attempt takes that one. False when
 * it changed again in between.
 */
export async function deleteLibraryOfUser(userId: string): Promise<boolean> {
  const library = await getLibraryOfUser(userId);
  if (!library || (await deleteLibrary(userId, library.token_hash))) return true;
  const current = await getLibraryOfUser(userId);
  return !current || deleteLibrary(userId, current.token_hash);
}

/** The library goes with the account: its token lookup lives outside the user's partition. */
export const n8nLibraryPurge: AccountPurgeStep = {
  name: 'n8n library: owner record and token lookup',
  covers: [n8nLibraryKeys.owner, n8nLibraryKeys.token],
  run: async (account) => {
    if (!(await deleteLibraryOfUser(account.user_id))) {
      throw new Error('The n8n library changed while it was being removed');
    }
  },
};
