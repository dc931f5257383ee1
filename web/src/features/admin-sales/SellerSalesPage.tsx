import { SalesDashboard } from './SalesDashboard';

/** `/seller/sales`: the seller's own products only, without buyers' e-mail addresses. */
export function SellerSalesPage() {
  return <SalesDashboard scope="seller" title="My sales" />;
}
