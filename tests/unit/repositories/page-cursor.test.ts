import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { ENV } from '../../../lambdas/infra/config';
import { encodeAuditCursor, parseAuditCursor } from '../../../lambdas/repositories/audit-cursor';
import {
  cursorScope,
  decodeOffsetCursor,
  decodePageCursor,
  encodeOffsetCursor,
  encodePageCursor,
  type KeyPlace,
} from '../../../lambdas/repositories/page-cursor';
import { resetSecretsCache } from '../../../lambdas/infra/secrets';
import { useUnitEnvironment } from '../../support/unit-env';

useUnitEnvironment();
const secrets = mockClient(SecretsManagerClient);

const SELLER_A = 'seller-a';
const SELLER_B = 'seller-b';
const ledgerPlace = (sellerId: string): KeyPlace => ({
  index: 'GSI1',
  partition: `LEDGER#${sellerId}`,
  tablePartition: `PAYOUTS#${sellerId}`,
});
const ledgerKey = (sellerId: string) => ({
  PK: `PAYOUTS#${sellerId}`,
  SK: 'ENTRY#ord_1#sale#p1',
  GSI1PK: `LEDGER#${sellerId}`,
  GSI1SK: '2026-01-01T00:00:00.000Z#ord_1#sale#p1',
});
const scopeOf = (callerId: string, sellerId: string) =>
  cursorScope('seller-payouts', callerId, sellerId);

async function cursorOf(sellerId = SELLER_A, callerId = 'user-a'): Promise<string> {
  const cursor = await encodePageCursor(ledgerKey(sellerId), scopeOf(callerId, sellerId));
  if (!cursor) throw new Error('No cursor');
  return cursor;
}

/** The same bytes with one bit of the given byte flipped. */
function flipped(cursor: string, byte: number): string {
  const raw = Buffer.from(cursor, 'base64url');
  raw[byte] = (raw[byte] ?? 0) ^ 1;
  return raw.toString('base64url');
}

afterEach(() => secrets.reset());

