import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { keys } from '../../lambdas/repositories/keys';
import { readProductTotals } from '../../lambdas/repositories/sales-figure-repository';
import { tableName } from '../../lambdas/repositories/table';
import { createSalesSweep } from '../../scripts/local/api-server/sales-sweep';
import { putPaidOrderItem } from '../support/paid-orders';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * The local stand-in for the stream's sales figures reads a bounded slice of the paid orders per
 * tick (new ones, and one page of a walk that catches refunds and older orders), so a long
 * `npm start` does not slow down as orders pile up, and still counts everything exactly once.
 */
const OLD_ORDERS = 250;
const PAGE = 100;

function putPaidOrder(sessionId: string, paidAt: string) {
  return putPaidOrderItem(sessionId, paidAt, {
    product_ids: ['sweep-1'],
    line_cents: { 'sweep-1': 1000 },
  });
}

const units = async () => (await readProductTotals(['sweep-1'])).get('sweep-1')?.units ?? 0;

describe('the local sales sweep', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    for (let start = 0; start < OLD_ORDERS; start += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, OLD_ORDERS - start) }, (_, offset) => {
          const i = start + offset;
          const paidAt = `2026-02-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`;
          return putPaidOrder(`sweep-old-${String(i).padStart(3, '0')}`, paidAt);
        }),
      );
    }
  });

  it('reads a bounded slice per tick, counts new orders at once and refunds on the walk', async () => {
    const sweep = createSalesSweep({ pageSize: PAGE });
    const ticks = [];
    for (let i = 0; i < 4; i += 1) ticks.push(await sweep());
    // The walk took the older orders a page at a time; the last page came back empty-handed.
    expect(ticks.map((tick) => tick.read)).toEqual([100, 100, 50, 100]);
    expect(await units()).toBe(OLD_ORDERS);

    // A new order is counted by the next tick, whatever page the walk is at.
    await putPaidOrder('sweep-new', new Date().toISOString());
    const next = await sweep();
    expect(next.read).toBeLessThanOrEqual(PAGE + 1);
    expect(next.applied).toBe(1);
    expect(await units()).toBe(OLD_ORDERS + 1);

    // An old order refunded: the walk comes by it within a pass of the listing.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order('sweep-old-000'),
        UpdateExpression: 'SET product_ids = :none, line_refunds = :lines, refund_seq = :one',
        ExpressionAttributeValues: {
          ':none': [],
          ':lines': { 'sweep-1': 're_sweep' },
          ':one': 1,
        },
      }),
    );
    for (let i = 0; i < Math.ceil((OLD_ORDERS + 1) / PAGE) + 1; i += 1) {
      expect((await sweep()).read).toBeLessThanOrEqual(PAGE + 1);
    }
    expect(await units()).toBe(OLD_ORDERS);
  });
});
