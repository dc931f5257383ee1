import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Lazy-loaded (see app/router.tsx): handles every /admin/* path, as in document 2. */
export function AdminPage() {
  return (
    <PlaceholderPage title="Admin Dashboard" noIndex>
      Product, user and sales management will be available here soon.
    </PlaceholderPage>
  );
}
