import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons-shell';
import { isFromCatalogue } from '../../lib/paths';
import { PageMeta } from '../../components/PageMeta';
import { isNotFound, useProductDetail } from './api';
import { ProductDetailView } from './components/ProductDetailView';
import { ProductDetailSkeleton } from './components/ProductStates';

// Only a missing product or a failed load shows these: not part of a product's first load.
const ProductNotFound = lazy(() =>
  import('./components/ProductProblem').then((m) => ({ default: m.ProductNotFound })),
);
const ProductLoadFailure = lazy(() =>
  import('./components/ProductProblem').then((m) => ({ default: m.ProductLoadFailure })),
);

export function ProductPage() {
  const { id } = useParams();
  const query = useProductDetail(id);
  const product = query.data?.product;
  const notFound = !id || isNotFound(query.error);
  const failed = query.isError && !notFound;

  let content;
  if (notFound) {
    content = <ProductNotFound />;
  } else if (query.data) {
    content = <ProductDetailView detail={query.data} />;
  } else if (failed) {
    // Also announced with a toast (ProductLoadFailure).
    content = (
      <ProductLoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = <ProductDetailSkeleton />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta
        title={product?.name ?? (notFound ? 'Product Not Found' : 'Product Details')}
        description={
          product
            ? product.short_description ||
              `${product.name}: a ready-made ${product.platform} automation template. One-time purchase with lifetime updates.`
            : undefined
        }
      />
      <BackToProducts />
      <Suspense fallback={<ProductDetailSkeleton />}>{content}</Suspense>
    </div>
  );
}

/**
 * Coming from the catalogue, Back returns to it with its filters (they live in its URL and
 * history entry); from anywhere else (a shared link, a related product) it goes home.
 */
function BackToProducts() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromCatalogue = isFromCatalogue(location.state);
  return (
    <nav aria-label="Breadcrumb">
      <Link
        to="/"
        onClick={(event) => {
          if (!fromCatalogue) return;
          event.preventDefault();
          void navigate(-1);
        }}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeftIcon className="size-4" />
        Back to Products
      </Link>
    </nav>
  );
}
