import { isVisibleInCatalogue } from '../../lambdas/rules/visibility';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';

/** What an anonymous shopper should see, worked out from the seed with the shared rule. */
export const visibleDemoProducts = DEMO_PRODUCTS.filter((product) =>
  isVisibleInCatalogue(
    { ...product, has_published_version: product.versions.some((version) => version.is_published) },
    { isAdmin: false },
  ),
);
