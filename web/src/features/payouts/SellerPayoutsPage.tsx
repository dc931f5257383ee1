import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { DownloadIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';
import { LedgerTable } from './LedgerTable';
import { PayoutAccountCard } from './PayoutAccountCard';
import { PayoutsSkeleton } from './PayoutsSkeleton';
import { PayoutTotalsCards } from './PayoutTotalsCards';
import { downloadLedgerCsv, useSellerPayouts } from './payouts-api';
import { useOnboarding, useOnboardingArrival } from './use-onboarding';

/**
 * `/seller/payouts`: the seller's Stripe account (connect, continue onboarding, enabled), the
 * pending, held, transferred and reversed totals, and the ledger with a CSV download. Buyers'
 * e-mail addresses are never part of it.
 */
export function SellerPayoutsPage() {
  const { user, getAccessToken } = useAuth();
  const { arrival, pollWhile } = useOnboardingArrival();
  const payouts = useSellerPayouts(user?.userId, pollWhile);
  const first = payouts.data?.pages[0];
  const { onboard, onboarding, notice } = useOnboarding(arrival, first?.account.state);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLedgerCsv(getAccessToken);
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : 'The export failed');
    } finally {
      setExporting(false);
    }
  };

  const entries = payouts.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageMeta title="Payouts" noIndex />
      <h1 className="text-2xl font-semibold text-slate-900">Payouts</h1>
      {payouts.isPending && <PayoutsSkeleton />}
      {payouts.isError &&
        (payouts.error instanceof ApiError && payouts.error.status === 403 ? (
          <p className="text-sm text-slate-700">{payouts.error.message}</p>
        ) : (
          <LoadError
            message="The payouts could not be loaded."
            onRetry={() => void payouts.refetch()}
          />
        ))}
      {first && (
        <>
          <PayoutAccountCard
            account={first.account}
            commissionRateBps={first.commission_rate_bps}
            onOnboard={onboard}
            onboarding={onboarding}
            notice={notice}
          />
          <PayoutTotalsCards totals={first.totals} />
          <section aria-labelledby="payout-entries-heading" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="payout-entries-heading" className="text-lg font-semibold text-slate-900">
                Entries
              </h2>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={exporting || entries.length === 0}
                onClick={() => void exportCsv()}
              >
                <DownloadIcon className="size-4" />
                {exporting ? 'Downloading…' : 'Download CSV'}
              </button>
            </div>
            <LedgerTable entries={entries} />
            {payouts.hasNextPage && (
              <button
                type="button"
                className={buttonClass('secondary', 'md', 'self-start')}
                disabled={payouts.isFetchingNextPage}
                onClick={() => void payouts.fetchNextPage()}
              >
                {payouts.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            )}
          </section>
        </>
      )}
    </div>
  );
}
