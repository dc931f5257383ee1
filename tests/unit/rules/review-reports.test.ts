import {
  REPORT_TEXT_RETENTION_DAYS,
  reportTextCutoff,
} from '../../../lambdas/rules/review-reports';

describe("reporters' text retention", () => {
  it('keeps the text for the retention period, counted from the report', () => {
    const now = new Date('2026-11-27T03:00:00.000Z');
    expect(REPORT_TEXT_RETENTION_DAYS).toBe(90);
    expect(reportTextCutoff(now)).toBe('2026-08-29T03:00:00.000Z');
    // The open-report queue's keys start with the report time: a report at the cutoff or after
    // sorts above it and keeps its text; one a moment before sorts below.
    const key = (at: string) => `${at}#product#review#reporter`;
    expect(key('2026-08-29T03:00:00.000Z') > reportTextCutoff(now)).toBe(true);
    expect(key('2026-08-29T02:59:59.999Z') < reportTextCutoff(now)).toBe(true);
  });
});
