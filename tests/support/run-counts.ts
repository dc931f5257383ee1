import { appendFileSync } from 'node:fs';

/**
 * Adds `label` to the run's closing line (tests/support/summary-reporter.js), e.g.
 * "authorisation matrix: 605 cases".
 */
export function recordRunCount(label: string): void {
  const file = process.env.TEST_RUN_COUNTS_FILE;
  if (file) appendFileSync(file, `${label}\n`);
}
