import { PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { s3 } from '../infra/aws-clients';
import { CONFIRMED_UPLOAD, PENDING_UPLOAD, UPLOAD_STATE_TAG } from '../rules/upload-expiry';

/** The pending tag as a presigned PUT's `x-amz-tagging` header (URL query form). */
export const PENDING_UPLOAD_TAGGING = `${UPLOAD_STATE_TAG}=${PENDING_UPLOAD}`;

/** The pending tag as a presigned POST's `tagging` field (S3's XML form). */
export const PENDING_UPLOAD_TAGGING_XML =
  `<Tagging><TagSet><Tag><Key>${UPLOAD_STATE_TAG}</Key><Value>${PENDING_UPLOAD}</Value></Tag>` +
  '</TagSet></Tagging>';

/**
 * Retags confirmed uploads so the lifecycle rule for pending ones never removes them. Called
 * before the row that references an object is written: a failure here refuses the confirmation
 * rather than leaving a row whose file expires the next day.
 */
export async function markUploadsConfirmed(bucket: string, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await s3().send(
      new PutObjectTaggingCommand({
        Bucket: bucket,
        Key: key,
        Tagging: { TagSet: [{ Key: UPLOAD_STATE_TAG, Value: CONFIRMED_UPLOAD }] },
      }),
    );
  }
}
