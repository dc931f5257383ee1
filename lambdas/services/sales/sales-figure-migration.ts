import type { PageKey } from '../../repositories/page-cursor';
import { applySalesEvent } from '../../repositories/sales-figure-repository';
import {
  readMigrationState,
  saveMigrationState,
  stripLegacyShardAttributes,
} from '../../repositories/sales-figure-migration-repository';
import { pagePaidOrders } from '../../repositories/sales-listing-repository';
import { salesEventsOf } from './sales-events';

const PAGE = 100;

/**
 * Fills the per-product and per-seller figures for the orders paid before they existed, then
 * takes the per-product attributes out of the month shards. The figures are recounted from the
 * paid orders (the record the shards were summed from) through the same markers as the stream,
 * not copied from the shards: an old order the stream already counted (a refund or a guest
 * linking after the deploy changes it) is then skipped instead of counted twice, which copying
 * could not tell. Resumable: the position is saved after each page; a page repeated after a
 * cut is skipped by its markers. Idempotent once finished.
 */
export async function migrateSalesFigures(options: {
  shouldStop?: () => boolean;
}): Promise<{ migrated: number; finished: boolean }> {
  const state = await readMigrationState();
  if (state.finished) return { migrated: 0, finished: true };
  let migrated = 0;
  while (!state.counted) {
    if (options.shouldStop?.()) return { migrated, finished: false };
    const page = await pagePaidOrders('0000', '9999', PAGE, state.lastKey as PageKey | undefined);
    for (const order of page.orders) {
      for (const event of salesEventsOf(order)) migrated += (await applySalesEvent(event)).applied;
    }
    state.lastKey = page.lastKey;
    if (!page.lastKey) state.counted = true;
    await saveMigrationState(state);
  }
  await stripLegacyShardAttributes();
  await saveMigrationState({ counted: true, finished: true });
  return { migrated, finished: true };
}
