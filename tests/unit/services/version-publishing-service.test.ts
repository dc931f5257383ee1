import { mockClient } from 'aws-sdk-client-mock';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  UpdateCommand,
  type BatchWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { notifyBuyersOfPublishedVersion } from '../../../lambdas/services/manage/version-publishing';
import { useUnitEnvironment } from '../../support/unit-env';

/**
 * On AWS a published version's buyer e-mails go through an SQS queue, which the local stack
 * replaces with an in-process consumer: a failed hand-over to the queue is only reachable here.
 * The version stays published, the message waits in the outbox for the sweep, and a pending job
 * says what is left to send.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);
useUnitEnvironment({ NOTIFY_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/1/notify' });

/** The notification jobs the table holds, by product and version. */
let jobs: Map<string, Record<string, unknown>>;
/** The outbox items written, in order. */
let outbox: Record<string, unknown>[];

/** The outbox items marked sent (their keys). */
const markedSent = () =>
  dynamo
    .commandCalls(UpdateCommand)
    .filter((call) => String(call.args[0].input.UpdateExpression).includes('REMOVE GSI3PK'))
    .map((call) => call.args[0].input.Key);

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  jobs = new Map();
  outbox = [];
  dynamo.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => {
    for (const request of Object.values(input.RequestItems ?? {}).flat()) {
      if (request.PutRequest?.Item) outbox.push(request.PutRequest.Item);
    }
    return { UnprocessedItems: {} };
  });
  dynamo.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => {
    jobs.set(`${String(input.Item.product_id)}/${String(input.Item.version_id)}`, input.Item);
    return {};
  });
});

describe('notifying buyers after a publish', () => {
  it('keeps the job in the outbox, unsent, when the queue refuses it', async () => {
    sqs.on(SendMessageBatchCommand).rejects(new Error('Service unavailable'));
    await expect(notifyBuyersOfPublishedVersion('p1', 'v2')).resolves.toBe('deferred');
    expect(jobs.get('p1/v2')).toMatchObject({ status: 'pending' });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ state: 'pending', GSI3PK: 'NOTIFY_OUTBOX' });
    expect(JSON.parse(String(outbox[0]?.body))).toEqual({
      kind: 'version',
      productId: 'p1',
      versionId: 'v2',
    });
    expect(markedSent()).toEqual([]);
  });

  it('answers failed, without queueing or throwing, when the outbox cannot be written', async () => {
    dynamo.on(BatchWriteCommand).rejects(new Error('ProvisionedThroughputExceeded'));
    await expect(notifyBuyersOfPublishedVersion('p1', 'v2')).resolves.toBe('failed');
    expect(jobs.get('p1/v2')).toMatchObject({ status: 'pending' });
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('queues the job when the queue takes it', async () => {
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [{ Id: '0', MessageId: 'm1', MD5OfMessageBody: 'md5' }],
      Failed: [],
    });
    await expect(notifyBuyersOfPublishedVersion('p1', 'v2')).resolves.toBe('queued');
    const entries = sqs.commandCalls(SendMessageBatchCommand)[0]?.args[0].input.Entries ?? [];
    expect(entries.map((entry) => JSON.parse(String(entry.MessageBody)))).toEqual([
      { kind: 'version', productId: 'p1', versionId: 'v2' },
    ]);
    // Written before the send, marked sent after it.
    expect(markedSent()).toEqual([{ PK: outbox[0]?.PK, SK: 'OUTBOX' }]);
  });

  it('does not hand a job over when it could not be recorded first', async () => {
    dynamo.on(PutCommand).rejects(new Error('ProvisionedThroughputExceeded'));
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [{ Id: '0', MessageId: 'm1', MD5OfMessageBody: 'md5' }],
      Failed: [],
    });
    await expect(notifyBuyersOfPublishedVersion('p1', 'v2')).rejects.toThrow(
      'ProvisionedThroughputExceeded',
    );
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });
});
