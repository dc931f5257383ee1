import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { ManagedProduct } from '@contracts/manage/products';
import { formatUsd } from '@rules/money';
import { PlatformBadge } from '../../components/Badge';
import { buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FIELD_CLASS } from '../../components/form';
import { ProductImage } from '../../components/ProductImage';
import { PageMeta } from '../../components/PageMeta';
import { callApi } from '../../lib/api-client';
import { errorText, PAGE_SIZE, useManagedProducts } from './api';
import { ProductCardsSkeleton } from './ManageSkeletons';
import { StatusBadges } from './components/StatusBadges';
import { searchProgress } from './search-progress';
import { managePaths, type Area } from './paths';
import { invalidateProductReads } from './shop-reads';

/** /admin, /admin/products(/list), /seller, /seller/products(/list): the product list. */
export function ProductListPage({ area }: { area: Area }) {
  const [search, setSearch] = useState('');
  const query = useManagedProducts(search.trim());
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const { hasNextPage, isFetching, fetchNextPage } = query;
  const { autoFetch, emptyText } = searchProgress({
    searching: Boolean(search.trim()),
    hasNextPage,
    shown: products.length,
    pages: query.data?.pages.length ?? 0,
    pageSize: PAGE_SIZE,
  });
  useEffect(() => {
    if (autoFetch && !isFetching) void fetchNextPage();
  }, [autoFetch, isFetching, fetchNextPage]);

  return (
    <section aria-labelledby="products-heading">
      <PageMeta title="Products" noIndex />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="products-heading" className="text-xl font-semibold text-slate-900">
          Products
        </h2>
        <Link to={managePaths.create(area)} className={buttonClass('primary')}>
          New product
        </Link>
      </div>
      <label className="mt-4 block max-w-md">
        <span className="sr-only">Search products</span>
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search products..."
          className={FIELD_CLASS}
        />
      </label>

      {query.isPending ? (
        <ProductCardsSkeleton />
      ) : query.isError ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6">
          <p className="font-medium text-red-900">Error: Failed to fetch your products</p>
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'mt-4')}
            onClick={() => void query.refetch()}
          >
            Retry
          </button>
        </div>
      ) : products.length === 0 ? (
        <p
          className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600"
          role="status"
        >
          {emptyText}
        </p>
      ) : (
        <ul
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="managed-products"
        >
          {products.map((product) => (
            <li key={product.id}>
              <ProductRow product={product} area={area} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'mt-6')}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading...' : search.trim() ? 'Search further' : 'Load more'}
        </button>
      )}
    </section>
  );
}

function ProductRow({ product, area }: { product: ManagedProduct; area: Area }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex gap-3">
        <ProductImage
          src={product.image_url}
          alt=""
          width={96}
          height={72}
          className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-slate-100 object-contain"
        />
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{product.name}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <PlatformBadge platform={product.platform} />
            {formatUsd(product.price)}
          </p>
        </div>
      </div>
      <div className="mt-3">
        <StatusBadges product={product} />
      </div>
      {area === 'admin' && product.seller && (
        <p className="mt-2 text-sm text-slate-600">
          Seller: {product.seller.name} ({product.seller.email})
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link
          to={managePaths.manage(area, product.id)}
          className={buttonClass('primary', 'sm')}
          aria-label={`Manage ${product.name}`}
        >
          Manage
        </Link>
        <Link
          to={managePaths.edit(area, product.id)}
          className={buttonClass('secondary', 'sm')}
          aria-label={`Edit ${product.name}`}
        >
          Edit
        </Link>
        <DeleteProductButton product={product} />
      </div>
    </article>
  );
}

function DeleteProductButton({ product }: { product: ManagedProduct }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => callApi('DELETE /api/manage/products/{id}', { params: { id: product.id } }),
    onSuccess: ({ outcome }) => {
      setOpen(false);
      toast.success(outcome === 'deleted' ? 'Product deleted' : 'Product retired', {
        description:
          outcome === 'retired'
            ? 'It has buyers, so it leaves the shop and they keep access to it.'
            : undefined,
      });
      invalidateProductReads(queryClient);
    },
    // The spec only logs delete failures; a toast tells the person too.
    onError: (error) => {
      console.error('Product delete failed', error);
      toast.error('Error', { description: errorText(error, 'Failed to delete product') });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete product"
      description="Are you sure you want to delete this product?"
      trigger={
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          aria-label={`Delete ${product.name}`}
        >
          Delete
        </button>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}
