import { dynamo } from '../../lambdas/infra/aws-clients';
import { sellerProductIdPages } from '../../lambdas/repositories/product-repository';
import { adminStats } from '../../lambdas/services/sales/sales-stats-service';
import { adminSummary } from '../../lambdas/services/sales/summary-service';
import { seedScale } from '../../scripts/bench/seed-scale';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * The admin's dashboard cards and sales figures come from counters, not from the products:
 * what they read does not grow with the catalogue (no Scan, no product list).
 */
async function readsOf(run: () => Promise<unknown>) {
  const send = jest.spyOn(dynamo(), 'send');
  await run();
  const commands = send.mock.calls.map(([command]) => command);
  const outputs = (await Promise.all(send.mock.results.map((result) => result.value))) as {
    ScannedCount?: number;
    Count?: number;
    Responses?: Record<string, unknown[]>;
    Item?: unknown;
  }[];
  send.mockRestore();
  const items = outputs.reduce(
    (sum, output) =>
      sum +
      (output.ScannedCount ?? output.Count ?? 0) +
      Object.values(output.Responses ?? {}).reduce((n, list) => n + list.length, 0) +
      (output.Item ? 1 : 0),
    0,
  );
  return {
    requests: commands.length,
    items,
    names: commands.map((command) => command.constructor.name),
    indexes: commands.map((command) => (command.input as { IndexName?: string }).IndexName),
  };
}

beforeAll(async () => {
  await useIsolatedTable();
});

test('admin summary and sales figures read the same at 20 and at 120 products', async () => {
  await seedScale(20);
  const summarySmall = await readsOf(() => adminSummary());
  const statsSmall = await readsOf(() => adminStats({}));
  await seedScale(120);
  const summaryLarge = await readsOf(() => adminSummary());
  const statsLarge = await readsOf(() => adminStats({}));

  expect(summaryLarge).toEqual(summarySmall);
  expect(statsLarge).toEqual(statsSmall);
  for (const reads of [summaryLarge, statsLarge]) {
    expect(reads.names).not.toContain('ScanCommand');
    // Never the product list (GSI3) nor a seller's products (GSI2).
    expect(reads.indexes).not.toContain('GSI3');
    expect(reads.indexes).not.toContain('GSI2');
  }
  expect((await adminSummary()).products).toBeGreaterThan(100);
});

test("a seller's products are read a bounded page at a time by jobs", async () => {
  await seedScale(60, { sellerIds: ['seller-paged'] });
  const send = jest.spyOn(dynamo(), 'send');
  const pages: string[][] = [];
  for await (const page of sellerProductIdPages('seller-paged', 8)) pages.push(page);
  const limits = send.mock.calls.map(([command]) => (command.input as { Limit?: number }).Limit);
  send.mockRestore();
  // Half of the 60 are the seller's: 30 ids in pages of at most 8, each one Query of 8.
  expect(pages.flat()).toHaveLength(30);
  expect(new Set(pages.flat()).size).toBe(30);
  expect(Math.max(...pages.map((page) => page.length))).toBe(8);
  expect(limits.every((limit) => limit === 8)).toBe(true);
  expect(limits.length).toBeGreaterThanOrEqual(4);
});
