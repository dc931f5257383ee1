import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { stopProcess, type ServiceProcess } from './processes';
import type { LocalUserPool } from './provision';
import { startLocalApi, startWeb } from './services/node-services';
import { handlerEnvironment, stackWebOptions } from './stack-environment';
import type { StackPorts } from './stack-ports';
import { provisionStack, startEmulators } from './stack-services';

// The ports, the names and environment, and the emulators live beside this file (by what they
// set up); re-exported so the scripts and tests that start a stack import from one place.
export * from './stack-environment';
export * from './stack-ports';

export interface StackOptions {
  ports: StackPorts;
  /** Everything this stack keeps: database, bucket, pool, logs. */
  dataDir: string;
  /** Keep the database on disk (npm start) or in memory (tests). */
  persistent: boolean;
  web: boolean;
  /** Stripe Tax in Checkout and 'excl. tax' labels (npm start: STRIPE_TAX=on); default off. */
  stripeTax?: boolean;
  /**
   * Adaptive Pricing and the automatic locale in Checkout (npm start: on, STRIPE_ADAPTIVE_PRICING=off
   * turns it off); default off, so tests see today's sessions unless one turns it on.
   */
  adaptivePricing?: boolean;
  /** Runs once the emulators are provisioned and the handler environment is set. */
  seed?: (env: Record<string, string>) => Promise<void>;
}

export interface RunningStack {
  ports: StackPorts;
  urls: {
    web: string;
    api: string;
    mailbox: string;
    stripe: string;
    dynamodb: string;
    s3: string;
    cognito: string;
  };
  /** The environment the handlers run with (also set on this process for in-process use). */
  env: Record<string, string>;
  userPool: LocalUserPool;
  stop: () => Promise<void>;
}

/**
 * Starts the whole shop on one machine: the emulators in parallel, then provisioning, seed,
 * the local API and (optionally) the SPA. On any failure, what was started is stopped again.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports, dataDir } = options;
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const started: ServiceProcess[] = [];
  const track = async (service: Promise<ServiceProcess>) => {
    const running = await service;
    started.push(running);
    return running;
  };
  const stop = async () => {
    await Promise.all(started.reverse().map((service) => stopProcess(service)));
  };
  try {
    await startEmulators(options, logDir, track);

    const userPool = await provisionStack(ports, dataDir);

    const stripeTax = options.stripeTax ?? false;
    const env = handlerEnvironment(ports, userPool, stripeTax, options.adaptivePricing);
    Object.assign(process.env, env);
    if (options.seed) await options.seed(env);

    await track(startLocalApi({ port: ports.api, env, logDir }));
    if (options.web) {
      await track(startWeb(stackWebOptions(ports, userPool, dataDir, { stripeTax })));
    }
    return {
      ports,
      env,
      userPool,
      stop,
      urls: {
        web: `http://localhost:${ports.web}`,
        api: `http://127.0.0.1:${ports.api}`,
        mailbox: `http://127.0.0.1:${ports.ses}`,
        stripe: `http://localhost:${ports.stripe}`,
        dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
        s3: `http://127.0.0.1:${ports.s3}`,
        cognito: `http://127.0.0.1:${ports.cognito}`,
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
