import { bookDuePayouts } from '../../../lambdas/jobs/payouts-worker';
import { describeError, log } from '../../../lambdas/infra/logger';
import { releaseRun } from '../../../lambdas/services/payouts/release-service';
import { countPaidOrderSales } from '../../../lambdas/services/sales/sales-events';

/**
 * The local stand-in for the payouts worker's two triggers on AWS: the table's stream (here: the
 * outbox is read every `pollMs`) and the 15-minute release schedule. Runs never overlap; each
 * failure is logged and the next tick tries again, as the stream's retry and the schedule do.
 */
export const LOCAL_PAYOUTS = {
  pollMs: Number(process.env.LOCAL_PAYOUTS_POLL_MS ?? 500),
  releaseEveryMs: 15 * 60 * 1000,
} as const;

/** What one tick runs: the sources' functions, or the worker's bundle (bundled-jobs.ts). */
export interface PayoutsJobs {
  bookDue: () => Promise<unknown>;
  release: () => Promise<unknown>;
}

const FROM_SOURCES: PayoutsJobs = { bookDue: bookDuePayouts, release: releaseRun };

/**
 * The stream's other use here: the per-product and per-seller sales figures of paid orders (run
 * from the sources in bundle mode too, as the search indexer). Orders seen unchanged (same refund
 * count) are skipped, so a tick after the first reads the paid-orders listing and little else.
 */
function localSalesCounter(): () => Promise<number> {
  const seen = new Map<string, number>();
  return async () => {
    try {
      return await countPaidOrderSales((order) => {
        const version = order.refund_seq ?? 0;
        if (seen.get(order.session_id) === version) return false;
        seen.set(order.session_id, version);
        return true;
      });
    } catch (error) {
      seen.clear(); // the next tick looks at every order again (the markers skip the counted)
      throw error;
    }
  };
}

export function startLocalPayoutsWorker(jobs: PayoutsJobs = FROM_SOURCES): () => void {
  let running = false;
  let lastRelease = Date.now();
  const countSales = localSalesCounter();
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await jobs.bookDue();
      await countSales();
      if (Date.now() - lastRelease >= LOCAL_PAYOUTS.releaseEveryMs) {
        lastRelease = Date.now();
        await jobs.release();
      }
    } catch (error) {
      log('error', 'Local payouts worker run failed', { ...describeError(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), LOCAL_PAYOUTS.pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
