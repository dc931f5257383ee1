import { PULSE } from '../../../components/Skeleton';
import { ACCOUNT_TEXT } from '../account-text';

/** Three purchase cards' placeholders, the size of PurchasesList's cards. */
export function PurchasesSkeleton() {
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading your purchases...</span>
      {[0, 1, 2].map((index) => (
        <div key={index} aria-hidden="true" className="rounded-xl border border-slate-200 p-4">
          <div className={`aspect-[4/3] w-full ${PULSE}`} />
          <div className={`mt-4 h-5 w-3/4 ${PULSE}`} />
          <div className={`mt-2 h-4 w-1/2 ${PULSE}`} />
        </div>
      ))}
    </div>
  );
}

/**
 * The account page before the session is known: its heading, a tab bar of the tabs' height
 * (h-9 buttons in a p-1 list) and the purchases' placeholders, so nothing shifts once it loads.
 */
export function AccountSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" data-testid="account-skeleton">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{ACCOUNT_TEXT.pageTitle}</h1>
      <div aria-hidden="true" className="mt-8 flex w-fit gap-1 rounded-lg bg-slate-100 p-1">
        {['w-28', 'w-20', 'w-28'].map((width, index) => (
          <div key={index} className={`h-9 ${width} ${PULSE}`} />
        ))}
      </div>
      <div className="mt-6">
        <PurchasesSkeleton />
      </div>
    </div>
  );
}

/** The purchased product's card (image, badges, name, dates) and its tabs, while it loads. */
export function ProductSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading your product...</span>
      <div
        aria-hidden="true"
        className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:flex-row"
      >
        <div className={`aspect-[4/3] w-full shrink-0 rounded-xl md:w-72 ${PULSE}`} />
        <div className="flex-1">
          <div className={`h-6 w-24 ${PULSE}`} />
          <div className={`mt-3 h-8 w-2/3 ${PULSE}`} />
          <div className={`mt-3 h-5 w-1/2 ${PULSE}`} />
        </div>
      </div>
      <div aria-hidden="true" className={`h-11 w-48 rounded-lg ${PULSE}`} />
    </div>
  );
}
