import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Lazy-loaded (see app/router.tsx): only signed-in users need this code. */
export function AccountPage() {
  return (
    <PlaceholderPage title="My Account">
      Your purchases and account settings will be available here soon.
    </PlaceholderPage>
  );
}
