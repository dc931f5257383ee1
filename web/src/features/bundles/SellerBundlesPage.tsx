import { Link } from 'react-router-dom';
import type { SellerBundle } from '@contracts/bundles';
import { formatCents } from '@rules/money';
import { Badge } from '../../components/Badge';
import { buttonClass } from '../../components/button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { SkeletonBlocks } from '../../components/Skeleton';
import { bundlePath } from '../../lib/paths';
import { useBundleListing, useSellerBundles } from './seller-bundles-api';

const STATUS_TEXT: Record<SellerBundle['status'], string> = {
  on_sale: 'On sale',
  unlisted: 'Unlisted',
  unavailable: 'Not for sale',
};

function ListingButton({ bundle }: { bundle: SellerBundle }) {
  const listing = useBundleListing();
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={listing.isPending}
      onClick={() => listing.mutate({ bundleId: bundle.id, listed: !bundle.listed })}
    >
      {bundle.listed ? 'Unlist' : 'List'}
      <span className="sr-only"> {bundle.name}</span>
    </button>
  );
}

const COLUMNS: DataTableColumn<SellerBundle>[] = [
  {
    header: 'Bundle',
    cell: (bundle) =>
      bundle.status === 'on_sale' ? (
        <Link to={bundlePath(bundle.id)} className="font-semibold text-indigo-700 hover:underline">
          {bundle.name}
        </Link>
      ) : (
        <span className="font-semibold text-slate-900">{bundle.name}</span>
      ),
  },
  { header: 'Products', align: 'right', cell: (bundle) => bundle.product_ids.length },
  {
    header: 'Price (floor)',
    align: 'right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (b) => `${formatCents(b.price_cents)} (${formatCents(b.floor_cents)})`,
  },
  {
    header: 'Value',
    align: 'right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (bundle) => formatCents(bundle.value_cents),
  },
  {
    header: 'Status',
    cell: (bundle) => (
      <span className="flex flex-col gap-1">
        <Badge tone={bundle.status === 'on_sale' ? 'green' : 'amber'}>
          {STATUS_TEXT[bundle.status]}
        </Badge>
        {bundle.problem && <span className="text-xs text-slate-700">{bundle.problem}</span>}
      </span>
    ),
  },
  { header: 'Actions', headerHidden: true, cell: (bundle) => <ListingButton bundle={bundle} /> },
];

/** /seller/bundles: the seller's bundles, why shoppers cannot see one, listing and unlisting. */
export function SellerBundlesPage() {
  const query = useSellerBundles();
  let content;
  if (query.isError) {
    content = (
      <LoadError message="Your bundles could not be loaded." onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    content = <SkeletonBlocks label="Loading..." count={2} blockClassName="h-12 w-full" />;
  } else {
    content = (
      <DataTable
        caption="Your bundles"
        columns={COLUMNS}
        rows={query.data.bundles}
        rowKey={(bundle) => bundle.id}
        empty="You have no bundles yet."
        minWidthClassName="min-w-[40rem]"
        testId="seller-bundles"
      />
    );
  }
  return (
    <section aria-labelledby="seller-bundles-heading" className="flex flex-col gap-4">
      <PageMeta title="Bundles" noIndex />
      <h2 id="seller-bundles-heading" className="text-xl font-semibold text-slate-900">
        Bundles
      </h2>
      {content}
    </section>
  );
}
