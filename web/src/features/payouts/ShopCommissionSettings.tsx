import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminSettings } from '@contracts/admin';
import { formatRate } from '@rules/commission';
import { buttonClass } from '../../components/button';
import { CommissionField } from './CommissionField';
import { parseCommission } from './payout-text';
import { useSetShopCommission } from './payouts-api';

/**
 * The shop's default commission on sellers' sales, for the admin settings page. Lines already
 * sold keep the rate written on them; the new rate applies to the next sales of every seller
 * without an own rate.
 */
export function ShopCommissionSettings({ settings }: { settings: AdminSettings }) {
  const [text, setText] = useState('');
  const save = useSetShopCommission();
  const { bps } = parseCommission(text);
  const onSave = () => {
    if (bps === undefined) return;
    save.mutate(bps, {
      onSuccess: (saved) => {
        toast.success(`Default commission set to ${formatRate(saved.commission_rate_bps)}`);
        setText('');
      },
      onError: (error) => toast.error(error.message || 'The commission could not be saved'),
    });
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-800" data-testid="shop-commission">
        Default commission: <strong>{formatRate(settings.commission_rate_bps)}</strong> of each
        seller&apos;s sale.
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <CommissionField label="New default (%)" value={text} onChange={setText} />
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-7')}
          disabled={bps === undefined || bps === settings.commission_rate_bps || save.isPending}
          onClick={onSave}
        >
          {save.isPending ? 'Saving…' : 'Save commission'}
        </button>
      </div>
      <p className="text-xs text-slate-500">
        A seller&apos;s own rate, set on their user page, comes first. Sales already made keep their
        rate.
      </p>
    </div>
  );
}
