/**
 * Exact facet counters after a bulk seed (seed-scale.ts). The seeder writes listing items with
 * BatchWriteItem, which cannot ADD to a counter safely (a retried batch would count twice), so
 * the counters are set afterwards from the listing items themselves: every product shoppers see
 * lies once in the `NEWEST#ALL` partition. Counting them there also counts the products that
 * were in the table before (npm start's demo) and does not count a re-seeded product twice.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import {
  type CounterEntry,
  facetPart,
} from '../../lambdas/repositories/catalogue-browse/browse-entries';
import { browseKeys } from '../../lambdas/repositories/keys';
import { queryAll, tableName } from '../../lambdas/repositories/table';

/** Counts per counter sort key (`CATEGORY#Sales`, `APP#slack`...) of the listed shopper products. */
export async function countListedFacets(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (kind: string, value: string) => {
    const SK = browseKeys.facet(kind, value).SK;
    counts.set(SK, (counts.get(SK) ?? 0) + 1);
  };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :partition',
        FilterExpression: 'shopper = :shopper',
        ExpressionAttributeValues: {
          ':partition': browseKeys.listing('NEWEST', facetPart()),
          ':shopper': true,
        },
        ProjectionExpression: 'category, platform, apps',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      add('CATEGORY', String(item.category));
      add('PLATFORM', String(item.platform));
      for (const app of (item.apps as string[] | undefined) ?? []) add('APP', app);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return counts;
}

/**
 * Sets every facet counter to its exact count: the ones counted, named from `named` (the
 * seeded products' app names and icons) when the counter does not have a name yet, and any
 * other stored counter to zero.
 */
export async function writeExactFacetCounts(named: ReadonlyMap<string, CounterEntry>) {
  const counts = await countListedFacets();
  const stored = await queryAll({
    KeyConditionExpression: 'PK = :facets',
    ExpressionAttributeValues: { ':facets': browseKeys.facetsPartition },
    ProjectionExpression: 'SK',
  });
  for (const item of stored) if (!counts.has(String(item.SK))) counts.set(String(item.SK), 0);
  const updates = [...counts].map(([SK, count]) => {
    const entry = named.get(SK);
    const withName = entry?.name !== undefined;
    return new UpdateCommand({
      TableName: tableName(),
      Key: { PK: browseKeys.facetsPartition, SK },
      UpdateExpression: withName
        ? 'SET #count = :count, #kind = :kind, #value = :value, #name = if_not_exists(#name, :name), icon = if_not_exists(icon, :icon)'
        : 'SET #count = :count, #kind = :kind, #value = :value',
      ExpressionAttributeNames: {
        '#count': 'count',
        '#kind': 'kind',
        '#value': 'value',
        ...(withName ? { '#name': 'name' } : {}),
      },
      ExpressionAttributeValues: {
        ':count': count,
        ':kind': SK.slice(0, SK.indexOf('#')),
        ':value': SK.slice(SK.indexOf('#') + 1),
        ...(withName ? { ':name': entry.name, ':icon': entry.icon ?? '' } : {}),
      },
    });
  });
  for (let start = 0; start < updates.length; start += 10) {
    await Promise.all(updates.slice(start, start + 10).map((update) => dynamo().send(update)));
  }
  return counts.size;
}
