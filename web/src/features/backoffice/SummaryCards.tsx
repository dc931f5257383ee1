import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSummary, type SummaryFigures } from './back-office-api';
import { isListPage, type Area } from './summary-pages';

interface Card {
  label: string;
  to: string;
  /** Paths of the section the card switches to (the card shows as current there). */
  section: RegExp;
  value: (summary: SummaryFigures) => number | undefined;
}

const CARDS: Record<Area, Card[]> = {
  admin: [
    {
      label: 'Products',
      to: '/admin/products',
      section: /^\/admin(\/products.*)?\/?$/,
      value: (summary) => summary.products,
    },
    {
      label: 'Users',
      to: '/admin/users',
      section: /^\/admin\/users/,
      value: (summary) => summary.users,
    },
    {
      label: 'Sales',
      to: '/admin/sales',
      section: /^\/admin\/sales/,
      value: (summary) => summary.sales,
    },
  ],
  seller: [
    {
      label: 'Products',
      to: '/seller/products',
      section: /^\/seller(\/products.*)?\/?$/,
      value: (summary) => summary.products,
    },
    {
      label: 'Sales',
      to: '/seller/sales',
      section: /^\/seller\/sales/,
      value: (summary) => summary.sales,
    },
  ],
};

/**
 * The area's summary cards (admin: Products, Users, Sales; seller: their active Products and
 * Sales), each a link that switches to its section. Figures come from the server's counters.
 */
export function SummaryCards({ area }: { area: Area }) {
  const { pathname } = useLocation();
  const summary = useSummary(area);
  const shown = isListPage(area, pathname);
  const { refetch } = summary;
  // Back on a list page after creating, deleting or assigning something: fresh figures.
  useEffect(() => {
    if (shown) void refetch();
  }, [shown, pathname, refetch]);
  if (!shown) return null;
  return (
    <nav aria-label={`${area === 'admin' ? 'Admin' : 'Seller'} sections`} className="mb-6">
      <ul className={`grid gap-3 ${area === 'admin' ? 'grid-cols-3' : 'grid-cols-2'}`}>
        {CARDS[area].map((card) => {
          const value = summary.data ? card.value(summary.data) : undefined;
          const current = card.section.test(pathname);
          return (
            <li key={card.label}>
              <Link
                to={card.to}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-xl border p-3 shadow-sm transition-colors sm:p-4 ${
                  current
                    ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500'
                    : 'border-slate-200 bg-white hover:bg-slate-50'
                }`}
              >
                <span className="block text-xs font-medium text-slate-600 sm:text-sm">
                  {card.label}
                </span>
                <span
                  className="mt-1 block text-xl font-semibold text-slate-900 sm:text-2xl"
                  data-testid={`summary-${card.label.toLowerCase()}`}
                >
                  {value === undefined ? '–' : value.toLocaleString('en-US')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
