import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CatalogueFacets } from '@rules/catalogue-browse';
import { buttonClass } from '../../components/button';
import { PageMeta } from '../../components/PageMeta';
import { SITE_NAME } from '../../lib/site-meta';
import { catalogueErrorMessage, useCatalogue } from './api';
import { type CatalogueView, isDefaultView } from './catalogue-view';
import { CatalogueErrorPanel } from './components/CatalogueErrorPanel';
import { CatalogueMessage } from './components/CatalogueMessage';
import { CatalogueToolbar } from './components/CatalogueToolbar';
import { LoadMore } from './components/LoadMore';
import { ProductCard } from './components/ProductCard';
import { firstRowCards, ProductGrid } from './components/ProductGrid';
import { ProductGridSkeleton } from './components/ProductGridSkeleton';
import { useCatalogueView } from './use-catalogue-view';

/**
 * How many products the view holds, where the facet counts tell it exactly (no filter, or one
 * facet alone); undefined otherwise, and the page counts what it has loaded.
 */
function exactTotal(view: CatalogueView, facets: CatalogueFacets): number | undefined {
  const sum = (list: { count: number }[]) => list.reduce((total, entry) => total + entry.count, 0);
  if (view.q.trim() || view.min_price || view.max_price) return undefined;
  const chosen = [view.category, view.platform, view.app].filter(Boolean).length;
  if (chosen === 0) return sum(facets.categories);
  if (chosen > 1) return undefined;
  if (view.category) return facets.categories.find((f) => f.value === view.category)?.count ?? 0;
  if (view.platform) return facets.platforms.find((f) => f.value === view.platform)?.count ?? 0;
  return facets.apps.find((f) => f.value === view.app)?.count;
}

/** The longest the cards' app icons and later images wait for the first card's image. */
const LARGEST_PAINT_WAIT_MS = 3000;

const plural = (count: number) => (count === 1 ? '1 product' : `${count} products`);

export function CataloguePage() {
  const { view, requested, update, reset } = useCatalogueView();
  const query = useCatalogue(requested);
  const pages = query.pages;
  const products = useMemo(() => pages?.flatMap((page) => page.products) ?? [], [pages]);
  // The counts are the shop's, not the view's: the last ones known stay while a view loads, so
  // the menus do not empty and refill at each choice.
  const [facets, setFacets] = useState<CatalogueFacets | undefined>(pages?.[0]?.facets);
  const latestFacets = pages?.[0]?.facets;
  if (latestFacets && latestFacets !== facets) setFacets(latestFacets);
  const more = query.hasNextPage;
  // The first row is above the fold: its images load at once, the others as they near it.
  const [eagerCards] = useState(firstRowCards);
  // The cards' app icons (SVG documents, each costly to set up) and the images below the first
  // row (lazy, but within the browser's look-ahead on a phone: six images sharing the
  // bandwidth) wait for the first card's image, the page's largest paint, or for
  // LARGEST_PAINT_WAIT_MS.
  const [afterLargestPaint, setAfterLargestPaint] = useState(false);
  const showTheRest = useCallback(() => setAfterLargestPaint(true), []);
  // After the frame that paints the image, not before it: an image decoded off the main thread
  // (decoding="async") may paint some frames after its load event.
  const afterImagePaint = useCallback(
    (image?: HTMLImageElement) =>
      void (image ? image.decode() : Promise.resolve())
        .catch(() => undefined)
        .then(() => requestAnimationFrame(() => setTimeout(showTheRest, 0))),
    [showTheRest],
  );
  useEffect(() => {
    const timer = setTimeout(showTheRest, LARGEST_PAINT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [showTheRest]);

  let content;
  if (query.isPending) {
    content = <ProductGridSkeleton />;
  } else if (query.isError) {
    // Only reached without data: a failed background refresh keeps showing the cached pages.
    content = (
      <CatalogueErrorPanel
        message={catalogueErrorMessage(query.error ?? new Error('no answer'))}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (products.length === 0 && !more && isDefaultView(requested)) {
    content = <CatalogueMessage text="No products available." />;
  } else if (products.length === 0 && !more) {
    content = (
      <CatalogueMessage text="No products found matching your criteria.">
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-4')} onClick={reset}>
          Clear filters
        </button>
      </CatalogueMessage>
    );
  } else {
    content = (
      <>
        <ProductGrid>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                eager={index < eagerCards}
                priority={index === 0}
                afterLargestPaint={afterLargestPaint}
                {...(index === 0 ? { onImageSettled: afterImagePaint } : {})}
              />
            </li>
          ))}
        </ProductGrid>
        {more && (
          <LoadMore
            loading={query.isFetchingNextPage}
            onLoad={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          />
        )}
      </>
    );
  }

  const total = facets ? exactTotal(requested, facets) : undefined;
  const counted = total ?? products.length;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageMeta />
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {SITE_NAME}
        </h1>
        <p className="mt-3 text-base text-slate-600 sm:text-lg">
          Ready-made automation templates for Make, n8n and Zapier. Buy once, build it yourself, and
          get every future update.
        </p>
      </div>

      <section aria-label="Products" className="mt-8">
        <CatalogueToolbar view={view} facets={facets} onChange={update} />
        {/* The count's line is kept free while the list loads, so the grid does not move down
            when the count arrives (it was the home page's only layout shift). */}
        {(query.isPending || (query.isSuccess && products.length > 0)) && (
          <p className="mt-4 min-h-5 text-sm text-slate-600" aria-live="polite">
            {query.isSuccess &&
              (total === undefined && more ? `${plural(counted)} shown` : plural(counted))}
          </p>
        )}
        <div className="mt-4">{content}</div>
      </section>
    </div>
  );
}
