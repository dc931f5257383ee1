import { describeError, log } from '../../../lambdas/infra/logger';
import { reconcileSearchIndex } from '../../../lambdas/services/search/search-indexer';

/**
 * The local stand-in for the search indexer's triggers on AWS (the table's stream and the daily
 * reconcile; DynamoDB Local's stream is not used): the reconcile every `pollMs`, which reads the
 * catalogue and each listed product's partition and swaps a snapshot only when a document
 * changed. A few dozen reads a tick at the demo's size. Runs never overlap; a failure is logged
 * and the next tick tries again. In bundle mode it still runs from the sources: the indexer is
 * not an API function group.
 */
export const LOCAL_SEARCH_INDEX = {
  pollMs: Number(process.env.LOCAL_SEARCH_INDEX_POLL_MS ?? 1000),
} as const;

export function startLocalSearchIndexer(): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await reconcileSearchIndex();
    } catch (error) {
      log('error', 'Local search indexer run failed', { ...describeError(error) });
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), LOCAL_SEARCH_INDEX.pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
