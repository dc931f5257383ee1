/**
 * How long the shop keeps what reporters wrote about a review. Pure: no I/O.
 *
 * A report's free text is only there for the moderator to weigh: once the admin decides on the
 * review (hide, restore or a decision that leaves it as it is) it is erased, and a report nobody
 * decided on loses its text after REPORT_TEXT_RETENTION_DAYS (the nightly job). The report itself
 * (who reported, when) stays, so counts and the one-report-per-user rule still hold.
 */
export const REPORT_TEXT_RETENTION_DAYS = 90;

const DAY_MS = 86_400_000;

/** Reports made before this instant (ISO) have kept their text long enough. */
export function reportTextCutoff(now: Date): string {
  return new Date(now.getTime() - REPORT_TEXT_RETENTION_DAYS * DAY_MS).toISOString();
}
