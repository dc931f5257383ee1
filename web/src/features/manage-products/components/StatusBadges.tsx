import type { ManagedProduct } from '@contracts/manage/products';
import { Badge } from '../../../components/Badge';

/** Draft, Published (with the latest version), Coming soon, Available, Inactive, Featured. */
export function StatusBadges({ product }: { product: ManagedProduct }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {product.has_published_version ? (
        <Badge tone="indigo">
          Published
          {product.latest_version_number ? ` · Latest ${product.latest_version_number}` : ''}
        </Badge>
      ) : (
        <Badge>Draft</Badge>
      )}
      {product.has_draft_version && product.has_published_version && <Badge>Draft version</Badge>}
      {product.coming_soon && <Badge tone="amber">Coming soon</Badge>}
      {product.available_for_purchase && <Badge tone="indigo">Available</Badge>}
      {!product.active && <Badge>Inactive</Badge>}
      {product.featured && <Badge tone="amber">Featured</Badge>}
    </span>
  );
}
