import path from 'node:path';
import { httpProbe, startProcess, waitUntilHealthy, type ServiceProcess } from '../processes';
import { REPO_ROOT } from '../paths';

/** aws-ses-v2-local: accepts SES SendEmail calls; its web page is the local mailbox. */
export async function startSesLocal(options: {
  port: number;
  logDir: string;
}): Promise<ServiceProcess> {
  const service = startProcess({
    name: 'ses',
    command: process.execPath,
    args: [
      path.join(REPO_ROOT, 'node_modules', 'aws-ses-v2-local', 'dist', 'cli.js'),
      '--host',
      '127.0.0.1',
      '--port',
      String(options.port),
    ],
    logDir: options.logDir,
  });
  await waitUntilHealthy({
    name: 'local mailbox (SES)',
    probe: httpProbe(`http://127.0.0.1:${options.port}/store`),
    service,
  });
  return service;
}
