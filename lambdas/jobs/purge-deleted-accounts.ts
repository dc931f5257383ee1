import { observedJob } from '../infra/observed-job';
import { countMetric, METRIC } from '../infra/metrics';
import { purgeDeletedAccounts } from '../services/my-account/account-purge-service';
import { eraseExpiredReportText } from '../services/reviews/report-retention';
import { runDataMigrations } from './data-migrations';
import { describeError, log } from '../infra/logger';
import { sendDueReviewRequests } from '../services/review-requests/review-request-service';

export interface PurgeRunResult {
  purged: number;
  failed: number;
}

/** Thrown when some accounts could not be purged, so the run counts as a Lambda error. */
export class PurgeIncompleteError extends Error {
  override readonly name = 'PurgeIncompleteError';
}

/**
 * One nightly run: final removal of accounts scheduled for deletion 30 days ago or more. Safe to
 * run often; each run takes what is due. Every account that fails adds one to the PurgeFailures
 * metric, and a run with any failure fails (the others are still purged first), so the
 * function's Errors metric and the alarms see it; the failed accounts are retried next run.
 */
export async function purgeRun(now = new Date()): Promise<PurgeRunResult> {
  const result = await purgeDeletedAccounts(now);
  if (result.failed.length > 0) {
    result.failed.forEach(() => countMetric(METRIC.purgeFailures));
    throw new PurgeIncompleteError(
      `${result.failed.length} of ${result.failed.length + result.purged.length} accounts ` +
        'could not be purged; they are retried on the next run',
    );
  }
  return { purged: result.purged.length, failed: 0 };
}

/** The function stops at 5 minutes; migrations stop taking new pages a minute before. */
const MIGRATIONS_UNTIL_MS = 4 * 60_000;

/**
 * One nightly run: the purge, the review requests due, the erasure of reporters' text kept long
 * enough, then the stored-data migrations for the time that is left (whether or not the purge failed: each
 * reports on its own).
 */
export async function nightlyRun(now = new Date()): Promise<PurgeRunResult> {
  const stopAt = Date.now() + MIGRATIONS_UNTIL_MS;
  try {
    return await purgeRun(now);
  } finally {
    // First: it catches its own errors, so the erasure and migrations still run after it.
    await nightlyReviewWork(now, () => Date.now() >= stopAt);
    await eraseExpiredReportText(now, () => Date.now() >= stopAt);
    await runDataMigrations(stopAt);
  }
}

/**
 * The review requests due (a week after each paid order): daily work of the same night,
 * without a function or schedule of its own.
 */
async function nightlyReviewWork(now: Date, timeUp: () => boolean): Promise<void> {
  try {
    const requests = await sendDueReviewRequests(now, timeUp);
    if (requests.sent + requests.skipped + requests.failed > 0) {
      log('info', 'Review requests sent', { ...requests });
    }
  } catch (error) {
    log('error', 'The review requests failed; due ones are sent on the next run', {
      ...describeError(error),
    });
  }
}

/** Scheduled by EventBridge every night. */
export const handler = observedJob('purge-deleted-accounts', () => nightlyRun());
