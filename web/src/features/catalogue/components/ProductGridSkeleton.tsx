import { ProductGrid } from './ProductGrid';

const CARDS = 8;

export function ProductGridSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading products...</span>
      <ProductGrid aria-hidden="true">
        {Array.from({ length: CARDS }, (_, index) => (
          <li
            key={index}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <div className="aspect-[4/3] animate-pulse bg-slate-200 motion-reduce:animate-none" />
            <div className="space-y-3 p-4">
              <div className="flex gap-2">
                <div className="h-5 w-14 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none" />
                <div className="h-5 w-20 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none" />
              </div>
              <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
              <div className="h-4 w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
              <div className="flex items-center justify-between pt-2">
                <div className="h-6 w-16 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
                <div className="h-9 w-28 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none" />
              </div>
            </div>
          </li>
        ))}
      </ProductGrid>
    </div>
  );
}
