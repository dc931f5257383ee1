import { Navigate, Route, Routes } from 'react-router-dom';
import { RoleGuard } from '../backoffice/RoleGuard';
import { SectionPlaceholder } from '../backoffice/SectionPlaceholder';

const SOON = 'This section will be available here soon.';

/** Lazy-loaded (see app/router.tsx): routes every /admin/* path (document 2). */
export function AdminPage() {
  return (
    <RoleGuard area="admin">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <Routes>
          <Route index element={<SectionPlaceholder title="Products" text={SOON} />} />
          <Route path="products" element={<SectionPlaceholder title="Products" text={SOON} />} />
          <Route
            path="products/list"
            element={<SectionPlaceholder title="Products" text={SOON} />}
          />
          <Route
            path="products/new"
            element={<SectionPlaceholder title="New Product" text={SOON} />}
          />
          <Route
            path="products/versions"
            element={<SectionPlaceholder title="Versions" text={SOON} />}
          />
          <Route
            path="products/:id"
            element={<SectionPlaceholder title="Manage Product" text={SOON} />}
          />
          <Route
            path="product/:id"
            element={<SectionPlaceholder title="Manage Product" text={SOON} />}
          />
          <Route
            path="products/:id/edit"
            element={<SectionPlaceholder title="Edit Product" text={SOON} />}
          />
          <Route path="users/*" element={<SectionPlaceholder title="Users" text={SOON} />} />
          <Route path="sales" element={<SectionPlaceholder title="Sales" text={SOON} />} />
          <Route path="security" element={<SectionPlaceholder title="Security" text={SOON} />} />
          <Route
            path="settings"
            element={<SectionPlaceholder title="Additional Settings" text="Coming soon." />}
          />
          <Route path="*" element={<Navigate to="/admin/products" replace />} />
        </Routes>
      </div>
    </RoleGuard>
  );
}
