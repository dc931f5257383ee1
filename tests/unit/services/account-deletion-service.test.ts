import { mockClient } from 'aws-sdk-client-mock';
import {
  CognitoIdentityProviderClient,
  GetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { requestAccountDeletion } from '../../../lambdas/services/my-account/account-deletion-service';
import { useUnitEnvironment } from '../../support/unit-env';

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);

useUnitEnvironment();

beforeEach(() => {
  for (const mock of [cognito, dynamo, ses]) mock.reset();
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
