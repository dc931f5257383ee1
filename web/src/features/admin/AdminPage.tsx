import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { OrderDetailPage } from '../admin-orders/OrderDetailPage';
import { OrdersPage } from '../admin-orders/OrdersPage';
import { AdminSalesPage } from '../admin-sales/AdminSalesPage';
import { AdminSecurityPage } from '../admin-security/AdminSecurityPage';
import { AdminSettingsPage } from '../admin-settings/AdminSettingsPage';
import { AdminUsersPage } from '../admin-users/AdminUsersPage';
import { UserDetailPage } from '../admin-users/UserDetailPage';
import { RoleGuard } from '../backoffice/RoleGuard';
import { SummaryCards } from '../backoffice/SummaryCards';
import { ManageProductPage } from '../manage-products/ManageProductPage';
import { EditProductPage, NewProductPage } from '../manage-products/ProductFormPage';
import { ProductListPage } from '../manage-products/ProductListPage';
import { DiscountCodesPage } from '../discount-codes/DiscountCodesPage';
import { AdminPayoutsPage } from '../payouts/AdminPayoutsPage';
import { DraftVersionsPage } from './DraftVersionsPage';

/** Lazy-loaded (see app/router.tsx): every /admin/* path of the account spec. */
export function AdminPage() {
  return (
    <RoleGuard area="admin">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Routes>
          <Route path="settings" element={<AdminSettingsPage />} />
          <Route
            path="*"
            element={
              <>
                <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
                  <h1 className="text-3xl font-bold tracking-tight text-slate-900">
                    Admin Dashboard
                  </h1>
                  <div className="flex flex-wrap gap-2">
                    <Link to="/admin/orders" className={buttonClass('secondary', 'sm')}>
                      Orders
                    </Link>
                    <Link to="/admin/payouts" className={buttonClass('secondary', 'sm')}>
                      Payouts
                    </Link>
                    <Link to="/admin/discount-codes" className={buttonClass('secondary', 'sm')}>
                      Discount codes
                    </Link>
                    <Link to="/admin/security" className={buttonClass('secondary', 'sm')}>
                      Security
                    </Link>
                    <Link to="/admin/settings" className={buttonClass('secondary', 'sm')}>
                      Settings
                    </Link>
                  </div>
                </div>
                <SummaryCards area="admin" />
                <AdminSections />
              </>
            }
          />
        </Routes>
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
      <Route path="*" element={<Navigate to="/admin/products" replace />} />
    </Routes>
  );
}
