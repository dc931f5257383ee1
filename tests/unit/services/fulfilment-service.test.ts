import { mockClient } from 'aws-sdk-client-mock';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Order } from '../../../lambdas/repositories/order-repository';
import { fulfilOrder } from '../../../lambdas/services/fulfilment/fulfilment-service';
import { useUnitEnvironment } from '../../support/unit-env';

/**
 * The mark-paid transaction meeting another transaction on the same items (TransactionConflict)
 * is something DynamoDB Local never produces on demand: Stripe says the session is paid, the
 * transaction is cancelled for a conflict, and fulfilment must try again, record the order
 * once and send one receipt, or give up without a receipt.
 */
jest.mock('../../../lambdas/infra/stripe', () => ({
  ...jest.requireActual<object>('../../../lambdas/infra/stripe'),
  stripeClient: () =>
    Promise.resolve({
      checkout: {
        sessions: {
          retrieve: (id: string) =>
            Promise.resolve({ id, payment_status: 'paid', customer_details: null }),
        },
      },
    }),
}));

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);
useUnitEnvironment();

const order: Order = {
  session_id: 'cs_unit_conflict',
  status: 'pending',
  buyer_email: 'guest@example.com',
  buyer_name: 'Guest',
  buyer_type: 'guest',
  mode: 'live',
  created_at: '2026-11-01T10:00:00.000Z',
  product_ids: ['p1'],
  line_cents: { p1: 2900 },
  product_names: { p1: 'Lead Capture to CRM Sync' },
  total_cents: 2900,
  currency: 'usd',
};

function conflict(): TransactionCanceledException {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });
}

/** A table whose order stays pending until a mark-paid transaction gets through. */
function tableRefusing(conflicts: number) {
  const state = { status: 'pending' as Order['status'], transactions: 0 };
  dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems?: unknown[] }) => {
    // The popular order's count of the paid order comes after; only mark-paid attempts count.
    if (JSON.stringify(input.TransactItems).includes('POPULARITY#')) return {};
    state.transactions += 1;
    if (state.transactions <= conflicts) throw conflict();
    state.status = 'paid';
    return {};
  });
  dynamo.on(GetCommand).callsFake(() => ({ Item: { ...order, status: state.status } }));
  return state;
}

const receipts = () => ses.commandCalls(SendEmailCommand).length;

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

describe('fulfilment when the mark-paid transaction conflicts', () => {
  it('tries again and records the order paid once, with one receipt', async () => {
    const table = tableRefusing(2);
    const result = await fulfilOrder(order);
    expect(result.status).toBe('paid');
    expect(result.order.paid_at).toEqual(expect.any(String));
    expect(table).toMatchObject({ status: 'paid', transactions: 3 });
    expect(receipts()).toBe(1);
  });

  it('stops, without a receipt, when another caller recorded the order meanwhile', async () => {
    const table = tableRefusing(1);
    // The other caller (webhook or success page) wins while this one waits to try again.
    dynamo.on(GetCommand).callsFake(() => ({ Item: { ...order, status: 'paid', paid_at: 'x' } }));
    const result = await fulfilOrder(order);
    expect(result).toMatchObject({ status: 'paid', order: { paid_at: 'x' } });
    expect(table.transactions).toBe(1);
    expect(receipts()).toBe(0);
  });

  it('gives up after five conflicts, leaving the order pending and sending nothing', async () => {
    const table = tableRefusing(Number.POSITIVE_INFINITY);
    await expect(fulfilOrder(order)).rejects.toThrow(
      'Could not record the paid order after several attempts',
    );
    expect(table).toMatchObject({ status: 'pending', transactions: 5 });
    expect(receipts()).toBe(0);
  });
});
