import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { nightlyRun } from '../../lambdas/jobs/purge-deleted-accounts';
import { reviewKeys } from '../../lambdas/repositories/keys';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { tableName } from '../../lambdas/repositories/table';
import { runMigration } from '../../lambdas/repositories/money-migrations';
import { CLOSED_REPORT_TEXT_MIGRATION } from '../../lambdas/repositories/review-report-migration';
import { listReportsOf } from '../../lambdas/repositories/review-report-repository';
import { getAggregate, getReview, reviewIdOf } from '../../lambdas/repositories/review-repository';
import { recount } from '../../lambdas/rules/reviews';
import { REPORT_TEXT_RETENTION_DAYS } from '../../lambdas/rules/review-reports';
import { reportReview } from '../../lambdas/services/reviews/reply-report-service';
import { eraseExpiredReportText } from '../../lambdas/services/reviews/report-retention';
import { createReview } from '../../lambdas/services/reviews/review-service';
import { callAdmin } from '../support/admin-api';
import { shopProduct } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { rawItem } from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';
import { caller, owns, review, send } from '../support/reviews';

/**
 * What reporters write about a review is kept only as long as moderation needs it: erased when
 * the admin decides, or by the nightly job once older than the retention period. The reports
 * themselves (counts, one per user) stay.
 */
const DAY_MS = 86_400_000;

interface QueuedReview {
  reviewId: string;
  reportCount: number;
  reports: { reason: string; reasonErased?: true }[];
}

