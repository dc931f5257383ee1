import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { httpProbe, startProcess, waitUntilHealthy, type ServiceProcess } from '../processes';
import { REPO_ROOT } from '../paths';

/**
 * cognito-local keeps its pools in `.cognito/` under its working directory, so each stack gets
 * its own folder. Its token issuer is `http://{HOST}:{PORT}/{poolId}`.
 */
export async function startCognitoLocal(options: {
  port: number;
  dataDir: string;
  logDir: string;
}): Promise<ServiceProcess> {
  mkdirSync(path.join(options.dataDir, '.cognito'), { recursive: true });
  const service = startProcess({
    name: 'cognito',
    command: process.execPath,
    args: [path.join(REPO_ROOT, 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js')],
    cwd: options.dataDir,
    env: { PORT: String(options.port), HOST: '127.0.0.1' },
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
