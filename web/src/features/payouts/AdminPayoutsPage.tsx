import { formatCents } from '@rules/money';
import { Link } from 'react-router-dom';
import type { SellerPayoutOverview, TransferView } from '@contracts/payouts';
import { formatRate } from '@rules/commission';
import { Badge } from '../../components/Badge';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format-date';
import { ACCOUNT_STATE_TONES } from './PayoutAccountCard';
import { ACCOUNT_STATE_LABELS, commissionSummary } from './payout-text';
import { useAdminPayouts } from './payouts-api';
import { RetryTransferButton } from './RetryTransferButton';

const money = (cents: (seller: SellerPayoutOverview) => number) => ({
  align: 'right' as const,
  cellClassName: 'whitespace-nowrap tabular-nums',
  cell: (seller: SellerPayoutOverview) => formatCents(cents(seller)),
});

const SELLER_COLUMNS: DataTableColumn<SellerPayoutOverview>[] = [
  {
    header: 'Seller',
    cell: (seller) => (
      <>
        <span className="font-medium">{seller.name || seller.email}</span>
        <span className="block text-xs break-all text-slate-500">{seller.email}</span>
      </>
    ),
  },
  {
    header: 'Account',
    cell: (seller) => (
      <Badge tone={ACCOUNT_STATE_TONES[seller.account.state]}>
        {ACCOUNT_STATE_LABELS[seller.account.state]}
      </Badge>
    ),
  },
  { header: 'Commission', cell: (seller) => commissionSummary(seller.commission) },
  { header: 'Pending', ...money((seller) => seller.totals.pending_cents) },
  { header: 'Held', ...money((seller) => seller.totals.held_cents) },
  { header: 'Transferred', ...money((seller) => seller.totals.transferred_cents) },
  { header: 'Reversed', ...money((seller) => seller.totals.reversed_cents) },
  {
    header: 'Failed',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (seller) =>
      seller.failed_count > 0 ? <Badge tone="red">{seller.failed_count}</Badge> : 0,
  },
];

/** Stripe's raw error stays in the logs: the admin reads what happened and what to do. */
function FailureText({ transfer }: { transfer: TransferView }) {
  if (!transfer.failure) return <span className="text-red-700">Stripe refused the transfer.</span>;
  return (
    <>
      <span className="block text-red-700">{transfer.failure.reason}</span>
      <span className="block text-slate-700">{transfer.failure.action}</span>
    </>
  );
}

function failedColumns(nameOf: (sellerId: string) => string): DataTableColumn<TransferView>[] {
  return [
    {
      header: 'Date',
      cellClassName: 'whitespace-nowrap',
      cell: (transfer) => (
        <time dateTime={transfer.updated_at}>{formatDateTime(transfer.updated_at)}</time>
      ),
    },
    { header: 'Seller', cell: (transfer) => nameOf(transfer.seller_id) },
    {
      header: 'Order',
      cellClassName: 'font-mono text-xs break-all',
      cell: (transfer) => transfer.order_ref,
    },
    {
      header: 'Amount',
      align: 'right',
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (transfer) => formatCents(transfer.amount_cents),
    },
    { header: 'Attempts', align: 'right', cell: (transfer) => transfer.attempts },
    {
      header: 'What happened',
      cellClassName: 'break-words',
      cell: (transfer) => <FailureText transfer={transfer} />,
    },
    {
      header: 'Action',
      headerHidden: true,
      cell: (transfer) =>
        transfer.failure?.retryable === false ? (
          <span className="text-sm text-slate-600">No retry</span>
        ) : (
          <RetryTransferButton transfer={transfer} sellerName={nameOf(transfer.seller_id)} />
        ),
    },
  ];
}

/** `/admin/payouts`: every seller's totals and account state, failed transfers with Retry. */
export function AdminPayoutsPage() {
  const payouts = useAdminPayouts();
  const overview = payouts.data;
  const names = new Map(
    overview?.sellers.map((seller) => [seller.seller_id, seller.name || seller.email]) ?? [],
  );
  const nameOf = (sellerId: string) => names.get(sellerId) ?? 'Unknown seller';
  return (
    <div className="flex flex-col gap-6">
      <PageMeta title="Payouts" noIndex />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Payouts</h1>
        {overview && (
          <p className="text-sm text-slate-600">
            Default commission: {formatRate(overview.shop_commission_rate_bps)} (
            <Link
              to="/admin/settings"
              className="text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            >
              change in settings
            </Link>
            )
          </p>
        )}
      </div>
      {payouts.isPending && <Spinner label="Loading payouts" />}
      {payouts.isError && (
        <LoadError
          message="The payouts could not be loaded."
          onRetry={() => void payouts.refetch()}
        />
      )}
      {overview && (
        <>
          <section aria-labelledby="payout-sellers-heading" className="flex flex-col gap-3">
            <h2 id="payout-sellers-heading" className="text-lg font-semibold text-slate-900">
              Sellers
            </h2>
            <DataTable
              caption="Sellers' payouts"
              columns={SELLER_COLUMNS}
              rows={overview.sellers}
              rowKey={(seller) => seller.seller_id}
              empty="No sellers yet."
              minWidthClassName="min-w-[56rem]"
              narrow="cards"
              testId="payout-sellers"
            />
          </section>
          <section aria-labelledby="failed-transfers-heading" className="flex flex-col gap-3">
            <h2 id="failed-transfers-heading" className="text-lg font-semibold text-slate-900">
              Failed transfers
            </h2>
            <DataTable
              caption="Failed transfers"
              columns={failedColumns(nameOf)}
              rows={overview.failed_transfers}
              rowKey={(transfer) => `${transfer.order_ref}/${transfer.seller_id}`}
              empty="No failed transfers."
              minWidthClassName="min-w-[48rem]"
              narrow="cards"
              testId="failed-transfers"
            />
          </section>
        </>
      )}
    </div>
  );
}
