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
      path.join(REPO_ROOT, 'node_modules', 's3rver', 'bin', 's3rver.js'),
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
