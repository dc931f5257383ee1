import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/button';
import { AlertIcon, DownloadIcon } from '../../../components/icons';

/** Spec: without a session or a purchase for it. */
export function NoDownloads() {
  return (
    <div className="mx-auto mt-6 flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <DownloadIcon className="size-10 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">No Downloads Found</h1>
      <p className="mt-2 text-slate-600">
        We could not find a purchase for this link. Use the link from your confirmation email, or
        browse our templates.
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        Browse Products
      </Link>
    </div>
  );
}

interface LoadProblemProps {
  title?: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

export function LoadProblem({ title, message, onRetry, retrying }: LoadProblemProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertIcon className="size-8 text-red-600" />
      {title && <h2 className="mt-3 text-lg font-semibold text-red-900">{title}</h2>}
      <p className="mt-2 text-sm text-red-800">{message}</p>
      <button
        type="button"
        className={buttonClass('secondary', 'sm', 'mt-5')}
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
      >
        Try again
      </button>
    </div>
  );
}
