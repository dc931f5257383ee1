import { PlaceholderPage } from '../../components/PlaceholderPage';

export function CartPage() {
  return (
    <PlaceholderPage title="Shopping Cart">
      Your cart and checkout will be available here soon.
    </PlaceholderPage>
  );
}
