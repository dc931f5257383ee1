import { createHash } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../infra/aws-clients';
import { withRetries } from '../../infra/retries';
import { cardRating, sameCardRating } from '../../rules/catalogue-rating';
import type { Product } from '../../rules/product';
import type { ProductFile, ProductVersion } from '../../rules/product-content';
import { browseKeys, keys, productItemPrefix } from '../keys';
import { tableName, withoutLayout } from '../table';
import { type TransactWriteItem, writeTransaction } from '../transaction';
import {
  type BrowseEntries,
  type CounterEntry,
  type ListingEntry,
  browseEntries,
  publishedApps,
} from './browse-entries';
import {
  type PopularityCounter,
  cardRatingUpdate,
  readBrowseSignals,
  signalChecks,
} from './browse-signals';

/** What a product holds in the catalogue now, kept beside it so a sync knows what to undo. */
interface BrowseState {
  revision: number;
  listings: { PK: string; SK: string }[];
  counters: string[];
  fingerprint: string;
  /** What every listing item carries besides its key, as written; absent in older states. */
  payload?: string;
}

interface ProductSnapshot {
  product?: Product;
  versions: ProductVersion[];
  files: ProductFile[];
  state?: BrowseState;
  popularity?: PopularityCounter;
}

/**
 * The product, its versions and files and its browse state in one strongly consistent Query,
 * so a sync that commits after another has necessarily read that other's outcome.
 */
async function readSnapshot(productId: string): Promise<ProductSnapshot> {
  const snapshot: ProductSnapshot = { versions: [], files: [] };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :partition',
        ExpressionAttributeValues: { ':partition': keys.productPartition(productId) },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const sortKey = String(item.SK);
      if (sortKey === productItemPrefix.product) snapshot.product = withoutLayout<Product>(item);
      else if (sortKey === browseKeys.state(productId).SK)
        snapshot.state = withoutLayout<BrowseState>(item);
      else if (sortKey === browseKeys.popularity(productId).SK)
        snapshot.popularity = withoutLayout<PopularityCounter>(item);
      else if (sortKey.startsWith(productItemPrefix.version))
        snapshot.versions.push(withoutLayout<ProductVersion>(item));
      else if (sortKey.startsWith(productItemPrefix.file))
        snapshot.files.push(withoutLayout<ProductFile>(item));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return snapshot;
}

const keyOf = (key: { PK: string; SK: string }) => `${key.PK}\n${key.SK}`;

/**
 * A digest, not the text: the state item stays small now that listing items carry the card
 * (a long description times every listing item would approach DynamoDB's item size limit).
 */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A listing item without its key (the same for all of a product's items), as a digest. */
const payloadOf = (listings: ListingEntry[]) => {
  const [first] = listings;
  if (!first) return '';
  const { PK: _pk, SK: _sk, ...payload } = first;
  return digest(JSON.stringify(payload));
};

function counterUpdate(SK: string, delta: 1 | -1, entry?: CounterEntry): TransactWriteItem {
  const named = delta > 0 && entry?.name !== undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: { PK: browseKeys.facetsPartition, SK },
      UpdateExpression: named
        ? 'ADD #count :delta SET #kind = :kind, #value = :value, #name = :name, icon = :icon'
        : 'ADD #count :delta SET #kind = :kind, #value = :value',
      ExpressionAttributeNames: {
        '#count': 'count',
        '#kind': 'kind',
        '#value': 'value',
        ...(named ? { '#name': 'name' } : {}),
      },
      ExpressionAttributeValues: {
        ':delta': delta,
        ':kind': SK.slice(0, SK.indexOf('#')),
        ':value': SK.slice(SK.indexOf('#') + 1),
        ...(named ? { ':name': entry.name, ':icon': entry.icon ?? '' } : {}),
      },
    },
  };
}

/**
 * The state item recording what a product holds after its listing items and counters are
 * written: the sync's transaction and the bulk seeder (scripts/bench/seed-scale.ts) both put it.
 */
export function browseStateItem(
  productId: string,
  state: BrowseState | undefined,
  wanted: BrowseEntries,
  fingerprint: string,
): Record<string, unknown> {
  const next: BrowseState = {
    revision: (state?.revision ?? 0) + 1,
    listings: wanted.listings.map(({ PK, SK }) => ({ PK, SK })),
    counters: [...new Set(wanted.counters.map((counter) => counter.SK))],
    fingerprint,
    payload: payloadOf(wanted.listings),
  };
  return { ...browseKeys.state(productId), ...next };
}

/** What a sync of a product with these entries compares with its stored state. */
export const browseFingerprint = (wanted: BrowseEntries): string => digest(JSON.stringify(wanted));

