/** The nightly pass that erases reporters' text nobody decided on within the retention period. */
import { describeError, log } from '../../infra/logger';
import { eraseOldReportText } from '../../repositories/review-report-repository';
import { REPORT_TEXT_RETENTION_DAYS, reportTextCutoff } from '../../rules/review-reports';

/**
 * Erases the text of open reports older than the retention period (the reports stay in the
 * queue, counted). Never throws: the nightly job's other work stands, and what is left is taken
 * on the next run, since the pass always starts from the oldest open report.
 */
export async function eraseExpiredReportText(
  now: Date,
  shouldStop: () => boolean = () => false,
): Promise<{ erased: number; finished: boolean }> {
  try {
    const result = await eraseOldReportText(reportTextCutoff(now), {
      now: now.toISOString(),
      shouldStop,
    });
    if (result.erased > 0 || !result.finished) {
      log('info', `Reporters' text older than ${REPORT_TEXT_RETENTION_DAYS} days erased`, result);
    }
    return result;
  } catch (error) {
    log('error', "Reporters' old text could not be erased; retried next run", describeError(error));
    return { erased: 0, finished: false };
  }
}
