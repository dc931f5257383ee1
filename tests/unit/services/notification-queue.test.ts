import { mockClient } from 'aws-sdk-client-mock';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { resetConfigCache } from '../../../lambdas/infra/config';
import { LocalQueue, type QueueRecord } from '../../../lambdas/infra/local-queue';
import { enqueueNotifications } from '../../../lambdas/infra/notification-queue';

const saved = { ...process.env };
const sqs = mockClient(SQSClient);

beforeEach(() => {
  sqs.reset();
  process.env = {
    ...saved,
    TABLE_NAME: 'unit',
    FILES_BUCKET: 'unit',
    USER_POOL_ID: 'us-east-1_unit',
    USER_POOL_CLIENT_ID: 'unit-client',
    SITE_URL: 'http://localhost:3000',
    SUPPORT_EMAIL: 'support@example.com',
    LOG_LEVEL: 'silent',
  };
  delete process.env.NOTIFY_QUEUE_URL;
  delete process.env.LOCAL_NOTIFY_INLINE;
  resetConfigCache();
});

afterAll(() => {
  process.env = saved;
});

describe('notification dispatch', () => {
  const messages = Array.from({ length: 23 }, (_, index) => ({ kind: 'version', index }));
  const never = jest.fn();

  it('sends SQS batches of at most ten messages when a queue is configured', async () => {
    process.env.NOTIFY_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/1/notify';
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    expect(await enqueueNotifications(messages, never)).toBe('queued');
    const calls = sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.Entries?.length)).toEqual([10, 10, 3]);
    const bodies = calls.flatMap((input) => input.Entries?.map((entry) => entry.MessageBody));
    expect(bodies).toEqual(messages.map((message) => JSON.stringify(message)));
    expect(never).not.toHaveBeenCalled();
  });

  it('fails when SQS refuses an entry, so the caller knows nothing was lost silently', async () => {
    process.env.NOTIFY_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/1/notify';
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [],
      Failed: [{ Id: '0', SenderFault: false, Code: 'InternalError' }],
    });
    await expect(enqueueNotifications(messages.slice(0, 1), never)).rejects.toThrow(/refused 1/);
  });

  it('says so when neither a queue nor the local stand-in is configured', async () => {
    expect(await enqueueNotifications(messages, never)).toBe('not-configured');
  });
});

describe('local queue (SQS stand-in)', () => {
  const settings = { batchSize: 3, maxConcurrency: 2, maxReceiveCount: 5, retryDelayMs: 5 };

  it('retries only the failed records of a batch until they succeed', async () => {
    const attempts = new Map<string, number>();
    const queue = new LocalQueue(settings, async (records: QueueRecord[]) => {
      const failures = records.flatMap((record) => {
        const count = (attempts.get(record.body) ?? 0) + 1;
        attempts.set(record.body, count);
        expect(record.attributes.ApproximateReceiveCount).toBe(String(count));
        // "b" fails twice, "c" once; the others succeed at once.
        const failing = (record.body === 'b' && count <= 2) || (record.body === 'c' && count <= 1);
        return failing ? [{ itemIdentifier: record.messageId }] : [];
      });
      return { batchItemFailures: failures };
    });
    queue.send(['a', 'b', 'c', 'd', 'e']);
    await queue.whenIdle();
    expect(Object.fromEntries(attempts)).toEqual({ a: 1, b: 3, c: 2, d: 1, e: 1 });
    expect(queue.deadLetterBodies()).toEqual([]);
  });

  it('fails the batch when the consumer throws, and dead-letters after five receives', async () => {
    const received: string[] = [];
    const queue = new LocalQueue({ ...settings, batchSize: 1 }, async (records: QueueRecord[]) => {
      received.push(...records.map((record) => record.body));
      if (records.some((record) => record.body === 'poison')) throw new Error('boom');
      return { batchItemFailures: [] };
    });
    queue.send(['poison', 'fine']);
    await queue.whenIdle();
    expect(received.filter((body) => body === 'poison')).toHaveLength(5);
    expect(received.filter((body) => body === 'fine')).toHaveLength(1);
    expect(queue.deadLetterBodies()).toEqual(['poison']);
  });

  it('starts work after send returns, and runs at most maxConcurrency batches at once', async () => {
    let running = 0;
    let most = 0;
    const queue = new LocalQueue({ ...settings, batchSize: 1 }, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return { batchItemFailures: [] };
    });
    queue.send(['1', '2', '3', '4', '5', '6']);
    expect(most).toBe(0);
    await queue.whenIdle();
    expect(most).toBe(2);
  });
});
