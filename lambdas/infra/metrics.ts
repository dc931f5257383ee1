/**
 * Business metrics as CloudWatch Embedded Metric Format (Powertools Metrics): a JSON line in
 * the function's log that CloudWatch turns into metrics, with no API call on the request path.
 * Alarms and the dashboard (lib/constructs/observability.ts) read the same names. Flushed at
 * the end of every invocation; the test suites (`LOG_LEVEL=silent`) drop them instead.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  METRIC,
  METRICS_NAMESPACE,
  OBSERVABILITY_ENV,
  SERVICE_NAME,
  type MetricName,
} from './observability-names';

export { METRIC };

export const metrics = new Metrics({
  namespace: process.env[OBSERVABILITY_ENV.metricsNamespace] ?? METRICS_NAMESPACE,
  serviceName: process.env[OBSERVABILITY_ENV.serviceName] ?? SERVICE_NAME,
});

/** Adds to a count metric of this invocation. */
export function countMetric(name: MetricName, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** Adds to a metric that is not a count (revenue in cents has no CloudWatch unit). */
export function valueMetric(name: MetricName, value: number): void {
  metrics.addMetric(name, MetricUnit.NoUnit, value);
}

/** Writes this invocation's metrics (nothing when none were added). */
export function flushMetrics(): void {
  if (!metrics.hasStoredMetrics()) return;
  if (process.env.LOG_LEVEL === 'silent') {
    metrics.clearMetrics();
    return;
  }
  metrics.publishStoredMetrics();
}
