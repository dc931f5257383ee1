import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { runDataMigrations } from '../../lambdas/jobs/data-migrations';
import { syncCatalogueListing } from '../../lambdas/repositories/catalogue-browse/sync';
import { browseKeys, reviewKeys } from '../../lambdas/repositories/keys';
import { productItem, putProduct } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { toCatalogueProduct } from '../../lambdas/rules/product';
import { browse } from '../support/catalogue-browse';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

/** The DynamoDB commands the client sends while `work` runs, by command name. */
async function commandsDuring(work: () => Promise<unknown>) {
  const client = dynamo();
  const send = jest.spyOn(client, 'send');
  try {
    await work();
    return send.mock.calls.map(([command]) => ({
      name: command.constructor.name,
      input: command.input as Record<string, unknown>,
    }));
  } finally {
    send.mockRestore();
  }
}

/** Every listing item of a product, read directly. */
async function listingItemsOf(productId: string) {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :partition',
      FilterExpression: 'product_id = :id',
      ExpressionAttributeValues: {
        ':partition': browseKeys.listing('NEWEST', 'ALL'),
        ':id': productId,
      },
    }),
  );
  return page.Items ?? [];
}

describe('catalogue pages from listing items that carry their cards', () => {
  beforeEach(async () => {
    await useIsolatedTable();
  });

  it('answers a first page with one Query of the page’s own size and no product reads', async () => {
    await Promise.all(
      Array.from({ length: 26 }, (_, index) =>
        putProduct(testProduct(`c${index}`, { created_at: day(index) })),
      ),
    );
    let page: Awaited<ReturnType<typeof browse>> | undefined;
    const commands = await commandsDuring(async () => {
      page = await browse();
    });
    expect(page?.body.products).toHaveLength(24);
    expect(page?.body.products[0]).toEqual(
      toCatalogueProduct(testProduct('c25', { created_at: day(25) })),
    );
    expect(commands.map((command) => command.name)).not.toContain('BatchGetCommand');
    const listing = commands.filter(
      (command) =>
        command.name === 'QueryCommand' &&
        (command.input.ExpressionAttributeValues as Record<string, unknown>)[':partition'] ===
          browseKeys.listing('NEWEST', 'ALL'),
    );
    expect(listing.map((command) => command.input.Limit)).toEqual([24]);
  });

  it('keeps each card in step with its product’s name, price, rating and apps', async () => {
    await putProduct(testProduct('k1', { name: 'Before', price: 10 }));
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...reviewKeys.aggregate('k1'), count: 2, sum: 9 },
      }),
    );
    await putProduct(
      testProduct('k1', {
        name: 'After',
        price: 25,
        catalogue_apps: { first: [{ name: 'Slack', icon: '' }], total: 1 },
      }),
    );
    const [card] = (await browse()).body.products;
    expect(card).toMatchObject({
      id: 'k1',
      name: 'After',
      price: 25,
      rating: { average: 4.5, count: 2 },
      apps: { first: [{ name: 'Slack', icon: '' }], total: 1 },
    });
    // Taken off sale: its listing item leaves shoppers' pages with the same sync.
    await putProduct(
      testProduct('k1', { available_for_purchase: false, coming_soon: false, name: 'After' }),
    );
    expect((await browse()).body.products).toEqual([]);
  });

  it('completes items written before cards from their products until the migration gives them theirs', async () => {
    for (const [index, id] of ['o1', 'o2', 'o3'].entries()) {
      await putProduct(testProduct(id, { created_at: day(index) }));
    }
    // As an earlier version left them: listing items without a card (and a state recording
    // the payload of that time), one product hidden since.
    for (const id of ['o1', 'o2', 'o3']) {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: browseKeys.state(id),
          UpdateExpression: 'SET fingerprint = :old, payload = :old',
          ExpressionAttributeValues: { ':old': 'before cards' },
        }),
      );
      for (const item of await listingItemsOf(id)) {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'REMOVE card',
          }),
        );
      }
    }
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: productItem(testProduct('o2', { created_at: day(1), active: false })),
      }),
    );
    expect((await browse()).body.products.map((product) => product.id)).toEqual(['o3', 'o1']);

    await runDataMigrations(Date.now() + 60_000);
    expect((await listingItemsOf('o1'))[0]?.card).toMatchObject({ id: 'o1' });
    expect(await listingItemsOf('o2')).toEqual([]);
    const commands = await commandsDuring(() => browse());
    expect(commands.map((command) => command.name)).not.toContain('BatchGetCommand');
    expect((await browse()).body.products.map((product) => product.id)).toEqual(['o3', 'o1']);
    // In step after the migration: a second sync has nothing to write.
    expect(await syncCatalogueListing('o1')).toBe(false);
  });
});
