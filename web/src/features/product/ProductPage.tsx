import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/use-page-meta';

export function ProductPage() {
  usePageMeta({ title: 'Product Details' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <Link to="/" className="text-sm font-medium text-indigo-700 hover:text-indigo-900">
        &larr; Back to Products
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Product Details</h1>
      <p className="mt-3 text-slate-600">The full product page will be available here soon.</p>
    </div>
  );
}
