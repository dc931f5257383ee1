import type { ReactNode } from 'react';
import type { ProductSales, RecentSale } from '@contracts/admin';
import { formatLongDate } from '../../lib/format-date';
import { formatUsd } from './sales-helpers';

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-2 text-sm text-slate-800';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="px-4 pt-4 text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 overflow-x-auto">{children}</div>
    </section>
  );
}

export function ProductSalesTable({ products }: { products: ProductSales[] }) {
  return (
    <Card title="Sales per product">
      {products.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-slate-600">No sales yet.</p>
      ) : (
        <table className="w-full min-w-[20rem]">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={TH}>
                Product
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Units
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {products.map((product) => (
              <tr key={product.product_id}>
                <th scope="row" className={`${TD} font-medium`}>
                  {product.product_name}
                </th>
                <td className={`${TD} text-right tabular-nums`}>{product.units}</td>
                <td className={`${TD} text-right tabular-nums`}>{formatUsd(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

export function RecentSalesTable({
  sales,
  showBuyer,
}: {
  sales: RecentSale[];
  showBuyer: boolean;
}) {
  return (
    <Card title="Recent sales">
      {sales.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-slate-600">No sales in this period.</p>
      ) : (
        <table className="w-full min-w-[20rem]">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={TH}>
                Product
              </th>
              {showBuyer && (
                <th scope="col" className={TH}>
                  Buyer
                </th>
              )}
              <th scope="col" className={TH}>
                Date
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sales.map((sale, index) => (
              <tr key={`${sale.product_id}-${sale.date}-${index}`}>
                <th scope="row" className={`${TD} font-medium`}>
                  {sale.product_name}
                </th>
                {showBuyer && (
                  <td className={`${TD} break-all`}>
                    {sale.buyer_email ?? (sale.guest ? 'Guest' : '—')}
                  </td>
                )}
                <td className={`${TD} whitespace-nowrap`}>
                  {formatLongDate(sale.date) ?? sale.date}
                </td>
                <td className={`${TD} text-right tabular-nums`}>{formatUsd(sale.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
