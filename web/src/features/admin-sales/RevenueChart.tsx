import { useId, useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthlyRevenue } from '@contracts/sales';
import { formatUsd } from '@rules/money';
import { tickInterval, toChartPoints } from './sales-helpers';

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

/** Revenue per month, last 12 months; a visually hidden table carries the same figures. */
export function RevenueChart({ months }: { months: MonthlyRevenue[] }) {
  const points = useMemo(() => toChartPoints(months), [months]);
  const titleId = useId();
  const descriptionId = useId();
  const narrow = typeof window !== 'undefined' && window.innerWidth < 480;

  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <figcaption id={titleId} className="text-base font-semibold text-slate-900">
        Revenue per month
      </figcaption>
      <p id={descriptionId} className="text-sm text-slate-600">
        Paid revenue for each of the last 12 months, oldest first.
      </p>
      <div className="mt-3 h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {/* Hidden from assistive technology (the table below has the figures), so not focusable either. */}
          <BarChart
            data={points}
            margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="label"
              interval={tickInterval(narrow ? 390 : 1024)}
              tick={{ fontSize: 12 }}
              tickLine={false}
            />
            <YAxis
              width={narrow ? 44 : 60}
              tick={{ fontSize: 12 }}
              tickFormatter={(value: number) => compactUsd.format(value)}
              tickCount={narrow ? 4 : 6}
            />
            <Tooltip
              formatter={(value) => formatUsd(Number(value))}
              labelFormatter={(_, payload) =>
                (payload[0]?.payload as { fullLabel?: string } | undefined)?.fullLabel ?? ''
              }
            />
            <Bar dataKey="revenue" name="Revenue" fill="#4f46e5" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Revenue per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
            <th scope="col">Sales</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.fullLabel}>
              <th scope="row">{point.fullLabel}</th>
              <td>{formatUsd(point.revenue)}</td>
              <td>{point.sales}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
