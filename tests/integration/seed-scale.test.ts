import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { lookupIndex } from '../../lambdas/repositories/keys';
import {
  getProductPartition,
  listCatalogueProducts,
} from '../../lambdas/repositories/product-repository';
import {
  browseEntries,
  publishedApps,
} from '../../lambdas/repositories/catalogue-browse/browse-entries';
import { readFacets } from '../../lambdas/repositories/catalogue-browse/listing-read';
import { syncCatalogueListing } from '../../lambdas/repositories/catalogue-browse/sync';
import { listCatalogue } from '../../lambdas/services/catalogue/catalogue-service';
import { listProductsPage } from '../../lambdas/repositories/managed-product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { isListedInCatalogue } from '../../lambdas/rules/visibility';
import { scaleProduct } from '../../scripts/bench/scale-products';
import { seedScale } from '../../scripts/bench/seed-scale';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * The scale seeder writes what the shop itself writes: the catalogue listing, the sellers'
 * lists and each product's partition come out as the repositories read them.
 */
const COUNT = 120;
const SELLERS = ['seller-a', 'seller-b'];

async function countOf(index: string, condition: string, value: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: condition,
        ExpressionAttributeValues: { ':pk': value },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

beforeAll(async () => {
  await useIsolatedTable();
});

test('writes every product with its versions and files, listed as the shop lists them', async () => {
  const result = await seedScale(COUNT, { sellerIds: SELLERS });
  const bundles = Array.from({ length: COUNT }, (_, index) => scaleProduct(index, SELLERS));
  const expectedItems = bundles.reduce(
    (sum, bundle) => sum + 1 + bundle.versions.length + bundle.files.length,
    0,
  );
  const browse = bundles.map((bundle) =>
    browseEntries(bundle.product, publishedApps([...bundle.versions], [...bundle.files]), 0),
  );
  const browseItems = browse.reduce(
    (sum, entries) => sum + entries.listings.length + (entries.listings.length ? 1 : 0),
    0,
  );
  expect(result).toMatchObject({
    products: COUNT,
    items: expectedItems + browseItems,
    browseItems,
  });

  // The listed products are exactly the listed ones; some are not (realistic mix).
  const listed = bundles.filter((bundle) => isListedInCatalogue(bundle.product)).length;
  expect(listed).toBeLessThan(COUNT);
  expect(await listCatalogueProducts()).toHaveLength(listed);
  // Half of the products are the sellers', each seller's list holds its own.
  for (const seller of SELLERS) {
    const own = bundles.filter((bundle) => bundle.product.seller_id === seller).length;
    expect(own).toBeGreaterThan(0);
    expect(await countOf(lookupIndex.name, 'GSI2PK = :pk', lookupIndex.seller(seller))).toBe(own);
  }
  const firstPage = await listProductsPage({ cursorScope: 'test', limit: 10 });
  expect(firstPage !== 'bad-cursor' && firstPage.products.map((p) => p.id)).toEqual(
    bundles.slice(0, 10).map((bundle) => bundle.product.id),
  );

  // The paged catalogue lists them as publishing would: newest first, shoppers' products only.
  const shopperIds = bundles
    .filter((bundle) => bundle.product.available_for_purchase || bundle.product.coming_soon)
    .filter((bundle) => isListedInCatalogue(bundle.product))
    .map((bundle) => bundle.product);
  const catalogue = await listCatalogue({ isAdmin: false }, { limit: 10 });
  const newest = [...shopperIds].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || b.created_at.localeCompare(a.created_at),
  );
  expect(catalogue.products.map((product) => product.id)).toEqual(
    newest.slice(0, 10).map((product) => product.id),
  );
  // Facet counters are exact: each value counts the shoppers' listed products that have it.
  const expected = new Map<string, number>();
  for (const entries of browse) {
    for (const counter of entries.counters) {
      expected.set(counter.SK, (expected.get(counter.SK) ?? 0) + 1);
    }
  }
  const facets = await readFacets();
  const counted = new Map([
    ...facets.categories.map((f) => [`CATEGORY#${f.value}`, f.count] as const),
    ...facets.platforms.map((f) => [`PLATFORM#${f.value}`, f.count] as const),
    ...facets.apps.map((f) => [`APP#${f.value}`, f.count] as const),
  ]);
  expect(counted).toEqual(expected);
  expect(facets.apps.every((app) => app.name !== app.value)).toBe(true);
  // What a sync of a seeded product would write is already there: it finds nothing to change.
  for (const bundle of bundles.slice(0, 8)) {
    expect(await syncCatalogueListing(bundle.product.id)).toBe(false);
  }

  // A product's partition reads back whole: product, versions, an automation file with its manifest.
  const sample = bundles.find((bundle) => bundle.versions.length === 2)!;
  const partition = await getProductPartition(sample.product.id);
  expect(partition?.product.name).toBe(sample.product.name);
  expect(partition?.versions).toHaveLength(2);
  expect(partition?.files).toHaveLength(4);
  const automation = partition?.files.find((file) => file.file_purpose === 'automation') as
    (Record<string, unknown> & { automation_manifest?: { stepCount: number } }) | undefined;
  expect(automation?.automation_manifest?.stepCount).toBeGreaterThanOrEqual(3);
});

test('a second run leaves the facet counts exact (counted from the listings, not added)', async () => {
  const before = await readFacets();
  await seedScale(COUNT, { sellerIds: SELLERS });
  expect(await readFacets()).toEqual(before);
});

test('writes the same products again on a second run (deterministic ids and content)', () => {
  expect(scaleProduct(7, SELLERS)).toEqual(scaleProduct(7, SELLERS));
  expect(scaleProduct(7).product.id).toBe('scale-000007');
  expect(new Set(Array.from({ length: 200 }, (_, i) => scaleProduct(i).product.name)).size).toBe(
    200,
  );
});
