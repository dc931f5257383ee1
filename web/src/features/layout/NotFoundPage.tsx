import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { PageMeta } from '../../components/PageMeta';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Page Not Found" noIndex />
      <p className="text-sm font-semibold text-indigo-600">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">
        Sorry, the page you are looking for does not exist or has been moved.
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Go back home
      </Link>
    </div>
  );
}
