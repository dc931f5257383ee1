import { buttonClass } from '../../../components/button';
import { AlertIcon, RefreshIcon } from '../../../components/icons-shell';

interface CatalogueErrorPanelProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

export function CatalogueErrorPanel({ message, retrying, onRetry }: CatalogueErrorPanelProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertIcon className="size-10 text-red-600" />
      <h2 className="mt-4 text-lg font-semibold text-red-900">Failed to Load Products</h2>
      <p className="mt-2 text-sm break-words text-red-800">{message}</p>
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'mt-6')}
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
      >
        <RefreshIcon
          className={`size-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
        />
        Retry
      </button>
    </div>
  );
}
