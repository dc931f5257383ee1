import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useAuth } from '../auth/auth-context';
import { PeriodPicker } from './PeriodPicker';
import { RevenueChart } from './RevenueChart';
import { downloadSalesCsv, useSalesStats, type SalesPeriod, type SalesScope } from './sales-api';
import { ProductSalesTable, RecentSalesTable } from './SalesTables';
import { StatCards } from './StatCards';

/** Shared by the admin and seller sales pages; only the admin gets e-mails, users and CSV. */
export function SalesDashboard({ scope, title }: { scope: SalesScope; title: string }) {
  const [period, setPeriod] = useState<SalesPeriod>({});
  const [exporting, setExporting] = useState(false);
  const { getAccessToken } = useAuth();
  const { data: stats, isPending, isError, refetch } = useSalesStats(scope, period);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSalesCsv(period, getAccessToken);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="flex flex-wrap items-end gap-3">
          <PeriodPicker period={period} onChange={setPeriod} />
          {scope === 'admin' && (
            <button
              type="button"
              className={buttonClass('secondary', 'md')}
              disabled={exporting}
              onClick={() => void exportCsv()}
            >
              {exporting ? 'Exporting…' : 'Export CSV'}
            </button>
          )}
        </div>
      </div>
      {isPending && <Spinner label="Loading sales" />}
      {isError && (
        <LoadError
          message="The sales figures could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      {stats && (
        <>
          <StatCards stats={stats} />
          <RevenueChart months={stats.revenue_by_month} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ProductSalesTable products={stats.products} />
            <RecentSalesTable sales={stats.recent_sales} showBuyer={scope === 'admin'} />
          </div>
        </>
      )}
    </div>
  );
}
