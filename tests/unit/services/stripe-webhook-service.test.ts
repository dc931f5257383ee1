import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { STRIPE_ENV } from '../../../lambdas/infra/stripe';
import { handleStripeWebhook } from '../../../lambdas/services/webhook/stripe-webhook-service';
import { useUnitEnvironment } from '../../support/unit-env';

/**
 * On AWS the webhook signing secrets come from Secrets Manager, which the local stack never
 * calls. When it fails, the delivery must fail without recording the event, so Stripe's retry
 * is processed (a recorded event would be answered as a duplicate and the order never paid),
 * and the failure must not be remembered by the container.
 */
const KEYS = {
  liveSecretKey: 'sk_live_unit',
  testSecretKey: 'sk_test_unit',
  liveWebhookSecret: 'whsec_unit_live',
  testWebhookSecret: 'whsec_unit_test',
};
const secretsManager = mockClient(SecretsManagerClient);
const dynamo = mockClient(DynamoDBDocumentClient);
useUnitEnvironment({ [STRIPE_ENV.secretArn]: 'arn:aws:secretsmanager:us-east-1:1:secret:stripe' });

/** The processed-event records the table holds (conditional put, as DynamoDB does). */
let recorded: Set<string>;

beforeEach(() => {
  secretsManager.reset();
  dynamo.reset();
  recorded = new Set();
  dynamo.on(PutCommand).callsFake((input: { Item: { PK: string; event_id: string } }) => {
    // Only the processed-event records are conditional (the order's event notes are not).
    if (!input.Item.PK.startsWith('EVENT#')) return {};
    if (recorded.has(input.Item.event_id)) {
      throw new ConditionalCheckFailedException({ message: 'exists', $metadata: {} });
    }
    recorded.add(input.Item.event_id);
    return {};
  });
  dynamo.on(DeleteCommand).resolves({});
  // The order was already fulfilled by the success page: the webhook has nothing left to do.
  dynamo.on(GetCommand).resolves({
    Item: { session_id: 'cs_unit_1', status: 'paid', mode: 'live' },
  });
});

function paidDelivery() {
  const payload = JSON.stringify({
    id: 'evt_unit_1',
    object: 'event',
    type: 'checkout.session.completed',
    livemode: true,
    data: { object: { id: 'cs_unit_1', payment_status: 'paid' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: KEYS.liveWebhookSecret,
  });
  return [payload, signature] as const;
}

describe('a Stripe webhook while Secrets Manager fails', () => {
  it('fails the delivery, records nothing, and processes the retry once it recovers', async () => {
    secretsManager
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('Secrets Manager unavailable'))
      .resolves({ SecretString: JSON.stringify(KEYS) });
    const [payload, signature] = paidDelivery();

    await expect(handleStripeWebhook(payload, signature)).rejects.toThrow();
    expect(recorded.size).toBe(0);

    await expect(handleStripeWebhook(payload, signature)).resolves.toEqual({ received: true });
    expect([...recorded]).toEqual(['evt_unit_1']);
    // Stripe's next retry of the same event is a duplicate now.
    await expect(handleStripeWebhook(payload, signature)).resolves.toEqual({
      received: true,
      duplicate: true,
    });
  });

  it('refuses every delivery while the secret has no usable value', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: 'not json' });
    const [payload, signature] = paidDelivery();
    await expect(handleStripeWebhook(payload, signature)).rejects.toThrow();
    await expect(handleStripeWebhook(payload, signature)).rejects.toThrow();
    expect(recorded.size).toBe(0);
  });
});
