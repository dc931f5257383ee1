import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  logDir: string;
}

/**
 * Starts one emulator or server as a child process with its output in a log file, so the
 * console shows only what a person needs (URLs, logins, failures).
 */
export function startProcess(options: SpawnOptions): ServiceProcess {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: Ctrl-C in the terminal reaches us, and we stop children in order.
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { name: options.name, child, logFile };
}

export async function stopProcess(service: ServiceProcess, graceMs = 3000): Promise<void> {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** True when something already listens on the port (on any local address). */
export function isPortInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.once('listening', () => server.close(() => resolve(false)));
    server.listen(port);
  });
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface HealthCheck {
  name: string;
  /** Resolves true once the service answers. */
  probe: () => Promise<boolean>;
  service?: ServiceProcess;
  timeoutMs?: number;
}

/**
 * Polls a health probe until it answers. Fails early, with the log file's path, when the
 * process exits first.
 */
export async function waitUntilHealthy(check: HealthCheck): Promise<void> {
  const deadline = Date.now() + (check.timeoutMs ?? 60_000);
  let exitCode: number | null = null;
  check.service?.child.once('exit', (code) => {
    exitCode = code ?? -1;
  });
  for (;;) {
    if (exitCode !== null) {
      throw new Error(
        `${check.name} exited with code ${exitCode} before it was ready; see ${check.service?.logFile}`,
      );
    }
    if (await check.probe().catch(() => false)) return;
    if (Date.now() > deadline) {
      throw new Error(`${check.name} did not become ready in time; see ${check.service?.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A health probe that succeeds once an HTTP request gets any answer below 500. */
export function httpProbe(url: string, init?: RequestInit): () => Promise<boolean> {
  return async () => {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.status < 500;
  };
}
