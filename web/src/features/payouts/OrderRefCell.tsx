import { toast } from 'sonner';
import { CopyIcon } from '../../components/icons';
import { shortOrderRef } from './payout-text';

async function copyOrderRef(orderRef: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(orderRef);
    toast.success('Order id copied to clipboard');
  } catch {
    toast.error('Could not copy the order id', { description: orderRef });
  }
}

/** A ledger row's order: its short form, the full id on hover, and a button copying it. */
export function OrderRefCell({ orderRef }: { orderRef: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono text-xs" title={orderRef} aria-label={`Order ${orderRef}`}>
        {shortOrderRef(orderRef)}
      </span>
      <button
        type="button"
        className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        title="Copy order id"
        aria-label={`Copy order id ${orderRef}`}
        onClick={() => void copyOrderRef(orderRef)}
      >
        <CopyIcon className="size-3.5" aria-hidden />
      </button>
    </span>
  );
}
