import { describeError, log } from '../../../lambdas/infra/logger';

/**
 * The local stand-in for the nightly job's review requests (lambdas/jobs/purge-deleted-accounts.ts
 * sends the due ones on AWS): a run when the API starts and every `everyMs` after. Runs never
 * overlap; a failure is logged and the next tick tries again.
 */
export const LOCAL_REVIEW_REQUESTS = {
  everyMs: Number(process.env.LOCAL_REVIEW_REQUESTS_EVERY_MS ?? 10 * 60 * 1000),
} as const;

export function startLocalReviewRequestJob(): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // Imported when it runs, as the function groups' sources are (main.ts).
      const { sendDueReviewRequests } =
        await import('../../../lambdas/services/review-requests/review-request-service');
      const run = await sendDueReviewRequests();
      if (run.sent + run.failed > 0) log('info', 'Local review requests', { ...run });
    } catch (error) {
      log('error', 'Local review-request run failed', { ...describeError(error) });
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), LOCAL_REVIEW_REQUESTS.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
