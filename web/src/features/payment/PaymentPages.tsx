import { PlaceholderPage } from '../../components/PlaceholderPage';

export function PaymentSuccessPage() {
  return (
    <PlaceholderPage title="Payment Successful">
      Your purchase details will be shown here soon.
    </PlaceholderPage>
  );
}

export function PaymentCanceledPage() {
  return (
    <PlaceholderPage title="Payment Canceled">
      Your payment was canceled and no charges were made.
    </PlaceholderPage>
  );
}
