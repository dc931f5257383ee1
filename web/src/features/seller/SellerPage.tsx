import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { WalletIcon } from '../../components/icons';
import { DiscountCodesPage } from '../discount-codes/DiscountCodesPage';
import { SellerSalesPage } from '../admin-sales/SellerSalesPage';
import { RoleGuard } from '../backoffice/RoleGuard';
import { SummaryCards } from '../backoffice/SummaryCards';
import { ManageProductPage } from '../manage-products/ManageProductPage';
import { EditProductPage, NewProductPage } from '../manage-products/ProductFormPage';
import { ProductListPage } from '../manage-products/ProductListPage';
import { SellerPayoutsPage } from '../payouts/SellerPayoutsPage';

/** Lazy-loaded (see app/router.tsx): every /seller/* path of the account spec, and payouts. */
export function SellerPage() {
  return (
    <RoleGuard area="seller">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Seller Dashboard</h1>
          <nav aria-label="Seller pages" className="flex flex-wrap gap-2">
            <NavLink
              to="/seller/payouts"
              className={({ isActive }) =>
                buttonClass('secondary', 'sm', isActive ? 'ring-2 ring-indigo-500' : '')
              }
            >
              <WalletIcon className="size-4" />
              Payouts
            </NavLink>
            <NavLink
              to="/seller/discount-codes"
              className={({ isActive }) =>
                buttonClass('secondary', 'sm', isActive ? 'ring-2 ring-indigo-500' : '')
              }
            >
              Discount codes
            </NavLink>
          </nav>
        </div>
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
          <Route path="*" element={<Navigate to="/seller/products" replace />} />
        </Routes>
      </div>
    </RoleGuard>
  );
}
