import type { ProductDetailResponse } from '@contracts/catalogue';
import { formatUsd } from '@rules/money';
import { sellsProduct } from '@rules/card-action';
import { ProductBadges } from '../../../components/Badge';
import { AlertIcon } from '../../../components/icons-shell';
import { Markup } from '../../../components/Markup';
import { useViewer } from '../../auth/use-viewer';
import { ProductAction } from './ProductAction';
import { galleryImages, ProductGallery } from './ProductGallery';
import { ProductSectionsSlot } from './ProductSectionsSlot';
import { ProductVideoSlot } from './ProductVideoSlot';
import { TaxLabel } from '../../../components/TaxLabel';
import { WhatsInsideSlot } from '../whats-inside/WhatsInsideSlot';
import { SellerByline } from '../../storefront/SellerByline';
import { RatingLine } from '../../reviews/RatingLine';
import { ReviewsSlot } from '../../reviews/ReviewsSlot';

export function ProductDetailView({ detail }: { detail: ProductDetailResponse }) {
  const { product, contents, related, latestVersion, whatsInside } = detail;
  const viewer = useViewer();
  const { ownedProductIds } = viewer;
  const owned = ownedProductIds.has(product.id);
  const images = galleryImages(product.image_url, product.gallery_image_urls);

  return (
    <article className="mt-6">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery key={product.id} name={product.name} images={images} />

        <div className="min-w-0">
          <ProductBadges
            platform={product.platform}
            category={product.category}
            featured={product.featured}
          />
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {product.name}
          </h1>
          <SellerByline seller={detail.seller} own={sellsProduct(viewer, product)} />
          <RatingLine rating={detail.rating} />
          <p className="mt-3 text-2xl font-semibold text-slate-900">
            {formatUsd(product.price)}
            <TaxLabel />
            <span className="ml-2 text-sm font-normal text-slate-600">
              one-time purchase, lifetime updates
            </span>
          </p>
          <div className="mt-6">
            <ProductAction product={product} />
          </div>

          <Markup
            text={product.description}
            className="mt-8 text-base leading-relaxed text-slate-700"
          />

          {product.prerequisites?.trim() && (
            <section
              aria-labelledby="prerequisites-heading"
              className="mt-8 rounded-xl border border-yellow-300 bg-yellow-50 p-5"
            >
              <h2
                id="prerequisites-heading"
                className="flex items-center gap-2 font-semibold text-yellow-900"
              >
                <AlertIcon className="size-5 text-yellow-700" />
                Prerequisites
              </h2>
              <Markup text={product.prerequisites} className="mt-3 text-sm text-yellow-950" />
            </section>
          )}
        </div>
      </div>

      <div className="mt-12 space-y-12">
        {product.video_youtube_id && (
          <ProductVideoSlot videoId={product.video_youtube_id} productName={product.name} />
        )}
        {whatsInside && <WhatsInsideSlot inside={whatsInside} />}
        <ProductSectionsSlot
          productId={product.id}
          owned={owned}
          contents={contents}
          latestVersion={latestVersion}
          related={related}
        />
        <ReviewsSlot
          productId={product.id}
          productName={product.name}
          description={product.short_description}
          imageUrl={product.image_url}
          sellerReplies={sellsProduct(viewer, product)}
        />
      </div>
    </article>
  );
}
