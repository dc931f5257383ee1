import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { httpProbe, startProcess, waitUntilHealthy, type ServiceProcess } from '../processes';
import { REPO_ROOT } from '../paths';

/**
 * DynamoDB Local is AWS's own jar. It is not on the npm registry by itself, but it ships inside
 * `amplify-dynamodb-simulator`; installing that package pulls 350 MB of dependencies, so we
 * `npm pack` it and keep only its `emulator/` folder.
 */
const SIMULATOR_PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
const INSTALL_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'dynamodb-local');
const JAR = path.join(INSTALL_DIR, 'DynamoDBLocal.jar');
const LOOPBACK_LAUNCHER = path.join(
  REPO_ROOT,
  'scripts',
  'local',
  'services',
  'java',
  'LoopbackDynamoDbLocal.java',
);

export function ensureDynamoDbLocal(): void {
  if (existsSync(JAR)) return;
  console.log('Fetching DynamoDB Local (once) from the npm registry...');
  const work = `${INSTALL_DIR}.download`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  execFileSync('npm', ['pack', SIMULATOR_PACKAGE, '--silent', '--pack-destination', work], {
    cwd: work,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack did not produce the DynamoDB Local package');
  execFileSync('tar', ['xzf', tarball, 'package/emulator'], { cwd: work });
  rmSync(INSTALL_DIR, { recursive: true, force: true });
  mkdirSync(path.dirname(INSTALL_DIR), { recursive: true });
  renameSync(path.join(work, 'package', 'emulator'), INSTALL_DIR);
  rmSync(work, { recursive: true, force: true });
}

export async function startDynamoDbLocal(options: {
  port: number;
  /** Folder for the database file; in memory when absent. */
  dataDir?: string;
  logDir: string;
}): Promise<ServiceProcess> {
  ensureDynamoDbLocal();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const service = startProcess({
    name: 'dynamodb',
    command: 'java',
    args: [
      '-Xms64m',
      '-Xmx512m',
      `-Djava.library.path=${path.join(INSTALL_DIR, 'DynamoDBLocal_lib')}`,
      // The stock `-jar` launcher listens on every interface, unauthenticated; ours binds
      // 127.0.0.1 only (see the Java file). Java 17 runs a single source file directly.
      '-cp',
      `${JAR}${path.delimiter}${path.join(INSTALL_DIR, 'DynamoDBLocal_lib', '*')}`,
      LOOPBACK_LAUNCHER,
      '-port',
      String(options.port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    cwd: INSTALL_DIR,
    logDir: options.logDir,
  });
  // Any HTTP answer (it is a 400 for a bare GET) means the server is up.
  await waitUntilHealthy({
    name: 'DynamoDB Local',
    probe: httpProbe(`http://127.0.0.1:${options.port}/`),
    service,
  });
  return service;
}
