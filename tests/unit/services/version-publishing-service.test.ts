import { mockClient } from 'aws-sdk-client-mock';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { notifyBuyersOfPublishedVersion } from '../../../lambdas/services/manage/version-publishing';
import { useUnitEnvironment } from '../../support/unit-env';

/**
 * On AWS a published version's buyer e-mails go through an SQS queue, which the local stack
 * replaces with an in-process consumer: a failed hand-over to the queue is only reachable here.
 * The version stays published and a pending job says what is left to send.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);
useUnitEnvironment({ NOTIFY_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/1/notify' });

/** The notification jobs the table holds, by product and version. */
let jobs: Map<string, Record<string, unknown>>;

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  jobs = new Map();
  dynamo.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => {
    jobs.set(`${String(input.Item.product_id)}/${String(input.Item.version_id)}`, input.Item);
    return {};
  });
});

describe('notifying buyers after a publish', () => {
  it('answers failed, without throwing, when the queue refuses the job', async () => {
    sqs.on(SendMessageBatchCommand).rejects(new Error('Service unavailable'));
    await expect(notifyBuyersOfPublishedVersion('p1', 'v2')).resolves.toBe('failed');
    expect(jobs.get('p1/v2')).toMatchObject({ status: 'pending' });
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
