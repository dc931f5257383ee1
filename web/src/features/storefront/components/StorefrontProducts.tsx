import { Link } from 'react-router-dom';
import { formatUsd } from '@rules/money';
import type { CatalogueProduct } from '@rules/product';
import { ProductBadges } from '../../../components/Badge';
import { ProductImage } from '../../../components/ProductImage';
import { TaxLabel } from '../../../components/TaxLabel';
import { CardRating } from '../../../components/CardRating';
import { productPath } from '../../../lib/paths';

/** The seller's listed products, as cards in the catalogue's columns. */
export function StorefrontProducts({ products }: { products: CatalogueProduct[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <ProductImage
              src={product.image_url}
              alt={product.name}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full bg-slate-100 object-cover"
            />
            <div className="flex flex-1 flex-col p-4">
              <ProductBadges
                platform={product.platform}
                category={product.category}
                featured={product.featured}
              />
              <h3 className="mt-3 text-base leading-snug font-semibold text-slate-900">
                <Link to={productPath(product.id)} className="hover:text-indigo-700">
                  {product.name}
                </Link>
              </h3>
              <CardRating rating={product.rating} className="mt-1" />
              {product.short_description && (
                <p className="mt-2 line-clamp-3 text-sm text-slate-600">
                  {product.short_description}
                </p>
              )}
              <p className="mt-auto pt-4 text-lg font-semibold text-slate-900">
                {formatUsd(product.price)}
                <TaxLabel />
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
