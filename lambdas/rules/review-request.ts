/**
 * When the review-request e-mail goes and what it lists. Pure: shared by the nightly job and
 * the tests.
 */

/** A week of use is enough to judge a template, and soon enough to remember buying it. */
export const REVIEW_REQUEST_DELAY_DAYS = 7;
/** Due days the job looks back at, so a missed or failed night is caught up. */
export const REVIEW_REQUEST_CATCH_UP_DAYS = 7;
/** A claim older than this is of a run that died: another run may send. */
export const REVIEW_REQUEST_CLAIM_MS = 15 * 60_000;
/** The due item goes (TTL) this long after its day: long after any catch-up. */
export const REVIEW_REQUEST_KEEP_DAYS = 30;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC day an order paid at `paidAt` is due its review request. */
export function reviewRequestDueDay(paidAt: string): string {
  return dayOf(Date.parse(paidAt) + REVIEW_REQUEST_DELAY_DAYS * DAY_MS);
}

/** The UTC day whose paid orders are due on `day`. */
export function reviewRequestPaidDay(day: string): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) - REVIEW_REQUEST_DELAY_DAYS * DAY_MS);
}

/** The due days a run at `now` sends for: today and the catch-up days before it, oldest first. */
export function reviewRequestDaysToSend(now: Date): string[] {
  return Array.from({ length: REVIEW_REQUEST_CATCH_UP_DAYS + 1 }, (_, index) =>
    dayOf(now.getTime() - (REVIEW_REQUEST_CATCH_UP_DAYS - index) * DAY_MS),
  );
}

/** TTL (epoch seconds) of a due item. */
export function reviewRequestExpiry(day: string): number {
  return Math.floor((Date.parse(`${day}T00:00:00Z`) + REVIEW_REQUEST_KEEP_DAYS * DAY_MS) / 1000);
}

export interface RequestCandidate {
  productId: string;
  /** Still the buyer's: not refunded (and, for an account, its purchase not refunded). */
  owned: boolean;
  /** The buyer's account already reviewed it. */
  reviewed: boolean;
  /** Still on sale or at least shown on its page. */
  visible: boolean;
}

/** The products the e-mail asks about; none means no e-mail. */
export function productsToRequest(candidates: readonly RequestCandidate[]): string[] {
  return candidates
    .filter((candidate) => candidate.owned && !candidate.reviewed && candidate.visible)
    .map((candidate) => candidate.productId);
}
