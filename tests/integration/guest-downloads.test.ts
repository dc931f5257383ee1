import { randomUUID } from 'node:crypto';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as downloads } from '../../lambdas/functions/downloads';
import type { BuyerFilesResponse, DownloadUrlResponse } from '../../lambdas/contracts/downloads';
import { createSignedInUser } from '../support/cognito-users';
import {
  call,
  guestEmail,
  payOnHostedPage,
  seedProductWithVersions,
  sessionIdOf,
  shopProduct,
  type SeededFile,
} from '../support/checkout';
import { useIsolatedTable } from '../support/isolated-table';

const PURCHASES = 'POST /api/get-buyer-purchases';
const FILES = 'POST /api/get-buyer-files';
const DOWNLOAD = 'POST /api/download-file-unauthorized';
const NO_PURCHASE = { error: 'No purchase found for this session' };

const bought = `bought-${randomUUID()}`;
const other = `other-${randomUUID()}`;

async function guestCheckout(productIds: string[]): Promise<string> {
  const { body } = await call<{ url: string }>(checkout, 'POST /api/create-payment-universal', {
    body: { items: productIds.map((id) => ({ id })), email: guestEmail() },
  });
  return body.url;
}

async function paidGuestSession(productIds: string[]): Promise<string> {
  const url = await guestCheckout(productIds);
  await payOnHostedPage(url);
  const sessionId = sessionIdOf(url);
  const verified = await call(checkout, 'POST /api/verify-payment-universal', {
    body: { sessionId },
  });
  expect(verified.body.success).toBe(true);
  return sessionId;
}

