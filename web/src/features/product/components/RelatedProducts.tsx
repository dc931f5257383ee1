import { Link } from 'react-router-dom';
import { formatUsd } from '@rules/money';
import { RELATIONSHIP_TYPES, type RelationshipType } from '@rules/product-content';
import type { RelatedProduct } from '@contracts/catalogue';
import { CardRating } from '../../../components/CardRating';
import { PlatformBadge } from '../../../components/Badge';
import { ProductImage } from '../../../components/ProductImage';
import { productPath } from '../../../lib/paths';
import { TaxLabel } from '../../../components/TaxLabel';

/** Spec: related products grouped by relationship type, in this order. */
const GROUP_TITLES: Record<RelationshipType, string> = {
  dependency: 'Required Products',
  recommended: 'Recommended Products',
  related: 'Related Products',
};

export function RelatedProducts({
  related,
}: {
  related: Partial<Record<RelationshipType, readonly RelatedProduct[]>> | undefined;
}) {
  const groups = RELATIONSHIP_TYPES.map((type) => ({
    type,
    products: related?.[type] ?? [],
  })).filter((group) => group.products.length > 0);
  if (groups.length === 0) return null;

  return (
    <div className="space-y-10">
      {groups.map(({ type, products }) => (
        <section key={type} aria-labelledby={`related-${type}`}>
          <h2 id={`related-${type}`} className="text-xl font-semibold text-slate-900">
            {GROUP_TITLES[type]}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <li key={product.id}>
                <RelatedCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function RelatedCard({ product }: { product: RelatedProduct }) {
  return (
    <Link
      to={productPath(product.id)}
      className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <ProductImage
        src={product.image_url}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900 group-hover:text-indigo-700">{product.name}</p>
        <CardRating rating={product.rating} />
        {product.short_description && (
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">{product.short_description}</p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          <PlatformBadge platform={product.platform} />
          <span className="text-sm font-semibold text-slate-900">
            {formatUsd(product.price)}
            <TaxLabel />
          </span>
        </div>
      </div>
    </Link>
  );
}
