import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { SITE_NAME } from '../../lib/site-meta';
import { useAuth } from '../auth/auth-context';
import { isAdminAccount } from '../auth/admin-account';
import { LogoMark } from '../../components/icons-shell';

const LINK =
  'rounded text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

const SOCIAL_LINKS = [
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'Medium', href: 'https://medium.com/' },
];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

export function Footer() {
  const { user } = useAuth();
  const { config } = useRuntimeConfig();
  // Spec: the admin links follow the configured admin address, not the role.
  const adminAccount = !!user && isAdminAccount(user.email, config?.adminEmail);
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <div className="flex items-center gap-2.5 font-semibold text-slate-900">
            <LogoMark className="size-7" />
            {SITE_NAME}
          </div>
          <p className="mt-3 text-sm text-slate-600">
            Step-by-step automation templates for Make, n8n and Zapier. One-time purchase, lifetime
            updates.
          </p>
        </div>

        <nav aria-label="Footer">
          <FooterColumn title="Navigation">
            <li>
              <Link to="/" className={LINK}>
                Products
              </Link>
            </li>
            <li>
              <Link to="/faq" className={LINK}>
                FAQ
              </Link>
            </li>
            {user && (
              <li>
                <Link to="/myaccount" className={LINK}>
                  My Account
                </Link>
              </li>
            )}
            {adminAccount && (
              <>
                <li>
                  <Link to="/admin" className={LINK}>
                    Admin Panel
                  </Link>
                </li>
                <li>
                  <Link to="/admin/settings" className={LINK}>
                    Settings
                  </Link>
                </li>
              </>
            )}
          </FooterColumn>
        </nav>

        <FooterColumn title="Follow us">
          {SOCIAL_LINKS.map(({ label, href }) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
                {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>

      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            &copy; {year} {SITE_NAME}. All rights reserved.
          </p>
          <div className="flex gap-6">
            <Link to="/terms-and-conditions" className={LINK}>
              Terms &amp; Conditions
            </Link>
            <Link to="/privacy-policy" className={LINK}>
              Privacy Policy
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
