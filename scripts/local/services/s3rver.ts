import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { httpProbe, startProcess, waitUntilHealthy, type ServiceProcess } from '../processes';
import { REPO_ROOT } from '../paths';

/** s3rver: a local S3 that the official SDK and presigned URLs work against. */
export async function startS3rver(options: {
  port: number;
  dataDir: string;
  logDir: string;
}): Promise<ServiceProcess> {
  mkdirSync(options.dataDir, { recursive: true });
  const service = startProcess({
    name: 's3',
    command: process.execPath,
    args: [
      // s3rver's command line, with its read-after-write fixed (s3rver-main.cjs).
      path.join(REPO_ROOT, 'scripts', 'local', 'services', 's3rver-main.cjs'),
      '--directory',
      options.dataDir,
      '--address',
      '127.0.0.1',
      '--port',
      String(options.port),
      '--no-vhost-buckets',
    ],
    logDir: options.logDir,
  });
  await waitUntilHealthy({
    name: 's3rver',
    probe: httpProbe(`http://127.0.0.1:${options.port}/`),
    service,
  });
  return service;
}
