import { buttonClass } from '../../components/button';

/**
 * Spec "Global error screen". Both buttons do a full page load on purpose: after a render error
 * the in-memory state is suspect, and a stale lazy chunk (new deploy) needs a reload anyway.
 */
export function ErrorScreen() {
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          Oops! Something went wrong
        </h1>
        <p className="mt-3 text-slate-600">
          We encountered an unexpected error. Our team has been notified.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => window.location.reload()}
          >
            Reload Page
          </button>
          <a href="/" className={buttonClass('secondary')}>
            Go Home
          </a>
        </div>
      </div>
    </div>
  );
}
