import { PULSE, SummaryCardsSkeleton } from '../../components/Skeleton';

/** The payout account card, the four totals and the entries while the payouts load. */
export function PayoutsSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="payouts-skeleton">
      <div aria-hidden="true" className={`h-36 w-full rounded-xl ${PULSE}`} />
      <SummaryCardsSkeleton
        label="Loading payouts"
        count={4}
        className="grid-cols-2 lg:grid-cols-4"
      />
      <div aria-hidden="true" className={`h-48 w-full rounded-xl ${PULSE}`} />
    </div>
  );
}
