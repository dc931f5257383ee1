import { bookDuePayouts } from '../../../lambdas/jobs/payouts-worker';
import { describeError, log } from '../../../lambdas/infra/logger';
import { releaseRun } from '../../../lambdas/services/payouts/release-service';
import { createSalesSweep } from './sales-sweep';

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

export function startLocalPayoutsWorker(jobs: PayoutsJobs = FROM_SOURCES): () => void {
  let running = false;
  let lastRelease = Date.now();
  // The stream's other use here: the per-product and per-seller sales figures of paid orders
  // (run from the sources in bundle mode too, as the search indexer), a bounded read per tick.
  const countSales = createSalesSweep();
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
