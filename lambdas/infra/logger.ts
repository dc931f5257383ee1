/**
 * Structured logging with Powertools for AWS Lambda: one JSON line per event (CloudWatch Logs
 * Insights queries the fields), with the Lambda request id, the cold-start flag and a
 * correlation id that follows a request from API Gateway into the queued jobs. The level comes
 * from POWERTOOLS_LOG_LEVEL (set per environment by the stack); `LOG_LEVEL=silent` silences it
 * (the test suites). Everything written passes through the redaction of log-redaction.ts:
 * tokens, passwords, e-mail addresses and presigned URLs never reach a log line.
 *
 * `log(level, message, fields)` stays the call sites' interface.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { redactingReplacer, redactText } from './log-redaction';
import { OBSERVABILITY_ENV, SERVICE_NAME } from './observability-names';

type Level = 'info' | 'warn' | 'error';

const LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'] as const;
type PowertoolsLevel = (typeof LEVELS)[number];

function configuredLevel(): PowertoolsLevel {
  const wanted = (process.env[OBSERVABILITY_ENV.logLevel] ?? process.env.LOG_LEVEL ?? 'INFO')
    .trim()
    .toUpperCase();
  return (LEVELS as readonly string[]).includes(wanted) ? (wanted as PowertoolsLevel) : 'INFO';
}

export const logger = new Logger({
  serviceName: process.env[OBSERVABILITY_ENV.serviceName] ?? SERVICE_NAME,
  logLevel: configuredLevel(),
  jsonReplacerFn: redactingReplacer,
});

const invocationLoggers = new AsyncLocalStorage<Logger>();

/** The logger of the invocation this code runs for: its own one, else the shared one. */
function activeLogger(): Logger {
  return invocationLoggers.getStore() ?? logger;
}

/**
 * Runs one invocation with a logger of its own. Lambda runs one invocation at a time per
 * container, so there the shared logger serves; a process that runs many at once (the local
 * API server, the local queue) gives each its own, or the correlation id of a request that
 * started meanwhile would be written on another's lines.
 */
export function withOwnLogContext<T>(work: () => T): T {
  return invocationLoggers.run(logger.createChild(), work);
}

function silenced(): boolean {
  return process.env.LOG_LEVEL === 'silent';
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (silenced()) return;
  activeLogger()[level](redactText(message), fields);
}

export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error)
    return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { errorMessage: String(error) };
}

/**
 * Starts one invocation's log context: the Lambda context (request id, cold start) and the
 * correlation id (the API request id, or the one a queued job carries). Keys of the previous
 * invocation are dropped first: a container serves many requests.
 */
export function startLogContext(context: Context | undefined, correlationId: string): void {
  const active = activeLogger();
  active.resetKeys();
  if (context) active.addContext(context);
  active.setCorrelationId(correlationId);
}

/** The current invocation's correlation id (forwarded to queued jobs). */
export function currentCorrelationId(): string | undefined {
  const value = activeLogger().getCorrelationId();
  return typeof value === 'string' && value ? value : undefined;
}
