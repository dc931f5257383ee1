import { SalesDashboard } from './SalesDashboard';

/** `/admin/sales`: the whole shop's figures (test users never count). */
export function AdminSalesPage() {
  return <SalesDashboard scope="admin" title="Sales" />;
}
