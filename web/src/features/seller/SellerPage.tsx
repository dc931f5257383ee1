import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Lazy-loaded (see app/router.tsx): handles every /seller/* path, as in document 2. */
export function SellerPage() {
  return (
    <PlaceholderPage title="Seller Dashboard" noIndex>
      Managing your products and sales will be available here soon.
    </PlaceholderPage>
  );
}
