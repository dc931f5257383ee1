import { useState } from 'react';
import type { AdminUserDetail } from '@contracts/admin';
import { formatRate } from '@rules/commission';
import { ConfirmButton } from '../backoffice/ConfirmButton';
import { CommissionField } from './CommissionField';
import { commissionSummary, parseCommission } from './payout-text';
import { useSetSellerCommission } from './payouts-api';

/**
 * A seller's commission on their user page: the rate their next sales are charged, and the
 * admin's override (set or back to the shop's default), each confirmed and audited.
 */
export function SellerCommissionPanel({ detail }: { detail: AdminUserDetail }) {
  const { user, seller } = detail;
  const [text, setText] = useState('');
  const setRate = useSetSellerCommission(seller?.id ?? '', user.id);
  if (!seller) return null;
  const { commission } = seller;
  const name = user.full_name || user.email;
  const { bps } = parseCommission(text);
  const shopDefault = formatRate(commission.shop_default_rate_bps);
  return (
    <section
      aria-labelledby="seller-commission-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="seller-commission-heading" className="font-semibold text-slate-900">
        Commission
      </h2>
      <p className="text-sm text-slate-800" data-testid="seller-commission">
        Current rate: <strong>{commissionSummary(commission)}</strong>
        {commission.override_rate_bps !== null && `; shop default ${shopDefault}`}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <CommissionField label="Own rate (%)" value={text} onChange={setText} />
        <div className="mt-7 flex flex-wrap gap-2">
          <ConfirmButton
            label="Set own rate"
            title="Set own rate"
            description={`Charge ${name} a commission of ${
              bps === undefined ? '' : formatRate(bps)
            } on their next sales instead of the shop default (${shopDefault})? Sales already made keep their rate.`}
            disabled={bps === undefined || setRate.isPending}
            success={`Commission of ${name} set to ${bps === undefined ? '' : formatRate(bps)}`}
            onConfirm={async () => {
              if (bps === undefined) return;
              await setRate.mutateAsync(bps);
              setText('');
            }}
          />
          {commission.override_rate_bps !== null && (
            <ConfirmButton
              label="Use shop default"
              title="Use shop default"
              description={`Charge ${name} the shop default of ${shopDefault} on their next sales? Sales already made keep their rate.`}
              disabled={setRate.isPending}
              success={`${name} now pays the shop default of ${shopDefault}`}
              onConfirm={() => setRate.mutateAsync(null)}
            />
          )}
        </div>
      </div>
    </section>
  );
}
