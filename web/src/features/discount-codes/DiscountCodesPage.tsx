import { useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeSummary } from '@contracts/discounts';
import { describeDiscount, type DiscountCodeStatus } from '@rules/discounts';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { SkeletonBlocks } from '../../components/Skeleton';
import { formatLongDate } from '../../lib/format-date';
import { queryKeys } from '../../lib/query-keys';
import { ConfirmButton } from '../backoffice/ConfirmButton';
import { CreateDiscountCodeDialog } from './CreateDiscountCodeDialog';
import { deactivateDiscountCode, useDiscountCodes, type DiscountArea } from './discount-codes-api';

const STATUS_TEXT: Record<DiscountCodeStatus, string> = {
  active: 'Active',
  inactive: 'Deactivated',
  expired: 'Expired',
  used_up: 'Used up',
};

const STATUS_CLASS: Record<DiscountCodeStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  expired: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  used_up: 'bg-amber-50 text-amber-900 ring-amber-600/20',
};

function amountText(code: DiscountCodeSummary): string {
  return describeDiscount(
    code.kind === 'percent'
      ? { kind: 'percent', percent_off: code.percent_off ?? 0 }
      : { kind: 'amount', amount_off_cents: code.amount_off_cents ?? 0 },
  );
}

/**
 * `/admin/discount-codes` and `/seller/discount-codes`: the area's codes with their status,
 * redemptions (n / limit) and expiry; a new code through the create dialog; deactivation after
 * the confirmation dialog.
 */
export function DiscountCodesPage({ area }: { area: DiscountArea }) {
  const queryClient = useQueryClient();
  const codes = useDiscountCodes(area);
  const deactivate = async (code: DiscountCodeSummary) => {
    await deactivateDiscountCode(area, code.id);
    await queryClient.invalidateQueries({ queryKey: queryKeys.discountCodes.all });
  };
  const columns: DataTableColumn<DiscountCodeSummary>[] = [
    {
      header: 'Code',
      cell: (code) => <span className="font-mono font-semibold text-slate-900">{code.code}</span>,
    },
    { header: 'Discount', cell: amountText },
    {
      header: 'Products',
      cell: (code) =>
        code.all_my_products
          ? area === 'admin'
            ? "All the seller's products"
            : 'All my products'
          : code.products.length === 0
            ? 'Whole shop'
            : code.products.map((product) => product.name).join(', '),
    },
    {
      header: 'Status',
      cell: (code) => (
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_CLASS[code.status]}`}
        >
          {STATUS_TEXT[code.status]}
        </span>
      ),
    },
    {
      header: 'Redemptions',
      cellClassName: 'whitespace-nowrap',
      cell: (code) =>
        code.max_redemptions === null
          ? `${code.redemptions}`
          : `${code.redemptions} / ${code.max_redemptions}`,
    },
    {
      header: 'Expires',
      cellClassName: 'whitespace-nowrap',
      cell: (code) =>
        code.expires_at ? (formatLongDate(code.expires_at) ?? code.expires_at) : 'Never',
    },
    {
      header: 'Actions',
      headerHidden: true,
      align: 'right',
      // Only a code buyers can still use has something to deactivate: a used-up or expired
      // one shows its state in Status, without a destructive button that would do nothing.
      cell: (code) =>
        code.status === 'active' ? (
          <ConfirmButton
            label="Deactivate"
            accessibleName={`Deactivate ${code.code}`}
            variant="danger"
            title="Deactivate discount code"
            description={`Deactivate ${code.code}? Buyers can no longer use it. This cannot be undone.`}
            success={`${code.code} deactivated`}
            onConfirm={() => deactivate(code)}
          />
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="discount-codes-heading" className="flex flex-col gap-4">
      <PageMeta title="Discount codes" noIndex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="discount-codes-heading" className="text-xl font-semibold text-slate-900">
          Discount codes
        </h2>
        <CreateDiscountCodeDialog area={area} />
      </div>
      <p className="text-sm text-slate-600">
        {area === 'admin'
          ? 'Every code of the shop, newest first. Stripe applies them at payment.'
          : 'Your codes for your own products, newest first. Stripe applies them at payment.'}
      </p>
      {codes.isPending && (
        <SkeletonBlocks
          label="Loading discount codes"
          count={4}
          className="flex flex-col gap-2"
          blockClassName="h-12 w-full rounded-lg"
        />
      )}
      {codes.isError && (
        <LoadError
          message="The discount codes could not be loaded."
          onRetry={() => void codes.refetch()}
        />
      )}
      {codes.data && (
        <DataTable
          caption="Discount codes"
          columns={columns}
          rows={codes.data.codes}
          rowKey={(code) => code.id}
          empty="No discount codes yet."
          minWidthClassName="min-w-[48rem]"
          testId="discount-codes"
        />
      )}
    </section>
  );
}
