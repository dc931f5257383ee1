import { randomUUID } from 'node:crypto';
import { resetAwsClients } from '../../lambdas/infra/aws-clients';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { ensureBucket } from '../../scripts/local/provision';

/**
 * A fresh files bucket in the shared s3rver for one test file. The demo seed writes its files
 * under fixed keys and rewrites each automation file as it cleans it, so two files seeding the
 * demo at once (or one seeding while a browser test downloads a demo file) would read each
 * other's half-written objects; each seeding file gets a bucket of its own instead.
 */
export async function useIsolatedFilesBucket(): Promise<string> {
  const endpoint = process.env[ENV.s3Endpoint];
  if (!endpoint) throw new Error('Integration tests need the local stack (run them through Jest)');
  const bucket = `test-files-${randomUUID()}`;
  await ensureBucket(endpoint, bucket, 'http://localhost', {
    AllowedMethods: ['GET', 'PUT'],
    AllowedHeaders: ['*'],
  });
  process.env[ENV.filesBucket] = bucket;
  resetConfigCache();
  resetAwsClients();
  return bucket;
}
