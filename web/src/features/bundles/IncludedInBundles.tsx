import { Link } from 'react-router-dom';
import { formatCents } from '@rules/money';
import { ProductImage } from '../../components/ProductImage';
import { bundlePath } from '../../lib/paths';
import { useProductBundles } from './product-bundles';

/** "Included in": the bundles a product is sold in, with their price and value. */
export function IncludedInBundles({ productId }: { productId: string }) {
  const { data } = useProductBundles(productId);
  const bundles = data?.bundles ?? [];
  if (bundles.length === 0) return null;
  return (
    <section aria-labelledby="included-in-heading">
      <h2 id="included-in-heading" className="text-xl font-semibold text-slate-900">
        Included in
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {bundles.map((bundle) => (
          <li key={bundle.id}>
            <Link
              to={bundlePath(bundle.id)}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-3 hover:border-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <ProductImage
                src={bundle.image_url}
                alt=""
                width={96}
                height={72}
                className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-slate-100 object-contain"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{bundle.name}</span>
                <span className="block text-sm text-slate-700">
                  {bundle.product_count} products for {formatCents(bundle.price_cents)} (value{' '}
                  {formatCents(bundle.value_cents)})
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
