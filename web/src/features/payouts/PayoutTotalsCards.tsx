import { formatCents } from '@rules/money';
import type { PayoutTotals } from '@contracts/payouts';

interface TotalCard {
  key: 'pending' | 'held' | 'transferred' | 'reversed';
  label: string;
  hint: string;
  cents: (totals: PayoutTotals) => number;
}

const CARDS: TotalCard[] = [
  {
    key: 'pending',
    label: 'Pending',
    hint: 'Being transferred',
    cents: (totals) => totals.pending_cents,
  },
  {
    key: 'held',
    label: 'Held',
    hint: 'Until payouts are enabled',
    cents: (totals) => totals.held_cents,
  },
  {
    key: 'transferred',
    label: 'Transferred',
    hint: 'Sent to your Stripe account',
    cents: (totals) => totals.transferred_cents,
  },
  {
    key: 'reversed',
    label: 'Reversed',
    hint: 'Taken back for refunds',
    cents: (totals) => totals.reversed_cents,
  },
];

/** Pending, held, transferred and reversed: the seller's running totals, exact to the cent. */
export function PayoutTotalsCards({ totals }: { totals: PayoutTotals }) {
  return (
    <section aria-labelledby="payout-totals-heading">
      <h2 id="payout-totals-heading" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map((card) => (
          <div
            key={card.key}
            className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
          >
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">{card.label}</dt>
            <dd
              className="mt-1 text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl"
              data-testid={`payout-total-${card.key}`}
            >
              {formatCents(card.cents(totals))}
            </dd>
            <dd className="mt-0.5 text-xs text-slate-500">{card.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
