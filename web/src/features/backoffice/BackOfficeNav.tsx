import { NavLink } from 'react-router-dom';

export interface BackOfficeNavItem {
  to: string;
  label: string;
}

/** Every page of the admin's back office, in one place (stat cards are not navigation). */
export const ADMIN_NAV: readonly BackOfficeNavItem[] = [
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/sales', label: 'Sales' },
  { to: '/admin/payouts', label: 'Payouts' },
  { to: '/admin/discount-codes', label: 'Discount codes' },
  { to: '/admin/bundles', label: 'Bundles' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/security', label: 'Security' },
  { to: '/admin/settings', label: 'Settings' },
];

const LINK =
  'inline-flex items-center whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The back office's tabs, the same on every page: the current page (and its detail pages, e.g.
 * an order) is marked with aria-current. Scrolls sideways on a phone rather than wrapping.
 */
export function BackOfficeNav({
  items,
  label,
}: {
  items: readonly BackOfficeNavItem[];
  label: string;
}) {
  return (
    <nav aria-label={label} className="mb-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `${LINK} ${
                  isActive
                    ? 'border-indigo-600 text-indigo-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
