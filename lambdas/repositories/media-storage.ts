import {
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { PresignedPostTarget } from '../contracts/manage/media';
import { s3 } from '../infra/aws-clients';
import { config } from '../infra/config';
import { MEDIA_CACHE_CONTROL, MEDIA_CONTENT_TYPE } from '../rules/media';
import { markUploadsConfirmed, PENDING_UPLOAD_TAGGING_XML } from './upload-tagging';

/**
 * The public media bucket: product images, read by everyone through the site's /media path,
 * written by the browser with presigned POSTs only.
 */

/** Long enough to resize and send two images on a slow line, short enough not to be reused. */
const UPLOAD_WINDOW_SECONDS = 600;

function mediaBucket(): string {
  const bucket = config().mediaBucket;
  if (!bucket) throw new Error('MEDIA_BUCKET is not set');
  return bucket;
}

/**
 * A presigned POST that S3 accepts only for this key, exactly `size` bytes and the WebP type,
 * stored with the long cache lifetime its unique key allows and the pending upload tag (the
 * policy requires all of them). Never log the result.
 */
export async function presignedImagePost(key: string, size: number): Promise<PresignedPostTarget> {
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: mediaBucket(),
    Key: key,
    Conditions: [
      ['content-length-range', size, size],
      ['eq', '$Content-Type', MEDIA_CONTENT_TYPE],
      ['eq', '$Cache-Control', MEDIA_CACHE_CONTROL],
      ['eq', '$tagging', PENDING_UPLOAD_TAGGING_XML],
    ],
    Fields: {
      'Content-Type': MEDIA_CONTENT_TYPE,
      'Cache-Control': MEDIA_CACHE_CONTROL,
      tagging: PENDING_UPLOAD_TAGGING_XML,
    },
    Expires: UPLOAD_WINDOW_SECONDS,
  });
  return { url, fields, key };
}

/** Whether an uploaded object is there (HeadObject; a missing one is false, not an error). */
export async function mediaObjectExists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: mediaBucket(), Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') {
      return false;
    }
    throw error;
  }
}

/** Saved images are kept: the lifecycle rule for unsaved uploads no longer applies. */
export function keepSavedMediaObjects(keys: readonly string[]): Promise<void> {
  return markUploadsConfirmed(mediaBucket(), keys);
}

/** One DeleteObject per key: a product has a handful of images, and s3rver lacks checksums. */
export async function deleteMediaObjects(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await s3().send(new DeleteObjectCommand({ Bucket: mediaBucket(), Key: key }));
  }
}

/** Every object under a prefix (`media/{productId}/`): a deleted product's images. */
export async function deleteMediaPrefix(prefix: string): Promise<void> {
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: mediaBucket(), Prefix: prefix, ContinuationToken: token }),
    );
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    if (keys.length > 0) await deleteMediaObjects(keys);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}
