import type { SalesStats } from '@contracts/sales';
import { formatUsd } from '@rules/money';

interface Card {
  label: string;
  value: string;
}

function cardsOf(stats: SalesStats): Card[] {
  const cards: Card[] = [
    { label: 'Total revenue', value: formatUsd(stats.total_revenue) },
    { label: "This month's revenue", value: formatUsd(stats.month_revenue) },
    { label: 'Number of sales', value: stats.sales_count.toLocaleString('en-US') },
    { label: 'Sales this month', value: stats.month_sales_count.toLocaleString('en-US') },
    // Free products claimed: counted apart, never sales or revenue.
    { label: 'Free claims', value: stats.free_claims.toLocaleString('en-US') },
    { label: 'Free claims this month', value: stats.month_free_claims.toLocaleString('en-US') },
  ];
  if (stats.total_users !== undefined) {
    cards.push({ label: 'Total users', value: stats.total_users.toLocaleString('en-US') });
  }
  if (stats.month_users !== undefined) {
    cards.push({ label: 'New users this month', value: stats.month_users.toLocaleString('en-US') });
  }
  return cards;
}

export function StatCards({ stats }: { stats: SalesStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {cardsOf(stats).map(({ label, value }) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900 sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
