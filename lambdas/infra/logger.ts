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

function silenced(): boolean {
  return process.env.LOG_LEVEL === 'silent';
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (silenced()) return;
  logger[level](redactText(message), fields);
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
  logger.resetKeys();
  if (context) logger.addContext(context);
  logger.setCorrelationId(correlationId);
}

/** The current invocation's correlation id (forwarded to queued jobs). */
export function currentCorrelationId(): string | undefined {
  const value = logger.getCorrelationId();
  return typeof value === 'string' && value ? value : undefined;
}
