/**
 * Product files through the API as the seller's browser sends them: a product with a version,
 * a presigned upload, the PUT to storage, the confirmation; and what storage then holds.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { FileUploadResponse } from '../../lambdas/contracts/manage/files';
import type { ManagedProductDetail } from '../../lambdas/contracts/manage/products';
import { s3 } from '../../lambdas/infra/aws-clients';
import { config } from '../../lambdas/infra/config';
import { manageCall, productInput } from './manage-api';

export const CONFIRM_ROUTE = 'POST /api/manage/products/{id}/files';
export const UPLOAD_ROUTE = 'POST /api/manage/products/{id}/files/upload';

/** The routes that change a version's files and videos after their upload. */
export const FILE_ROUTES = {
  EDIT: 'PUT /api/manage/products/{id}/files/{fileId}',
  DELETE: 'DELETE /api/manage/products/{id}/files/{fileId}',
  ORDER: 'PUT /api/manage/products/{id}/file-order',
  VIDEOS: 'POST /api/manage/products/{id}/videos',
  DELETE_VIDEO: 'DELETE /api/manage/products/{id}/videos/{fileId}',
} as const;

/** A new product of the seller's with one draft version 1.0.0. */
export async function productWithVersion(
  token: string,
  input: Parameters<typeof productInput>[0] = {},
): Promise<{ id: string; versionId: string }> {
  const created = await manageCall('POST /api/manage/products', {
    token,
    body: productInput(input),
  });
  const id = created.body.product.id;
  const withVersion = await manageCall('POST /api/manage/products/{id}/versions', {
    token,
    params: { id },
    body: { version_number: '1.0.0', release_date: '2026-05-01', changelog: '- first' },
  });
  return { id, versionId: withVersion.body.versions[0]?.id ?? '' };
}

export function requestUpload(
  token: string,
  target: { id: string; versionId: string },
  fileName: string,
  size: number,
  purpose = 'automation',
) {
  return manageCall<FileUploadResponse & { error?: string }>(UPLOAD_ROUTE, {
    token,
    params: { id: target.id },
    body: { versionId: target.versionId, fileName, contentType: '', size, file_purpose: purpose },
  });
}

/** Sends bytes to the presigned PUT as a browser would; storage must accept them. */
export async function putTo(
  target: FileUploadResponse,
  bytes: Buffer,
  headers = target.upload.headers,
): Promise<void> {
  const response = await fetch(target.upload.uploadUrl, { method: 'PUT', headers, body: bytes });
  if (response.status !== 200) throw new Error(`storage refused the PUT: ${response.status}`);
}

export function confirmUpload(
  token: string,
  target: { id: string; versionId: string },
  key: string,
  body: Record<string, unknown>,
) {
  return manageCall<ManagedProductDetail & { error?: string }>(CONFIRM_ROUTE, {
    token,
    params: { id: target.id },
    body: { versionId: target.versionId, key, file_purpose: 'automation', ...body },
  });
}

/** Issues, puts and confirms one file; the confirmation, the object's key and its file row. */
export async function uploadFile(
  token: string,
  target: { id: string; versionId: string },
  fileName: string,
  bytes: Buffer,
  body: Record<string, unknown>,
) {
  const issued = await requestUpload(token, target, fileName, bytes.length);
  if (issued.status !== 200) throw new Error(`upload not issued: ${issued.body.error}`);
  await putTo(issued.body, bytes);
  const key = issued.body.upload.key;
  const confirmed = await confirmUpload(token, target, key, {
    title: fileName,
    display_name: fileName,
    ...body,
  });
  const file = confirmed.body.files?.find((row) => row.file_path === key);
  return { confirmed, key, file };
}

export async function storedBytes(key: string): Promise<Buffer> {
  const object = await s3().send(new GetObjectCommand({ Bucket: config().filesBucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

/**
 * A Make blueprint named `name` with nothing to clean: confirmation reads automation files of
 * Make products and refuses what is no blueprint (manage-files-automation.test.ts).
 */
export const blueprint = (name: string): Buffer =>
  Buffer.from(
    JSON.stringify({
      name,
      flow: [{ id: 1, module: 'util:SetVariable2', version: 1, mapper: { name: 'n', value: 'v' } }],
    }),
  );

/**
 * The files of a seller's Make products, called with the short signatures the file tests use:
 * `confirm` sends a Make scenario's title and platform unless told otherwise, and `upload`
 * expects the confirmation to be accepted.
 */
export function makeProductFiles(token: () => string) {
  const confirm = (
    id: string,
    versionId: string,
    key: string,
    overrides: Record<string, unknown> = {},
    caller = token(),
  ) =>
    confirmUpload(caller, { id, versionId }, key, {
      title: 'Main scenario',
      display_name: 'scenario.json',
      platform: 'make.com',
      ...overrides,
    });
  return {
    productWithVersion: (caller = token()) => productWithVersion(caller),
    requestUpload: (
      id: string,
      versionId: string,
      fileName: string,
      size: number,
      purpose = 'automation',
    ) => requestUpload(token(), { id, versionId }, fileName, size, purpose),
    confirm,
    async upload(id: string, versionId: string, fileName: string, bytes: Buffer) {
      const sent = await uploadFile(token(), { id, versionId }, fileName, bytes, {
        platform: 'make.com',
      });
      if (sent.confirmed.status !== 201 || !sent.file) {
        throw new Error(`confirmation refused: ${sent.confirmed.body.error}`);
      }
      return { file: sent.file, detail: sent.confirmed.body };
    },
  };
}
