import { useMemo } from 'react';
import { distinctSorted, filterCatalogue } from '@rules/catalogue-filter';
import type { CatalogueProduct } from '@rules/product';
import { buttonClass } from '../../components/button';
import { PageMeta } from '../../components/PageMeta';
import { SITE_NAME } from '../../lib/site-meta';
import { catalogueErrorMessage, useCatalogue } from './api';
import { CatalogueErrorPanel } from './components/CatalogueErrorPanel';
import { CatalogueMessage } from './components/CatalogueMessage';
import { CatalogueToolbar } from './components/CatalogueToolbar';
import { ProductCard } from './components/ProductCard';
import { ProductGrid } from './components/ProductGrid';
import { ProductGridSkeleton } from './components/ProductGridSkeleton';
import { useCatalogueFilter } from './use-catalogue-filter';

const NO_PRODUCTS: CatalogueProduct[] = [];
/** The largest grid shows 4 per row; those are above the fold and load eagerly. */
const EAGER_CARDS = 4;

export function CataloguePage() {
  const query = useCatalogue();
  const { filter, update, reset } = useCatalogueFilter();
  const products = query.data ?? NO_PRODUCTS;

  const categories = useMemo(() => distinctSorted(products, (p) => p.category), [products]);
  const platforms = useMemo(() => distinctSorted(products, (p) => p.platform), [products]);
  const visible = useMemo(() => filterCatalogue(products, filter), [products, filter]);

  let content;
  if (query.isPending) {
    content = <ProductGridSkeleton />;
  } else if (query.isError) {
    // Only reached without data: a failed background refresh keeps showing the cached list.
    content = (
      <CatalogueErrorPanel
        message={catalogueErrorMessage(query.error)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (products.length === 0) {
    content = <CatalogueMessage text="No products available." />;
  } else if (visible.length === 0) {
    content = (
      <CatalogueMessage text="No products found matching your criteria.">
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-4')} onClick={reset}>
          Clear filters
        </button>
      </CatalogueMessage>
    );
  } else {
    content = (
      <ProductGrid>
        {visible.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < EAGER_CARDS} priority={index === 0} />
          </li>
        ))}
      </ProductGrid>
    );
  }

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
        <CatalogueToolbar
          filter={filter}
          categories={categories}
          platforms={platforms}
          onChange={update}
        />
        {/* The count's line is kept free while the list loads, so the grid does not move down
            when the count arrives (it was the home page's only layout shift). */}
        {(query.isPending || (query.isSuccess && products.length > 0)) && (
          <p className="mt-4 min-h-5 text-sm text-slate-600" aria-live="polite">
            {query.isSuccess && (visible.length === 1 ? '1 product' : `${visible.length} products`)}
          </p>
        )}
        <div className="mt-4">{content}</div>
      </section>
    </div>
  );
}
