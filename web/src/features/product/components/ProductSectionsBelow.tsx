import type { ProductDetailResponse } from '@contracts/catalogue';
import { IncludedInBundles } from '../../bundles/IncludedInBundles';
import { ContentsPreview } from './ContentsPreview';
import { LatestVersion } from './LatestVersion';
import { RelatedProducts } from './RelatedProducts';

export interface ProductSectionsBelowProps {
  productId: string;
  /** The viewer owns the product: its files are theirs, not a preview. */
  owned: boolean;
  contents: ProductDetailResponse['contents'];
  latestVersion: ProductDetailResponse['latestVersion'];
  related: ProductDetailResponse['related'];
}

/**
 * The product page's sections below the demo video: the contents preview, the latest
 * version, related products and the bundles it is in. Their own chunk (ProductSectionsSlot).
 */
export function ProductSectionsBelow({
  productId,
  owned,
  contents,
  latestVersion,
  related,
}: ProductSectionsBelowProps) {
  return (
    <>
      {!owned && <ContentsPreview contents={contents ?? []} />}
      {latestVersion && <LatestVersion version={latestVersion} />}
      <RelatedProducts related={related} />
      <IncludedInBundles productId={productId} />
    </>
  );
}
