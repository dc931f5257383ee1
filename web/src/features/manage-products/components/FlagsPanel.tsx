import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MANAGE_MESSAGES } from '@contracts/manage/products';
import { CHECKBOX_CLASS } from '../../../components/form';
import { callApi } from '../../../lib/api-client';
import { errorText, type Detail } from '../api';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateProductReads } from '../shop-reads';

type Flag = 'featured' | 'available_for_purchase' | 'coming_soon';

/** The shop toggles: available and coming soon exclude each other; featured is the admin's. */
export function FlagsPanel({ detail, isAdmin }: { detail: Detail; isAdmin: boolean }) {
  const { product } = detail;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (change: Partial<Record<Flag, boolean>>) =>
      callApi('PUT /api/manage/products/{id}/flags', {
        params: { id: product.id },
        body: { revision: product.revision, ...change },
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.manageProducts.detail(product.id), next);
      invalidateProductReads(queryClient);
    },
    onError: (error) => toast.error('Error', { description: errorText(error, 'Update failed') }),
  });
  const toggle = (flag: Flag, label: string, disabledReason?: string) => (
    <label className="flex items-start gap-2">
      <input
        type="checkbox"
        className={CHECKBOX_CLASS}
        checked={product[flag]}
        disabled={mutation.isPending || Boolean(disabledReason && !product[flag])}
        onChange={(event) => mutation.mutate({ [flag]: event.target.checked })}
        aria-describedby={disabledReason ? `${flag}-why` : undefined}
      />
      <span className="text-sm text-slate-800">
        {label}
        {disabledReason && !product[flag] && (
          <span id={`${flag}-why`} className="block text-xs text-slate-600">
            {disabledReason}
          </span>
        )}
      </span>
    </label>
  );
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Shop settings</legend>
      {toggle(
        'available_for_purchase',
        'Available for purchase',
        product.has_published_version ? undefined : MANAGE_MESSAGES.needsPublishedVersion,
      )}
      {toggle('coming_soon', 'Coming soon')}
      {isAdmin && toggle('featured', 'Featured')}
    </fieldset>
  );
}
