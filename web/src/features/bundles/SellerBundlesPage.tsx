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
import type { Area } from '../manage-products/paths';
import { bundleAdminPaths } from './bundle-paths';
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

const columns = (area: Area): DataTableColumn<SellerBundle>[] => [
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
  {
    header: 'Actions',
    headerHidden: true,
    cell: (bundle) => (
      <span className="flex flex-wrap justify-end gap-2">
        <Link
          to={bundleAdminPaths.edit(area, bundle.id)}
          className={buttonClass('secondary', 'sm')}
        >
          Edit<span className="sr-only"> {bundle.name}</span>
        </Link>
        <ListingButton bundle={bundle} />
      </span>
    ),
  },
];

function NewBundleLink({ area }: { area: Area }) {
  return (
    <Link to={bundleAdminPaths.create(area)} className={buttonClass('primary', 'sm')}>
      New bundle
    </Link>
  );
}

/** No bundles yet: what a bundle is, and the way to make the first. */
function EmptyBundles({ area }: { area: Area }) {
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-700"
      data-testid="bundles-empty"
    >
      <p className="font-semibold text-slate-900">You have no bundles yet.</p>
      <p>
        A bundle sells two or more of {area === 'admin' ? "the shop's" : 'your'} products together
        for one price, below what they cost one by one. A buyer who already owns some of them pays
        less, down to a floor price you set, and gets the rest.
      </p>
      <NewBundleLink area={area} />
    </div>
  );
}

/**
 * /seller/bundles (and /admin/bundles, the shop's own): the caller's bundles, why shoppers
 * cannot see one, listing and unlisting, and the way to make or edit one.
 */
export function SellerBundlesPage({ area = 'seller' }: { area?: Area }) {
  const query = useSellerBundles();
  let content;
  if (query.isError) {
    content = (
      <LoadError message="Your bundles could not be loaded." onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    content = <SkeletonBlocks label="Loading..." count={2} blockClassName="h-12 w-full" />;
  } else if (query.data.bundles.length === 0) {
    // Its own block rather than the table's empty line: it explains, and offers the way in.
    content = <EmptyBundles area={area} />;
  } else {
    content = (
      <DataTable
        caption={area === 'admin' ? "The shop's bundles" : 'Your bundles'}
        columns={columns(area)}
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seller-bundles-heading" className="text-xl font-semibold text-slate-900">
          Bundles
        </h2>
        {query.data && query.data.bundles.length > 0 && <NewBundleLink area={area} />}
      </div>
      {content}
    </section>
  );
}
