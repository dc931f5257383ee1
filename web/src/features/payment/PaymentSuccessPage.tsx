import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { XCircleIcon } from '../../components/icons';
import { PageMeta } from '../../components/PageMeta';
import { useAuth } from '../auth/auth-context';
import { useCart } from '../cart/cart-context';
import { clearPendingCheckout } from '../cart/pending-checkout-store';
import { PaymentSuccessView } from './components/PaymentSuccessView';
import { PaymentPanel } from './components/PaymentPanel';
import { VerifyingPayment } from './components/VerifyingPayment';
import { usePaymentVerification } from './use-payment-verification';

export function PaymentSuccessPage() {
  return (
    <>
      <PageMeta title="Payment Successful" />
      <PaymentSuccessPageContent />
    </>
  );
}

function PaymentSuccessPageContent() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const { state, retry, signedIn } = usePaymentVerification(sessionId);
  const { clear } = useCart();
  const { refreshMe } = useAuth();

  // A verified payment ends the checkout: empty the cart, forget the pending checkout and let
  // a signed-in buyer's owned products include what was just bought.
  const verified = state.status === 'success';
  useEffect(() => {
    if (!verified) return;
    clear();
    clearPendingCheckout();
    if (signedIn) void refreshMe().catch(() => undefined);
  }, [verified, signedIn, clear, refreshMe]);

  if (state.status === 'pending') return <VerifyingPayment />;

  if (state.status === 'error') {
    return (
      <PaymentPanel role="alert">
        <XCircleIcon className="size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          Payment Verification Failed
        </h1>
        <p className="mt-2 text-slate-600">{state.message}</p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:flex-row">
          {/* The error view always offers both; without a session id a retry reads the
              address again, which is all the page can do. */}
          <button type="button" className={buttonClass('primary')} onClick={retry}>
            Retry Verification
          </button>
          <Link to="/" className={buttonClass('secondary')}>
            Continue Shopping
          </Link>
        </div>
      </PaymentPanel>
    );
  }

  return (
    <PaymentSuccessView
      products={state.products}
      buyerEmail={state.buyerEmail}
      refunded={state.refunded}
      invoice={state.invoice}
      receipt={state.receipt}
      signedIn={signedIn}
      sessionId={sessionId ?? ''}
    />
  );
}
