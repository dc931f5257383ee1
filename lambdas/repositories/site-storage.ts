import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../infra/aws-clients';
import { config } from '../infra/config';

/**
 * Files the shop generates into the SPA's bucket (the sitemap and robots.txt), served by
 * CloudFront's default behaviour like the built files. The web deployment never prunes and
 * excludes these keys (lib/constructs/site-deployment.ts), so a deploy leaves them in place.
 */

/** An hour at CloudFront and in crawlers: the job rewrites them every hour. */
export const GENERATED_FILE_CACHE_CONTROL = 'public, max-age=3600';

function siteBucket(): string {
  const bucket = config().siteBucket;
  if (!bucket) throw new Error('SITE_BUCKET is not set');
  return bucket;
}

export async function putSiteFile(key: string, body: string, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: siteBucket(),
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: GENERATED_FILE_CACHE_CONTROL,
    }),
  );
}
