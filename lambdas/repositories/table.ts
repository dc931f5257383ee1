import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { config } from '../infra/config';

export function tableName(): string {
  return config().tableName;
}

/** Key and index attributes that belong to the table layout, not to the domain record. */
const LAYOUT_ATTRIBUTES = [
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'ttl',
  'search_text',
] as const;

export function withoutLayout<T>(item: Record<string, unknown>): T {
  const record: Record<string, unknown> = { ...item };
  for (const attribute of LAYOUT_ATTRIBUTES) delete record[attribute];
  return record as T;
}

/** One logical Query: every page, following LastEvaluatedKey (lib-dynamodb's paginator). */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const pages = paginateQuery({ client: dynamo() }, { ...input, TableName: tableName() });
  for await (const page of pages) items.push(...((page.Items ?? []) as Record<string, unknown>[]));
  return items;
}

/** How many items one logical Query matches (filters applied): every page counted, none read. */
export async function countAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select'>,
): Promise<number> {
  let count = 0;
  const pages = paginateQuery(
    { client: dynamo() },
    { ...input, TableName: tableName(), Select: 'COUNT' },
  );
  for await (const page of pages) count += page.Count ?? 0;
  return count;
}
