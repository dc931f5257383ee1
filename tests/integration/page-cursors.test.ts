import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminOrdersPage } from '../../lambdas/contracts/orders';
import type { SellerPayoutsResponse } from '../../lambdas/contracts/payouts';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { buyerKeys, keys, listingKeys } from '../../lambdas/repositories/keys';
import {
  ledgerEntryKey,
  ledgerEntryPut,
} from '../../lambdas/repositories/payout-ledger-repository';
import { tableName } from '../../lambdas/repositories/table';
import { writeTransaction } from '../../lambdas/repositories/transaction';
import { listAdminOrders } from '../../lambdas/services/orders/admin-orders-service';
import type { Caller } from '../../lambdas/services/shared/caller';
import { callOrders } from '../support/admin-api';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { callPayouts, createPayoutSeller, type PayoutSeller } from '../support/payouts';

/**
 * Paging cursors are sealed for one listing, its filters and its caller: another seller's
 * payouts cursor, an edited orders cursor or a cursor in the old readable format answer 400
 * (they used to reach DynamoDB and answer 500), and an untouched cursor pages on.
 */
const INVALID = { error: 'Invalid cursor' };
const DAY = '2026-03-10';
const ORDERS = 27;
/** Every order of the listing sells this product (ids are generated lower-case). */
const productId = randomUUID();

let admin: TestUser;
let otherAdmin: TestUser;
let ana: PayoutSeller;
let ben: PayoutSeller;

/** A paid live order as settlement leaves it, listed under PAID_ORDERS and its product's buyers. */
async function putPaidOrder(index: number): Promise<string> {
  const sessionId = `cs_live_${randomUUID().replace(/-/g, '')}`;
  const paidAt = `${DAY}T10:${String(index).padStart(2, '0')}:00.000Z`;
  const order = {
    session_id: sessionId,
    status: 'paid',
    buyer_email: `buyer-${index}@example.com`,
    buyer_type: 'guest',
    mode: 'live',
    created_at: paidAt,
    paid_at: paidAt,
    order_ref: `ord_${randomUUID().replace(/-/g, '')}`,
    product_ids: [productId],
    amounts: { [productId]: 10 },
    product_names: { [productId]: 'Paged flow' },
    total_cents: 1000,
    currency: 'usd',
  };
  const put = (item: Record<string, unknown>) =>
    dynamo().send(new PutCommand({ TableName: tableName(), Item: item }));
  await put({ ...order, ...keys.order(sessionId), ...listingKeys.paidOrder(paidAt, sessionId) });
  await put({
    session_id: sessionId,
    product_id: productId,
    ...keys.orderItem(sessionId, productId),
    ...buyerKeys.orderItem(productId, sessionId),
  });
  return sessionId;
}

async function putLedger(seller: PayoutSeller, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const orderRef = `ord_${randomUUID().replace(/-/g, '')}`;
    await writeTransaction([
      ledgerEntryPut({
        seller_id: seller.sellerId,
        entry_key: ledgerEntryKey(orderRef, 'sale', productId),
        kind: 'sale',
        at: `${DAY}T11:0${index}:00.000Z`,
        order_ref: orderRef,
        amount_cents: 900,
      }),
    ]);
  }
}

function adminOrders(caller: TestUser, query: Record<string, string>) {
  return callOrders<AdminOrdersPage>('GET /api/admin/orders', {
    token: caller.accessToken,
    query: { from: DAY, to: DAY, ...query },
  });
}

function payoutsPage(seller: PayoutSeller, cursor?: string) {
  return callPayouts<SellerPayoutsResponse>('GET /api/seller/payouts', {
    token: seller.accessToken,
    query: { limit: '2', ...(cursor ? { cursor } : {}) },
  });
}

/** The cursor with one character changed: still base64url, no longer what was sealed. */
function edited(cursor: string): string {
  const at = Math.floor(cursor.length / 2);
  return `${cursor.slice(0, at)}${cursor[at] === 'A' ? 'B' : 'A'}${cursor.slice(at + 1)}`;
}

