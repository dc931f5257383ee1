import { Link, useParams } from 'react-router-dom';
import type { BundleQuote, BundleView } from '@contracts/bundles';
import { formatCents } from '@rules/money';
import { buttonClass } from '../../components/button';
import { LoadError } from '../../components/LoadError';
import { Markup } from '../../components/Markup';
import { PageMeta } from '../../components/PageMeta';
import { ProductImage } from '../../components/ProductImage';
import { SkeletonBlocks } from '../../components/Skeleton';
import { TaxLabel } from '../../components/TaxLabel';
import { productPath } from '../../lib/paths';
import { useCart, useShowsCart } from '../cart/cart-context';
import { isNotFound } from '../product/api';
import { useBundle, useBundleQuote } from './api';

/** /bundles/:bundleId: a bundle's public page. */
export function BundlePage() {
  const { bundleId = '' } = useParams();
  const query = useBundle(bundleId);
  let content;
  if (isNotFound(query.error)) {
    content = (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Bundle not found</h1>
        <p className="mt-2 text-slate-600">This bundle is not for sale right now.</p>
      </div>
    );
  } else if (query.isError) {
    content = (
      <LoadError message="The bundle could not be loaded." onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    content = (
      <SkeletonBlocks
        label="Loading..."
        count={3}
        className="flex flex-col gap-4"
        blockClassName="h-24 w-full rounded-xl"
      />
    );
  } else {
    content = <BundleDetail bundle={query.data} />;
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={query.data?.name ?? 'Bundle'} description={query.data?.description} />
      {content}
    </div>
  );
}

function BundleDetail({ bundle }: { bundle: BundleView }) {
  const quote = useBundleQuote(bundle.id);
  return (
    <article>
      <div className="grid gap-8 md:grid-cols-2">
        <ProductImage
          src={bundle.image_url}
          alt={bundle.name}
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-contain"
        />
        <div>
          <p className="text-sm font-medium text-indigo-700">Bundle of {bundle.products.length}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{bundle.name}</h1>
          <dl className="mt-4 space-y-1 text-slate-800">
            <div className="flex gap-2">
              <dt>Bundle price</dt>
              <dd className="text-2xl font-semibold text-slate-900" data-testid="bundle-price">
                {formatCents(bundle.price_cents)}
                <TaxLabel />
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>Value</dt>
              <dd>{formatCents(bundle.value_cents)}</dd>
            </div>
            <div className="flex gap-2 text-emerald-800">
              <dt>You save</dt>
              <dd data-testid="bundle-saving">{formatCents(bundle.saving_cents)}</dd>
            </div>
          </dl>
          <OwnedNote quote={quote.data} />
          <div className="mt-6">
            <AddBundle bundle={bundle} quote={quote.data} refusal={quote.error?.message} />
          </div>
          <Markup text={bundle.description} className="mt-8 text-base text-slate-700" />
        </div>
      </div>
      <section aria-labelledby="bundle-products" className="mt-12">
        <h2 id="bundle-products" className="text-xl font-semibold text-slate-900">
          What is included
        </h2>
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {bundle.products.map((product) => (
            <li key={product.id} className="flex items-center gap-4 p-4">
              <ProductImage
                src={product.image_url}
                alt=""
                width={96}
                height={72}
                className="aspect-[4/3] w-20 shrink-0 rounded-lg bg-slate-100 object-contain"
              />
              <div className="min-w-0 flex-1">
                <Link
                  to={productPath(product.id)}
                  className="font-semibold text-slate-900 hover:text-indigo-700"
                >
                  {product.name}
                </Link>
                <p className="text-sm text-slate-600">{product.short_description}</p>
              </div>
              <p className="shrink-0 text-sm text-slate-800">
                <span className="sr-only">Value </span>
                {formatCents(product.price_cents)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/** For a signed-in owner of some of its products: what they own and their lowered price. */
function OwnedNote({ quote }: { quote: BundleQuote | undefined }) {
  if (!quote || quote.owned_product_ids.length === 0) return null;
  return (
    <p
      role="status"
      data-testid="bundle-owned-note"
      className="mt-4 rounded-lg bg-indigo-50 p-3 text-sm text-slate-800"
    >
      You already own {quote.owned_product_ids.length} of these products (
      {formatCents(quote.owned_cents)}), so your price is{' '}
      <strong>{formatCents(quote.price_cents)}</strong>.
    </p>
  );
}

function AddBundle({
  bundle,
  quote,
  refusal,
}: {
  bundle: BundleView;
  quote: BundleQuote | undefined;
  refusal: string | undefined;
}) {
  const cart = useCart();
  const showsCart = useShowsCart();
  if (!showsCart) return null;
  if (refusal) {
    return (
      <p role="status" className="text-sm text-slate-700">
        {refusal}
      </p>
    );
  }
  const inCart = cart.items.some((item) => item.id === bundle.id);
  if (inCart) {
    return (
      <Link to="/cart" className={buttonClass('secondary', 'md', 'h-11 w-full sm:w-auto')}>
        In your cart: view cart
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={buttonClass('primary', 'md', 'h-11 w-full sm:w-auto')}
      onClick={() =>
        cart.add({
          id: bundle.id,
          name: bundle.name,
          price: (quote?.price_cents ?? bundle.price_cents) / 100,
          platform: '',
          image_url: bundle.image_url,
          kind: 'bundle',
        })
      }
    >
      Add bundle to cart
    </button>
  );
}
