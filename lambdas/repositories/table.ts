import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
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

/** One logical Query, following LastEvaluatedKey until every page is read. */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