describe('guest downloads by paid Checkout Session', () => {
  let boughtFiles: Record<string, SeededFile>;
  let otherFiles: Record<string, SeededFile>;
  let sessionId: string;

  beforeAll(async () => {
    await useIsolatedTable();
    boughtFiles = await seedProductWithVersions(
      shopProduct(bought, { name: 'Bought Flow', description: 'What the guest bought', price: 39 }),
    );
    otherFiles = await seedProductWithVersions(shopProduct(other, { name: 'Other Flow' }));
    sessionId = await paidGuestSession([bought]);
  });

  it('answers nothing for an unpaid session: 404 everywhere and no URL', async () => {
    const unpaid = sessionIdOf(await guestCheckout([bought]));
    const verify = await call(checkout, 'POST /api/verify-payment-universal', {
      body: { sessionId: unpaid },
    });
    expect(verify.body).toMatchObject({ success: false, error: 'Payment not completed yet' });
    const fileId = boughtFiles['2.0.0:automation']?.file.id;
    for (const [route, body] of [
      [PURCHASES, { sessionId: unpaid }],
      [FILES, { sessionId: unpaid }],
      [DOWNLOAD, { sessionId: unpaid, fileId }],
      [FILES, { sessionId: 'cs_live_unknownsession0001' }],
    ] as const) {
      expect(await call(downloads, route, { body })).toEqual({ status: 404, body: NO_PURCHASE });
    }
  });

  it('describes the purchase', async () => {
    const { status, body } = await call(downloads, PURCHASES, { body: { sessionId } });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      purchase: {
        product_name: 'Bought Flow',
        description: 'What the guest bought',
        purchase_date: expect.any(String),
      },
      products: [{ id: bought, name: 'Bought Flow', description: 'What the guest bought' }],
      invoice: {
        number: expect.stringMatching(/^LOCAL-\d{4}$/),
        url: expect.stringMatching(/\/invoices\/in_\w+$/),
        pdf_url: expect.stringMatching(/\/invoices\/in_\w+\/pdf$/),
      },
    });
  });

  it('lists the files of the latest published version only, without gallery images', async () => {
    const { status, body } = await call<BuyerFilesResponse>(downloads, FILES, {
      body: { sessionId },
    });
    expect(status).toBe(200);
    const expected = ['2.0.0:automation', '2.0.0:manual', '2.0.0:instruction_video_1'].map(
      (label) => boughtFiles[label]?.file.id,
    );
    expect(body.files.map((file) => file.id)).toEqual(expected);
    expect(body.files[0]).toEqual({
      id: boughtFiles['2.0.0:automation']?.file.id,
      product_id: bought,
      product_name: 'Bought Flow',
      display_name: 'Bought Flow automation',
      title: 'automation title',
      file_type: 'json',
      file_purpose: 'automation',
      file_size: boughtFiles['2.0.0:automation']?.bytes.byteLength,
    });
    expect(body.files[2]?.file_size).toBeNull();
    expect(JSON.stringify(body)).not.toContain('file_path');
  });

  it('signs a download URL whose bytes are the stored file', async () => {
    const seeded = boughtFiles['2.0.0:manual'];
    const { status, body } = await call<DownloadUrlResponse>(downloads, DOWNLOAD, {
      body: { sessionId, fileId: seeded?.file.id },
    });
    expect(status).toBe(200);
    expect(body.fileName).toBe('Bought Flow manual.pdf');
    const url = new URL(body.downloadUrl);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="Bought Flow manual.pdf"',
    );
    const response = await fetch(body.downloadUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(seeded?.bytes ?? Buffer.alloc(1))).toBe(
      true,
    );
  });

  it('answers a video with its watch URL', async () => {
    const { body } = await call<DownloadUrlResponse>(downloads, DOWNLOAD, {
      body: { sessionId, fileId: boughtFiles['2.0.0:instruction_video_1']?.file.id },
    });
    expect(body.downloadUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it.each([
    ['another product’s file', () => otherFiles['2.0.0:automation']?.file.id],
    ['a draft version’s file', () => boughtFiles['3.0.0:automation']?.file.id],
    ['an older version’s file', () => boughtFiles['1.0.0:manual']?.file.id],
    ['a gallery image', () => boughtFiles['2.0.0:gallery']?.file.id],
    ['an unknown id', () => randomUUID()],
  ])('refuses %s with 404 and no URL', async (_label, fileId) => {
    const result = await call(downloads, DOWNLOAD, { body: { sessionId, fileId: fileId() } });
    expect(result).toEqual({ status: 404, body: { error: 'File not found' } });
  });

  it('does not open a signed-in buyer’s order through the guest routes', async () => {
    const user = await createSignedInUser();
    const { body } = await call<{ url: string }>(checkout, 'POST /api/create-payment', {
      token: user.accessToken,
      body: { items: [{ id: other }] },
    });
    await payOnHostedPage(body.url);
    const userSession = sessionIdOf(body.url);
    const verified = await call(checkout, 'POST /api/verify-payment', {
      token: user.accessToken,
      body: { sessionId: userSession },
    });
    expect(verified.body.success).toBe(true);
    expect(await call(downloads, FILES, { body: { sessionId: userSession } })).toEqual({
      status: 404,
      body: NO_PURCHASE,
    });
  });

  it('limits one client to 60 guest-download requests in 10 minutes, with Retry-After', async () => {
    const ip = '198.51.100.61';
    const statuses: number[] = [];
    let last;
    for (let index = 0; index < 61; index += 1) {
      last = await call(downloads, PURCHASES, {
        body: { sessionId: `cs_live_${'x'.repeat(20)}${index}` },
        sourceIp: ip,
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(last?.status).toBe(429);
    expect(last?.body).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(Number(last?.retryAfter)).toBeGreaterThan(0);
    // The three routes share the allowance.
    expect(
      (await call(downloads, FILES, { body: { sessionId: 'cs_live_abcdefgh1' }, sourceIp: ip }))
        .status,
    ).toBe(429);
  });

  it('refuses malformed input with 400', async () => {
    expect((await call(downloads, FILES, { body: { sessionId: 'x' } })).status).toBe(400);
    expect((await call(downloads, DOWNLOAD, { body: { sessionId } })).status).toBe(400);
    expect((await call(downloads, PURCHASES, { rawBody: '[' })).status).toBe(400);
  });
});
