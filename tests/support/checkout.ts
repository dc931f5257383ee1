import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { LambdaEntry } from '../../lambdas/http/define-handler';
import { productFileKey, putProductFile } from '../../lambdas/repositories/file-storage';
import { putFile, putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import type { Product } from '../../lambdas/rules/product';
import type { ProductFile, ProductVersion } from '../../lambdas/rules/product-content';
import { LOCAL_STRIPE_KEYS } from '../../scripts/local/stack';
import { apiEvent, testContext } from './api-event';
import { testProduct } from './product-fixtures';

/** Helpers of the checkout, webhook, fulfilment and guest-download suites. */

/** The checkout suites' name for the shared listed, purchasable product fixture. */
export const shopProduct = testProduct;

export interface SeededFile {
  file: ProductFile;
  /** The stored bytes (empty for a video link). */
  bytes: Buffer;
}

/**
 * A product with three versions: 1.0 (published, old), 2.0 (published, latest) and 3.0 (a
 * draft). Each version has an automation JSON and a PDF manual; 2.0 also a gallery image and a
 * video link. Returns the files by `{version}:{purpose}`.
 */
export async function seedProductWithVersions(
  product: Product,
): Promise<Record<string, SeededFile>> {
  await putProduct(product);
  const versions: ProductVersion[] = [
    ['1.0.0', '2026-01-01T00:00:00.000Z', false, true],
    ['2.0.0', '2026-02-01T00:00:00.000Z', true, true],
    ['3.0.0', '2026-03-01T00:00:00.000Z', false, false],
  ].map(([number, date, latest, published]) => ({
    id: randomUUID(),
    product_id: product.id,
    version_number: number as string,
    release_date: date as string,
    is_latest: latest as boolean,
    is_published: published as boolean,
    changelog: `Release ${String(number)}`,
    created_at: date as string,
  }));
  const files: Record<string, SeededFile> = {};
  for (const version of versions) {
    await putVersion(version);
    const purposes: [string, string][] = [
      ['automation', 'json'],
      ['manual', 'pdf'],
      ...(version.version_number === '2.0.0'
        ? ([
            ['gallery', 'png'],
            ['instruction_video_1', 'youtube'],
          ] as [string, string][])
        : []),
    ];
    let position = 0;
    for (const [purpose, type] of purposes) {
      position += 1;
      const label = `${version.version_number}:${purpose}`;
      const bytes = type === 'youtube' ? Buffer.alloc(0) : Buffer.from(`${product.id} ${label}`);
      const key =
        type === 'youtube'
          ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
          : productFileKey(product.id, version.id, purpose, Date.now() + position, type);
      if (type !== 'youtube') await putProductFile(key, bytes, 'application/octet-stream');
      const file: ProductFile = {
        id: randomUUID(),
        product_id: product.id,
        version_id: version.id,
        title: `${purpose} title`,
        display_name: `${product.name} ${purpose}`,
        file_type: type,
        file_purpose: purpose,
        platform: 'general',
        file_path: key,
        order_position: position,
        file_size: type === 'youtube' ? null : bytes.byteLength,
        created_at: version.created_at,
        updated_at: version.created_at,
      };
      await putFile(file);
      files[label] = { file, bytes };
    }
  }
  return files;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** Only present on 429 answers (so exact comparisons of other answers are unaffected). */
  retryAfter?: string;
}

/** Calls a Lambda entry in-process the way API Gateway would. */
export async function call<T = Record<string, unknown>>(
  handler: LambdaEntry,
  routeKey: string,
  options: {
    token?: string;
    body?: unknown;
    rawBody?: string;
    base64?: boolean;
    headers?: Record<string, string>;
    sourceIp?: string;
  } = {},
): Promise<CallResult<T>> {
  const event = apiEvent(routeKey, {
    token: options.token,
    body: options.body,
    sourceIp: options.sourceIp,
  });
  if (options.rawBody !== undefined) {
    event.body = options.base64 ? Buffer.from(options.rawBody).toString('base64') : options.rawBody;
    event.isBase64Encoded = Boolean(options.base64);
  }
  event.headers = { ...event.headers, ...options.headers };
  const result = await handler(event, testContext);
  return {
    status: result.statusCode ?? 200,
    body: JSON.parse(result.body ?? '{}') as T,
    ...(result.headers?.['retry-after'] !== undefined
      ? { retryAfter: String(result.headers['retry-after']) }
      : {}),
  };
}

/** A Stripe client on the test stack's local Stripe server, like the handlers use. */
export function localStripe(mode: 'live' | 'test'): Stripe {
  const endpoint = new URL(process.env.STRIPE_ENDPOINT ?? '');
  return new Stripe(
    mode === 'live' ? LOCAL_STRIPE_KEYS.liveSecretKey : LOCAL_STRIPE_KEYS.testSecretKey,
    {
      host: endpoint.hostname,
      port: endpoint.port,
      protocol: 'http',
      telemetry: false,
    },
  );
}

export function sessionIdOf(url: string): string {
  const id = /\/checkout\/(cs_\w+)$/.exec(url)?.[1];
  if (!id) throw new Error(`Not a local checkout URL: ${url}`);
  return id;
}

/**
 * A guest's paid order made through the API and the local Stripe page's Pay (which delivers the
 * signed `checkout.session.completed`), for browser journeys whose subject comes after the
 * purchase: the cart and checkout pages are purchase-journey's and keyboard-purchase's. Returns
 * the Checkout Session id.
 */
export async function paidGuestOrder(productIds: string[], email: string): Promise<string> {
  const response = await fetch(`${process.env.TEST_API_URL}/api/create-payment-universal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: productIds.map((id) => ({ id })), email }),
  });
  if (!response.ok) throw new Error(`Checkout answered ${response.status}`);
  const { url } = (await response.json()) as { url: string };
  await payOnHostedPage(url);
  return sessionIdOf(url);
}

/** Presses Pay on the local hosted checkout page; returns where the browser is sent. */
export async function payOnHostedPage(checkoutUrl: string): Promise<string> {
  const url = checkoutUrl.replace('//localhost:', '//127.0.0.1:');
  const response = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  if (response.status !== 303) throw new Error(`Pay answered ${response.status}`);
  return response.headers.get('location') ?? '';
}

/** A signed `checkout.session.completed` delivery for a session as Stripe holds it now. */
export function completedEvent(
  sessionId: string,
  options: { timestamp?: number; secret?: string; eventId?: string } = {},
): Promise<{ payload: string; signature: string; eventId: string }> {
  return sessionEvent(sessionId, 'checkout.session.completed', options);
}

/** A signed delivery of any Checkout Session event, for the session as Stripe holds it now. */
export async function sessionEvent(
  sessionId: string,
  type: string,
  options: { timestamp?: number; secret?: string; eventId?: string } = {},
): Promise<{ payload: string; signature: string; eventId: string }> {
  const live = sessionId.startsWith('cs_live_');
  const session = await localStripe(live ? 'live' : 'test').checkout.sessions.retrieve(sessionId);
  const eventId = options.eventId ?? `evt_${randomUUID().replace(/-/g, '')}`;
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: live,
    type,
    data: { object: session },
  });
  const secret =
    options.secret ??
    (live ? LOCAL_STRIPE_KEYS.liveWebhookSecret : LOCAL_STRIPE_KEYS.testWebhookSecret);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature, eventId };
}

export function guestEmail(): string {
  return `guest-${randomUUID()}@example.com`;
}