beforeAll(async () => {
  await useIsolatedTable();
  [admin, otherAdmin, ana, ben] = await Promise.all([
    createSignedInUser({ groups: ['admin'] }),
    createSignedInUser({ groups: ['admin'] }),
    createPayoutSeller(),
    createPayoutSeller(),
  ]);
  for (let index = 0; index < ORDERS; index += 1) await putPaidOrder(index);
  await putLedger(ana, 3);
  await putLedger(ben, 3);
});

describe("the admin's orders list", () => {
  it('pages on with an untouched cursor, every order once', async () => {
    const first = await adminOrders(admin, {});
    expect(first.status).toBe(200);
    expect(first.body.orders).toHaveLength(25);
    const cursor = first.body.next_cursor ?? '';
    const second = await adminOrders(admin, { cursor });
    expect(second.status).toBe(200);
    expect(second.body.next_cursor).toBeUndefined();
    const seen = [...first.body.orders, ...second.body.orders].map((order) => order.session_id);
    expect(new Set(seen).size).toBe(ORDERS);
  });

  it('answers 400 to an edited cursor, another admin’s, other dates’ and the old readable kind', async () => {
    const cursor = (await adminOrders(admin, {})).body.next_cursor ?? '';
    for (const [caller, query] of [
      [admin, { cursor: edited(cursor) }],
      [otherAdmin, { cursor }],
      [admin, { cursor, from: '2026-03-01' }],
    ] as const) {
      const answer = await adminOrders(caller, query);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(INVALID);
    }
    // A key of another partition in the old format: DynamoDB refused it with a 500 before.
    const foreignKey = { PK: 'X', SK: 'Y', GSI1PK: 'PROFILES', GSI1SK: '2026' };
    const legacy = Buffer.from(JSON.stringify(foreignKey)).toString('base64url');
    const answer = await adminOrders(admin, { cursor: legacy });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(INVALID);
  });

  it('pages on across midnight when the list runs until today (the default end date)', async () => {
    const caller = { userId: admin.userId } as Caller;
    const first = await listAdminOrders(caller, { from: DAY }, new Date(`${DAY}T23:59:59.000Z`));
    expect(first.orders).toHaveLength(25);
    const second = await listAdminOrders(
      caller,
      { from: DAY, cursor: first.next_cursor },
      new Date('2026-03-11T00:00:01.000Z'),
    );
    expect(second.orders).toHaveLength(ORDERS - 25);
  });

  it('finds a product’s orders whatever the case of the id typed, paging the search', async () => {
    const first = await adminOrders(admin, { q: productId.toUpperCase() });
    expect(first.status).toBe(200);
    expect(first.body.orders).toHaveLength(25);
    const cursor = first.body.next_cursor ?? '';
    const second = await adminOrders(admin, { q: productId.toUpperCase(), cursor });
    expect(second.body.orders).toHaveLength(ORDERS - 25);
    expect((await adminOrders(admin, { q: productId, cursor: '25' })).status).toBe(400);
    const otherSearch = await adminOrders(admin, { q: productId, cursor });
    expect(otherSearch.status).toBe(400);
    expect(otherSearch.body).toEqual(INVALID);
  });
});

describe("a seller's payouts ledger", () => {
  it('pages on with the seller’s own cursor', async () => {
    const first = await payoutsPage(ana);
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(2);
    const second = await payoutsPage(ana, first.body.nextCursor);
    expect(second.status).toBe(200);
    expect(second.body.entries).toHaveLength(1);
    const ids = [...first.body.entries, ...second.body.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('answers 400 to another seller’s cursor, never their entries', async () => {
    const bens = (await payoutsPage(ben)).body.nextCursor ?? '';
    const answer = await payoutsPage(ana, bens);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(INVALID);
    const foreignKey = {
      PK: `PAYOUTS#${ben.sellerId}`,
      SK: 'ENTRY#x',
      GSI1PK: `LEDGER#${ben.sellerId}`,
      GSI1SK: `${DAY}T11:01:00.000Z#x`,
    };
    const legacy = Buffer.from(JSON.stringify(foreignKey)).toString('base64url');
    expect((await payoutsPage(ana, legacy)).status).toBe(400);
  });
});
