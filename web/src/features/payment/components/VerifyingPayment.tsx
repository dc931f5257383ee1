import { PaymentPanel } from './PaymentPanel';

const PULSE = 'animate-pulse bg-slate-200 motion-reduce:animate-none';

/**
 * The success page while the payment is verified: the panel of PaymentSuccessView with its
 * icon, heading and product list where they will be, so the answer replaces placeholders in
 * place instead of a spinner that jumps to a taller page.
 */
export function VerifyingPayment() {
  return (
    <PaymentPanel>
      <div role="status" className="flex w-full flex-col items-center">
        <div aria-hidden="true" className={`size-12 rounded-full ${PULSE}`} />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          Verifying your payment...
        </h1>
        <p className="mt-2 text-slate-600">This only takes a moment.</p>
        <div aria-hidden="true" className="mt-6 w-full rounded-xl bg-slate-50 p-4">
          <div className={`h-5 w-40 rounded ${PULSE}`} />
          <div className={`mt-3 h-4 w-2/3 rounded ${PULSE}`} />
        </div>
        <div aria-hidden="true" className="mt-8 flex w-full flex-col gap-3 sm:flex-row">
          <div className={`h-10 flex-1 rounded-lg ${PULSE}`} />
          <div className={`h-10 flex-1 rounded-lg ${PULSE}`} />
        </div>
      </div>
    </PaymentPanel>
  );
}
