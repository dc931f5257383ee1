import { Navigate, Route, Routes } from 'react-router-dom';
import { OrderDetailPage } from '../admin-orders/OrderDetailPage';
import { OrdersPage } from '../admin-orders/OrdersPage';
import { AdminSalesPage } from '../admin-sales/AdminSalesPage';
import { AdminSecurityPage } from '../admin-security/AdminSecurityPage';
import { AdminSettingsPage } from '../admin-settings/AdminSettingsPage';
import { AdminUsersPage } from '../admin-users/AdminUsersPage';
import { UserDetailPage } from '../admin-users/UserDetailPage';
import { ADMIN_NAV, BackOfficeNav } from '../backoffice/BackOfficeNav';
import { RoleGuard } from '../backoffice/RoleGuard';
import { SummaryCards } from '../backoffice/SummaryCards';
import { ManageProductPage } from '../manage-products/ManageProductPage';
import { EditProductPage, NewProductPage } from '../manage-products/ProductFormPage';
import { ProductListPage } from '../manage-products/ProductListPage';
import { DiscountCodesPage } from '../discount-codes/DiscountCodesPage';
import { EditBundlePage, NewBundlePage } from '../bundles/BundleFormPage';
import { SellerBundlesPage } from '../bundles/SellerBundlesPage';
import { AdminPayoutsPage } from '../payouts/AdminPayoutsPage';
import { ReviewModerationPage } from '../admin-reviews/ReviewModerationPage';
import { DraftVersionsPage } from './DraftVersionsPage';

/**
 * Lazy-loaded (see app/router.tsx): every /admin/* path of the account spec, settings included,
 * in one layout with the back office's tabs.
 */
export function AdminPage() {
  return (
    <RoleGuard area="admin">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="mb-4 text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <BackOfficeNav items={ADMIN_NAV} label="Back office" />
        <SummaryCards area="admin" />
        <AdminSections />
      </div>
    </RoleGuard>
  );
}

function AdminSections() {
  return (
    <Routes>
      <Route index element={<ProductListPage area="admin" />} />
      <Route path="products" element={<ProductListPage area="admin" />} />
      <Route path="products/list" element={<ProductListPage area="admin" />} />
      <Route path="products/new" element={<NewProductPage area="admin" />} />
      <Route path="products/versions" element={<DraftVersionsPage />} />
      <Route path="products/:id" element={<ManageProductPage area="admin" />} />
      <Route path="product/:id" element={<ManageProductPage area="admin" />} />
      <Route path="products/:id/edit" element={<EditProductPage area="admin" />} />
      <Route path="users" element={<AdminUsersPage />} />
      <Route path="users/list" element={<AdminUsersPage />} />
      <Route path="users/:id" element={<UserDetailPage />} />
      <Route path="sales" element={<AdminSalesPage />} />
      <Route path="orders" element={<OrdersPage />} />
      <Route path="orders/:sessionId" element={<OrderDetailPage />} />
      <Route path="security" element={<AdminSecurityPage />} />
      <Route path="payouts" element={<AdminPayoutsPage />} />
      <Route path="discount-codes" element={<DiscountCodesPage area="admin" />} />
      <Route path="bundles" element={<SellerBundlesPage area="admin" />} />
      <Route path="bundles/new" element={<NewBundlePage area="admin" />} />
      <Route path="bundles/:bundleId/edit" element={<EditBundlePage area="admin" />} />
      <Route path="reviews" element={<ReviewModerationPage />} />
      <Route path="settings" element={<AdminSettingsPage />} />
      <Route path="*" element={<Navigate to="/admin/products" replace />} />
    </Routes>
  );
}
