const PULSE = 'animate-pulse rounded bg-slate-200 motion-reduce:animate-none';

/**
 * At least a screen tall: the page that replaces it always is, so the footer starts below the
 * fold and does not jump when the product arrives (that jump was the page's layout shift).
 */
export function ProductDetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mt-6 min-h-[100dvh]">
      <span className="sr-only">Loading product...</span>
      <div aria-hidden="true" className="grid gap-10 lg:grid-cols-2">
        <div className={`aspect-[4/3] w-full rounded-2xl ${PULSE}`} />
        <div className="space-y-4">
          <div className="flex gap-2">
            <div className={`h-5 w-16 rounded-full ${PULSE}`} />
            <div className={`h-5 w-24 rounded-full ${PULSE}`} />
          </div>
          <div className={`h-9 w-3/4 ${PULSE}`} />
          <div className={`h-7 w-24 ${PULSE}`} />
          <div className={`h-11 w-40 rounded-lg ${PULSE}`} />
          <div className={`h-4 w-full ${PULSE}`} />
          <div className={`h-4 w-5/6 ${PULSE}`} />
          <div className={`h-4 w-2/3 ${PULSE}`} />
        </div>
      </div>
    </div>
  );
}
