import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { buttonClass } from './button';
import { EyeIcon, EyeOffIcon } from './icons';
import { Spinner } from './Spinner';

export const INPUT_CLASS =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 ' +
  'shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 ' +
  'focus:outline-offset-0 focus:outline-indigo-500/30 read-only:bg-slate-100 ' +
  'read-only:text-slate-600 disabled:cursor-not-allowed disabled:opacity-60';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/**
 * Either controlled (`value` and `onValueChange`) or registered with react-hook-form
 * (`{...form.register('name')}` passes name, onChange, onBlur and ref through to the input).
 */
interface FieldProps extends InputProps {
  label: string;
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

function changeHandler({
  onValueChange,
  onChange,
}: Pick<FieldProps, 'onValueChange' | 'onChange'>) {
  return onValueChange
    ? (event: { target: { value: string } }) => onValueChange(event.target.value)
    : onChange;
}

export function TextField({ label, onValueChange, hint, onChange, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className={INPUT_CLASS}
        {...input}
        onChange={changeHandler({ onValueChange, onChange })}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, onValueChange, hint, onChange, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-describedby={hint ? hintId : undefined}
          className={`${INPUT_CLASS} pr-11`}
          {...input}
          type={visible ? 'text' : 'password'}
          onChange={changeHandler({ onValueChange, onChange })}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600"
        >
          {visible ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Inline text button (Forgot password?, Resend verification email). */
export const LINK_BUTTON =
  'rounded text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline';

/** Centered card for the full-page auth screens (reset password, invitation). */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-2 text-sm text-slate-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** The e-mail input of the sign-in, sign-up and reset forms. */
export function EmailField({
  autoComplete = 'email',
  ...input
}: Omit<FieldProps, 'label' | 'autoComplete'> & { autoComplete?: 'email' | 'username' }) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      placeholder="you@example.com"
      required
      {...input}
    />
  );
}

/** A full-width primary submit button that shows a spinner and its busy wording while busy. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className={buttonClass('primary', 'md', 'w-full')} disabled={busy}>
      {busy && <Spinner className="size-4" label={busyLabel.replace(/\.\.\.$/, '')} />}
      {busy ? busyLabel : label}
    </button>
  );
}
