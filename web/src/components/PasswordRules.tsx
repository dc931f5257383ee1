import type { PasswordChecklist } from '@rules/validation';
import { CheckIcon, CrossIcon } from './icons';

/**
 * The live password checklist of the reset page and of Change Password (spec: at least 6
 * characters, a lowercase and an uppercase letter, a number, and the confirmation matching).
 */
export function PasswordRules({ checklist }: { checklist: PasswordChecklist }) {
  return (
    <ul aria-label="Password requirements" aria-live="polite" className="space-y-1.5 text-sm">
      <Rule ok={checklist.minLength}>At least 6 characters</Rule>
      <Rule ok={checklist.lowercase}>One lowercase letter</Rule>
      <Rule ok={checklist.uppercase}>One uppercase letter</Rule>
      <Rule ok={checklist.digit}>One number</Rule>
      <Rule ok={checklist.matches}>
        {checklist.matches ? 'Passwords match' : 'Passwords do not match'}
      </Rule>
    </ul>
  );
}

function Rule({ ok, children }: { ok: boolean; children: string }) {
  return (
    <li className={`flex items-center gap-2 ${ok ? 'text-emerald-700' : 'text-slate-500'}`}>
      {ok ? (
        <CheckIcon className="size-4 shrink-0" />
      ) : (
        <CrossIcon className="size-4 shrink-0 text-red-500" />
      )}
      <span>
        {children}
        <span className="sr-only">{ok ? ' (met)' : ' (not met)'}</span>
      </span>
    </li>
  );
}
