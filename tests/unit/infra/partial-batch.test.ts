process.env.LOG_LEVEL = 'silent';

import { LocalQueue, type QueueRecord } from '../../../lambdas/infra/local-queue';
import { partialBatchConsumer } from '../../../lambdas/infra/partial-batch';

function records(bodies: string[], prefix = 'm'): QueueRecord[] {
  return bodies.map((body, index) => ({
    messageId: `${prefix}-${index}`,
    body,
    attributes: { ApproximateReceiveCount: '1' },
  }));
}

/** Lets other work run, as an awaited DynamoDB or SES call would. */
const yieldOnce = () => new Promise((resolve) => setImmediate(resolve));

describe('partial batch consumer (Powertools batch processing)', () => {
  it('reports exactly the records that threw, handling them one after the other', async () => {
    const log: string[] = [];
    const consume = partialBatchConsumer(async (record) => {
      log.push(`start ${record.body}`);
      await yieldOnce();
      log.push(`end ${record.body}`);
      if (record.body.startsWith('bad')) throw new Error(`refused ${record.body}`);
    });
    const result = await consume(records(['ok-1', 'bad-1', 'ok-2', 'bad-2']));
    expect(result.batchItemFailures).toEqual([
      { itemIdentifier: 'm-1' },
      { itemIdentifier: 'm-3' },
    ]);
    expect(log).toEqual([
      'start ok-1',
      'end ok-1',
      'start bad-1',
      'end bad-1',
      'start ok-2',
      'end ok-2',
      'start bad-2',
      'end bad-2',
    ]);
  });

  it('answers a batch that failed entirely with every record instead of throwing', async () => {
    const consume = partialBatchConsumer(async () => {
      throw new Error('down');
    });
    await expect(consume(records(['a', 'b']))).resolves.toEqual({
      batchItemFailures: [{ itemIdentifier: 'm-0' }, { itemIdentifier: 'm-1' }],
    });
  });

  it('answers an empty list of failures when every record succeeded', async () => {
    const consume = partialBatchConsumer(async () => undefined);
    await expect(consume(records(['a', 'b']))).resolves.toEqual({ batchItemFailures: [] });
  });

  it('keeps the outcomes of batches that run at the same time apart', async () => {
    const consume = partialBatchConsumer(async (record) => {
      await yieldOnce();
      if (record.body === 'bad') throw new Error('refused');
    });
    const [first, second] = await Promise.all([
      consume(records(['bad', 'ok', 'ok'], 'first')),
      consume(records(['ok', 'ok', 'bad'], 'second')),
    ]);
    expect(first.batchItemFailures).toEqual([{ itemIdentifier: 'first-0' }]);
    expect(second.batchItemFailures).toEqual([{ itemIdentifier: 'second-2' }]);
  });

  it('drives the local queue: failed records come back until they succeed or dead-letter', async () => {
    const attempts = new Map<string, number>();
    const queue = new LocalQueue(
      { batchSize: 3, maxConcurrency: 2, maxReceiveCount: 5, retryDelayMs: 5 },
      partialBatchConsumer(async (record) => {
        const count = (attempts.get(record.body) ?? 0) + 1;
        attempts.set(record.body, count);
        expect(record.attributes.ApproximateReceiveCount).toBe(String(count));
        if (record.body === 'poison' || (record.body === 'flaky' && count <= 2)) {
          throw new Error('not yet');
        }
      }),
    );
    queue.send(['a', 'flaky', 'poison', 'b']);
    await queue.whenIdle();
    expect(Object.fromEntries(attempts)).toEqual({ a: 1, flaky: 3, poison: 5, b: 1 });
    expect(queue.deadLetterBodies()).toEqual(['poison']);
  });
});