describe('page cursors', () => {
  it('give back the key they were made from, under the same scope and place', async () => {
    const cursor = await cursorOf();
    expect(
      await decodePageCursor(cursor, scopeOf('user-a', SELLER_A), ledgerPlace(SELLER_A)),
    ).toEqual(ledgerKey(SELLER_A));
  });

  it('are opaque: the key, its order and partition are not readable in them', async () => {
    const cursor = await cursorOf();
    const decoded = Buffer.from(cursor, 'base64url').toString('latin1');
    expect(decoded).not.toContain('LEDGER');
    expect(decoded).not.toContain('ord_1');
    expect(cursor).not.toBe(await cursorOf());
  });

  it('refuse an edited cursor, whatever byte was changed', async () => {
    const cursor = await cursorOf();
    const length = Buffer.from(cursor, 'base64url').length;
    for (const byte of [0, 1, 13, 29, length - 1]) {
      expect(
        await decodePageCursor(
          flipped(cursor, byte),
          scopeOf('user-a', SELLER_A),
          ledgerPlace(SELLER_A),
        ),
      ).toBeUndefined();
    }
  });

  it("refuse another seller's cursor and another caller's", async () => {
    const ofB = await cursorOf(SELLER_B, 'user-b');
    expect(
      await decodePageCursor(ofB, scopeOf('user-a', SELLER_A), ledgerPlace(SELLER_A)),
    ).toBeUndefined();
    const sameSellerOtherCaller = await cursorOf(SELLER_A, 'user-b');
    expect(
      await decodePageCursor(
        sameSellerOtherCaller,
        scopeOf('user-a', SELLER_A),
        ledgerPlace(SELLER_A),
      ),
    ).toBeUndefined();
  });

  it('refuse a cursor of another listing or other filters', async () => {
    const cursor = await cursorOf();
    const otherListing = cursorScope('admin-orders', 'user-a', SELLER_A);
    expect(await decodePageCursor(cursor, otherListing, ledgerPlace(SELLER_A))).toBeUndefined();
    const orders = await encodePageCursor(
      { PK: 'ORDER#cs_1', SK: 'ORDER', GSI1PK: 'PAID_ORDERS', GSI1SK: '2026-01-02T00:00:00Z#cs_1' },
      cursorScope('admin-orders', 'admin', '2026-01-01', '2026-01-31'),
    );
    expect(
      await decodePageCursor(
        orders ?? '',
        cursorScope('admin-orders', 'admin', '2026-01-01', '2026-02-28'),
        { index: 'GSI1', partition: 'PAID_ORDERS' },
      ),
    ).toBeUndefined();
  });

  it('refuse a genuine cursor whose key lies outside the partition queried', async () => {
    // Sealed under the right scope but holding another seller's key: the place check stops it.
    const scope = scopeOf('user-a', SELLER_A);
    const foreign = await encodePageCursor(ledgerKey(SELLER_B), scope);
    expect(await decodePageCursor(foreign ?? '', scope, ledgerPlace(SELLER_A))).toBeUndefined();
    const extraAttribute = await encodePageCursor({ ...ledgerKey(SELLER_A), GSI2PK: 'x' }, scope);
    expect(
      await decodePageCursor(extraAttribute ?? '', scope, ledgerPlace(SELLER_A)),
    ).toBeUndefined();
    const outOfRange = await encodePageCursor(ledgerKey(SELLER_A), scope);
    expect(
      await decodePageCursor(outOfRange ?? '', scope, {
        ...ledgerPlace(SELLER_A),
        sortKey: (value) => value >= '2027',
      }),
    ).toBeUndefined();
  });

  it('refuse garbage and the old unsealed format', async () => {
    const scope = scopeOf('user-a', SELLER_A);
    const unsealed = Buffer.from(JSON.stringify(ledgerKey(SELLER_A))).toString('base64url');
    for (const garbage of ['', 'x', '!!!!', '\u0000', 'a'.repeat(2000), unsealed, '%7B%7D']) {
      expect(await decodePageCursor(garbage, scope, ledgerPlace(SELLER_A))).toBeUndefined();
    }
  });

  it('carry an in-memory position under their scope only', async () => {
    const scope = cursorScope('admin-orders-search', 'admin', 'p1');
    const cursor = await encodeOffsetCursor(25, scope);
    expect(await decodeOffsetCursor(cursor, scope)).toBe(25);
    expect(
      await decodeOffsetCursor(cursor, cursorScope('admin-orders-search', 'admin', 'p2')),
    ).toBe(undefined);
    expect(await decodeOffsetCursor('25', scope)).toBeUndefined();
  });

  it('on AWS are sealed with a key derived from the origin secret, not a key of the process', async () => {
    const scope = scopeOf('user-a', SELLER_A);
    const local = await cursorOf();
    process.env[ENV.originSecretArn] = 'arn:aws:secretsmanager:us-east-1:1:secret:origin';
    secrets
      .on(GetSecretValueCommand)
      .resolves({ SecretString: JSON.stringify({ value: 'v'.repeat(48) }) });
    const deployed = await cursorOf();
    expect(await decodePageCursor(deployed, scope, ledgerPlace(SELLER_A))).toEqual(
      ledgerKey(SELLER_A),
    );
    expect(await decodePageCursor(local, scope, ledgerPlace(SELLER_A))).toBeUndefined();
    // Another deployment (another generated secret) does not accept this one's cursors.
    secrets.reset();
    secrets
      .on(GetSecretValueCommand)
      .resolves({ SecretString: JSON.stringify({ value: 'w'.repeat(48) }) });
    resetSecretsCache();
    expect(await decodePageCursor(deployed, scope, ledgerPlace(SELLER_A))).toBeUndefined();
  });

  it("of the security page open for their filters and caller only, a key in its month's partition", async () => {
    const scope = cursorScope(
      'admin-audit',
      'admin',
      undefined,
      undefined,
      '2026-01-01',
      '2026-03-31',
    );
    const stop = { month: '2026-02', key: { PK: 'AUDIT#2026-02', SK: '2026-02-03T00:00:00Z#a' } };
    const cursor = await encodeAuditCursor(stop, scope);
    expect(await parseAuditCursor(cursor, scope)).toEqual(stop);
    const otherFilter = cursorScope(
      'admin-audit',
      'admin',
      'x@example.com',
      undefined,
      '2026-01-01',
      '2026-03-31',
    );
    expect(await parseAuditCursor(cursor, otherFilter)).toBeUndefined();
    const misplaced = await encodeAuditCursor({ ...stop, month: '2026-01' }, scope);
    expect(await parseAuditCursor(misplaced, scope)).toBeUndefined();
  });
});
