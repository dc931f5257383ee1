import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/button';
import { AlertIcon } from '../../../components/icons-shell';

interface ProductProblemProps {
  title: string;
  text: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** 'Product Not Found' (404) and the load-failure panel share this look. */
export function ProductProblem({ title, text, onRetry, retrying = false }: ProductProblemProps) {
  return (
    <div className="mx-auto mt-10 flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <AlertIcon className="size-10 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {onRetry && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={onRetry}
            disabled={retrying}
            aria-busy={retrying}
          >
            Try again
          </button>
        )}
        <Link to="/" className={buttonClass('primary')}>
          Back to Products
        </Link>
      </div>
    </div>
  );
}

export function ProductNotFound() {
  return (
    <ProductProblem
      title="Product Not Found"
      text="The product you are looking for does not exist or is no longer available."
    />
  );
}

/** A failed load (not a 404): the panel with its retry, also announced with a toast. */
export function ProductLoadFailure({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  useEffect(() => {
    console.error('Product load failed', error);
    toast.error('Error', {
      id: 'product-load-error',
      description: 'Failed to load product details',
    });
  }, [error]);
  return (
    <ProductProblem
      title="Error"
      text="Failed to load product details"
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
