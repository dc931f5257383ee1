import { formatUsd } from '../../../lambdas/rules/money';
import {
  csvFileName,
  tickInterval,
  toChartPoints,
} from '../../../web/src/features/admin-sales/sales-helpers';

describe('sales chart data', () => {
  it('gives short labels, the year on January, full names for the table', () => {
    const points = toChartPoints([
      { month: '2025-12', revenue: 10, sales: 1, claims: 0 },
      { month: '2026-01', revenue: 20.5, sales: 2, claims: 3 },
    ]);
    expect(points.map((p) => p.label)).toEqual(['Dec', 'Jan 26']);
    expect(points.map((p) => p.fullLabel)).toEqual(['December 2025', 'January 2026']);
    expect(points[1]?.revenue).toBe(20.5);
  });

  it('thins the ticks on a phone', () => {
    expect(tickInterval(390)).toBe(1);
    expect(tickInterval(1024)).toBe(0);
  });
});

describe('CSV export', () => {
  it('names the file after the period', () => {
    expect(csvFileName('2026-01-01', '2026-01-31')).toBe('sales-2026-01-01-to-2026-01-31.csv');
    expect(csvFileName(undefined, '')).toBe('sales-start-to-today.csv');
  });

  it('formats USD like the shop', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
});
