import { Navigate, Route, Routes } from 'react-router-dom';
import { SellerSalesPage } from '../admin-sales/SellerSalesPage';
import { RoleGuard } from '../backoffice/RoleGuard';
import { SummaryCards } from '../backoffice/SummaryCards';
import { ManageProductPage } from '../manage-products/ManageProductPage';
import { EditProductPage, NewProductPage } from '../manage-products/ProductFormPage';
import { ProductListPage } from '../manage-products/ProductListPage';

/** Lazy-loaded (see app/router.tsx): every /seller/* path of the account spec. */
export function SellerPage() {
  return (
    <RoleGuard area="seller">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Seller Dashboard</h1>
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
          <Route path="*" element={<Navigate to="/seller/products" replace />} />
        </Routes>
      </div>
    </RoleGuard>
  );
}
