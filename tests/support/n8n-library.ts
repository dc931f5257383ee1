import { randomUUID } from 'node:crypto';
import type { FileUploadResponse } from '../../lambdas/contracts/manage/files';
import type { ManagedFile } from '../../lambdas/contracts/manage/products';
import type { MyN8nLibraryCreated } from '../../lambdas/contracts/n8n-library';
import { handler as myAccount } from '../../lambdas/functions/my-account';
import { handler as n8nLibrary } from '../../lambdas/functions/n8n-library';
import { productFileKey, putProductFile } from '../../lambdas/repositories/file-storage';
import { putFile, putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import { putPurchase } from '../../lambdas/repositories/user-repository';
import type { Product } from '../../lambdas/rules/product';
import type { ProductFile, ProductVersion } from '../../lambdas/rules/product-content';
import { apiEvent, testContext } from './api-event';
import { call } from './checkout';
import { manageCall } from './manage-api';
import { testFile, testProduct, testVersion } from './product-fixtures';

/** A small workflow of core nodes only (no credentials): Manual Trigger, Set, If, No-op. */
export function coreWorkflow(label: string): Record<string, unknown> {
  return {
    name: label,
    nodes: [
      {
        parameters: {},
        id: randomUUID(),
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
      },
      {
        parameters: { values: { string: [{ name: 'label', value: label }] } },
        id: randomUUID(),
        name: 'Set label',
        type: 'n8n-nodes-base.set',
        typeVersion: 2,
        position: [220, 0],
      },
      {
        parameters: {},
        id: randomUUID(),
        name: 'Done',
        type: 'n8n-nodes-base.noOp',
        typeVersion: 1,
        position: [440, 0],
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Set label', type: 'main', index: 0 }]] },
      'Set label': { main: [[{ node: 'Done', type: 'main', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  };
}

export interface SeededWorkflowFile {
  title: string;
  /** A workflow object, or raw text (for files that are not workflows). */
  content: Record<string, unknown> | string;
  fileType?: string;
  purpose?: string;
  /** The upload check's outcome, as confirmation would have stored it. */
  importable?: boolean;
}

/** Adds a version with the given files to a product; returns the version and its file rows. */
export async function seedN8nVersion(
  productId: string,
  options: {
    versionNumber: string;
    releaseDate: string;
    published?: boolean;
    latest?: boolean;
    files: SeededWorkflowFile[];
  },
): Promise<{ version: ProductVersion; files: ProductFile[] }> {
  const version = testVersion(productId, randomUUID(), {
    version_number: options.versionNumber,
    release_date: options.releaseDate,
    created_at: options.releaseDate,
    is_published: options.published ?? true,
    is_latest: options.latest ?? false,
  });
  await putVersion(version);
  const files: ProductFile[] = [];
  for (const [index, seeded] of options.files.entries()) {
    const text =
      typeof seeded.content === 'string' ? seeded.content : JSON.stringify(seeded.content);
    const type = seeded.fileType ?? 'json';
    const purpose = seeded.purpose ?? 'automation';
    const key = productFileKey(productId, version.id, purpose, Date.now() + index, type);
    await putProductFile(key, Buffer.from(text), 'application/json');
    const file = testFile(productId, version.id, randomUUID(), {
      title: seeded.title,
      display_name: `${seeded.title}.${type}`,
      file_type: type,
      file_purpose: purpose,
      file_path: key,
      order_position: index + 1,
      file_size: Buffer.byteLength(text),
      ...(seeded.importable !== undefined && { n8n_importable: seeded.importable }),
    });
    await putFile(file);
    files.push(file);
  }
  return { version, files };
}

/** An n8n product with one published (latest) version holding the given files. */
export async function seedN8nProduct(
  overrides: Partial<Product>,
  files: SeededWorkflowFile[],
): Promise<Product> {
  const product = testProduct(overrides.id ?? `n8n-${randomUUID()}`, {
    platform: 'n8n',
    ...overrides,
  });
  await putProduct(product);
  await seedN8nVersion(product.id, {
    versionNumber: '1.0.0',
    releaseDate: '2026-03-01T00:00:00.000Z',
    latest: true,
    files,
  });
  return product;
}

export async function grantPurchase(userId: string, productId: string, isTest = false) {
  await putPurchase({
    user_id: userId,
    product_id: productId,
    purchase_date: new Date().toISOString(),
    amount_paid_cents: isTest ? 0 : 1900,
    is_test: isTest,
  });
}

/** Creates (or rotates) the user's library; returns the URL and the token in it. */
export async function createLibrary(accessToken: string) {
  const created = await call<MyN8nLibraryCreated>(myAccount, 'POST /api/my/n8n-library', {
    token: accessToken,
  });
  if (created.status !== 201) throw new Error(`Library not created: ${created.status}`);
  const token = created.body.url.split('/').pop() ?? '';
  return { ...created.body, token };
}

/** The library's health route: the cheapest answer of a token, working or not. */
export const HEALTH = 'GET /api/n8n/{token}/health';
/** What every unknown, malformed or revoked token gets. */
export const NOT_FOUND = { error: 'Not found' };

export interface LibraryAnswer<T> {
  status: number;
  headers: Record<string, string>;
  body: T;
}

/** One request of the n8n editor to the library, through the group's Lambda entry. */
export async function libraryGet<T = Record<string, unknown>>(
  routeKey: string,
  token: string,
  options: { id?: string; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LibraryAnswer<T>> {
  const result = await n8nLibrary(
    apiEvent(routeKey, {
      pathParameters: { token, ...(options.id !== undefined && { id: options.id }) },
      query: options.query,
      headers: options.headers,
    }),
    testContext,
  );
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]),
  );
  return {
    status: result.statusCode ?? 200,
    headers,
    body: (result.body ? JSON.parse(result.body) : {}) as T,
  };
}

/**
 * Uploads an automation file the way the files tab does (upload target, presigned PUT,
 * confirmation) and returns its confirmed row, flags included.
 */
export async function uploadAutomation(
  sellerToken: string,
  productId: string,
  versionId: string,
  title: string,
  text: string,
): Promise<ManagedFile> {
  const fileName = `${title.replace(/\W+/g, '-')}.json`;
  const bytes = Buffer.from(text);
  const target = await manageCall<FileUploadResponse>(
    'POST /api/manage/products/{id}/files/upload',
    {
      token: sellerToken,
      params: { id: productId },
      body: {
        versionId,
        fileName,
        contentType: '',
        size: bytes.length,
        file_purpose: 'automation',
      },
    },
  );
  const put = await fetch(target.body.upload.uploadUrl, {
    method: 'PUT',
    headers: target.body.upload.headers,
    body: bytes,
  });
  if (put.status !== 200) throw new Error(`Upload refused: ${put.status}`);
  const confirmed = await manageCall('POST /api/manage/products/{id}/files', {
    token: sellerToken,
    params: { id: productId },
    body: {
      versionId,
      key: target.body.upload.key,
      title,
      display_name: fileName,
      file_purpose: 'automation',
      platform: 'general',
    },
  });
  const file = confirmed.body.files?.find((row) => row.file_path === target.body.upload.key);
  if (confirmed.status !== 201 || !file) throw new Error(`Not confirmed: ${confirmed.status}`);
  return file;
}
