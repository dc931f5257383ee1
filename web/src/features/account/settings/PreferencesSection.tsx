import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { toast } from 'sonner';
import type { Preferences } from '@contracts/my-account';
import { Spinner } from '../../../components/Spinner';
import { useAuth } from '../../auth/auth-context';
import { ACCOUNT_TEXT } from '../account-text';
import { accountKeys, isNotFound, savePreferences, useMyPreferences } from '../api';
import { Section } from './Section';

/** A profile that never saved preferences has both on. */
const DEFAULTS: Preferences = { news_updates: true, product_notifications: true };

const OPTIONS: { key: keyof Preferences; label: string; hint: string }[] = [
  {
    key: 'news_updates',
    label: 'News and updates',
    hint: 'Occasional news about the marketplace and new templates.',
  },
  {
    key: 'product_notifications',
    label: 'Product update notifications',
    hint: 'An e-mail when a product you bought gets a new version.',
  },
];

/** Communication Preferences: loaded once, saved on every change (PUT /api/my/preferences). */
export function PreferencesSection() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useMyPreferences(user?.id);
  // A missing row is not an error: the defaults apply (the spec ignores PGRST116).
  const missing = isNotFound(query.error);
  const failed = query.isError && !missing;
  const preferences = query.data ?? DEFAULTS;

  const error = query.error;
  useEffect(() => {
    if (!failed) return;
    console.error('Preferences load failed', error);
    toast.error(ACCOUNT_TEXT.loadPreferencesFailed.title, {
      id: 'my-preferences-error',
      description: ACCOUNT_TEXT.loadPreferencesFailed.description,
    });
  }, [failed, error]);

  const save = useMutation({
    mutationFn: (next: Preferences) => savePreferences(next),
    onSuccess: (saved, next) => {
      queryClient.setQueryData(accountKeys.preferences(user?.id), {
        news_updates: saved.news_updates ?? next.news_updates,
        product_notifications: saved.product_notifications ?? next.product_notifications,
      });
      toast.success(ACCOUNT_TEXT.preferencesUpdated.title, {
        description: ACCOUNT_TEXT.preferencesUpdated.description,
      });
    },
    onError: (cause) => {
      console.error('Preferences update failed', cause);
      toast.error(ACCOUNT_TEXT.preferencesFailed.title, {
        description: ACCOUNT_TEXT.preferencesFailed.description,
      });
    },
  });
  const saving = save.isPending;
  const change = (key: keyof Preferences, value: boolean) => {
    if (!saving) save.mutate({ ...preferences, [key]: value });
  };

  return (
    <Section
      title="Communication Preferences"
      description="Choose which e-mails you want to receive."
      testId="preferences-section"
    >
      {query.isPending ? (
        <Spinner label="Loading preferences" />
      ) : (
        <ul className="divide-y divide-slate-200">
          {OPTIONS.map((option) => (
            <PreferenceSwitch
              key={option.key}
              name={option.key}
              label={option.label}
              hint={option.hint}
              checked={preferences[option.key]}
              disabled={saving || failed}
              onChange={(value) => change(option.key, value)}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

interface PreferenceSwitchProps {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
}

function PreferenceSwitch({
  name,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: PreferenceSwitchProps) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        name={name}
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 ${checked ? 'bg-indigo-600' : 'bg-slate-300'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${checked ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </button>
    </li>
  );
}
