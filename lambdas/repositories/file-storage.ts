import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../infra/aws-clients';
import { config } from '../infra/config';
import { markUploadsConfirmed, PENDING_UPLOAD_TAGGING } from './upload-tagging';

/** Spec: `{productId}/{versionId}/{purpose}-{timestamp}.{ext}` in the private files bucket. */
export function productFileKey(
  productId: string,
  versionId: string,
  purpose: string,
  timestamp: number,
  extension: string,
): string {
  return `${productId}/${versionId}/${purpose}-${timestamp}.${extension}`;
}

export async function putProductFile(
  key: string,
  body: Uint8Array,
  contentType: string,
): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: config().filesBucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      ContentLength: body.byteLength,
    }),
  );
}

/** Presigned downloads are valid for an hour. */
export const DOWNLOAD_URL_TTL_SECONDS = 3600;

/**
 * A presigned GET for a stored product file that saves under `fileName` (already made safe for
 * the header). Sign only after the caller's entitlement is checked; never log the result.
 */
export async function presignedDownloadUrl(key: string, fileName: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: config().filesBucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
}

/** Removes stored product files (a deleted product's, or one deleted file's). */
export async function deleteProductFiles(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await s3().send(new DeleteObjectCommand({ Bucket: config().filesBucket, Key: key }));
  }
}

/** Presigned uploads must start within 15 minutes of being issued. */
export const UPLOAD_URL_TTL_SECONDS = 900;

/**
 * A presigned PUT of exactly `size` bytes of `contentType` to `key`, stored with the pending
 * upload tag. All three headers are part of the signature, so S3 itself refuses a larger (or
 * smaller) body, another type or a missing tag; the browser sends the file straight to the
 * bucket, never through a Lambda. Never log the URL.
 */
export async function presignedUpload(
  key: string,
  contentType: string,
  size: number,
): Promise<{ uploadUrl: string; headers: Record<string, string> }> {
  const uploadUrl = await getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: config().filesBucket,
      Key: key,
      ContentType: contentType,
      ContentLength: size,
      Tagging: PENDING_UPLOAD_TAGGING,
    }),
    {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      // The S3 presigner leaves Content-Type unsigned unless told otherwise, and would move the
      // tagging header into the query string, where S3 does not apply it.
      signableHeaders: new Set(['content-type', 'content-length', 'x-amz-tagging']),
      unhoistableHeaders: new Set(['x-amz-tagging']),
    },
  );
  return {
    uploadUrl,
    headers: { 'Content-Type': contentType, 'x-amz-tagging': PENDING_UPLOAD_TAGGING },
  };
}

/** A confirmed upload is kept: the lifecycle rule for unconfirmed ones no longer applies. */
export function keepConfirmedUpload(key: string): Promise<void> {
  return markUploadsConfirmed(config().filesBucket, [key]);
}

export interface StoredObject {
  size: number;
  contentType: string;
}

/**
 * The stored object's real size and type, or undefined when there is none. Without
 * s3:ListBucket S3 answers a missing key with 403 rather than 404, so both mean "not there".
 */
export async function storedObject(key: string): Promise<StoredObject | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: config().filesBucket, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : 0;
    if (status === 404 || status === 403) return undefined;
    throw error;
  }
}

/**
 * A stored file's text, read only when it is at most `maxBytes` long (a longer one answers
 * `tooLarge` without downloading it); undefined when the object is not there.
 */
export async function readProductFileText(
  key: string,
  maxBytes: number,
): Promise<{ text: string; bytes: number } | { tooLarge: true } | undefined> {
  const stored = await readProductFileBytes(key, maxBytes);
  if (!stored || 'tooLarge' in stored) return stored;
  return { text: Buffer.from(stored.bytes).toString('utf8'), bytes: stored.bytes.byteLength };
}

/** As readProductFileText, the raw bytes (a zip is not text). */
export async function readProductFileBytes(
  key: string,
  maxBytes: number,
): Promise<{ bytes: Uint8Array } | { tooLarge: true } | undefined> {
  try {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: config().filesBucket, Key: key }),
    );
    if ((object.ContentLength ?? 0) > maxBytes) {
      // Not downloaded: the open response stream is dropped.
      (object.Body as { destroy?: () => void } | undefined)?.destroy?.();
      return { tooLarge: true };
    }
    const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    if (bytes.byteLength > maxBytes) return { tooLarge: true };
    return { bytes };
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : 0;
    if (status === 404 || status === 403) return undefined;
    throw error;
  }
}
