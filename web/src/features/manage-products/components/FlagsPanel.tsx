import { MANAGE_MESSAGES } from '@contracts/manage/products';
import { CHECKBOX_CLASS } from '../../../components/form';
import type { Detail } from '../api';
import type { Flag, FlagMutation } from '../flag-mutation';

/**
 * The shop toggles: available and coming soon exclude each other; featured is the admin's; the
 * workflow diagram (shown unless turned off) is drawn on the product page from the files.
 * The mutation is the screen's one, shared with the sale checklist, so both show one state.
 */
export function FlagsPanel({
  detail,
  isAdmin,
  mutation,
}: {
  detail: Detail;
  isAdmin: boolean;
  mutation: FlagMutation;
}) {
  const { product } = detail;
  // The diagram switch is absent on products saved before it existed: that means shown.
  const isOn = (flag: Flag) => product[flag] ?? flag === 'show_workflow_diagram';
  const toggle = (flag: Flag, label: string, disabledReason?: string) => (
    <label className="flex items-start gap-2">
      <input
        type="checkbox"
        className={CHECKBOX_CLASS}
        checked={isOn(flag)}
        disabled={mutation.isPending || Boolean(disabledReason && !isOn(flag))}
        onChange={(event) => mutation.mutate({ [flag]: event.target.checked })}
        aria-describedby={disabledReason ? `${flag}-why` : undefined}
      />
      <span className="text-sm text-slate-800">
        {label}
        {disabledReason && !isOn(flag) && (
          <span id={`${flag}-why`} className="block text-xs text-slate-600">
            {disabledReason}
          </span>
        )}
      </span>
    </label>
  );
  return (
    <fieldset id="shop-settings" className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Shop settings</legend>
      {toggle(
        'available_for_purchase',
        'Available for purchase',
        product.has_published_version ? undefined : MANAGE_MESSAGES.needsPublishedVersion,
      )}
      {toggle('coming_soon', 'Coming soon')}
      {isAdmin && toggle('featured', 'Featured')}
      {toggle('show_workflow_diagram', 'Show the workflow diagram on the product page')}
    </fieldset>
  );
}
