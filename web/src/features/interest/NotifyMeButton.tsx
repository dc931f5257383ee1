import { lazy, Suspense, useState, type ReactNode } from 'react';
import { withQueryClient } from '../../lib/query-store';

// The dialog (its modal library and form, and Query for its mutation) is fetched on the first
// click, not with every card.
const NotifyMeDialog = lazy(() =>
  withQueryClient(import('./NotifyMeDialog')).then((module) => ({
    default: module.NotifyMeDialog,
  })),
);

interface NotifyMeButtonProps {
  product: { id: string; name: string };
  /** The button that opens the dialog. */
  trigger: ReactNode;
}

/** 'Notify me when available': the trigger now, the dialog once someone clicks it. */
export function NotifyMeButton({ product, trigger }: NotifyMeButtonProps) {
  const [requested, setRequested] = useState(false);
  if (!requested) {
    return (
      <span className="contents" onClickCapture={() => setRequested(true)}>
        {trigger}
      </span>
    );
  }
  return (
    <Suspense fallback={trigger}>
      <NotifyMeDialog product={product} trigger={trigger} initiallyOpen />
    </Suspense>
  );
}
