import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '@rules/money';
import type { CatalogueProduct } from '@rules/product';
import { ProductBadges } from '../../../components/Badge';
import { ProductImage } from '../../../components/ProductImage';
import { FROM_CATALOGUE, productPath } from '../../../lib/paths';
import { ProductCardAction } from './ProductCardAction';
import { TaxLabel } from '../../../components/TaxLabel';
import { CardAppIcons } from './CardAppIcons';
import { CardRating } from '../../../components/CardRating';

interface ProductCardProps {
  product: CatalogueProduct;
  /** Cards in the first row load eagerly: they are the page's largest paint. */
  eager?: boolean;
  /** The first card: on a phone it is the only one in view, the page's largest paint. */
  priority?: boolean;
  /** Its image has loaded (given) or failed (the priority card's: the page then shows the rest). */
  onImageSettled?: (image?: HTMLImageElement) => void;
  /**
   * The first card's image, the page's largest paint, has painted (or was waited for long
   * enough): the apps' icons are drawn and the images below the first row may load. Until then
   * their places are kept empty, so they take no bandwidth or main thread from that image.
   */
  afterLargestPaint?: boolean;
}

export function ProductCard({
  product,
  eager = false,
  priority = false,
  onImageSettled,
  afterLargestPaint = true,
}: ProductCardProps) {
  const nameId = useId();
  const href = productPath(product.id);

  return (
    <article
      data-testid="product-card"
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      {/* Same target as the name link; kept out of tab order so keyboard users stop once. */}
      <Link
        to={href}
        state={FROM_CATALOGUE}
        tabIndex={-1}
        aria-hidden="true"
        className="block overflow-hidden bg-slate-100"
      >
        {eager || afterLargestPaint ? (
          <ProductImage
            src={product.image_url}
            alt={product.name}
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            onLoad={(event) => onImageSettled?.(event.currentTarget)}
            onFailure={() => onImageSettled?.()}
            className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : (
          <div className="aspect-[4/3] w-full" />
        )}
      </Link>

      <div className="flex flex-1 flex-col p-4">
        <ProductBadges
          platform={product.platform}
          category={product.category}
          featured={product.featured}
        />

        <h3 id={nameId} className="mt-3 text-base leading-snug font-semibold text-slate-900">
          <Link
            to={href}
            state={FROM_CATALOGUE}
            className="rounded hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {product.name}
          </Link>
        </h3>

        <CardRating rating={product.rating} className="mt-1" />

        {product.short_description && (
          <p className="mt-2 line-clamp-3 text-sm text-slate-600">{product.short_description}</p>
        )}

        {product.apps && <CardAppIcons apps={product.apps} icons={afterLargestPaint} />}

        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <p className="text-lg font-semibold text-slate-900">
            {formatUsd(product.price)}
            <TaxLabel />
          </p>
          <ProductCardAction product={product} describedBy={nameId} />
        </div>
      </div>
    </article>
  );
}
