import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { SkeletonBlocks } from '../../components/Skeleton';

function linkClass({ isActive }: { isActive: boolean }) {
  return buttonClass('secondary', 'sm', isActive ? 'ring-2 ring-indigo-500' : '');
}

/** The Payouts link's icon before the icon library has loaded: the same size, so no shift. */
export const ICON_SPACE = <span aria-hidden="true" className="size-4" />;

/**
 * The dashboard's title and links, drawn the same while loading and once loaded. The icon is
 * passed in so the router's loading frame, in the first load, does not pull in the icon set.
 */
export function SellerHeader({ walletIcon = ICON_SPACE }: { walletIcon?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Seller Dashboard</h1>
      <nav aria-label="Seller pages" className="flex flex-wrap gap-2">
        <NavLink to="/seller/payouts" className={linkClass}>
          {walletIcon}
          Payouts
        </NavLink>
        <NavLink to="/seller/discount-codes" className={linkClass}>
          Discount codes
        </NavLink>
        <NavLink to="/seller/bundles" className={linkClass}>
          Bundles
        </NavLink>
        <NavLink to="/seller/storefront" className={linkClass}>
          Storefront
        </NavLink>
      </nav>
    </div>
  );
}

/** The product list's paths: the dashboard's landing page. */
export const PRODUCT_LIST = /^\/seller(\/products(\/list)?)?\/?$/;

/** The dashboard's page frame, around its sub-page or that sub-page's placeholders. */
export const SELLER_FRAME = 'mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8';

/**
 * The dashboard while its code downloads (the router's fallback, so part of every first load:
 * kept to the frame and plain rows; the sub-page's own placeholders come with its code).
 */
export function SellerLoadingFrame() {
  return (
    <div className={SELLER_FRAME} data-testid="seller-skeleton">
      <SellerHeader />
      <SkeletonBlocks
        label="Loading..."
        count={4}
        className="flex flex-col gap-3"
        blockClassName="h-12 w-full rounded-lg"
      />
    </div>
  );
}
