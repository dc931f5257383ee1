import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { XCircleIcon } from '../../components/icons';
import { PageMeta } from '../../components/PageMeta';
import { PaymentPanel } from './components/PaymentPanel';

/** Spec: says no charges were made; 'Continue Shopping' and 'Try Again' both go to /. */
export function PaymentCanceledPage() {
  return (
    <PaymentPanel>
      <PageMeta title="Payment Canceled" />
      <XCircleIcon className="size-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Payment Canceled</h1>
      <p className="mt-2 text-slate-600">
        Your payment was canceled and no charges were made. Your cart is still saved, so you can
        check out whenever you are ready.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary')}>
          Continue Shopping
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Try Again
        </Link>
      </div>
    </PaymentPanel>
  );
}
