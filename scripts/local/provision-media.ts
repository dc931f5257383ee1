import {
  CreateBucketCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { S3RVER_KEY } from '../../lambdas/infra/aws-clients';

/**
 * The media bucket (product images) in s3rver. The browser uploads with presigned POSTs from
 * the site's origin, so CORS allows POST from there; reads go through the dev server's /media
 * proxy (same origin), as they go through CloudFront on AWS.
 */
export async function ensureMediaBucket(
  endpoint: string,
  bucket: string,
  siteOrigin: string,
): Promise<void> {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    forcePathStyle: true,
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [siteOrigin],
            AllowedMethods: ['POST'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag', 'Location'],
          },
        ],
      },
    }),
  );
}
