import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { WalletIcon } from '../../components/icons';
import { useAuth } from '../auth/auth-context';
import { DiscountCodesPage } from '../discount-codes/DiscountCodesPage';
import { EditBundlePage, NewBundlePage } from '../bundles/BundleFormPage';
import { SellerBundlesPage } from '../bundles/SellerBundlesPage';
import { SellerSalesPage } from '../admin-sales/SellerSalesPage';
import { RoleGuard } from '../backoffice/RoleGuard';
import { SummaryCards } from '../backoffice/SummaryCards';
import { managedProductsQuery } from '../manage-products/api';
import { ManageProductPage } from '../manage-products/ManageProductPage';
import { EditProductPage, NewProductPage } from '../manage-products/ProductFormPage';
import { ProductListPage } from '../manage-products/ProductListPage';
import { SellerPayoutsPage } from '../payouts/SellerPayoutsPage';
import { PRODUCT_LIST, SELLER_FRAME, SellerHeader } from './SellerHeader';
import { SellerSkeleton } from './SellerSkeleton';
import { StorefrontSettingsPage } from './StorefrontSettingsPage';

/** Lazy-loaded (see app/router.tsx): every /seller/* path of the account spec, and payouts. */
export function SellerPage() {
  const { loading, user } = useAuth();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // Signed in, role not known yet (/api/me in flight): the product list's first page is asked
  // for now, beside /api/me, instead of after it. The server decides what the caller may see.
  const listFirst = loading && !!user && PRODUCT_LIST.test(pathname);
  useEffect(() => {
    if (listFirst) void queryClient.prefetchInfiniteQuery(managedProductsQuery(''));
  }, [listFirst, queryClient]);
  // While the session is read, the dashboard's frame and placeholders rather than the guard's
  // full-screen spinner; someone who is not a seller sees 'Access Denied' once it is known.
  const walletIcon = <WalletIcon className="size-4" />;
  if (loading) return <SellerSkeleton walletIcon={walletIcon} />;
  return (
    <RoleGuard area="seller">
      <div className={SELLER_FRAME}>
        <SellerHeader walletIcon={walletIcon} />
        <SummaryCards area="seller" />
        <Routes>
          <Route index element={<ProductListPage area="seller" />} />
          <Route path="products" element={<ProductListPage area="seller" />} />
          <Route path="products/list" element={<ProductListPage area="seller" />} />
          <Route path="products/new" element={<NewProductPage area="seller" />} />
          <Route path="products/:id" element={<ManageProductPage area="seller" />} />
          <Route path="product/:id" element={<ManageProductPage area="seller" />} />
          <Route path="products/:id/edit" element={<EditProductPage area="seller" />} />
          <Route path="sales" element={<SellerSalesPage />} />
          <Route path="payouts" element={<SellerPayoutsPage />} />
          <Route path="discount-codes" element={<DiscountCodesPage area="seller" />} />
          <Route path="bundles" element={<SellerBundlesPage />} />
          <Route path="bundles/new" element={<NewBundlePage area="seller" />} />
          <Route path="bundles/:bundleId/edit" element={<EditBundlePage area="seller" />} />
          <Route path="storefront" element={<StorefrontSettingsPage />} />
          <Route path="*" element={<Navigate to="/seller/products" replace />} />
        </Routes>
      </div>
    </RoleGuard>
  );
}
