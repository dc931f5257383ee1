import type { ReactNode } from 'react';
import type { ProductSales, RecentSale } from '@contracts/sales';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatLongDate } from '../../lib/format-date';
import { formatUsd } from '@rules/money';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="px-4 pt-4 text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 overflow-x-auto">{children}</div>
    </section>
  );
}

const PRODUCT_COLUMNS: DataTableColumn<ProductSales>[] = [
  { header: 'Product', cellClassName: 'font-medium', cell: (product) => product.product_name },
  {
    header: 'Units',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (product) => product.units,
  },
  {
    header: 'Revenue',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (product) => formatUsd(product.revenue),
  },
  {
    header: 'Free claims',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (product) => product.claims,
  },
];

export function ProductSalesTable({ products }: { products: ProductSales[] }) {
  return (
    <Card title="Sales per product">
      <DataTable
        caption="Sales per product"
        columns={PRODUCT_COLUMNS}
        rows={products}
        rowKey={(product) => product.product_id}
        empty="No sales yet."
        minWidthClassName="min-w-[20rem]"
        frame="card"
      />
    </Card>
  );
}

const SALE_COLUMNS: DataTableColumn<RecentSale>[] = [
  { header: 'Product', cellClassName: 'font-medium', cell: (sale) => sale.product_name },
  {
    header: 'Buyer',
    cellClassName: 'break-all',
    cell: (sale) => sale.buyer_email ?? (sale.guest ? 'Guest' : '—'),
  },
  {
    header: 'Date',
    cellClassName: 'whitespace-nowrap',
    cell: (sale) => formatLongDate(sale.date) ?? sale.date,
  },
  {
    header: 'Amount',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (sale) => formatUsd(sale.amount),
  },
];

/** Sellers see their sales without the buyers' e-mail addresses. */
export function RecentSalesTable({
  sales,
  showBuyer,
}: {
  sales: RecentSale[];
  showBuyer: boolean;
}) {
  return (
    <Card title="Recent sales">
      <DataTable
        caption="Recent sales"
        columns={
          showBuyer ? SALE_COLUMNS : SALE_COLUMNS.filter((column) => column.header !== 'Buyer')
        }
        rows={sales}
        rowKey={(sale, index) => `${sale.product_id}-${sale.date}-${index}`}
        empty="No sales in this period."
        minWidthClassName="min-w-[20rem]"
        frame="card"
      />
    </Card>
  );
}
