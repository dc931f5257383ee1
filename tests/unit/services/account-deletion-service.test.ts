import { mockClient } from 'aws-sdk-client-mock';
import {
  CognitoIdentityProviderClient,
  GetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dispatchVersionNotification } from '../../../lambdas/infra/notification-queue';
import { requestAccountDeletion } from '../../../lambdas/services/account-deletion-service';
import { useUnitEnvironment } from '../../support/unit-env';

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);
const sqs = mockClient(SQSClient);

useUnitEnvironment();

beforeEach(() => {
  for (const mock of [cognito, dynamo, ses, sqs]) mock.reset();
});

describe('account deletion request', () => {
  it('marks the account even when both e-mails fail to send', async () => {
    cognito.on(GetUserCommand).resolves({
      Username: 'cognito-user',
      UserAttributes: [
        { Name: 'email', Value: 'ann@example.com' },
        { Name: 'name', Value: 'Ann' },
      ],
    });
    dynamo.on(TransactWriteCommand).resolves({});
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));

    // The profile comes with the caller, as the authentication middleware read it.
    const profile = {
      id: 'u1',
      email: 'ann@example.com',
      full_name: 'Ann',
      state: 'active' as const,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    await expect(
      requestAccountDeletion({ userId: 'u1', accessToken: 'token', profile }),
    ).resolves.toEqual({ success: true });
    const [transaction] = dynamo.commandCalls(TransactWriteCommand);
    const [update, put] = transaction?.args[0].input.TransactItems ?? [];
    expect(update?.Update?.ExpressionAttributeValues).toMatchObject({ ':delete': 'delete' });
    expect(put?.Put?.Item).toMatchObject({
      GSI1PK: 'DELETIONS',
      username: 'cognito-user',
      user_id: 'u1',
    });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
  });
});

describe('version notification dispatch', () => {
  const message = { productId: 'p1', versionId: 'v1' };

  it('sends an SQS message when a queue is configured, and runs nothing inline', async () => {
    process.env.NOTIFY_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/1/notify';
    sqs.on(SendMessageCommand).resolves({});
    const inline = jest.fn();
    expect(await dispatchVersionNotification(message, inline)).toBe('queued');
    expect(sqs.commandCalls(SendMessageCommand)[0]?.args[0].input).toEqual({
      QueueUrl: 'https://sqs.us-east-1.amazonaws.com/1/notify',
      MessageBody: JSON.stringify(message),
    });
    expect(inline).not.toHaveBeenCalled();
  });

  it('runs the consumer in-process on the local stack', async () => {
    process.env.LOCAL_NOTIFY_INLINE = '1';
    const inline = jest.fn().mockResolvedValue(undefined);
    expect(await dispatchVersionNotification(message, inline)).toBe('inline');
    expect(inline).toHaveBeenCalledWith(message);
  });

  it('says so when neither is configured', async () => {
    expect(await dispatchVersionNotification(message, jest.fn())).toBe('not-configured');
  });
});
