import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { N8nSearchResponse } from '../../lambdas/contracts/n8n-library';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { keys } from '../../lambdas/repositories/keys';
import { productItem, versionItem } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { putPurchase, type Purchase } from '../../lambdas/repositories/user-repository';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { createLibrary, libraryGet } from '../support/n8n-library';
import { testFile, testProduct, testVersion } from '../support/product-fixtures';

/**
 * The library's list at a buyer with many n8n templates: pages without duplicates or gaps,
 * `rows` bounded, filters applied before the page is cut, and each page reads its own files
 * whole and nothing else of the products' partitions beyond their list attributes.
 */
const SEARCH = 'GET /api/n8n/{token}/templates/search';
const PRODUCTS = 56;
const NODE = 'n8n-nodes-base.manualTrigger';

interface Read {
  command: string;
  input: Record<string, unknown>;
}

/** Every DynamoDB request the library makes while `run` runs. */
async function readsOf<T>(run: () => Promise<T>): Promise<{ result: T; reads: Read[] }> {
  const reads: Read[] = [];
  const stack = dynamo().middlewareStack;
  stack.add(
    (next, context) => async (args) => {
      reads.push({ command: String(context.commandName), input: args.input as Read['input'] });
      return next(args);
    },
    { step: 'initialize', name: 'library-reads' },
  );
  try {
    return { result: await run(), reads };
  } finally {
    stack.remove('library-reads');
  }
}

/** Products 00..55: even ones in Operations with two workflows, odd ones in Sales with one. */
async function seedLibrary(userId: string) {
  const items: Record<string, unknown>[] = [];
  const purchases: Purchase[] = [];
  for (let index = 0; index < PRODUCTS; index += 1) {
    const id = `lib-${String(index).padStart(2, '0')}`;
    const even = index % 2 === 0;
    items.push(
      productItem(
        testProduct(id, {
          platform: 'n8n',
          name: `Flow ${id}`,
          category: even ? 'Operations' : 'Sales',
        }),
      ),
    );
    items.push(versionItem(testVersion(id, `${id}-v1`, { is_latest: true })));
    const titles = even
      ? ['Main workflow', index % 4 === 0 ? 'Quokka report' : 'Helper']
      : ['Main'];
    for (const [position, title] of titles.entries()) {
      items.push({
        ...testFile(id, `${id}-v1`, `${id}-f${position}`, {
          title,
          platform: 'n8n',
          order_position: position + 1,
          n8n_importable: true,
          n8n_node_types: [NODE],
        }),
        ...keys.file(id, `${id}-f${position}`),
      });
    }
    // Bought a minute apart, the first product last: the library lists newest purchase first.
    const purchasedAt = new Date(Date.UTC(2026, 2, 1, 0, PRODUCTS - index)).toISOString();
    purchases.push({
      user_id: userId,
      product_id: id,
      purchase_date: purchasedAt,
      amount_paid_cents: 1900,
      is_test: false,
    });
  }
  for (let start = 0; start < items.length; start += 25) {
    const chunk = items.slice(start, start + 25);
    await dynamo().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: chunk.map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
  await Promise.all(purchases.map((purchase) => putPurchase(purchase)));
}

describe('the n8n library list at a buyer with many templates', () => {
  let token: string;
  const search = (query: Record<string, string>) =>
    libraryGet<N8nSearchResponse>(SEARCH, token, { query });

  beforeAll(async () => {
    await useIsolatedTable();
    const buyer = await createSignedInUser();
    await seedLibrary(buyer.userId);
    token = (await createLibrary(buyer.accessToken)).token;
  });

  it('pages every template once, in purchase order, as n8n asks (page and rows)', async () => {
    const total = 28 * 2 + 28;
    const seen: string[] = [];
    for (let page = 1; page <= 13; page += 1) {
      const { status, body } = await search({ page: String(page), rows: '7' });
      expect(status).toBe(200);
      expect(body.totalWorkflows).toBe(total);
      expect(body.workflows.length).toBe(page <= 12 ? 7 : 0);
      seen.push(...body.workflows.map((workflow) => workflow.name));
      for (const workflow of body.workflows) expect(workflow.nodes[0]?.name).toBe(NODE);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(0, 3)).toEqual([
      'Flow lib-00: Main workflow',
      'Flow lib-00: Quokka report',
      'Flow lib-01',
    ]);
  });

  it('bounds rows at 100 and falls back to 20 for rows it cannot read', async () => {
    expect((await search({ page: '1', rows: '5000' })).body.workflows).toHaveLength(84);
    const capped = await search({ page: '1', limit: '100000' });
    expect(capped.body.workflows.length).toBeLessThanOrEqual(100);
    expect((await search({ page: '1', rows: 'many' })).body.workflows).toHaveLength(20);
    expect((await search({ page: '0', rows: '-3' })).body.workflows).toHaveLength(20);
  });

  it('filters by category and search before paging, with exact totals', async () => {
    const operations = await search({ page: '2', rows: '10', category: 'Operations' });
    expect(operations.body.totalWorkflows).toBe(56);
    expect(operations.body.workflows).toHaveLength(10);
    expect(operations.body.workflows.every((w) => /Flow lib-\d*[02468]:/.test(w.name))).toBe(true);
    const quokka = await search({ page: '1', rows: '5', search: 'quokka' });
    expect(quokka.body.totalWorkflows).toBe(14);
    expect(quokka.body.workflows.map((w) => w.name)).toEqual(
      ['00', '04', '08', '12', '16'].map((n) => `Flow lib-${n}: Quokka report`),
    );
    const last = await search({ page: '3', rows: '5', search: 'quokka', category: 'Operations' });
    expect(last.body.workflows.map((w) => w.name)).toEqual(
      ['40', '44', '48', '52'].map((n) => `Flow lib-${n}: Quokka report`),
    );
    expect((await search({ page: '1', category: 'Finance' })).body.totalWorkflows).toBe(0);
  });

  it('reads the page’s files whole and only list attributes of the rest', async () => {
    const { result, reads } = await readsOf(() => search({ page: '2', rows: '7' }));
    expect(result.body.workflows).toHaveLength(7);
    const productQueries = reads.filter(
      (read) =>
        read.command === 'QueryCommand' &&
        String(
          (read.input.ExpressionAttributeValues as Record<string, unknown> | undefined)?.[':pk'],
        ).startsWith('PRODUCT#'),
    );
    expect(productQueries.length).toBeGreaterThan(0);
    // Every read of a product's partition names what it reads: no whole versions or files.
    for (const query of productQueries) expect(query.input.ProjectionExpression).toBeTruthy();
    const fileKeys = reads
      .filter((read) => read.command === 'BatchGetCommand')
      .flatMap((read) =>
        Object.values(read.input.RequestItems as Record<string, { Keys: { SK: string }[] }>),
      )
      .flatMap((request) => request.Keys)
      .filter((key) => key.SK.startsWith('FILE#'));
    expect(fileKeys.length).toBeLessThanOrEqual(7);
  });
});
