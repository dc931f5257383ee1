import { describeError, log } from '../infra/logger';
import {
  CATALOGUE_CARDS_MIGRATION,
  migrateCatalogueBrowse,
} from '../repositories/catalogue-browse/browse-migration';
import { retireCatalogueIndex } from '../repositories/catalogue-index-migration';
import { INVOICE_LOOKUP_MIGRATION } from '../repositories/invoice-lookup-migration';
import { migrateMoneyToCents, runMigration } from '../repositories/money-migrations';
import { initialiseProductCounters } from '../repositories/product-counter-repository';
import { migrateSalesFigures } from '../services/sales/sales-figure-migration';
import { migrateSellerViews } from '../services/sales/seller-views-migration';
import { HELPFUL_RANK_MIGRATION } from '../repositories/review-helpful-rank';
import { CLOSED_REPORT_TEXT_MIGRATION } from '../repositories/review-report-migration';

/**
 * The stored-data migrations, run by the nightly job after its purge until they finish: each
 * is idempotent and resumable, and readers understand both shapes meanwhile, so a deploy never
 * waits for one and a run cut short by the time limit is simply continued the next night.
 */
export async function runDataMigrations(stopAt: number): Promise<void> {
  try {
    const money = await migrateMoneyToCents({ shouldStop: () => Date.now() >= stopAt });
    if (money.migrated > 0 || !money.finished) {
      log('info', 'Stored money moved to cents', {
        migrated: money.migrated,
        finished: money.finished,
      });
    }
    if (!money.finished) return;
    const invoices = await runMigration(INVOICE_LOOKUP_MIGRATION, {
      shouldStop: () => Date.now() >= stopAt,
    });
    if (invoices.migrated > 0 || !invoices.finished) {
      log('info', 'Invoice numbers of earlier orders made searchable', invoices);
    }
    // Product counters of a shop that had products before they existed (until then the summary
    // cards count the listings); one that saw a write in the last minute waits a night.
    const counters = await initialiseProductCounters();
    if (counters.pending > 0) log('info', 'Product counters left for the next run', counters);
    if (!invoices.finished) return;
    const browse = await migrateCatalogueBrowse({ shouldStop: () => Date.now() >= stopAt });
    if (browse.migrated > 0 || !browse.finished) {
      log('info', 'Existing products listed in the browsable catalogue', browse);
    }
    if (!browse.finished) return;
    const retired = await retireCatalogueIndex({ shouldStop: () => Date.now() >= stopAt });
    if (retired.removed > 0 || !retired.finished) {
      log('info', 'Old catalogue index keys removed from products', retired);
    }
    // Until it finishes, a page completes the items without a card from their products.
    const cards = await migrateCatalogueBrowse({
      name: CATALOGUE_CARDS_MIGRATION,
      shouldStop: () => Date.now() >= stopAt,
    });
    if (cards.migrated > 0 || !cards.finished) {
      log('info', 'Listing items of existing products given their cards', cards);
    }
    const figures = await migrateSalesFigures({ shouldStop: () => Date.now() >= stopAt });
    if (figures.migrated > 0 || !figures.finished) {
      log('info', 'Earlier sales counted per product and per seller', figures);
    }
    // Sellers' product rankings and sale rows rank the figures above: after them.
    if (figures.finished) {
      const views = await migrateSellerViews({ shouldStop: () => Date.now() >= stopAt });
      if (views.migrated > 0 || !views.finished) {
        log('info', "Sellers' product rankings and recent sales filled from earlier data", views);
      }
    }
    const ranks = await runMigration(HELPFUL_RANK_MIGRATION, {
      shouldStop: () => Date.now() >= stopAt,
    });
    if (ranks.migrated > 0 || !ranks.finished) {
      log('info', 'Earlier reviews listed under "most helpful"', ranks);
    }
    const reports = await runMigration(CLOSED_REPORT_TEXT_MIGRATION, {
      shouldStop: () => Date.now() >= stopAt,
    });
    if (reports.migrated > 0 || !reports.finished) {
      log('info', "Reporters' text erased from reports decided on earlier", reports);
    }
  } catch (error) {
    // The purge's result stands; the migration goes on from its saved position next night.
    log('error', 'A data migration failed; it resumes on the next run', describeError(error));
  }
}