describe("reporters' text retention", () => {
  let admin: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    admin = await createSignedInUser({ groups: ['admin'] });
  }, 60_000);

  /** A product with one review, reported by each of `reports` (text, days ago). */
  async function reportedReview(reports: readonly [string, number][], now = new Date()) {
    const id = `review-retention-${randomUUID()}`;
    await putProduct(shopProduct(id));
    const author = randomUUID();
    await owns(author, id);
    await createReview(caller(author), id, { ...review, rating: 2 });
    const reviewId = reviewIdOf(id, author);
    const reporters: string[] = [];
    for (const [text, daysAgo] of reports) {
      const reporter = randomUUID();
      reporters.push(reporter);
      await reportReview(
        caller(reporter),
        id,
        reviewId,
        text,
        new Date(now.getTime() - daysAgo * DAY_MS),
      );
    }
    return { id, reviewId, reporters };
  }

  async function reportedQueue(): Promise<QueuedReview[]> {
    const answer = await send('GET /api/admin/reviews', {
      token: admin.accessToken,
      params: {},
      query: { view: 'reported', limit: '50' },
    });
    expect(answer.status).toBe(200);
    return answer.body.reviews as QueuedReview[];
  }

  it('erases the reporters’ text when the admin hides the review, keeping counts and the audit entry', async () => {
    const { id, reviewId, reporters } = await reportedReview([
      ['He insults the seller by name', 1],
      ['Spam link in the text', 0],
    ]);
    expect(
      (await reportedQueue())
        .find((item) => item.reviewId === reviewId)
        ?.reports.map((r) => r.reason),
    ).toEqual(expect.arrayContaining(['He insults the seller by name', 'Spam link in the text']));

    const hidden = await send('POST /api/admin/products/{id}/reviews/{reviewId}/hide', {
      token: admin.accessToken,
      params: { id, reviewId },
      body: { reason: 'Abusive language' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ reportCount: 2 });
    expect(hidden.body.reports).toEqual([
      expect.objectContaining({ reason: '', reasonErased: true }),
      expect.objectContaining({ reason: '', reasonErased: true }),
    ]);
    // Stored: the reports are still there (who and when), their text is not.
    for (const reporter of reporters) {
      const stored = await rawItem(reviewKeys.report(id, reviewId, reporter));
      expect(stored).toMatchObject({ reporter_id: reporter, reason_erased_at: expect.any(String) });
      expect(stored).not.toHaveProperty('reason');
      expect(stored).not.toHaveProperty('GSI1PK');
    }
    expect((await getReview(id, reviewId))?.report_count).toBe(2);
    expect((await reportedQueue()).some((item) => item.reviewId === reviewId)).toBe(false);
    // The security log keeps the decision and the admin's reason, never the reporters' words.
    const audit = await callAdmin<{ entries: { target_id: string; detail: string }[] }>(
      'GET /api/admin/audit',
      { token: admin.accessToken, query: { action: 'review.hide' } },
    );
    const entries = audit.body.entries.filter((entry) => entry.target_id === `${id}/${reviewId}`);
    expect(entries).toEqual([expect.objectContaining({ detail: 'Abusive language' })]);
    expect(JSON.stringify(entries)).not.toMatch(/insults|Spam link/);
    // A second report by the same user is still refused: the report itself was kept.
    const again = await send('POST /api/admin/products/{id}/reviews/{reviewId}/restore', {
      token: admin.accessToken,
      params: { id, reviewId },
      body: { reason: 'Edited since' },
    });
    expect(again.status).toBe(200);
    await expect(
      reportReview(caller(reporters[0] ?? ''), id, reviewId, 'Again'),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('erases the text when the admin restores a review that was shown all along', async () => {
    const { id, reviewId } = await reportedReview([['I just disagree with it', 0]]);
    const kept = await send('POST /api/admin/products/{id}/reviews/{reviewId}/restore', {
      token: admin.accessToken,
      params: { id, reviewId },
      body: { reason: 'Nothing wrong with it' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      reportCount: 1,
      reports: [{ reason: '', reasonErased: true }],
    });
    expect(kept.body).not.toHaveProperty('hidden');
    expect((await listReportsOf(id, reviewId)).map((report) => report.reason)).toEqual([undefined]);
    expect((await reportedQueue()).some((item) => item.reviewId === reviewId)).toBe(false);
  });

  it('dismisses the reports of a review it leaves shown, audited without the reporters’ words', async () => {
    const { id, reviewId } = await reportedReview([
      ['Competitor wrote this', 2],
      ['Fake, I know the author', 1],
    ]);
    const dismiss = () =>
      send('POST /api/admin/products/{id}/reviews/{reviewId}/dismiss', {
        token: admin.accessToken,
        params: { id, reviewId },
        body: { reason: 'Reports do not hold' },
      });
    const dismissed = await dismiss();
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ reviewId, reportCount: 2 });
    expect(dismissed.body).not.toHaveProperty('hidden');
    expect(dismissed.body.reports).toEqual([
      expect.objectContaining({ reason: '', reasonErased: true }),
      expect.objectContaining({ reason: '', reasonErased: true }),
    ]);
    expect(await getAggregate(id)).toEqual(recount([2]));
    expect((await reportedQueue()).some((item) => item.reviewId === reviewId)).toBe(false);
    const entries = async () =>
      (
        await callAdmin<{ entries: { target_id: string; detail: string }[] }>(
          'GET /api/admin/audit',
          { token: admin.accessToken, query: { action: 'review.dismiss' } },
        )
      ).body.entries.filter((entry) => entry.target_id === `${id}/${reviewId}`);
    const logged = await entries();
    expect(logged).toEqual([expect.objectContaining({ detail: 'Reports do not hold' })]);
    expect(JSON.stringify(logged)).not.toMatch(/Competitor|Fake/);
    // Nothing left open: a repeat writes nothing more.
    expect((await dismiss()).status).toBe(200);
    expect(await entries()).toHaveLength(1);
    const missing = await send('POST /api/admin/products/{id}/reviews/{reviewId}/dismiss', {
      token: admin.accessToken,
      params: { id, reviewId: 'no-such-review' },
      body: { reason: 'Reports do not hold' },
    });
    expect(missing).toEqual({ status: 404, body: { error: 'Review not found' } });
  });

  it('erases, in the nightly run, the text of open reports older than the retention period only', async () => {
    const now = new Date();
    const { id, reviewId, reporters } = await reportedReview(
      [
        ['Old complaint nobody looked at', REPORT_TEXT_RETENTION_DAYS + 1],
        ['Recent complaint', REPORT_TEXT_RETENTION_DAYS - 1],
      ],
      now,
    );
    const [old, recent] = reporters.map((reporter) => reviewKeys.report(id, reviewId, reporter));

    expect(await nightlyRun(now)).toEqual({ purged: 0, failed: 0 });

    expect(await rawItem(old!)).not.toHaveProperty('reason');
    expect(await rawItem(old!)).toMatchObject({ reason_erased_at: now.toISOString() });
    expect(await rawItem(recent!)).toMatchObject({ reason: 'Recent complaint' });
    expect(await rawItem(recent!)).not.toHaveProperty('reason_erased_at');
    // Both stay open and counted, for the admin to decide on.
    const queued = (await reportedQueue()).find((item) => item.reviewId === reviewId);
    expect(queued?.reportCount).toBe(2);
    expect(queued?.reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: '', reasonErased: true }),
        { reason: 'Recent complaint', reportedAt: expect.any(String) },
      ]),
    );
    // A second pass finds nothing left to erase; the recent text goes once it is old enough.
    expect(await eraseExpiredReportText(now)).toEqual({ erased: 0, finished: true });
    const later = new Date(now.getTime() + 2 * DAY_MS);
    expect(await eraseExpiredReportText(later)).toEqual({ erased: 1, finished: true });
    expect(await rawItem(recent!)).not.toHaveProperty('reason');
    expect((await getReview(id, reviewId))?.report_count).toBe(2);
  });

  it('erases, once, the text that reports decided on before decisions erased it still hold', async () => {
    const { id, reviewId, reporters } = await reportedReview([
      ['Decided long ago', 3],
      ['Still waiting', 1],
    ]);
    const [decided, open] = reporters.map((reporter) => reviewKeys.report(id, reviewId, reporter));
    // A report closed the way decisions used to close them: out of the queue, its text kept.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: decided,
        UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
      }),
    );
    // Its own name: the nightly runs of the tests above have finished the shop's migration.
    const migration = {
      ...CLOSED_REPORT_TEXT_MIGRATION,
      name: `closed-report-text-${randomUUID()}`,
    };

    expect(await runMigration(migration)).toEqual({ finished: true, migrated: 1 });

    expect(await rawItem(decided!)).not.toHaveProperty('reason');
    expect(await rawItem(decided!)).toMatchObject({ reason_erased_at: expect.any(String) });
    expect(await rawItem(open!)).toMatchObject({ reason: 'Still waiting' });
    expect(await rawItem(open!)).not.toHaveProperty('reason_erased_at');
    expect((await getReview(id, reviewId))?.report_count).toBe(2);
    expect(await runMigration({ ...migration, name: `${migration.name}-again` })).toEqual({
      finished: true,
      migrated: 0,
    });
  });
});
