import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/icons-shell';
import { SITE_NAME } from '../../lib/site-meta';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex items-center gap-2.5 rounded-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
    >
      <LogoMark className="size-8 shrink-0" />
      <span className="text-base sm:text-lg">{SITE_NAME}</span>
    </Link>
  );
}
