import { dynamo } from '../../lambdas/infra/aws-clients';
import { productItemPrefix } from '../../lambdas/repositories/keys';
import { countInterest, putInterestIfNew } from '../../lambdas/repositories/interest-repository';
import {
  PARTITION_RANGES,
  putFile,
  putProduct,
  putRelationship,
  putVersion,
} from '../../lambdas/repositories/product-repository';
import { getProductDetail } from '../../lambdas/services/catalogue/product-service';
import { MAX_RELATIONSHIPS } from '../../lambdas/rules/product-content';
import { useIsolatedTable } from '../support/isolated-table';
import { testFile, testProduct, testVersion } from '../support/product-fixtures';

/**
 * A product page reads a bounded number of items: never the notify-me list in the product's
 * partition, however many people wait on it.
 */
const WAITING = 150;

beforeAll(async () => {
  await useIsolatedTable();
  await putProduct(testProduct('popular', { coming_soon: true, available_for_purchase: false }));
  await putVersion(testVersion('popular', 'popular-v1', { is_latest: true }));
  await putFile(testFile('popular', 'popular-v1', 'f1'));
  await putProduct(testProduct('other'));
  await putVersion(testVersion('other', 'other-v1', { is_latest: true }));
  await putRelationship({
    id: 'rel-1',
    relationship_type: 'related',
    source_product_id: 'popular',
    target_product_id: 'other',
  });
  for (let i = 0; i < WAITING; i += 1) {
    await putInterestIfNew({
      product_id: 'popular',
      email: `person${i}@example.com`,
      name: `Person ${i}`,
      registered_at: '2026-03-01T00:00:00.000Z',
    });
  }
});

test('the key ranges hold every kind of partition item but the interest registrations', () => {
  const inRange = (sortKey: string) =>
    (sortKey < productItemPrefix.interest ? 1 : 0) + (sortKey >= productItemPrefix.product ? 1 : 0);
  for (const [kind, prefix] of Object.entries(productItemPrefix)) {
    expect([kind, inRange(`${prefix}x`)]).toEqual([kind, kind === 'interest' ? 0 : 1]);
  }
  expect(inRange(productItemPrefix.product)).toBe(1);
  expect(PARTITION_RANGES).toHaveLength(2);
});

test('the product page reads the product, its version, file and link, not the waiting list', async () => {
  const send = jest.spyOn(dynamo(), 'send');
  const detail = await getProductDetail('popular', undefined);
  const outputs = (await Promise.all(send.mock.results.map((result) => result.value))) as {
    ScannedCount?: number;
  }[];
  const commands = send.mock.calls.map(([command]) => command.constructor.name);
  send.mockRestore();

  expect(detail.product.id).toBe('popular');
  expect(detail.related.related.map((product) => product.id)).toEqual(['other']);
  expect(detail.contents.length).toBeGreaterThan(0);
  // Two Queries of the partition, one BatchGet of the related products, one GetItem of the
  // rating aggregate (all at once); a product with a seller adds its storefront's GetItem.
  expect(commands.sort()).toEqual([
    'BatchGetCommand',
    'GetCommand',
    'QueryCommand',
    'QueryCommand',
  ]);
  // Product, its catalogue listing state, version, file, link: 5 items read, whatever the
  // number waiting.
  const scanned = outputs.reduce((sum, output) => sum + (output.ScannedCount ?? 0), 0);
  expect(scanned).toBe(5);
});

test("related products: only the product's own links, capped, never its category", async () => {
  // A category of many products, and more links than management accepts (a bulk import).
  const CATEGORY = 'Crowded';
  const LINKS = MAX_RELATIONSHIPS + 10;
  await putProduct(testProduct('hub', { category: CATEGORY }));
  await putVersion(testVersion('hub', 'hub-v1', { is_latest: true }));
  await Promise.all(
    Array.from({ length: LINKS + 20 }, async (_, i) => {
      await putProduct(testProduct(`crowd-${i}`, { category: CATEGORY }));
      await putVersion(testVersion(`crowd-${i}`, `crowd-${i}-v1`, { is_latest: true }));
      if (i < LINKS) {
        await putRelationship({
          id: `hub-rel-${i}`,
          relationship_type: 'related',
          source_product_id: 'hub',
          target_product_id: `crowd-${i}`,
        });
      }
    }),
  );
  const send = jest.spyOn(dynamo(), 'send');
  const detail = await getProductDetail('hub', undefined);
  const calls = send.mock.calls.map(([command]) => command);
  send.mockRestore();

  expect(detail.related.related).toHaveLength(MAX_RELATIONSHIPS);
  const batchKeys = calls
    .filter((command) => command.constructor.name === 'BatchGetCommand')
    .flatMap((command) =>
      Object.values(
        (command.input as { RequestItems: Record<string, { Keys: unknown[] }> }).RequestItems,
      ).flatMap((request) => request.Keys),
    );
  expect(batchKeys).toHaveLength(MAX_RELATIONSHIPS);
  // The partition's two Queries only: no Query of a listing or category partition.
  const queried = calls
    .filter((command) => command.constructor.name === 'QueryCommand')
    .map((command) => command.input as { ExpressionAttributeValues: { ':pk': string } })
    .map((input) => input.ExpressionAttributeValues[':pk']);
  expect(queried).toEqual(['PRODUCT#hub', 'PRODUCT#hub']);
});

test('the notify-me count is one read once counted, and counts each new registration', async () => {
  // Registrations from before the count existed: counted once, then kept.
  expect(await countInterest('popular')).toBe(WAITING);
  const send = jest.spyOn(dynamo(), 'send');
  expect(await countInterest('popular')).toBe(WAITING);
  expect(send.mock.calls.map(([command]) => command.constructor.name)).toEqual(['GetCommand']);
  send.mockRestore();
  // Ten at once, two of them the same address: eight more.
  const emails = [
    ...Array.from({ length: 8 }, (_, i) => `new${i}@example.com`),
    'new0@example.com',
    'new1@example.com',
  ];
  const stored = await Promise.all(
    emails.map((email) =>
      putInterestIfNew({
        product_id: 'popular',
        email,
        name: 'New',
        registered_at: '2026-03-02T00:00:00.000Z',
      }),
    ),
  );
  expect(stored.filter(Boolean)).toHaveLength(8);
  expect(await countInterest('popular')).toBe(WAITING + 8);
});
