import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { httpProbe, startProcess, waitUntilHealthy, type ServiceProcess } from '../processes';
import { REPO_ROOT } from '../paths';
import { TSX_LOADER } from './node-services';

/**
 * cognito-local keeps its pools in `.cognito/` under its working directory, so each stack gets
 * its own folder. Its token issuer is `http://{HOST}:{PORT}/{poolId}`. It runs through our
 * launcher (scripts/local/cognito/main.ts), which wires in the CustomMessage trigger and
 * delivers its e-mails to the local mailbox.
 */
export async function startCognitoLocal(options: {
  port: number;
  dataDir: string;
  logDir: string;
  /** What the trigger and the mail delivery need: SITE_URL, SES_ENDPOINT, MAIL_FROM. */
  env: Record<string, string>;
}): Promise<ServiceProcess> {
  mkdirSync(path.join(options.dataDir, '.cognito'), { recursive: true });
  const service = startProcess({
    name: 'cognito',
    command: process.execPath,
    args: ['--import', TSX_LOADER, path.join(REPO_ROOT, 'scripts', 'local', 'cognito', 'main.ts')],
    cwd: options.dataDir,
    env: { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    logDir: options.logDir,
  });
  await waitUntilHealthy({
    name: 'cognito-local',
    probe: httpProbe(`http://127.0.0.1:${options.port}/health`),
    service,
  });
  return service;
}

export function cognitoIssuer(port: number, userPoolId: string): string {
  return `http://127.0.0.1:${port}/${userPoolId}`;
}
