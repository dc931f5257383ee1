import { buttonClass } from './button';

/** An inline "could not be loaded" message with a button that asks again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
      {message}
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
