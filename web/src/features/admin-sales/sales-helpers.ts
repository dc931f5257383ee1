import type { MonthlyRevenue } from '@contracts/sales';

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export interface ChartPoint {
  /** `Jan`, or `Jan 26` for January so a year boundary stays readable. */
  label: string;
  /** `January 2026` for the accessible table and the tooltip. */
  fullLabel: string;
  revenue: number;
  sales: number;
}

/** Shapes the server's `yyyy-mm` months (oldest first) into short chart labels. */
export function toChartPoints(months: readonly MonthlyRevenue[]): ChartPoint[] {
  return months.map(({ month, revenue, sales }) => {
    const [year = '', monthNumber = ''] = month.split('-');
    const index = Number(monthNumber) - 1;
    const short = SHORT_MONTHS[index] ?? month;
    const longName = new Date(Date.UTC(Number(year), index, 1)).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    return {
      label: index === 0 ? `${short} ${year.slice(2)}` : short,
      fullLabel: Number.isNaN(index) ? month : `${longName} ${year}`,
      revenue,
      sales,
    };
  });
}

/** Every other label on a narrow screen keeps 12 months legible at 390 px. */
export function tickInterval(width: number): number {
  return width < 480 ? 1 : 0;
}

/** `sales-2026-01-01-to-2026-01-31.csv`; open ends say `start` / `today`. */
export function csvFileName(from?: string, to?: string): string {
  return `sales-${from || 'start'}-to-${to || 'today'}.csv`;
}
