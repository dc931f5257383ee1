import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { STRIPE_ENV } from '../../../../lambdas/infra/stripe';
import { STRIPE_CONNECT_ENV } from '../../../../lambdas/infra/stripe-connect';
import { handleConnectWebhook } from '../../../../lambdas/services/payouts/connect-webhook-service';
import { useUnitEnvironment } from '../../../support/unit-env';

/**
 * On AWS the Connect endpoint's signing secrets are their own secret: only they verify a
 * Connect delivery (the payments endpoint's secrets do not), an account event is applied once
 * per event id, and the state update is conditioned on the account and on being newer.
 */
const CONNECT_ARN = 'arn:aws:secretsmanager:us-east-1:1:secret:connect';
const STRIPE_ARN = 'arn:aws:secretsmanager:us-east-1:1:secret:stripe';
const secrets = {
  [CONNECT_ARN]: { liveConnectWebhookSecret: 'whsec_connect_live', testConnectWebhookSecret: '' },
  [STRIPE_ARN]: {
    liveSecretKey: 'sk_live_unit',
    testSecretKey: 'sk_test_unit',
    liveWebhookSecret: 'whsec_payments_live',
    testWebhookSecret: 'whsec_payments_test',
  },
};
const secretsManager = mockClient(SecretsManagerClient);
const dynamo = mockClient(DynamoDBDocumentClient);
useUnitEnvironment({
  [STRIPE_CONNECT_ENV.secretArn]: CONNECT_ARN,
  [STRIPE_ENV.secretArn]: STRIPE_ARN,
});

let recorded: Set<string>;
let stateUpdates: Record<string, unknown>[];

beforeEach(() => {
  secretsManager.reset();
  dynamo.reset();
  recorded = new Set();
  stateUpdates = [];
  secretsManager.on(GetSecretValueCommand).callsFake((input: { SecretId: string }) => ({
    SecretString: JSON.stringify(secrets[input.SecretId as keyof typeof secrets]),
  }));
  dynamo.on(PutCommand).callsFake((input: { Item: { event_id: string } }) => {
    if (recorded.has(input.Item.event_id)) {
      throw new ConditionalCheckFailedException({ message: 'exists', $metadata: {} });
    }
    recorded.add(input.Item.event_id);
    return {};
  });
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(GetCommand).resolves({ Item: { seller_id: 'seller-1', account_id: 'acct_unit1' } });
  dynamo.on(UpdateCommand).callsFake((input: Record<string, unknown>) => {
    stateUpdates.push(input);
    return {};
  });
});

function delivery(secret: string, object: Record<string, unknown> = {}) {
  const payload = JSON.stringify({
    id: 'evt_connect_1',
    object: 'event',
    type: 'account.updated',
    created: 1_780_000_000,
    livemode: true,
    account: 'acct_unit1',
    data: {
      object: {
        id: 'acct_unit1',
        charges_enabled: true,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ['external_account'] },
        ...object,
      },
    },
  });
  return [payload, Stripe.webhooks.generateTestHeaderString({ payload, secret })] as const;
}

describe('the Connect webhook', () => {
  it('accepts only its own signing secret, read from its own secret', async () => {
    const [forged, signedWithPayments] = delivery('whsec_payments_live');
    await expect(handleConnectWebhook(forged, signedWithPayments)).rejects.toMatchObject({
      status: 400,
    });
    await expect(handleConnectWebhook(forged, undefined)).rejects.toMatchObject({ status: 400 });
    const [payload, signature] = delivery('whsec_connect_live');
    await expect(handleConnectWebhook(payload, signature)).resolves.toEqual({ received: true });
    const read = secretsManager.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input);
    expect(read.map((input) => input.SecretId)).toContain(CONNECT_ARN);
  });

  it('stores the state once per event, only for this account and if newer', async () => {
    const [payload, signature] = delivery('whsec_connect_live');
    await handleConnectWebhook(payload, signature);
    await expect(handleConnectWebhook(payload, signature)).resolves.toEqual({
      received: true,
      duplicate: true,
    });
    expect(stateUpdates).toHaveLength(1);
    expect(stateUpdates[0]).toMatchObject({
      ConditionExpression: expect.stringContaining('stripe_account_id = :account'),
      ExpressionAttributeValues: expect.objectContaining({
        ':account': 'acct_unit1',
        ':at': 1_780_000_000,
        ':payouts': false,
        ':due': ['external_account'],
      }),
    });
  });

  it('refuses an event without the account shape it reads', async () => {
    const [payload, signature] = delivery('whsec_connect_live', { id: 'not-an-account' });
    await expect(handleConnectWebhook(payload, signature)).rejects.toMatchObject({ status: 400 });
    expect(recorded.size).toBe(0);
  });
});
