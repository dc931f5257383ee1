import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { SkeletonBlocks } from '../../components/Skeleton';
import { useAuth } from '../auth/auth-context';
import { isNotFound } from '../product/api';
import { useStorefront, useStorefrontVisibility } from './api';
import { FollowButton } from './FollowButton';
import { StorefrontHeader } from './components/StorefrontHeader';
import { StorefrontProducts } from './components/StorefrontProducts';
import { storefrontPath } from './paths';

/** /sellers/:handle: a seller's public page. */
export function StorefrontPage() {
  const { handle = '' } = useParams();
  const navigate = useNavigate();
  const { isAdmin, sellerId } = useAuth();
  const query = useStorefront(handle);
  const first = query.data?.pages[0];
  const current = first?.storefront.handle;

  // An old handle still opens the page; the address bar shows the current one.
  useEffect(() => {
    if (current && current !== handle) void navigate(storefrontPath(current), { replace: true });
  }, [current, handle, navigate]);

  let content;
  if (isNotFound(query.error)) {
    content = (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Seller not found</h1>
        <p className="mt-2 text-slate-600">This seller has no public page right now.</p>
      </div>
    );
  } else if (query.isError) {
    content = (
      <LoadError
        message="The seller's page could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!first) {
    content = (
      <SkeletonBlocks
        label="Loading..."
        count={3}
        className="flex flex-col gap-4"
        blockClassName="h-24 w-full rounded-xl"
      />
    );
  } else {
    const { storefront } = first;
    const products = (query.data?.pages ?? []).flatMap((page) => page.products);
    // The seller's own page: they see it as shoppers do, without a Follow button for themselves.
    const own = sellerId !== null && first.seller_id === sellerId;
    content = (
      <>
        {first.hidden && (
          <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            This storefront is hidden: shoppers cannot open it.
          </p>
        )}
        <StorefrontHeader
          storefront={storefront}
          actions={
            <>
              {!own && !first.hidden && (
                <FollowButton handle={storefront.handle} displayName={storefront.display_name} />
              )}
              {isAdmin && <VisibilityButton handle={storefront.handle} hidden={first.hidden} />}
            </>
          }
        />
        <section aria-labelledby="storefront-products" className="mt-10">
          <h2 id="storefront-products" className="mb-4 text-xl font-semibold text-slate-900">
            Products
          </h2>
          {products.length > 0 ? (
            <StorefrontProducts products={products} />
          ) : (
            <p className="text-slate-600">Nothing is listed yet.</p>
          )}
          {query.hasNextPage && (
            <button
              type="button"
              className={buttonClass('secondary', 'md', 'mt-6')}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Show more
            </button>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta
        title={first?.storefront.display_name ?? 'Seller'}
        description={first?.storefront.bio || undefined}
      />
      {content}
    </div>
  );
}

function VisibilityButton({ handle, hidden }: { handle: string; hidden: boolean }) {
  const mutation = useStorefrontVisibility(handle);
  return (
    <button
      type="button"
      className={buttonClass(hidden ? 'secondary' : 'danger', 'md')}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate(!hidden)}
    >
      {hidden ? 'Show storefront' : 'Hide storefront'}
    </button>
  );
}
