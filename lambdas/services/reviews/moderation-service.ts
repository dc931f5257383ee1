/** The admin's review moderation: reported and recent reviews, hide and restore with a reason. */
import {
  REVIEW_MESSAGES,
  type ModeratedReview,
  type ModerationPage,
} from '../../contracts/reviews';
import { reviewKeys } from '../../repositories/keys';
import { cursorScope, encodePageCursor } from '../../repositories/page-cursor';
import { getProducts } from '../../repositories/product-repository';
import {
  closeReports,
  listOpenReports,
  listOpenReportsOf,
  listReportsOf,
} from '../../repositories/review-report-repository';
import { writeTransaction } from '../../repositories/transaction';
import { getReview, listRecentReviews, type Review } from '../../repositories/review-repository';
import { auditWrite, type AdminActor } from '../shared/audit-service';
import { NotFoundError } from '../shared/errors';
import { startKeyOf } from '../shared/page-cursors';
import { changeReview } from '../review-ledger/review-change';
import { publicReview } from './review-views';

async function moderated(reviews: readonly Review[]): Promise<ModeratedReview[]> {
  const ids = [...new Set(reviews.map((review) => review.product_id))];
  const names = new Map((await getProducts(ids)).map((product) => [product.id, product.name]));
  return Promise.all(
    reviews.map(async (review) => ({
      ...publicReview(review),
      productId: review.product_id,
      productName: names.get(review.product_id) ?? review.product_id,
      ...(review.hidden ? { hidden: review.hidden } : {}),
      reportCount: review.report_count,
      reports: (await listReportsOf(review.product_id, review.review_id)).map((report) => ({
        reason: report.reason ?? '',
        reportedAt: report.reported_at,
        ...(report.reason_erased_at ? { reasonErased: true as const } : {}),
      })),
    })),
  );
}

/** Reported reviews (open reports, newest first, each review once) or the shop's newest. */
export async function listModeration(
  caller: { userId: string },
  query: { view: 'reported' | 'recent'; cursor?: string | undefined; limit: number },
): Promise<ModerationPage> {
  const scope = cursorScope('review-moderation', caller.userId, query.view);
  if (query.view === 'recent') {
    const startKey = await startKeyOf(query.cursor, scope, {
      index: 'GSI3',
      partition: reviewKeys.recentPartition,
    });
    const page = await listRecentReviews(query.limit, startKey);
    const nextCursor = await encodePageCursor(page.lastKey, scope);
    return { reviews: await moderated(page.reviews), ...(nextCursor ? { nextCursor } : {}) };
  }
  const startKey = await startKeyOf(query.cursor, scope, {
    index: 'GSI1',
    partition: reviewKeys.openReportPartition,
  });
  const page = await listOpenReports(query.limit, startKey);
  const seen = new Set<string>();
  const reviews: Review[] = [];
  for (const report of page.reports) {
    const key = `${report.product_id}/${report.review_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const review = await getReview(report.product_id, report.review_id);
    if (review) reviews.push(review);
  }
  const nextCursor = await encodePageCursor(page.lastKey, scope);
  return { reviews: await moderated(reviews), ...(nextCursor ? { nextCursor } : {}) };
}

/**
 * Hides or shows a review again, with the admin's reason in the audit log (same transaction as
 * the review and its aggregate). Deciding closes the review's open reports and erases what the
 * reporters wrote (the audit entry holds only the admin's reason). Repeating the current state
 * changes nothing and writes no audit entry, but still closes the reports (dismissing them).
 */
export async function moderateReview(
  actor: AdminActor,
  productId: string,
  reviewId: string,
  action: 'hide' | 'restore',
  reason: string,
  now = new Date(),
): Promise<ModeratedReview> {
  const review = await changeReview(productId, reviewId, (current) => {
    if (!current) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    const isHidden = Boolean(current.hidden);
    if ((action === 'hide') === isHidden) return { next: 'keep', result: current };
    const { hidden: _hidden, ...shown } = current;
    void _hidden;
    const next: Review =
      action === 'hide'
        ? { ...current, hidden: { by: 'moderation', reason, at: now.toISOString() } }
        : shown;
    const audit = auditWrite(
      actor,
      action === 'hide' ? 'review.hide' : 'review.restore',
      { type: 'review', id: `${productId}/${reviewId}` },
      reason.slice(0, 500),
      now,
    );
    return { next, result: next, extra: [audit] };
  });
  await closeReports(await listReportsOf(productId, reviewId), now.toISOString());
  const [shown] = await moderated([review]);
  if (!shown) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return shown;
}

/**
 * Dismisses a review's open reports: the review stays as it is, the reports close and lose the
 * reporters' text, and the admin's reason goes to the audit log (`review.dismiss`). The entry is
 * written first, so a failure in between leaves the reports open for a retry (an entry twice
 * rather than a dismissal without one); with nothing open, nothing is written.
 */
export async function dismissReports(
  actor: AdminActor,
  productId: string,
  reviewId: string,
  reason: string,
  now = new Date(),
): Promise<ModeratedReview> {
  const review = await getReview(productId, reviewId);
  if (!review) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  const open = await listOpenReportsOf(productId, reviewId);
  if (open.length > 0) {
    const target = { type: 'review', id: `${productId}/${reviewId}` } as const;
    const audit = auditWrite(actor, 'review.dismiss', target, reason.slice(0, 500), now);
    const written = await writeTransaction([audit]);
    if (!written.ok) throw new Error('The audit entry of a dismissal was not written');
    await closeReports(open, now.toISOString());
  }
  const [shown] = await moderated([review]);
  if (!shown) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return shown;
}
