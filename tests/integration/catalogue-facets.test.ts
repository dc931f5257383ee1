import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { migrateCatalogueBrowse } from '../../lambdas/repositories/catalogue-browse/browse-migration';
import { syncCatalogueListing } from '../../lambdas/repositories/catalogue-browse/sync';
import {
  getProducts,
  productItem,
  putProduct,
} from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { CATEGORIES_FOR_TEST, browse, browseAll } from '../support/catalogue-browse';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

/** The category counts the products themselves add up to (what shoppers see). */
async function expectedCategoryCounts(ids: string[]) {
  const counts = new Map<string, number>();
  for (const product of await getProducts(ids)) {
    if (!product.active || !(product.available_for_purchase || product.coming_soon)) continue;
    counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

describe('the browsable catalogue under concurrent edits', () => {
  beforeEach(async () => {
    await useIsolatedTable();
  });

  it('keeps facet counts exact through 20 concurrent category changes and repeated syncs', async () => {
    const ids = Array.from({ length: 20 }, (_, index) => `p${index}`);
    await Promise.all(
      ids.map((id, index) => putProduct(testProduct(id, { created_at: day(index) }))),
    );
    await Promise.all(
      ids.map((id, index) =>
        putProduct(
          testProduct(id, {
            created_at: day(index),
            category: CATEGORIES_FOR_TEST[index % 3],
            available_for_purchase: index % 5 !== 0,
          }),
        ),
      ),
    );
    // The same product edited by many writers at once: one of them wins, counted once.
    await Promise.all(
      CATEGORIES_FOR_TEST.flatMap((category) =>
        [0, 1, 2].map(() => putProduct(testProduct('p1', { created_at: day(1), category }))),
      ),
    );
    await Promise.all(ids.map((id) => syncCatalogueListing(id)));
    const { body } = await browse();
    expect(body.facets.categories).toEqual(await expectedCategoryCounts(ids));
    const [p1] = await getProducts(['p1']);
    expect(await browseAll({ category: p1?.category ?? '' })).toContain('p1');
    const total = body.facets.categories.reduce((sum, entry) => sum + entry.count, 0);
    expect(await browseAll()).toHaveLength(total);
  });

  it('pages without repeating or skipping products that stay, while others come and go', async () => {
    const ids = Array.from({ length: 30 }, (_, index) => `s${String(index).padStart(2, '0')}`);
    for (const [index, id] of ids.entries())
      await putProduct(testProduct(id, { created_at: day(index * 2) }));
    const removed = new Set(['s03', 's10', 's17', 's25']);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const { body } = await browse({ limit: '4', ...(cursor ? { cursor } : {}) });
      seen.push(...body.products.map((product) => product.id));
      cursor = body.next_cursor;
      if (!cursor) break;
      // Between page reads: new products before, after and between, and some taken away.
      await putProduct(testProduct(`new-${page}`, { created_at: day(page * 7 + 1) }));
      const gone = [...removed][page];
      if (gone)
        await putProduct(
          testProduct(gone, { created_at: day(ids.indexOf(gone) * 2), active: false }),
        );
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) if (!removed.has(id)) expect(seen).toContain(id);
  });

  it('migrates products written before the catalogue was browsable, once', async () => {
    for (const [index, id] of ['m1', 'm2', 'm3'].entries()) {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: productItem(testProduct(id, { created_at: day(index) })),
        }),
      );
    }
    expect(await browseAll()).toEqual([]);
    const first = await migrateCatalogueBrowse({ pageSize: 2 });
    expect(first).toEqual({ finished: true, migrated: 3 });
    expect(await browseAll()).toEqual(['m3', 'm2', 'm1']);
    expect((await browse()).body.facets.categories).toEqual([{ value: 'Sales', count: 3 }]);
    expect(await migrateCatalogueBrowse()).toEqual({ finished: true, migrated: 0 });
    // A sync with nothing to change writes nothing: counts stay as they were.
    expect(await syncCatalogueListing('m1')).toBe(false);
    expect((await browse()).body.facets.categories).toEqual([{ value: 'Sales', count: 3 }]);
  });

  it('resumes an interrupted migration from its saved position', async () => {
    for (const [index, id] of ['r1', 'r2', 'r3'].entries()) {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: productItem(testProduct(id, { created_at: day(index) })),
        }),
      );
    }
    expect(await migrateCatalogueBrowse({ pageSize: 1, maxPages: 1 })).toEqual({
      finished: false,
      migrated: 1,
    });
    expect(await migrateCatalogueBrowse({ pageSize: 1 })).toEqual({ finished: true, migrated: 2 });
    expect((await browse()).body.facets.categories).toEqual([{ value: 'Sales', count: 3 }]);
  });
});
