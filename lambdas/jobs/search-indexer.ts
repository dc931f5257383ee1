import type { DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { log } from '../infra/logger';
import { observedJob } from '../infra/observed-job';
import { keys } from '../repositories/keys';
import {
  indexProducts,
  reconcileSearchIndex,
  type IndexRun,
} from '../services/search/search-indexer';

/**
 * The search indexer. Two triggers (lib/constructs/search-indexer.ts):
 * - the table's stream, filtered to products, versions and files: the products a batch touched
 *   are read again and their documents applied in one snapshot swap, seconds after the write;
 * - a daily schedule: the full reconcile (the first build after a deploy, and any repair).
 * A failed batch throws and the stream retries it (halved on each failure); the product items
 * are read afresh each time, so a retry applies the newest state, never an old image.
 */

type IndexerEvent = DynamoDBStreamEvent | ScheduledEvent;

function isStream(event: IndexerEvent): event is DynamoDBStreamEvent {
  return Array.isArray((event as DynamoDBStreamEvent).Records);
}

const PRODUCT_PARTITION = keys.productPartition('');

/** The product ids a batch of stream records touched, each once. */
export function productIdsOf(event: DynamoDBStreamEvent): string[] {
  const ids = new Set<string>();
  for (const record of event.Records) {
    const partition = record.dynamodb?.Keys?.PK?.S;
    if (partition?.startsWith(PRODUCT_PARTITION))
      ids.add(partition.slice(PRODUCT_PARTITION.length));
  }
  return [...ids];
}

export async function onIndexerEvent(event: IndexerEvent): Promise<IndexRun> {
  const run = isStream(event)
    ? await indexProducts(productIdsOf(event))
    : await reconcileSearchIndex();
  log('info', 'Search index updated', { ...run });
  return run;
}

export const handler = observedJob('search-indexer', onIndexerEvent);
