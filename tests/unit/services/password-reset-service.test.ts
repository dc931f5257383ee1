import { mockClient } from 'aws-sdk-client-mock';
import {
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  InvalidParameterException,
  LimitExceededException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PASSWORD_RESET_MESSAGES } from '../../../lambdas/contracts/auth';
import { TooManyRequestsError } from '../../../lambdas/services/shared/errors';
import {
  mayResetPassword,
  requestPasswordReset,
} from '../../../lambdas/services/auth/password-reset-service';
import { useUnitEnvironment } from '../../support/unit-env';

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);

useUnitEnvironment();

beforeEach(() => {
  cognito.reset();
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({
    Items: [{ id: 'u1', email: 'a@example.com', state: 'active', created_at: '2026-01-01' }],
  });
  // The rate-limit windows (their behaviour is covered against DynamoDB Local).
  dynamo.on(UpdateCommand).resolves({});
});

describe('who may reset a password', () => {
  it('allows active and registered accounts only', () => {
    expect(mayResetPassword([{ state: 'active', created_at: '2026-01-01' }])).toBe(true);
    expect(mayResetPassword([{ state: 'registered', created_at: '2026-01-01' }])).toBe(true);
    expect(mayResetPassword([{ state: 'suspended', created_at: '2026-01-01' }])).toBe(false);
    expect(mayResetPassword([{ state: 'delete', created_at: '2026-01-01' }])).toBe(false);
    // No profile yet (verified, never signed in): Cognito decides whether the account exists.
    expect(mayResetPassword([])).toBe(true);
  });

  it('lets the newest profile of an address decide', () => {
    const old = { state: 'delete' as const, created_at: '2025-01-01' };
    const current = { state: 'active' as const, created_at: '2026-01-01' };
    expect(mayResetPassword([old, current])).toBe(true);
    expect(mayResetPassword([{ ...current, state: 'suspended' }, old])).toBe(false);
  });
});

describe('requesting a password reset (Cognito mocked)', () => {
  it("sends Cognito's ForgotPassword with the app client and the address", async () => {
    cognito.on(ForgotPasswordCommand).resolves({});
    expect(await requestPasswordReset('a@example.com', '203.0.113.1')).toEqual({
      message: PASSWORD_RESET_MESSAGES.received,
    });
    expect(cognito.commandCalls(ForgotPasswordCommand)[0]?.args[0].input).toEqual({
      ClientId: 'unit-client',
      Username: 'a@example.com',
    });
  });

  it("turns Cognito's rate limit into a 429 with the spec message", async () => {
    cognito
      .on(ForgotPasswordCommand)
      .rejects(new LimitExceededException({ message: 'Attempt limit exceeded', $metadata: {} }));
    const attempt = requestPasswordReset('a@example.com', '203.0.113.1');
    await expect(attempt).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(attempt).rejects.toThrow(PASSWORD_RESET_MESSAGES.rateLimited);
  });

  it('answers like an unknown address when Cognito cannot send a code', async () => {
    cognito
      .on(ForgotPasswordCommand)
      .rejects(new InvalidParameterException({ message: 'no verified email', $metadata: {} }));
    expect(await requestPasswordReset('a@example.com', '203.0.113.1')).toEqual({
      message: PASSWORD_RESET_MESSAGES.ifActive,
    });
  });

  it('never calls Cognito for a suspended account', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [{ id: 'u1', email: 'a@example.com', state: 'suspended', created_at: '2026-01-01' }],
    });
    expect(await requestPasswordReset('a@example.com', '203.0.113.1')).toEqual({
      message: PASSWORD_RESET_MESSAGES.ifActive,
    });
    expect(cognito.commandCalls(ForgotPasswordCommand)).toHaveLength(0);
  });
});
