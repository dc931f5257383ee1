import { PutObjectCommand } from '@aws-sdk/client-s3';
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
