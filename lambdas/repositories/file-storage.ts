import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../infra/aws-clients';
import { config } from '../infra/config';

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
