import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { INTEREST_MESSAGES } from '../../lambdas/contracts/interest';
import { handler } from '../../lambdas/functions/interest';
import { dynamo, resetAwsClients } from '../../lambdas/infra/aws-clients';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { hasInterest } from '../../lambdas/repositories/interest-repository';
import { rateLimitKeys } from '../../lambdas/repositories/keys';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { apiEvent, testContext } from '../support/api-event';
import { useIsolatedTable } from '../support/isolated-table';
import { emailsTo, waitForEmail } from '../support/mailbox';
import { testProduct } from '../support/product-fixtures';

const SOON = { available_for_purchase: false, coming_soon: true };

async function notify(body: Record<string, unknown>, sourceIp?: string) {
  const result = await handler(
    apiEvent('POST /api/notify-product-interest', { body, sourceIp }),
    testContext,
  );
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? '{}') as { message?: string; error?: string },
    retryAfter: result.headers?.['retry-after'],
  };
}

/** Status and body only, for exact comparisons. */
async function answer(body: Record<string, unknown>, sourceIp?: string) {
  const { status, body: payload } = await notify(body, sourceIp);
  return { status, body: payload };
}

function uniqueEmail(): string {
  return `fan-${randomUUID()}@example.com`;
}

describe('POST /api/notify-product-interest against the local stack', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    await Promise.all([
      putProduct(testProduct('soon', { ...SOON, name: 'Invoice Robot' })),
      putProduct(testProduct('available')),
      putProduct(testProduct('hidden-soon', { ...SOON, active: false })),
      putProduct(testProduct('draft-soon', { ...SOON, has_published_version: false })),
      ...Array.from({ length: 6 }, (_, index) => putProduct(testProduct(`soon-${index}`, SOON))),
    ]);
  });

  it('registers interest, answers the success text and sends a confirmation naming the product', async () => {
    const email = uniqueEmail();
    const result = await notify({ productId: 'soon', name: 'Eve', email, honeypot: '' });
    expect(result).toEqual({ status: 200, body: { message: INTEREST_MESSAGES.registered } });
    expect(await hasInterest('soon', email)).toBe(true);
    const mail = await waitForEmail(email, /Invoice Robot/);
    // Nothing the visitor typed is mailed: anyone can register any address.
    expect(mail.body.text).toContain('Hello,');
    expect(mail.body.text).not.toContain('Eve');
    expect(mail.body.text).toContain('Invoice Robot');
    expect(mail.body.html).toContain('/product/soon');
  });

  it('keeps what the visitor typed out of the confirmation', async () => {
    const email = uniqueEmail();
    await notify({ productId: 'soon', name: 'Visit <a href="http://evil.example">x</a>', email });
    const mail = await waitForEmail(email, /Invoice Robot/);
    expect(mail.body.html).not.toContain('evil.example');
    expect(mail.body.text).not.toContain('evil.example');
  });

  it('limits registrations per client: 40 addresses from one visitor send 10 e-mails', async () => {
    const ip = '198.51.100.7';
    const emails = Array.from({ length: 40 }, () => uniqueEmail());
    const results = [];
    for (const email of emails)
      results.push(await notify({ productId: 'soon', name: 'Eve', email }, ip));
    expect(results.filter((result) => result.status === 200)).toHaveLength(10);
    const refused = results.slice(10);
    for (const result of refused) {
      expect(result.status).toBe(429);
      expect(result.body.error).toBe(INTEREST_MESSAGES.tooManyRequests);
      expect(Number(result.retryAfter)).toBeGreaterThan(0);
      expect(Number(result.retryAfter)).toBeLessThanOrEqual(3600);
    }
    expect(await hasInterest('soon', emails[10] ?? '')).toBe(false);
    // Another visitor is not affected.
    expect((await notify({ productId: 'soon', name: 'Eve', email: uniqueEmail() })).status).toBe(
      200,
    );
  });

  it('limits registrations per product: 100 an hour, whoever sends them', async () => {
    await putProduct(testProduct('soon-flood', { ...SOON, name: 'Flooded' }));
    const statuses: (number | undefined)[] = [];
    for (let index = 0; index < 101; index += 1) {
      statuses.push(
        (await notify({ productId: 'soon-flood', name: 'Eve', email: uniqueEmail() })).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers 409 "already registered" for a second registration, whatever the case', async () => {
    const email = uniqueEmail();
    expect((await notify({ productId: 'soon', name: 'Eve', email })).status).toBe(200);
    const again = await notify({ productId: 'soon', name: 'Eve', email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('already registered');
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const email = uniqueEmail();
    const result = await notify({ productId: 'soon', name: 'Bot', email, honeypot: 'http://x' });
    expect(result).toEqual({ status: 200, body: { message: INTEREST_MESSAGES.registered } });
    expect(await hasInterest('soon', email)).toBe(false);
    expect(await emailsTo(email)).toEqual([]);
  });

  it('refuses missing fields and invalid e-mails with the spec messages', async () => {
    expect(await notify({ productId: 'soon', name: '  ', email: uniqueEmail() })).toEqual({
      status: 400,
      body: { error: 'Required fields missing' },
    });
    expect((await notify({ productId: 'soon', name: 'Eve' })).body.error).toBe(
      'Required fields missing',
    );
    expect(await notify({ productId: 'soon', name: 'Eve', email: 'not-an-email' })).toEqual({
      status: 400,
      body: { error: 'Invalid email' },
    });
    expect((await notify({ name: 'Eve', email: uniqueEmail() })).status).toBe(400);
  });

  it('answers 404 for unknown or invisible products and 400 for available ones', async () => {
    const email = uniqueEmail();
    for (const productId of ['missing', 'hidden-soon', 'draft-soon']) {
      expect(await notify({ productId, name: 'Eve', email })).toEqual({
        status: 404,
        body: { error: 'Product Not Found' },
      });
    }
    expect(await notify({ productId: 'available', name: 'Eve', email })).toEqual({
      status: 400,
      body: { error: 'This product is already available' },
    });
  });

  it('allows 5 registrations per address and hour, then answers 429', async () => {
    const email = uniqueEmail();
    for (let index = 0; index < 5; index += 1) {
      expect((await notify({ productId: `soon-${index}`, name: 'Eve', email })).status).toBe(200);
    }
    expect(await answer({ productId: 'soon-5', name: 'Eve', email })).toEqual({
      status: 429,
      body: { error: INTEREST_MESSAGES.tooManyRequests },
    });
    expect(await hasInterest('soon-5', email)).toBe(false);
    // A repeat is still told it is a repeat, not that the limit is reached.
    expect((await notify({ productId: 'soon-0', name: 'Eve', email })).status).toBe(409);
  });

  it('keeps the rate-limit window in one expiring counter item', async () => {
    const email = uniqueEmail();
    const hourOf = (time: number) => new Date(Math.floor(time / 3_600_000) * 3_600_000);
    const before = hourOf(Date.now());
    await notify({ productId: 'soon', name: 'Eve', email });
    // Read the window of the hour before and after the call, in case the hour just turned.
    const windows = await Promise.all(
      [...new Set([before, hourOf(Date.now())].map((hour) => hour.toISOString()))].map((start) =>
        dynamo().send(
          new GetCommand({
            TableName: tableName(),
            Key: rateLimitKeys.window('interest', email, start),
          }),
        ),
      ),
    );
    const items = windows.flatMap((window) => (window.Item ? [window.Item] : []));
    expect(items).toHaveLength(1);
    expect(items[0]?.used).toBe(1);
    expect(items[0]?.ttl).toBeGreaterThan(Date.now() / 1000);
  });

  it('still registers the interest when the confirmation e-mail cannot be sent', async () => {
    const sesEndpoint = process.env[ENV.sesEndpoint];
    process.env[ENV.sesEndpoint] = 'http://127.0.0.1:9';
    resetConfigCache();
    resetAwsClients();
    try {
      const email = uniqueEmail();
      const result = await notify({ productId: 'soon', name: 'Eve', email });
      expect(result).toEqual({ status: 200, body: { message: INTEREST_MESSAGES.registered } });
      expect(await hasInterest('soon', email)).toBe(true);
    } finally {
      process.env[ENV.sesEndpoint] = sesEndpoint;
      resetConfigCache();
      resetAwsClients();
    }
  });
});
