import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SkeletonBlocks, SummaryCardsSkeleton } from '../../components/Skeleton';
import { isListPage } from '../backoffice/summary-pages';
import { ProductDetailSkeleton, ProductListSkeleton } from '../manage-products/ManageSkeletons';
import { PayoutsSkeleton } from '../payouts/PayoutsSkeleton';
import { PRODUCT_LIST, SELLER_FRAME, SellerHeader } from './SellerHeader';

function bodyFor(pathname: string) {
  if (PRODUCT_LIST.test(pathname)) return <ProductListSkeleton />;
  if (/^\/seller\/payouts\/?$/.test(pathname)) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold text-slate-900">Payouts</h1>
        <PayoutsSkeleton />
      </div>
    );
  }
  if (/^\/seller\/products?\/[^/]+/.test(pathname)) return <ProductDetailSkeleton />;
  return (
    <SkeletonBlocks
      label="Loading..."
      count={4}
      className="flex flex-col gap-3"
      blockClassName="h-12 w-full rounded-lg"
    />
  );
}

/**
 * The seller dashboard while its code downloads or the session is read (up to seconds on a
 * cold start): the title, links and summary cards drawn at once, the sub-page's placeholders
 * where its content will be, instead of a full-screen spinner.
 */
export function SellerSkeleton({ walletIcon }: { walletIcon?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className={SELLER_FRAME} data-testid="seller-skeleton">
      <SellerHeader walletIcon={walletIcon} />
      {isListPage('seller', pathname) && (
        <SummaryCardsSkeleton
          label="Loading your figures..."
          count={2}
          className="mb-6 grid-cols-2"
        />
      )}
      {bodyFor(pathname)}
    </div>
  );
}
