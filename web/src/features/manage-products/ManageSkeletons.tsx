import { PULSE, SkeletonBlocks } from '../../components/Skeleton';

/** The product list's cards while they load: six of a card's height in the list's grid. */
export function ProductCardsSkeleton() {
  return (
    <SkeletonBlocks
      label="Loading products..."
      count={6}
      className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      blockClassName="h-40 rounded-xl"
    />
  );
}

/** The list page before the role is known: its heading, button and search where they will be. */
export function ProductListSkeleton() {
  return (
    <section aria-label="Products">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-xl font-semibold text-slate-900">Products</h2>
        <div aria-hidden="true" className={`h-10 w-32 rounded-lg ${PULSE}`} />
      </div>
      <div aria-hidden="true" className={`mt-4 h-10 max-w-md rounded-lg ${PULSE}`} />
      <ProductCardsSkeleton />
    </section>
  );
}

/**
 * A product's screen or form while it loads: the back link, the name's heading and a panel, in
 * place of a spinner, so the page's frame stays drawn around it.
 */
export function ProductDetailSkeleton() {
  return (
    <div role="status" data-testid="product-skeleton">
      <span className="sr-only">Loading the product...</span>
      <div aria-hidden="true">
        <div className={`h-8 w-20 rounded-lg ${PULSE}`} />
        <div className={`mt-6 h-8 w-2/3 max-w-md ${PULSE}`} />
        <div className={`mt-3 h-5 w-48 ${PULSE}`} />
        <div className={`mt-6 h-11 w-72 rounded-lg ${PULSE}`} />
        <div className={`mt-6 h-64 w-full rounded-xl ${PULSE}`} />
      </div>
    </div>
  );
}
