import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import {
  countActiveSellerProducts,
  countListedProducts,
} from '../../lambdas/repositories/back-office-repository';
import { counterKeys } from '../../lambdas/repositories/keys';
import {
  productCreate,
  productDelete,
} from '../../lambdas/repositories/managed-product-repository';
import {
  initialiseProductCounters,
  readSellerProductCount,
  readShopProductCount,
} from '../../lambdas/repositories/product-counter-repository';
import { getProduct, putProduct } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { writeTransaction } from '../../lambdas/repositories/transaction';
import type { Product } from '../../lambdas/rules/product';
import { saveProductChanges } from '../../lambdas/services/manage/product-write';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

/**
 * The summary cards' product counts: one GetItem once initialised, moved in the same
 * transaction as every product write, so they stay exact however the writes interleave.
 */
const SELLER = 'seller-count';

/** The counts the listings give (what the counters must always equal). */
async function listed() {
  return { shop: await countListedProducts(), seller: await countActiveSellerProducts(SELLER) };
}

async function counters() {
  return { shop: await readShopProductCount(), seller: await readSellerProductCount(SELLER) };
}

const fresh = (id: string, overrides: Partial<Product> = {}): Product =>
  testProduct(id, { seller_id: SELLER, revision: 0, ...overrides });

async function setSellerRecord(): Promise<void> {
  // A seller record in the SELLERS listing, so the initialisation counts this seller.
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        PK: 'USER#seller-user',
        SK: 'SELLER',
        GSI1PK: 'SELLERS',
        GSI1SK: `2026-01-01T00:00:00.000Z#seller-user`,
        id: SELLER,
        user_id: 'seller-user',
        active: true,
      },
    }),
  );
}

beforeAll(async () => {
  await useIsolatedTable();
  await setSellerRecord();
  // Products from before the counters existed.
  await putProduct(fresh('old-1'));
  await putProduct(fresh('old-2', { active: false }));
  await putProduct(fresh('old-3', { seller_id: undefined }));
});

describe('product counters', () => {
  it('count the listings until initialised, then read one item', async () => {
    expect(await counters()).toEqual({ shop: 3, seller: 1 });
    expect(await initialiseProductCounters(new Date(), { quietMs: 0 })).toEqual({ pending: 0 });
    const send = jest.spyOn(dynamo(), 'send');
    expect(await counters()).toEqual({ shop: 3, seller: 1 });
    const commands = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();
    expect(commands).toEqual(['GetCommand', 'GetCommand']);
  });

  it('stay exact under concurrent creates, edits, retirements and deletions', async () => {
    // 12 creates at once.
    const created = Array.from({ length: 12 }, (_, i) => fresh(`new-${i}`));
    const results = await Promise.all(created.map((p) => writeTransaction(productCreate(p))));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await counters()).toEqual(await listed());
    expect(await counters()).toEqual({ shop: 15, seller: 13 });

    // Five editors deactivate the same product from the same revision: one wins, one decrement.
    const target = (await getProduct('new-0'))!;
    const edits = await Promise.allSettled(
      Array.from({ length: 5 }, () => saveProductChanges(target, 0, { active: false })),
    );
    expect(edits.filter((edit) => edit.status === 'fulfilled')).toHaveLength(1);
    // Meanwhile others retire, reassign and delete different products, all at once.
    const [retire, reassign, remove] = await Promise.all(
      ['new-1', 'new-2', 'new-3'].map(async (id) => (await getProduct(id))!),
    );
    await Promise.all([
      saveProductChanges(retire!, 0, { retired_at: '2026-05-01T00:00:00.000Z', active: false }),
      saveProductChanges(reassign!, 0, { seller_id: 'someone-else' }),
      writeTransaction(productDelete(remove!, 0)),
    ]);
    expect(await counters()).toEqual(await listed());
    expect(await counters()).toEqual({ shop: 13, seller: 9 });
  });

  it('a deletion from a stale read is refused and moves nothing', async () => {
    const before = await counters();
    const product = (await getProduct('new-4'))!;
    await saveProductChanges(product, 0, { name: 'Renamed' });
    expect((await writeTransaction(productDelete(product, 0))).ok).toBe(false);
    expect(await getProduct('new-4')).toBeDefined();
    expect(await counters()).toEqual(before);
  });

  it('an initialisation waits for a quiet moment after a write', async () => {
    const key = counterKeys.sellerProducts('busy-seller');
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          PK: 'USER#busy-user',
          SK: 'SELLER',
          GSI1PK: 'SELLERS',
          GSI1SK: '2026-01-02T00:00:00.000Z#busy-user',
          id: 'busy-seller',
          user_id: 'busy-user',
          active: true,
        },
      }),
    );
    const now = new Date();
    expect(
      (await writeTransaction(productCreate(fresh('busy-1', { seller_id: 'busy-seller' })))).ok,
    ).toBe(true);
    expect(await initialiseProductCounters(now, { quietMs: 60_000 })).toEqual({ pending: 1 });
    const counter = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
    expect(counter.Item?.['counted']).toBeUndefined();
    // Still right meanwhile: the listing is counted.
    expect(await readSellerProductCount('busy-seller')).toBe(1);
    const later = new Date(now.getTime() + 61_000);
    expect(await initialiseProductCounters(later, { quietMs: 60_000 })).toEqual({ pending: 0 });
    expect(await readSellerProductCount('busy-seller')).toBe(1);
  });
});