/**
 * The one transaction from the stored state to the wanted one: old listing items deleted, new
 * ones put, each facet counter moved by exactly the difference, and the state replaced only if
 * it is still the revision this sync read (so a retry or a concurrent sync cannot count twice).
 */
export function browseTransaction(
  productId: string,
  state: BrowseState | undefined,
  wanted: BrowseEntries,
  fingerprint: string,
): TransactWriteItem[] {
  const table = tableName();
  const wantedKeys = new Set(wanted.listings.map(keyOf));
  const items: TransactWriteItem[] = [];
  for (const old of state?.listings ?? []) {
    if (!wantedKeys.has(keyOf(old))) items.push({ Delete: { TableName: table, Key: old } });
  }
  // An item whose key and content are unchanged is not written again: a new rating or sale
  // moves only the items of its order, which keeps the transaction small.
  const payload = payloadOf(wanted.listings);
  const heldKeys = new Set(state?.payload === payload ? state.listings.map(keyOf) : []);
  for (const listing of wanted.listings) {
    if (heldKeys.has(keyOf(listing))) continue;
    items.push({ Put: { TableName: table, Item: listing satisfies ListingEntry } });
  }
  const oldCounters = new Set(state?.counters ?? []);
  const wantedCounters = new Set(wanted.counters.map((counter) => counter.SK));
  for (const SK of oldCounters) if (!wantedCounters.has(SK)) items.push(counterUpdate(SK, -1));
  for (const counter of wanted.counters) {
    if (!oldCounters.has(counter.SK)) items.push(counterUpdate(counter.SK, 1, counter));
  }
  items.push({
    Put: {
      TableName: table,
      Item: browseStateItem(productId, state, wanted, fingerprint),
      ...(state
        ? {
            ConditionExpression: 'revision = :read',
            ExpressionAttributeValues: { ':read': state.revision },
          }
        : { ConditionExpression: 'attribute_not_exists(PK)' }),
    },
  });
  return items;
}

/** DynamoDB's limit on the items of one transaction. */
const MAX_TRANSACTION_ITEMS = 100;

class StaleBrowseState extends Error {
  override readonly name = 'StaleBrowseState';
}

/**
 * One read-compute-write round; StaleBrowseState when someone else's sync got there first or
 * the rating or popularity moved since they were read (the transaction's checks).
 */
async function syncOnce(productId: string): Promise<boolean> {
  const snapshot = await readSnapshot(productId);
  // Read after the partition: a rating or sale committed before this sync began is seen here.
  const signals = await readBrowseSignals(productId, snapshot.popularity);
  const wanted = snapshot.product
    ? browseEntries(
        snapshot.product,
        publishedApps(snapshot.versions, snapshot.files),
        signals.popularity,
        signals.rating,
      )
    : { listings: [], counters: [] };
  const fingerprint = browseFingerprint(wanted);
  const rating = cardRating(signals.rating);
  const ratingMoved = snapshot.product && !sameCardRating(snapshot.product.rating, rating);
  const listingInStep = snapshot.state
    ? snapshot.state.fingerprint === fingerprint
    : wanted.listings.length === 0;
  if (listingInStep && !ratingMoved) return false;
  const items = [
    ...(listingInStep ? [] : browseTransaction(productId, snapshot.state, wanted, fingerprint)),
    ...(ratingMoved ? [cardRatingUpdate(productId, rating)] : []),
    ...signalChecks(productId, snapshot.popularity, signals),
  ];
  if (items.length > MAX_TRANSACTION_ITEMS && snapshot.state?.listings.length) {
    // Every key and the content changed at once (all apps replaced, say): more than one
    // transaction holds. The product leaves the catalogue first; the next round lists it anew.
    const unlisted = { listings: [], counters: [] };
    await writeTransaction(
      browseTransaction(productId, snapshot.state, unlisted, browseFingerprint(unlisted)),
    );
    throw new StaleBrowseState();
  }
  const result = await writeTransaction(items);
  if (!result.ok) throw new StaleBrowseState();
  return true;
}

/**
 * Brings a product's listing items and facet counts in line with what is stored for it. Every
 * product write that can change what the catalogue shows calls this after it commits;
 * idempotent (nothing to change writes nothing), so the migration and retries may call it
 * again. Answers whether it wrote anything.
 */
export async function syncCatalogueListing(productId: string): Promise<boolean> {
  return withRetries(() => syncOnce(productId), {
    attempts: 25,
    baseMs: 10,
    maxMs: 400,
    retryable: (error) => error instanceof StaleBrowseState,
  });
}
